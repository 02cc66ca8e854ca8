import { data, redirect, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { buildTrackingUrl } from "#domain/order-message";
import { ZTrackingFormSchema } from "#domain/order-tracking";
import { brandPageTitle } from "#domain/platform";
import { isReservedPath } from "#domain/reserved-paths";
import { TRACKING_MESSAGES } from "#domain/tracking-verification";
import { isValidAboutUsername } from "#domain/username";
import type { AppContext } from "#server/context";
import { AppError, isAppError } from "#server/errors";
import { submitForm } from "#server/form-action";
import { lookupTrackedOrder, verifyTrackedOrder } from "#server/services/order-tracking";
import { findTrackingShop } from "#server/services/storefront";
import { orGoneShopPage, shopAddressOf, shopNameOfPage } from "#server/shop-pages";
import type { Route } from "./+types/order-tracking";
import { ErrorPage, goneShopOf } from "#app/components/error-page";
import { PlatformTrackingScreen } from "#app/features/tracking/platform-tracking-screen";
import { BrandNotFound } from "#app/features/tracking/tracking-notices";
import { TrackingScreen } from "#app/features/tracking/tracking-screen";
import { brandMeta } from "#app/lib/brand-meta";

// Serves /{username}/order-tracking and the platform page /order-tracking (spec §2: the
// same screen). The platform page asks for the shop and continues on the shop's page.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const appUrl = context.config.appUrl;
  // On a shop's own domain, /order-tracking is the shop's (decision 081).
  const shopName = shopNameOfPage(context, params);
  if (shopName === undefined) {
    const query = new URL(request.url).searchParams;
    const username = query.get("username")?.trim().toLowerCase() ?? "";
    // A site page's name ('admin', 'products') is no shop, nor is text no URL name can
    // hold: say so here, not there.
    if (isReservedPath(username) || (username !== "" && !isValidAboutUsername(username))) {
      return data({ brand: null, isBrandMissing: true, appUrl }, { status: 404 });
    }
    if (username !== "") {
      const number = query.get("number")?.trim() ?? "";
      throw redirect(
        number
          ? buildTrackingUrl("", username, number)
          : `/${encodeURIComponent(username)}/order-tracking`,
      );
    }
    return { brand: null, isBrandMissing: false, appUrl };
  }
  const shop = await orGoneShopPage(findShop(context, shopName));
  if (!shop) return data({ brand: null, isBrandMissing: true, appUrl }, { status: 404 });
  const { brand, notice } = shop;
  const address = shopAddressOf(context, brand.username);
  return {
    brand: {
      name: brand.name,
      username: brand.username,
      logoUrl: brand.logoUrl,
      basePath: address.basePath,
    },
    // A suspended shop's customers still look up their orders, told why nothing moves.
    shopNotice: notice,
    isBrandMissing: false,
    appUrl: address.origin,
  };
}

/** The shop of a URL name; text that no URL name can hold is looked up nowhere. */
async function findShop(context: AppContext, username: string | undefined) {
  if (username === undefined || !isValidAboutUsername(username)) return undefined;
  return findTrackingShop(context.db, username);
}

// The lookup and the phone check, two forms of one page told apart by their `intent`. The
// answer is what the page shows (found or not, the order), never a toast; the typed digits
// are not sent back. The services check their own input and count every attempt.
export async function action({ params, request, context }: Route.ActionArgs) {
  return submitForm(
    { request, context, pages: "none" },
    ZTrackingFormSchema,
    async (value, payload) => {
      const shop = await findShop(context, shopNameOfPage(context, params));
      if (!shop) throw new AppError("NOT_FOUND", TRACKING_MESSAGES.brandNotFoundDescription);
      const { brand } = shop;
      const client = { ip: context.clientIp };
      try {
        if (value.intent === "verify") {
          const { secret } = await context.auth.$context;
          const order = await verifyTrackedOrder(context.db, brand, payload, client, secret);
          // A suspended shop takes no payment and its files answer 410: its order offers
          // no way to pay and links to none of them.
          if (shop.notice) {
            return {
              intent: "verify" as const,
              order: { ...order, notaLinks: [], payment: null },
            };
          }
          return { intent: "verify" as const, order };
        }
        const result = await lookupTrackedOrder(context.db, brand, payload, client);
        return { intent: "lookup" as const, result };
      } catch (error) {
        if (isAppError(error)) throw error;
        context.logger.error("order tracking failed", { intent: value.intent, error });
        throw new AppError(
          "INTERNAL",
          value.intent === "verify"
            ? TRACKING_MESSAGES.verificationFailed
            : TRACKING_MESSAGES.orderNotFoundTitle,
        );
      }
    },
    { hideFields: ["digits"] },
  );
}

// Searching and verifying change nothing this page loaded.
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as
    { settings: { siteTitle: string } } | undefined;
  const siteTitle = root?.settings.siteTitle ?? "Gerai";
  if (data?.isBrandMissing) return [{ title: `${siteTitle} - Brand tidak ditemukan` }];
  if (!data?.brand) return [{ title: `${siteTitle} - Lacak Pesanan` }];
  return brandMeta({
    title: brandPageTitle(siteTitle, data.brand.name),
    description: "Lacak Pesanan: masukkan nomor pesanan untuk melihat status terkini",
    appUrl: data.appUrl,
    path: `${data.brand.basePath}/order-tracking`,
    logoUrl: data.brand.logoUrl,
  });
}

export default function OrderTracking({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const number = searchParams.get("number") ?? "";
  const { brand, isBrandMissing } = loaderData;
  const shopNotice = "shopNotice" in loaderData ? loaderData.shopNotice : null;
  if (isBrandMissing) return <BrandNotFound />;
  if (!brand) return <PlatformTrackingScreen initialNumber={number} />;
  // A new ?number= (or brand) is a new arrival: fresh state and one automatic search.
  return (
    <TrackingScreen
      key={`${brand.username}:${number}`}
      brand={brand}
      shopNotice={shopNotice}
      initialNumber={number}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A suspended or closed shop: its notice, as on its other pages.
  if (goneShopOf(error)) return <ErrorPage error={error} />;
  return <p className="py-20 text-center text-destructive">Gagal memuat data</p>;
}
