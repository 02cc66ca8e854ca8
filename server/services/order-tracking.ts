import { formatDateTimeId, type ShopTimeZone } from "#domain/shop-time";
import { deliveryFeeLabel } from "#domain/delivery-fee";
import { paymentSummaryText, resolvePaymentStatus } from "#domain/payment-status";
import {
  buildTrackingTimeline,
  ZTrackingLookupSchema,
  ZTrackingVerifySchema,
  type TrackedOrder,
  type TrackingLookupResult,
} from "#domain/order-tracking";
import { NOTA_LINK_LABELS } from "#domain/nota-link";
import { ERASED_ORDER_MESSAGE } from "#domain/marketing-consent";
import { isPhoneVerified, TRACKING_MESSAGES } from "#domain/tracking-verification";
import {
  isAwaitingPayment,
  isPaymentMethod,
  PAYMENT_METHOD_LABELS,
  type PaymentSettings,
} from "#domain/payment-methods";
import { clientKeyOf } from "../client-key";
import type { Db } from "../db/database";
import { AppError, parseInput } from "../errors";
import type { PublicBrand } from "./storefront";
import { customerNotaLinks, notaKeyOf } from "./nota-key";
import { readOrderLines } from "./order-lines";
import { buildOrderPayment, PAYMENT_COLUMNS, paymentSettingsOf } from "./order-payment";
import { clearRateLimit, forgetRateLimitHit, hitRateLimit, type RateLimitRule } from "./rate-limit";

// Order tracking (spec §2, §4, §5) with ARCHITECTURE deviation 1: the lookup answers only
// found / not found; the order comes back only after the last 4 phone digits are checked
// here, and attempts are limited per order and per client.

const FIFTEEN_MINUTES = 15 * 60;

// Four digits are 10,000 guesses, and an order number is easy to come by (it is on the
// WhatsApp message, a screenshot, a receipt). A limit per order alone would let anyone who
// knows the number lock its customer out with a few wrong guesses, so a client's wrong
// guesses are counted per order *and client* first: a stranger spends only their own
// allowance for that order. That alone would let a sweep spread over many addresses try all
// 10,000 digits, so every order also has a ceiling over all clients, high enough that only
// such a sweep reaches it (then the customer waits too, as they must) and low enough to make
// the sweep slow: at 20 per 15 minutes the whole range takes more than 5 days (even odds
// after 2.6) for one order whose number the sweeper must already know. A ceiling per client
// bounds sweeps over many orders. A client counts by its IPv4 address or IPv6 /64
// (server/client-key.ts).
export const TRACKING_RATE_LIMITS = {
  /** Lookups tell whether an order number exists: bounded so numbers cannot be swept. */
  lookupPerClient: { max: 60, windowSeconds: FIFTEEN_MINUTES },
  /** One client's guesses at one order: a typo or two, never enough to sweep. */
  verifyPerOrderAndClient: { max: 5, windowSeconds: FIFTEEN_MINUTES },
  /** Every client's wrong guesses at one order together. */
  verifyPerOrder: { max: 20, windowSeconds: FIFTEEN_MINUTES },
  /** One client's guesses over all orders. */
  verifyPerClient: { max: 30, windowSeconds: FIFTEEN_MINUTES },
} satisfies Record<string, RateLimitRule>;

export type TrackingClient = { ip: string };

async function limit(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  const { allowed } = await hitRateLimit(db, key, rule);
  if (!allowed) throw new AppError("RATE_LIMITED", TRACKING_MESSAGES.tooManyAttempts);
}

function findOrderRow(db: Db, brandId: string, orderNumber: string) {
  return trackedOrderQuery(db, brandId, orderNumber).executeTakeFirst();
}

