import { NOTA_MESSAGES, notaWhatsAppText, type NotaData } from "#domain/nota";
import type { NotaAccess, NotaLinks } from "#domain/nota-link";
import { buildTrackingUrl } from "#domain/order-message";
import { isOrderNumber } from "#domain/order-number";
import { resolvePaymentStatus } from "#domain/payment-status";
import { normalizePhone } from "#domain/phone";
import { shopTimeZoneOf } from "#domain/shop-time";
import { normalizeOrderNumber, TRACKING_MESSAGES } from "#domain/tracking-verification";
import { buildWhatsAppUrl } from "#domain/whatsapp";
import type { BrandOwner } from "../auth/guards";
import type { Db } from "../db/database";
import { AppError } from "../errors";
import { ownedBy } from "./brand-scope";
import { customerNotaLinks, isNotaKey, notaKeyOf } from "./nota-key";
import { readOrderLines } from "./order-lines";
import { checkTrackingDigits, type TrackingClient } from "./order-tracking";
import type { PublicBrand } from "./storefront";

// Who may read an order's nota, and what it says (docs/decisions/057). A customer opens it
// with the tracking check (the last 4 digits of the phone, counted against the tracking
// limits) or with the key the seller sends (an HMAC of the order's id under the platform's
// secret: unguessable, tied to one order, nothing to type); a seller opens her own orders'.

/**
 * The order's nota, whoever asked: callers check access first. The payment's own figures
 * are read here and only here.
 */
async function readNota(db: Db, orderId: string, appUrl: string): Promise<NotaData> {
  const order = await db
    .selectFrom("orders")
    .innerJoin("brands", "brands.id", "orders.brand_id")
    .select([
      "orders.brand_id",
      "orders.order_number",
      "orders.created_at",
      "orders.customer_name",
      "orders.delivery_method",
      "orders.delivery_time_option",
      "orders.total",
      "orders.payment_method",
      "orders.payment_unique_code",
      "orders.delivery_fee",
      "orders.payment_status",
      "orders.amount_paid",
      "brands.name",
      "brands.username",
      "brands.phone_number",
      "brands.customer_service_whatsapp",
      "brands.logo_url",
      "brands.time_zone",
    ])
    .where("orders.id", "=", orderId)
    .executeTakeFirstOrThrow();
  const [lines, store] = await Promise.all([
    readOrderLines(db, orderId),
    // A brand has no address of its own: its first store's stands for the shop.
    db
      .selectFrom("stores")
      .select("address")
      .where("brand_id", "=", order.brand_id)
      .orderBy("created_at")
      .orderBy("id")
      .limit(1)
      .executeTakeFirst(),
  ]);
  const whatsapp =
    [order.phone_number, order.customer_service_whatsapp]
      .map((number) => normalizePhone(number ?? ""))
      .find((digits) => digits !== "") ?? null;
  return {
    shop: {
      name: order.name,
      address: store?.address.trim() || null,
      whatsapp,
      logoUrl: order.logo_url,
    },
    orderNumber: order.order_number,
    createdAt: new Date(order.created_at).toISOString(),
    timeZone: shopTimeZoneOf(order.time_zone),
    customerName: order.customer_name,
    deliveryMethod: order.delivery_method,
    deliveryTimeOption: order.delivery_time_option,
    lines,
    total: order.total,
    trackingUrl: buildTrackingUrl(appUrl, order.username, order.order_number),
    paymentMethod: order.payment_method,
    uniqueCode: order.payment_unique_code ?? 0,
    // The area's fee (decision 058), included in the total.
    deliveryFee: Number(order.delivery_fee),
    paymentStatus: resolvePaymentStatus(order.payment_status),
    amountPaid: Number(order.amount_paid),
  };
}

/** The seller's own order's nota, with the key she may send; null when it is not hers. */
export async function readOwnNota(
  db: Db,
  owner: BrandOwner,
  input: string,
  { appUrl, secret }: { appUrl: string; secret: string },
): Promise<{ nota: NotaData; links: NotaLinks; customerPhone: string } | null> {
  const orderNumber = normalizeOrderNumber(input);
  if (!isOrderNumber(orderNumber)) return null;
  const row = await db
    .selectFrom("orders")
    .innerJoin("brands", "brands.id", "orders.brand_id")
    .select(["orders.id", "orders.customer_phone", "brands.username"])
    .where(ownedBy(owner, "orders"))
    .where("orders.order_number", "=", orderNumber)
    .executeTakeFirst();
  if (!row) return null;
  const nota = await readNota(db, row.id, appUrl);
  const key = notaKeyOf(secret, row.id);
  return {
    nota,
    links: customerNotaLinks(appUrl, row.username, orderNumber, key),
    customerPhone: row.customer_phone,
  };
}

/**
 * A customer's nota: the order by its shop and number, opened by its key or by the
 * tracking check. Throws NOT_FOUND for no such order and UNAUTHENTICATED for a missing or
 * wrong key or wrong digits (RATE_LIMITED, VALIDATION from the check).
 */
export async function readCustomerNota(
  db: Db,
  brand: Pick<PublicBrand, "id">,
  input: { orderNumber: string; access: NotaAccess | null },
  { appUrl, secret, client }: { appUrl: string; secret: string; client: TrackingClient },
): Promise<NotaData> {
  const orderNumber = normalizeOrderNumber(input.orderNumber);
  const { access } = input;
  if (access && "digits" in access) {
    const order = await checkTrackingDigits(
      db,
      brand,
      { orderNumber, digits: access.digits },
      client,
    );
    return readNota(db, order.id, appUrl);
  }
  if (!isOrderNumber(orderNumber)) {
    throw new AppError("NOT_FOUND", TRACKING_MESSAGES.orderNotFoundTitle);
  }
  const order = await db
    .selectFrom("orders")
    .select("id")
    .where("brand_id", "=", brand.id)
    .where("order_number", "=", orderNumber)
    .executeTakeFirst();
  // A wrong key says no more than a missing one: nothing about whether the order exists.
  if (!order || !access || !isNotaKey(secret, order.id, access.key)) {
    throw new AppError("UNAUTHENTICATED", NOTA_MESSAGES.needsCheck);
  }
  return readNota(db, order.id, appUrl);
}

/**
 * What the seller's order page offers to send: the customer's nota links (opened by the
 * order's key) and 'Kirim Nota', a wa.me link to the customer with the nota's link.
 */
export async function ownNotaSharing(
  db: Db,
  owner: BrandOwner,
  order: { id: string; orderNumber: string; customerName: string; customerPhone: string },
  { appUrl, secret }: { appUrl: string; secret: string },
): Promise<{ links: NotaLinks; whatsappUrl: string }> {
  const brand = await db
    .selectFrom("brands")
    .select(["name", "username"])
    .where("id", "=", owner.brandId)
    .executeTakeFirstOrThrow();
  const links = customerNotaLinks(
    appUrl,
    brand.username,
    order.orderNumber,
    notaKeyOf(secret, order.id),
  );
  const text = notaWhatsAppText({
    customerName: order.customerName,
    orderNumber: order.orderNumber,
    shopName: brand.name,
    notaUrl: links.view,
  });
  return { links, whatsappUrl: buildWhatsAppUrl(order.customerPhone, text) };
}
