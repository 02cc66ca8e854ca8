import { parsePageParam } from "#domain/pagination";
import { PLATFORM_SHOP_TEXTS } from "#domain/platform-shops";
import { requirePlatformAdmin } from "#server/auth/guards";
import { listPlatformAudit } from "#server/services/platform-shops";
import type { Route } from "./+types/platform-audit";
import { titled } from "#app/lib/page-title";
import { PlatformAuditPage } from "#app/features/platform-admin/audit-page";

// 'Audit' (decision 078): every platform action, newest first, for platform admins only.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformAdmin(context, request);
  const page = parsePageParam(new URL(request.url).searchParams.get("page"));
  return listPlatformAudit(context.db, page);
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, PLATFORM_SHOP_TEXTS.auditTitle);
}

export default function AdminPlatformAudit({ loaderData }: Route.ComponentProps) {
  return <PlatformAuditPage {...loaderData} />;
}