/** The order a customer tracks, by its shop and number. */
export function trackedOrderQuery(db: Db, brandId: string, orderNumber: string) {
  return db
    .selectFrom("orders")
    .select([
      "id",
      "order_number",
      "status",
      "customer_name",
      "customer_phone",
      "delivery_method",
      "delivery_time_option",
      "note",
      "total",
      "created_at",
      "cancel_reason",
      "payment_method",
      "payment_unique_code",
      "delivery_area",
      "delivery_fee",
      "is_delivery_fee_pending",
      "payment_status",
      "amount_paid",
      "anonymised_at",
    ])
    .where("brand_id", "=", brandId)
    .where("order_number", "=", orderNumber);
}

/**
 * Whether an order with this number exists in the brand. Nothing else about the order
 * leaves the server here. Throws RATE_LIMITED or VALIDATION.
 */
export async function lookupTrackedOrder(
  db: Db,
  brand: Pick<PublicBrand, "id">,
  input: unknown,
  client: TrackingClient,
): Promise<TrackingLookupResult> {
  const { orderNumber } = parseInput(ZTrackingLookupSchema, input);
  const clientKey = clientKeyOf(client.ip);
  await limit(db, `tracking-lookup:${clientKey}`, TRACKING_RATE_LIMITS.lookupPerClient);
  const row = await db
    .selectFrom("orders")
    .select(["id", "anonymised_at"])
    .where("brand_id", "=", brand.id)
    .where("order_number", "=", orderNumber)
    .executeTakeFirst();
  // An anonymised order has no digits left to check (decision 070): said at once.
  return {
    isFound: row !== undefined,
    ...(row?.anonymised_at ? { isErased: true } : {}),
    orderNumber,
  };
}

/**
 * The order with its lines, options and status history, once the last 4 digits of its
 * phone match. Every attempt counts before the digits are compared, so parallel guesses
 * cannot slip past the limits: first against the client, then against the order and
 * client, then against the order. A client already over its own allowance for the order
 * is refused before the order's count, so it cannot use up everyone's. A match clears the
 * client's count for the order and takes back its own hits on the order's and the client's
 * counts: a right answer is no guess. Throws VALIDATION, RATE_LIMITED, NOT_FOUND or
 * UNAUTHENTICATED (wrong digits).
 */
export async function verifyTrackedOrder(
  db: Db,
  brand: TrackingBrand,
  input: unknown,
  client: TrackingClient,
  secret: string,
): Promise<TrackedOrder> {
  const order = await checkTrackingDigits(db, brand, input, client);
  const tracked = await loadTrackedOrder(db, order, brand);
  // The nota opened by its key, so the digits never travel in an address.
  const links = customerNotaLinks(
    "",
    brand.username,
    order.order_number,
    notaKeyOf(secret, order.id),
  );
  return {
    ...tracked,
    notaLinks: (Object.keys(NOTA_LINK_LABELS) as (keyof typeof links)[]).map((kind) => ({
      href: links[kind],
      label: NOTA_LINK_LABELS[kind],
    })),
  };
}

/**
 * The phone check of verifyTrackedOrder alone, counted against the same limits: the order's
 * row once the digits match. Whatever else shows an order to a customer by its digits (its
 * nota) goes through here. Throws VALIDATION, RATE_LIMITED, NOT_FOUND or UNAUTHENTICATED.
 */
export async function checkTrackingDigits(
  db: Db,
  brand: Pick<PublicBrand, "id">,
  input: unknown,
  client: TrackingClient,
) {
  const { orderNumber, digits } = parseInput(ZTrackingVerifySchema, input);
  const clientKey = clientKeyOf(client.ip);
  const clientAttemptsKey = `tracking-verify:${clientKey}`;
  await limit(db, clientAttemptsKey, TRACKING_RATE_LIMITS.verifyPerClient);
  const order = await findOrderRow(db, brand.id, orderNumber);
  if (!order) throw new AppError("NOT_FOUND", TRACKING_MESSAGES.orderNotFoundTitle);
  if (order.anonymised_at) {
    throw new AppError("NOT_FOUND", ERASED_ORDER_MESSAGE, { digits: ERASED_ORDER_MESSAGE });
  }
  const orderAndClientKey = `tracking-verify-order-client:${order.id}:${clientKey}`;
  const orderKey = `tracking-verify-order:${order.id}`;
  await limit(db, orderAndClientKey, TRACKING_RATE_LIMITS.verifyPerOrderAndClient);
  await limit(db, orderKey, TRACKING_RATE_LIMITS.verifyPerOrder);
  if (!isPhoneVerified(order.customer_phone, digits)) {
    throw new AppError("UNAUTHENTICATED", TRACKING_MESSAGES.wrongDigits, {
      digits: TRACKING_MESSAGES.wrongDigits,
    });
  }
  await Promise.all([
    clearRateLimit(db, orderAndClientKey),
    forgetRateLimitHit(db, orderKey),
    forgetRateLimitHit(db, clientAttemptsKey),
  ]);
  return order;
}

