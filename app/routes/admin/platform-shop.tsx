import { data } from "react-router";
import { PLATFORM_MESSAGES } from "#domain/platform-oversight";
import { isShopId, PLATFORM_SHOP_TEXTS, ZPlatformShopActionSchema } from "#domain/platform-shops";
import { requirePlatformAdmin } from "#server/auth/guards";
import { AppError } from "#server/errors";
import { submitForm, textsByIntent } from "#server/form-action";
import { getPlatformShop } from "#server/services/platform-shops";
import { reinstateShop, suspendShop } from "#server/services/shop-suspension";
import type { Route } from "./+types/platform-shop";
import { titled } from "#app/lib/page-title";
import { NotFoundPage } from "#app/components/shell/not-found-page";
import { PlatformShopPage } from "#app/features/platform-admin/shop-page";

// One shop as the platform admin reviews it (decision 078): its figures, reports and the
// platform's actions on it; suspending and reinstating it.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requirePlatformAdmin(context, request);
  const shop = await getPlatformShop(context.db, params.brandId);
  if (!shop) return data({ shop: null }, { status: 404 });
  return { shop };
}

const TEXTS = textsByIntent({
  suspend: { success: PLATFORM_MESSAGES.suspended, failure: PLATFORM_SHOP_TEXTS.suspendFailed },
  reinstate: {
    success: PLATFORM_MESSAGES.reinstated,
    failure: PLATFORM_SHOP_TEXTS.reinstateFailed,
  },
});

// The services mark the shop's kept pages out of date inside their own transaction.
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requirePlatformAdmin(context, request);
  const actor = { id: admin.id, email: admin.email };
  return submitForm(
    { request, context, pages: "none" },
    ZPlatformShopActionSchema,
    async (value) => {
      // An address that is no shop's id reaches no query (a NUL byte fails on PostgreSQL).
      if (!isShopId(params.brandId)) {
        throw new AppError("NOT_FOUND", PLATFORM_MESSAGES.shopNotFound);
      }
      const change = { brandId: params.brandId, reason: value.reason };
      if (value.intent === "suspend") await suspendShop(context.db, actor, change);
      else await reinstateShop(context.db, actor, change);
      return undefined;
    },
    TEXTS,
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, PLATFORM_SHOP_TEXTS.shopPageTitle);
}

export default function AdminPlatformShop({ loaderData }: Route.ComponentProps) {
  if (!loaderData.shop) return <NotFoundPage homePath="/admin/platform/shops" />;
  return <PlatformShopPage shop={loaderData.shop} />;
}
