import { ZReviewShopReportsSchema, ZShopReportListSchema } from "#domain/shop-report-form";
import { SHOP_REPORT_ADMIN_TEXTS as TEXTS } from "#domain/shop-reports";
import { requirePlatformAdmin } from "#server/auth/guards";
import { submitForm } from "#server/form-action";
import { listShopReports, markShopReportsReviewed } from "#server/services/shop-reports";
import type { Route } from "./+types/platform-reports";
import { titled } from "#app/lib/page-title";
import { ShopReportsPage } from "#app/features/platform-reports/shop-reports-page";

// 'Laporan' (decision 079): the public's reports about shops, grouped by shop, for the
// platform admins alone.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformAdmin(context, request);
  const { filter } = ZShopReportListSchema.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  return { filter, groups: await listShopReports(context.db, { filter }) };
}

// Marking reports read changes nothing a shop page shows.
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requirePlatformAdmin(context, request);
  return submitForm(
    { request, context, pages: "none" },
    ZReviewShopReportsSchema,
    (_value, payload) => markShopReportsReviewed(context.db, admin, payload),
    { success: TEXTS.reviewed, failure: TEXTS.reviewFailed },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, TEXTS.title);
}

export default function PlatformReports({ loaderData }: Route.ComponentProps) {
  return <ShopReportsPage {...loaderData} />;
}
