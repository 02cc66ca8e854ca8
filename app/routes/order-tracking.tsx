import { data, redirect, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { buildTrackingUrl } from "../../domain/order-message";
import type { TrackingAnswer, TrackingIntent } from "../../domain/order-tracking";
import { brandPageTitle, isReservedPath } from "../../domain/platform";
import { TRACKING_MESSAGES } from "../../domain/tracking-verification";
import { isValidAboutUsername } from "../../domain/username";
import type { AppContext } from "../../server/context";
import { isAppError } from "../../server/errors";
import { lookupTrackedOrder, verifyTrackedOrder } from "../../server/services/order-tracking";
import { findPublicBrandByUsername } from "../../server/services/storefront";
import type { Route } from "./+types/order-tracking";
import { PlatformTrackingScreen } from "~/features/tracking/platform-tracking-screen";
import { BrandNotFound } from "~/features/tracking/tracking-notices";
import { TrackingScreen } from "~/features/tracking/tracking-screen";
import { brandMeta } from "~/lib/brand-meta";

// Serves /{username}/order-tracking and the platform page /order-tracking (spec §2: the
// same screen). The platform page asks for the shop and continues on the shop's page.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const appUrl = context.config.appUrl;
  if (params.username === undefined) {
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
  const brand = await findShop(context, params.username);
  if (!brand) return data({ brand: null, isBrandMissing: true, appUrl }, { status: 404 });
  return {
    brand: { name: brand.name, username: brand.username, logoUrl: brand.logoUrl },
    isBrandMissing: false,
    appUrl,
  };
}

/** The shop of a URL name; text that no URL name can hold is looked up nowhere. */
function findShop(context: AppContext, username: string | undefined) {
  if (username === undefined || !isValidAboutUsername(username)) return undefined;
  return findPublicBrandByUsername(context.db, username);
}

// The lookup and the phone check. Answers carry an AppError's code and message, never a
// thrown error, so the page keeps its state. A body that is no form is read as an empty
// one, which the inputs' own checks refuse with the spec's messages.
export async function action({ params, request, context }: Route.ActionArgs) {
  const form: Record<string, unknown> = await request.formData().then(
    (body) => Object.fromEntries(body),
    () => ({}),
  );
  const intent: TrackingIntent = form.intent === "verify" ? "verify" : "lookup";
  const brand = await findShop(context, params.username);
  if (!brand) {
    const message = TRACKING_MESSAGES.brandNotFoundDescription;
    return data<TrackingAnswer>({ intent, error: { code: "NOT_FOUND", message } }, { status: 404 });
  }
  const client = { ip: context.clientIp };
  try {
    if (intent === "verify") {
      const order = await verifyTrackedOrder(context.db, brand, form, client);
      return data<TrackingAnswer>({ intent, order });
    }
    const result = await lookupTrackedOrder(context.db, brand, form, client);
    return data<TrackingAnswer>({ intent, result });
  } catch (error) {
    if (isAppError(error)) {
      const failure = { code: error.code, message: error.message };
      return data<TrackingAnswer>({ intent, error: failure }, { status: error.status });
    }
    context.logger.error("order tracking failed", { intent, error });
    const message =
      intent === "verify"
        ? TRACKING_MESSAGES.verificationFailed
        : TRACKING_MESSAGES.orderNotFoundTitle;
    return data<TrackingAnswer>({ intent, error: { code: "INTERNAL", message } }, { status: 500 });
  }
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
    path: `/${data.brand.username}/order-tracking`,
    logoUrl: data.brand.logoUrl,
  });
}

export default function OrderTracking({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const number = searchParams.get("number") ?? "";
  const { brand, isBrandMissing } = loaderData;
  if (isBrandMissing) return <BrandNotFound />;
  if (!brand) return <PlatformTrackingScreen initialNumber={number} />;
  // A new ?number= (or brand) is a new arrival: fresh state and one automatic search.
  return (
    <TrackingScreen key={`${brand.username}:${number}`} brand={brand} initialNumber={number} />
  );
}

export function ErrorBoundary() {
  return <p className="py-20 text-center text-destructive">Gagal memuat data</p>;
}
