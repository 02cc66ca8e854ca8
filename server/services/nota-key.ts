import crypto from "node:crypto";
import { notaPath, type NotaLinks } from "#domain/nota-link";

// The key that opens one order's nota without the tracking check: an HMAC of the order's id
// under the platform's secret (docs/decisions/057). Unguessable, tied to one order, and
// nothing kept: any instance on the same secret checks it.

/** 128 bits of the HMAC in base64url: as long as a session's random part. */
const NOTA_KEY_LENGTH = 22;

/** The key that opens one order's nota without the digits. */
export function notaKeyOf(secret: string, orderId: string): string {
  return crypto
    .createHmac("sha256", secret)
    .update(`nota:${orderId}`)
    .digest("base64url")
    .slice(0, NOTA_KEY_LENGTH);
}

export function isNotaKey(secret: string, orderId: string, key: string): boolean {
  const expected = Buffer.from(notaKeyOf(secret, orderId));
  const given = Buffer.from(key);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The customer's nota links of an order, opened by its key (absolute when `appUrl` is). */
export function customerNotaLinks(
  appUrl: string,
  username: string,
  orderNumber: string,
  key: string,
): NotaLinks {
  const base = appUrl.replace(/\/+$/, "");
  const access = { key };
  return {
    view: `${base}${notaPath(username, orderNumber, "png", access)}`,
    pdf: `${base}${notaPath(username, orderNumber, "pdf", access, { download: true })}`,
    png: `${base}${notaPath(username, orderNumber, "png", access, { download: true })}`,
  };
}
