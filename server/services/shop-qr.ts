import { buildTrackingUrl } from "#domain/order-message";
import { ZTrackingLookupSchema } from "#domain/order-tracking";
import type { ShopLink } from "#domain/shop-link";
import { qrFileName, shopUrlOf, shortUrlOf, type QrFormat } from "#domain/shop-qr";
import { TRACKING_MESSAGES } from "#domain/tracking-verification";
import type { BrandOwner } from "../auth/guards";
import type { Db } from "../db/database";
import { AppError, parseInput } from "../errors";
import { findPublicBrandByUsername } from "./storefront";

// The shop's QR code for the stall's table and the order's QR on its tracking page
// (decision 022). Codes are drawn here, on the server, so the browser bundles never carry
// the QR library: the page gets SVG markup, the downloads get SVG text and PNG bytes.

// Level M survives about 15% damage (a crease, a coffee ring) and keeps the modules large
// enough for an old phone camera at arm's length; the quiet zone is the standard's 4 modules.
const QR_OPTIONS = {
  errorCorrectionLevel: "M",
  margin: 4,
  color: { dark: "#000000", light: "#ffffff" },
} as const;

/** A PNG wide enough for an A5 poster printed at 150 dpi without visible steps. */
const PNG_WIDTH = 1024;

/** The QR library, loaded with the first code drawn: a server may never draw one. */
async function loadQrCode() {
  return (await import("qrcode")).default;
}

/** The QR code of `text` as standalone SVG markup (a viewBox, no fixed size). */
export async function renderQrSvg(text: string): Promise<string> {
  return (await loadQrCode()).toString(text, { ...QR_OPTIONS, type: "svg" });
}

/** The QR code of `text` as a PNG image. */
export async function renderQrPng(text: string): Promise<Buffer> {
  return (await loadQrCode()).toBuffer(text, { ...QR_OPTIONS, type: "png", width: PNG_WIDTH });
}

export type ShopQr = {
  name: string;
  username: string;
  logoUrl: string | null;
  /** {APP_URL}/{username}, what the code opens. */
  shopUrl: string;
  /** The same address without its scheme, for people to read. */
  shortUrl: string;
  /** The code as SVG markup. */
  svg: string;
};

async function findOwnShop(db: Db, owner: BrandOwner) {
  return db
    .selectFrom("brands")
    .select(["name", "username", "logo_url"])
    .where("id", "=", owner.brandId)
    .executeTakeFirstOrThrow();
}

/** The owner's own shop with the QR code of its address. */
export async function getOwnShopQr(db: Db, owner: BrandOwner, appUrl: string): Promise<ShopQr> {
  const brand = await findOwnShop(db, owner);
  const shopUrl = shopUrlOf(appUrl, brand.username);
  return {
    name: brand.name,
    username: brand.username,
    logoUrl: brand.logo_url,
    shopUrl,
    shortUrl: shortUrlOf(shopUrl),
    svg: await renderQrSvg(shopUrl),
  };
}

export type QrFile = {
  fileName: string;
  contentType: string;
  body: string | Uint8Array<ArrayBuffer>;
};

/** The owner's shop QR as a file to download, named `qr-{username}.{svg|png}`. */
export async function renderOwnShopQrFile(
  db: Db,
  owner: BrandOwner,
  appUrl: string,
  format: QrFormat,
): Promise<QrFile> {
  const brand = await findOwnShop(db, owner);
  const shopUrl = shopUrlOf(appUrl, brand.username);
  const fileName = qrFileName(brand.username, format);
  if (format === "svg") {
    return { fileName, contentType: "image/svg+xml", body: await renderQrSvg(shopUrl) };
  }
  return { fileName, contentType: "image/png", body: new Uint8Array(await renderQrPng(shopUrl)) };
}

/**
 * The SVG QR code of an order's tracking URL. It encodes only the URL, which the order
 * number already gives, so the order is deliberately not looked up: an answer that said
 * whether the order exists would be a lookup without the tracking page's rate limit.
 * Throws NOT_FOUND for a shop that is not public, VALIDATION for a malformed number.
 */
export async function renderTrackingQrSvg(
  db: Db,
  appUrl: string,
  username: string,
  orderNumber: unknown,
): Promise<string> {
  const brand = await findPublicBrandByUsername(db, username);
  if (!brand) throw new AppError("NOT_FOUND", TRACKING_MESSAGES.brandNotFoundDescription);
  const lookup = parseInput(ZTrackingLookupSchema, { orderNumber });
  return renderQrSvg(buildTrackingUrl(appUrl, brand.username, lookup.orderNumber));
}

/** The owner's shop as the admin menu opens and shares it (decision 067). */
export async function getOwnShopLink(db: Db, owner: BrandOwner, appUrl: string): Promise<ShopLink> {
  const brand = await db
    .selectFrom("brands")
    .leftJoin("shop_domains", (join) =>
      join
        .onRef("shop_domains.brand_id", "=", "brands.id")
        .on("shop_domains.verified_at", "is not", null),
    )
    .select(["brands.name", "brands.username", "shop_domains.hostname"])
    .where("brands.id", "=", owner.brandId)
    .executeTakeFirstOrThrow();
  // A shop at its own, verified domain is opened and shared there (decision 081).
  if (brand.hostname) {
    const url = `${new URL(appUrl).protocol}//${brand.hostname}/`;
    return { name: brand.name, path: url, url };
  }
  return {
    name: brand.name,
    path: `/${encodeURIComponent(brand.username)}`,
    url: shopUrlOf(appUrl, brand.username),
  };
}
