import { data } from "react-router";
import { brandPageTitle, isReservedPath } from "../../domain/platform";
import { findPublicBrandByUsername } from "../../server/services/storefront";
import type { Route } from "./+types/brand-home";
import { BrandHeader } from "~/components/storefront/brand-header";

export async function loader({ params, context }: Route.LoaderArgs) {
  const brand = isReservedPath(params.username)
    ? undefined
    : await findPublicBrandByUsername(context.db, params.username);
  if (!brand) return data({ brand: null }, { status: 404 });
  return { brand };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as
    { settings: { siteTitle: string } } | undefined;
  const siteTitle = root?.settings.siteTitle ?? "Gerai";
  if (!data?.brand) return [{ title: `${siteTitle} - Toko tidak ditemukan` }];
  return [{ title: brandPageTitle(siteTitle, data.brand.name) }];
}

export default function BrandHome({ loaderData }: Route.ComponentProps) {
  const { brand } = loaderData;
  if (!brand) {
    return (
      <div className="py-20 text-center">
        <h1 className="text-xl font-semibold">Toko tidak ditemukan</h1>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6 pt-6">
      <BrandHeader brand={brand} />
    </div>
  );
}
