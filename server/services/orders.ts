import crypto from "node:crypto";
import { z } from "zod";
import { validateCheckoutForm, validateCheckoutItems } from "#domain/checkout";
import {
  CHECKOUT_BRAND_NOT_FOUND_ERROR,
  CHECKOUT_EMPTY_CART_ERROR,
  CHECKOUT_INVALID_ERROR,
  CHECKOUT_TOO_LONG_ERROR,
  CHECKOUT_TOO_MANY_ERROR,
  STOCK_CHANGED_ERROR,
} from "#domain/checkout-messages";
import type { PlacedOrder } from "#domain/checkout-request";
import { orderDeliveryOf } from "#domain/delivery-fee";
import { locationLinkOf } from "#domain/location-pin";
import { minimumOrderShortfall } from "#domain/minimum-order";
import { productOverQuota, quotaFullText, wantedQuantities } from "#domain/product-quota";
import { checkCartSlot } from "#domain/cart-lead-time";
import { calendarDayIn } from "#domain/shop-time";
import { buildOrderMessage, buildTrackingUrl } from "#domain/order-message";
import { generateOrderNumber, ORDER_NUMBER_PLACEHOLDER } from "#domain/order-number";
import { marketingConsentText } from "#domain/marketing-consent";
import { buildWhatsAppUrl, canOpenWhatsAppUrl, resolveBrandWhatsAppNumber } from "#domain/whatsapp";
import type { AppContext } from "../context";
import { AppError } from "../errors";
import { findOrderBrand, priceLines, type OrderBrand, type PricedLine } from "./cart-products";
import { orderRefusalOf, refuseGoneShop } from "./shop-status";
import {
  checkoutFingerprint,
  findOrderByCheckoutKey,
  insertOrder,
  retriedOrder,
  StockShortError,
  storedShapeOf,
  type NewOrder,
  type StoredOrder,
} from "./order-store";
import { buildOrderPayment, chooseOrderPaymentMethod, drawRandomUniqueCode } from "./order-payment";
import { QuotaFullError, readQuotaLeft } from "./product-quota";
import { countSlotOrders } from "./slot-capacity";
import { withSpecialDaysRead } from "./special-days";
import type { RateLimitRule } from "./rate-limit";
import { stallFormSchema } from "#domain/manual-order";
import { isContactOptional, type ManualOrderSource } from "#domain/order-source";

// Placing a guest order (spec §4 checkout flow, §7 order writes) under ARCHITECTURE
// deviation 2: prices and totals come from the brand's current active products
// (cart-products.ts), every chosen option from the product's own options, and the whole
// order is written in one transaction (order-store.ts).

type OrderContext = Pick<AppContext, "db" | "config" | "metrics">;

const ZCreateOrderRequestSchema = z.object({
  username: z.string().max(100).optional(),
  /** Chosen by the checkout for one order; its retries send it again (see insertOrder). */
  checkoutKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional(),
  form: z.unknown(),
  items: z.unknown(),
});

/** The message, the wa.me link and the tracking link of an order (spec §4 hand-off). */
function handOffOf(
  appUrl: string,
  brand: OrderBrand,
  order: StoredOrder,
): Omit<PlacedOrder, "payment"> {
  const trackingUrl = buildTrackingUrl(appUrl, brand.username, order.orderNumber);
  const message = buildOrderMessage({
    brandName: brand.name,
    orderNumber: order.orderNumber,
    items: order.lines.map((line) => ({
      name: line.productName,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      options: line.options,
      notes: line.note,
    })),
    deliveryMethod: order.deliveryMethod,
    deliveryTimeOption: order.deliveryTimeOption,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    note: order.note,
    referralCode: order.referralCode,
    paymentMethod: order.paymentMethod,
    uniqueCode: order.uniqueCode,
    deliveryArea: order.delivery.area,
    deliveryFee: order.delivery.fee,
    isDeliveryFeePending: order.delivery.isFeePending,
    locationUrl: order.locationUrl,
    trackingUrl,
  });
  return {
    orderNumber: order.orderNumber,
    total: order.total,
    message,
    whatsappUrl: buildWhatsAppUrl(resolveBrandWhatsAppNumber(brand), message),
    trackingUrl,
  };
}

