import { parsePlatformShopsQuery, PLATFORM_SHOP_TEXTS } from "#domain/platform-shops";
import { requirePlatformAdmin } from "#server/auth/guards";
import { listPlatformShops } from "#server/services/platform-shops";
import type { Route } from "./+types/platform-shops";
import { titled } from "#app/lib/page-title";
import { PlatformShopsPage } from "#app/features/platform-admin/shops-page";

// 'Toko' (decision 078): every shop of the platform, for platform admins only.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformAdmin(context, request);
  const query = parsePlatformShopsQuery(new URL(request.url).searchParams);
  return { query, list: await listPlatformShops(context.db, query) };
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, PLATFORM_SHOP_TEXTS.shopsTitle);
}

export default function AdminPlatformShops({ loaderData }: Route.ComponentProps) {
  return <PlatformShopsPage {...loaderData} />;
}
