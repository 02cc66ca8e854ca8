import { data } from "react-router";
import { brandPageTitle, pageTitle } from "#domain/platform";
import { ZShopReportSchema } from "#domain/shop-report-form";
import { SHOP_REPORT_MESSAGES, SHOP_REPORT_TEXTS } from "#domain/shop-reports";
import type { AppContext } from "#server/context";
import { AppError } from "#server/errors";
import { submitForm } from "#server/form-action";
import { submitShopReport } from "#server/services/shop-reports";
import { findPublicBrandByUsername } from "#server/services/storefront";
import { findShopOfPage } from "#server/shop-pages";
import type { Route } from "./+types/shop-report";
import { siteTitleOf } from "#app/lib/page-title";
import { ShopReportPage } from "#app/features/shop-reports/shop-report-page";

// Serves /{username}/laporkan, 'Laporkan Toko' (decision 079): a plain form the server
// renders and answers, so it works without JavaScript and adds none to the shop's pages.

/**
 * The public shop of the address; an unknown or unverified one is none, and a suspended or
 * closed one is gone (decision 077): its page answers 410 like the shop's others, and a
 * report sent to it is refused with its notice.
 */
function findShop(context: AppContext, username: string) {
  return findPublicBrandByUsername(context.db, username);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const brand = await findShopOfPage(context, params.username);
  if (!brand) return data({ brand: null }, { status: 404 });
  return {
    brand: {
      name: brand.name,
      username: brand.username,
      logoUrl: brand.logoUrl,
      colourStyle: brand.colourStyle,
    },
  };
}

// A report changes nothing a shop page shows. What the reporter typed comes back with any
// refusal; the answer to a sent report is the page's thanks, no toast.
export async function action({ params, request, context }: Route.ActionArgs) {
  return submitForm(
    { request, context, pages: "none" },
    ZShopReportSchema,
    async (_value, payload) => {
      const brand = await findShop(context, params.username);
      if (!brand) throw new AppError("NOT_FOUND", SHOP_REPORT_MESSAGES.shopNotFound);
      await submitShopReport(context, brand, payload, { ip: context.clientIp });
      return { isSent: true as const };
    },
  );
}

export function meta({ data, matches }: Route.MetaArgs) {
  const siteTitle = siteTitleOf(matches);
  return [
    {
      title: data?.brand
        ? brandPageTitle(siteTitle, `${SHOP_REPORT_TEXTS.title} ${data.brand.name}`)
        : pageTitle(siteTitle, SHOP_REPORT_TEXTS.shopNotFound),
    },
    { name: "robots", content: "noindex" },
  ];
}

export default function ShopReport({ loaderData, actionData }: Route.ComponentProps) {
  const { brand } = loaderData;
  if (!brand) {
    return (
      <p className="py-20 text-center text-xl font-semibold">{SHOP_REPORT_TEXTS.shopNotFound}</p>
    );
  }
  return <ShopReportPage shop={brand} answer={actionData} />;
}