/** The hand-off with what the customer is shown to pay (the QRIS drawn only here). */
async function placedOrderOf(
  appUrl: string,
  brand: OrderBrand,
  order: StoredOrder,
): Promise<PlacedOrder> {
  return {
    ...handOffOf(appUrl, brand, order),
    payment: await buildOrderPayment(brand, order),
  };
}

/**
 * Orders one client may send one shop in a window: far more than a customer orders, few
 * enough that a script cannot bury the seller's list. Many phones share an address behind
 * a mobile carrier, hence the margin.
 */
export const ORDERS_PER_CLIENT: RateLimitRule = { max: 20, windowSeconds: 15 * 60 };

export type CreateOrderOptions = {
  /**
   * A member's own record of an order (decision 072): where it came from. Such an order
   * takes no consent and has no WhatsApp hand-over; at the stall ('walk-in') the name and
   * number may be left blank. None: a guest's order through the checkout.
   */
  source?: ManualOrderSource;
  /** The clock: the order's time and its 'Hari ini'/'Besok'. */
  now?: () => Date;
  /** Who sends the order; limited to ORDERS_PER_CLIENT per shop. */
  client?: { ip: string };
  /** Where order numbers come from; tests repeat one to force a collision. */
  drawOrderNumber?: () => string;
  /** Where a transfer's unique code comes from; tests pick theirs. */
  drawUniqueCode?: () => number;
};

const drawRandomOrderNumber = () => generateOrderNumber(crypto.randomInt);

/** The cart's products as their lead time counts (decision 065). */
const leadTimeProductsOf = (priced: readonly PricedLine[]) =>
  priced.map((line) => ({ name: line.productName, leadTimeHours: line.leadTimeHours }));

/**
 * Places a guest order for the brand named in the request (spec §4 checkout flow). Throws
 * AppError with the spec's message: VALIDATION 'Mohon lengkapi semua field yang wajib
 * diisi' for a missing field, NOT_FOUND 'Brand tidak ditemukan', VALIDATION naming a
 * product that is inactive, unknown or another brand's or whose choices it does not
 * offer, VALIDATION when the shop is closed and takes no order, or not for the picked day
 * and slot (domain/shop-hours.ts), or for one earlier than a product's lead time allows,
 * naming the product (domain/cart-lead-time.ts, decision 065), VALIDATION below the shop's minimum order for the
 * method or with a position that is no well-formed one (decision 059), VALIDATION when the hand-off would not fit a WhatsApp
 * link, CONFLICT for a checkout key sent with another content, RATE_LIMITED past
 * ORDERS_PER_CLIENT. Nothing is written unless the whole order is.
 */
export async function createOrder(
  context: OrderContext,
  input: unknown,
  options: CreateOrderOptions = {},
): Promise<PlacedOrder> {
  const request = ZCreateOrderRequestSchema.safeParse(input);
  if (!request.success) {
    throw new AppError("VALIDATION", CHECKOUT_INVALID_ERROR, {}, "request is not an order");
  }

  const username = request.data.username ?? "";
  // Read with the order's own clock: the shop's special days come with it.
  const brand = await findOrderBrand(context.db, username, (options.now ?? (() => new Date()))());
  // A suspended or closed shop takes no order (decision 077): 410, nothing stored.
  if (!brand) await refuseGoneShop(context.db, username, orderRefusalOf);
  const placed = await placeOrder(context, brand, request.data, options);
  return placedOrderOf(context.config.appUrl, placed.brand, placed.stored);
}

/**
 * The order of `brand` (none: not found) from a checkout's form and lines, as createOrder
 * says, or recorded by a member of the shop when `options.source` names where it came from.
 * Returns the order as stored.
 */