type TrackingBrand = Pick<PublicBrand, "id" | "name" | "username" | "timeZone">;

/**
 * The order of a number, once the last 4 digits of its phone match, with the brand's
 * payment settings: what 'Simpan QRIS' draws. The same check and limits as tracking.
 */
export async function verifyOrderForPayment(
  db: Db,
  brand: TrackingBrand,
  input: unknown,
  client: TrackingClient,
): Promise<{ order: Omit<TrackedOrder, "notaLinks">; payment: PaymentSettings }> {
  const row = await checkTrackingDigits(db, brand, input, client);
  const [order, payment] = await Promise.all([
    loadTrackedOrder(db, row, brand),
    readPaymentSettings(db, brand.id),
  ]);
  return { order, payment };
}

async function readPaymentSettings(db: Db, brandId: string): Promise<PaymentSettings> {
  const row = await db
    .selectFrom("brands")
    .select(PAYMENT_COLUMNS)
    .where("id", "=", brandId)
    .executeTakeFirstOrThrow();
  return paymentSettingsOf(row);
}

async function loadTrackedOrder(
  db: Db,
  order: NonNullable<Awaited<ReturnType<typeof findOrderRow>>>,
  brand: TrackingBrand,
): Promise<Omit<TrackedOrder, "notaLinks">> {
  const timeZone: ShopTimeZone = brand.timeZone;
  const [items, histories, paymentSettings] = await Promise.all([
    readOrderLines(db, order.id),
    db
      .selectFrom("order_histories")
      .select(["id", "status", "note", "created_at"])
      .where("order_id", "=", order.id)
      .execute(),
    readPaymentSettings(db, brand.id),
  ]);
  const timeline = buildTrackingTimeline(
    order.status,
    histories.map((row) => ({
      id: row.id,
      status: row.status,
      note: row.note,
      createdAt: row.created_at,
    })),
    timeZone,
    order.cancel_reason,
  );
  return {
    orderNumber: order.order_number,
    createdAt: new Date(order.created_at).toISOString(),
    createdAtText: formatDateTimeId(order.created_at, timeZone),
    customerName: order.customer_name,
    deliveryMethod: order.delivery_method,
    deliveryTimeOption: order.delivery_time_option,
    note: order.note?.trim() ? order.note : null,
    total: order.total,
    paymentMethod: isPaymentMethod(order.payment_method)
      ? PAYMENT_METHOD_LABELS[order.payment_method]
      : null,
    paymentText: paymentSummaryText(
      resolvePaymentStatus(order.payment_status),
      Number(order.amount_paid),
      order.total,
    ),
    ...timeline,
    items,
    delivery: order.delivery_area
      ? {
          area: order.delivery_area,
          feeText: deliveryFeeLabel({
            fee: Number(order.delivery_fee),
            isFeePending: Boolean(order.is_delivery_fee_pending),
          }),
        }
      : null,
    // How to pay shows while the order waits for its payment.
    payment: isAwaitingPayment({ status: timeline.status, paymentStatus: order.payment_status })
      ? await buildOrderPayment(
          { name: brand.name, username: brand.username, payment: paymentSettings },
          {
            orderNumber: order.order_number,
            customerPhone: order.customer_phone,
            total: Number(order.total),
            paymentMethod: order.payment_method,
            uniqueCode: order.payment_unique_code,
          },
        )
      : null,
  };
}