export async function placeOrder(
  context: OrderContext,
  brand: OrderBrand | undefined,
  request: { form?: unknown; items?: unknown; checkoutKey?: string },
  {
    now = () => new Date(),
    client,
    drawOrderNumber = drawRandomOrderNumber,
    drawUniqueCode = drawRandomUniqueCode,
    source,
  }: CreateOrderOptions = {},
): Promise<{ brand: OrderBrand; stored: StoredOrder }> {
  const isDeliveryByStoreEnabled = brand?.isDeliveryByStoreEnabled ?? false;
  const form = validateCheckoutForm(
    request.form,
    isDeliveryByStoreEnabled,
    source && isContactOptional(source) ? stallFormSchema(isDeliveryByStoreEnabled) : undefined,
  );
  // Each refused field's own message goes along, shown under the field.
  if (!form.ok) throw new AppError("VALIDATION", form.error, form.fieldErrors);
  if (!brand) throw new AppError("NOT_FOUND", CHECKOUT_BRAND_NOT_FOUND_ERROR);

  const lines = validateCheckoutItems(request.items);
  if (!lines.ok) throw new AppError("VALIDATION", lines.error);
  if (lines.data.length === 0) throw new AppError("VALIDATION", CHECKOUT_EMPTY_CART_ERROR);

  // A checkout sent again gets its first order back, built from what was stored then;
  // it is not another order, so it does not count against the limit either.
  const checkoutKey = request.checkoutKey ?? null;
  const fingerprint = checkoutFingerprint(brand.id, form.sent, lines.data);
  if (checkoutKey !== null) {
    const placed = await findOrderByCheckoutKey(context.db, brand.id, checkoutKey);
    if (placed) return { brand, stored: retriedOrder(placed, fingerprint) };
  }

  // The cart as the shop sells it now: its prices, and the lead time of its products.
  const priced = await priceLines(context.db, brand.id, lines.data, brand.pageVersion);

  // A closed shop, or a day and time it does not deliver, that is full or that is earlier
  // than a product's lead time allows (decision 065), refuses before anything is stored;
  // the order's transaction counts the slot again (claimOrderSlot).
  const placedAt = now();
  const capacity = brand.hours.maxOrdersPerSlot ?? null;
  // Its special days with its hours (decision 064): a closed date or other hours decide too.
  const [taken, hours] = await Promise.all([
    countSlotOrders(context.db, brand.id, capacity, placedAt),
    withSpecialDaysRead(context.db, brand.id, brand.hours, placedAt, brand.specialDays),
  ]);
  const slot = checkCartSlot(hours, placedAt, form.data, taken, leadTimeProductsOf(priced));
  if (!slot.ok) throw new AppError("VALIDATION", slot.error);

  // A method the shop does not offer (now) is refused before anything is priced or stored.
  const paymentMethod = chooseOrderPaymentMethod(brand.payment, form.data.paymentMethod);
  const uniqueCode =
    paymentMethod === "transfer" && brand.payment.isUniqueCodeEnabled ? drawUniqueCode() : null;

  // A position that is not two numbers in range is refused; a picked-up order keeps none.
  const location = locationLinkOf(form.data.location);
  if (!location.ok) throw new AppError("VALIDATION", location.error);
  const locationUrl = form.data.deliveryMethod === "Diantar" ? location.link : null;

  const subtotal = priced.reduce((sum, line) => sum + line.totalPrice, 0);
  // The fee is the shop's, from its stored areas (decision 058): an area it does not serve,
  // or a fee other than the one it charges, refuses the order before anything is stored.
  const delivery = orderDeliveryOf(
    brand.delivery,
    {
      isDelivered: form.data.deliveryMethod === "Diantar",
      area: form.data.deliveryArea,
      seenFee: form.data.deliveryFee,
    },
    subtotal,
  );
  if (!delivery.ok) throw new AppError("VALIDATION", delivery.error);
  const total = subtotal + (uniqueCode ?? 0) + delivery.delivery.fee;
  // The minimum counts the items' subtotal only, from the shop's prices (decision 059).
  const shortfall = minimumOrderShortfall(brand.minimumOrder, form.data.deliveryMethod, subtotal);
  if (shortfall) throw new AppError("VALIDATION", shortfall);
  // The day the order is due, whose quota its units count on (decision 060): refused here
  // when a product has no room left, and counted again in the order's transaction.
  const dueDay = calendarDayIn(slot.slotStartsAt, hours.timeZone);
  const quotaRefusal = async (productId?: string) => {
    const wanted = wantedQuantities(priced);
    const left = (await readQuotaLeft(context.db, brand.id, [...wanted.keys()], [dueDay])).get(
      dueDay,
    );
    const over = productOverQuota(left, wanted) ?? productId;
    const line = priced.find((candidate) => candidate.productId === over);
    if (!line) return undefined;
    // The day's refusal: shown under the day picker, which the checkout moves to.
    const text = quotaFullText(line.productName, dueDay, left?.[over!] ?? 0);
    return new AppError("VALIDATION", text, { deliveryDay: text });
  };
  // Read only when the cart holds a product with a quota: the order's transaction reads the
  // quotas again anyway, and most shops set none.
  const refusedEarly = priced.some((line) => line.hasDailyQuota) ? await quotaRefusal() : undefined;
  if (refusedEarly) throw refusedEarly;

  const order: NewOrder = {
    brandId: brand.id,
    checkoutKey,
    checkoutFingerprint: fingerprint,
    createdAt: placedAt.toISOString(),
    day: calendarDayIn(placedAt, hours.timeZone),
    customerName: form.data.customerName,
    customerPhone: form.data.customerPhone,
    deliveryMethod: form.data.deliveryMethod,
    deliveryTimeOption: slot.deliveryTimeOption,
    note: form.data.note,
    referralCode: form.data.referralCode,
    total,
    paymentMethod,
    uniqueCode,
    delivery: delivery.delivery,
    locationUrl,
    // Ticked: the wording the checkout showed, built from the shop's name as the page has it.
    // A member's record has no consent: the customer ticked nothing (decision 070).
    marketingConsent:
      form.data.marketingConsent && !source
        ? { at: placedAt.toISOString(), text: marketingConsentText(brand.name) }
        : null,
    source,
    lines: priced,
    slot: { startsAt: slot.slotStartsAt, capacity },
    dueDay,
  };
  // Every order number has the same length, so the link is measured before there is one.
  // A member's record is handed over to no chat (decision 072).
  const preview = source
    ? undefined
    : handOffOf(context.config.appUrl, brand, storedShapeOf(order, ORDER_NUMBER_PLACEHOLDER));
  if (preview && !canOpenWhatsAppUrl(preview.whatsappUrl)) {
    throw new AppError("VALIDATION", CHECKOUT_TOO_LONG_ERROR);
  }

  // Counted in the order's own transaction, so the two share one commit.
  const limit = client
    ? { key: `order:${brand.id}:${client.ip}`, rule: ORDERS_PER_CLIENT }
    : undefined;
  const written = await insertOrder(context.db, order, drawOrderNumber, limit).catch(
    async (error: unknown) => {
      // Another order filled the product's day after the check above: refused with what is
      // left now.
      if (error instanceof QuotaFullError) throw (await quotaRefusal(error.productId)) ?? error;
      // Another order took the units after this cart was priced: priced again from the
      // database, not from the products kept in memory, the cart is refused with what is
      // left now.
      if (!(error instanceof StockShortError)) throw error;
      await priceLines(context.db, brand.id, lines.data);
      throw new AppError("CONFLICT", STOCK_CHANGED_ERROR);
    },
  );
  if (written.kind === "limited") throw new AppError("RATE_LIMITED", CHECKOUT_TOO_MANY_ERROR);
  if (written.kind === "placed") context.metrics?.orderPlaced();
  const stored =
    written.kind === "placed"
      ? storedShapeOf(order, written.orderNumber)
      : retriedOrder(written.order, fingerprint);
  return { brand, stored };
}
