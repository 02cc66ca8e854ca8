import crypto from "node:crypto";
import type { Transaction } from "kysely";
import { z } from "zod";
import {
  cartLineOptions,
  hasOfferedChoices,
  type CartLineOption,
  type CurrentCartProduct,
} from "#domain/cart";
import { validateCheckoutForm, validateCheckoutItems, type CheckoutLine } from "#domain/checkout";
import {
  CHECKOUT_BRAND_NOT_FOUND_ERROR,
  CHECKOUT_EMPTY_CART_ERROR,
  CHECKOUT_INVALID_ERROR,
  CHECKOUT_KEY_CONFLICT_ERROR,
  CHECKOUT_LIMITS,
  CHECKOUT_TOO_LONG_ERROR,
  CHECKOUT_TOO_MANY_ERROR,
  choicesChangedError,
  PRICES_CHANGED_ERROR,
  PRICES_UNCONFIRMED_ERROR,
  priceChangedError,
  productUnavailableError,
} from "#domain/checkout-messages";
import type { CurrentCartProducts, PlacedOrder } from "#domain/checkout-request";
import { resolveTimeZone } from "#domain/delivery";
import { checkOrderSlot, orderingWindow, type OrderingWindow } from "#domain/shop-hours";
import { isSingleLineText } from "#domain/form-text";
import { buildOrderMessage, buildTrackingUrl } from "#domain/order-message";
import { generateOrderNumber, ORDER_NUMBER_PLACEHOLDER } from "#domain/order-number";
import { INITIAL_ORDER_STATUS } from "#domain/order-status";
import type { OrderLine } from "#domain/order-tracking";
import { lineTotal } from "#domain/rupiah";
import { buildWhatsAppUrl, canOpenWhatsAppUrl, resolveBrandWhatsAppNumber } from "#domain/whatsapp";
import type { AppContext } from "../context";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { AppError } from "../errors";
import { readShopHours, SHOP_HOURS_COLUMNS, shopHoursOf } from "./shop-hours";
import { isPublicBrand } from "./brand-scope";
import { orderOptionId, readOrderLines } from "./order-lines";
import { hitRateLimit, type RateLimitRule } from "./rate-limit";

// Guest orders (spec §4 checkout flow, §7 order writes) under ARCHITECTURE deviation 2:
// the order, its lines, their options and the first history entry are written in one
// transaction; prices and totals come from the brand's current active products, and every
// chosen option from the product's own options.

type OrderContext = Pick<AppContext, "db" | "config">;

export type CheckoutSettings = {
  isDeliveryByStoreEnabled: boolean;
  /** Shown next to the delivery choice; null when the brand gives none. */
  deliveryCostInformation: string | null;
  /** The shop's zone for 'Hari ini'/'Besok' and the default slot. */
  timeZone: string;
  /** Whether the shop takes an order now, and for which days and slots (its hours). */
  ordering: OrderingWindow;
};

/** What the checkout dialog needs to know about a brand (public information only). */
export async function getCheckoutSettings(
  db: Db,
  brandId: string,
  now: Date = new Date(),
): Promise<CheckoutSettings> {
  const row = await db
    .selectFrom("brands")
    .select(["is_delivery_by_store_enabled", "delivery_cost_information", "time_zone"])
    .select(SHOP_HOURS_COLUMNS)
    .where("id", "=", brandId)
    .executeTakeFirstOrThrow();
  return {
    ordering: orderingWindow(shopHoursOf(row), now),
    isDeliveryByStoreEnabled: row.is_delivery_by_store_enabled,
    deliveryCostInformation: row.is_delivery_by_store_enabled
      ? row.delivery_cost_information
      : null,
    timeZone: resolveTimeZone(row.time_zone),
  };
}

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

type OrderBrand = {
  id: string;
  name: string;
  username: string;
  phoneNumber: string | null;
  customerServiceWhatsapp: string | null;
  isDeliveryByStoreEnabled: boolean;
  timeZone: string;
};

async function findOrderBrand(db: Db, username: string): Promise<OrderBrand | undefined> {
  // No shop's URL name holds a control character; PostgreSQL refuses text with NUL.
  if (username.trim() === "" || !isSingleLineText(username)) return undefined;
  const row = await db
    .selectFrom("brands")
    .select([
      "id",
      "name",
      "username",
      "phone_number",
      "customer_service_whatsapp",
      "is_delivery_by_store_enabled",
      "time_zone",
    ])
    .where("username", "=", username.trim().toLowerCase())
    // A shop whose owner never verified the address takes no orders (it is not public).
    .where(isPublicBrand())
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    phoneNumber: row.phone_number,
    customerServiceWhatsapp: row.customer_service_whatsapp,
    isDeliveryByStoreEnabled: row.is_delivery_by_store_enabled,
    timeZone: resolveTimeZone(row.time_zone),
  };
}

type PricedLine = {
  productId: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  notes: string;
  options: CartLineOption[];
};

/**
 * The highest stored price an order can still add up exactly (below 2^53 with every line
 * at the highest quantity). Prices are entered up to MAX_PRODUCT_PRICE; one stored before
 * that bound still sells while its totals stay exact.
 */
const MAX_ORDERABLE_PRICE = Math.floor(
  Number.MAX_SAFE_INTEGER / (CHECKOUT_LIMITS.quantity * CHECKOUT_LIMITS.lines),
);

const isOrderablePrice = (price: number) =>
  Number.isSafeInteger(price) && price >= 0 && price <= MAX_ORDERABLE_PRICE;

/** Product ids are UUIDs; anything else names no product and is never queried. */
const isProductId = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);

/** How many products one look-up reads: more than any cart that can be ordered holds. */
const MAX_CART_PRODUCT_IDS = 100;

/**
 * The active products among `ids` with their current price and options: the brand's, or on
 * the platform-wide cart (brandId null) any public shop's. `names` also holds products
 * that are active but priced past what an order can add up, to name them in a refusal.
 */
async function readCurrentProducts(
  db: Db,
  brandId: string | null,
  ids: readonly string[],
): Promise<{ products: Map<string, CurrentCartProduct>; names: Map<string, string> }> {
  const wanted = [...new Set(ids)].filter(isProductId).slice(0, MAX_CART_PRODUCT_IDS);
  const products = new Map<string, CurrentCartProduct>();
  const names = new Map<string, string>();
  if (wanted.length === 0) return { products, names };
  let query = db
    .selectFrom("products")
    .select(["id", "name", "price"])
    .where("is_active", "=", true)
    .where("id", "in", wanted);
  query =
    brandId === null
      ? query.where("brand_id", "in", db.selectFrom("brands").select("id").where(isPublicBrand()))
      : query.where("brand_id", "=", brandId);
  const rows = await query.execute();
  const sellable = rows.filter((row) => isOrderablePrice(Number(row.price)));
  for (const row of rows) names.set(row.id, row.name);
  if (sellable.length === 0) return { products, names };

  const options = await db
    .selectFrom("product_options")
    .select(["product_id", "name", "choices", "is_required"])
    .where(
      "product_id",
      "in",
      sellable.map((row) => row.id),
    )
    .orderBy("display_order")
    .execute();
  for (const row of sellable) {
    products.set(row.id, {
      id: row.id,
      name: row.name,
      price: Number(row.price),
      options: options
        .filter((option) => option.product_id === row.id)
        .map((option) => ({
          name: option.name,
          choices: Array.isArray(option.choices) ? option.choices : [],
          isRequired: option.is_required,
        })),
    });
  }
  return { products, names };
}

/**
 * The current price, name and options of a cart's products (spec §3 cart lines), read
 * whenever the cart or the checkout opens. Products no longer sold are left out; so is
 * every product when the shop is not found.
 */
export async function listCurrentCartProducts(
  db: Db,
  username: string,
  ids: readonly string[],
): Promise<CurrentCartProducts> {
  let brandId: string | null = null;
  if (username !== "") {
    const brand = await findOrderBrand(db, username);
    if (!brand) return { products: [] };
    brandId = brand.id;
  }
  const { products } = await readCurrentProducts(db, brandId, ids);
  return { products: [...products.values()] };
}

/**
 * An order refused because the cart is not what the shop sells now: a product gone, its
 * choices changed, or a price other than the one the customer saw. It carries the current
 * products so the cart can catch up and show the customer what changed.
 */
export class OutdatedCartError extends AppError {
  constructor(
    code: "VALIDATION" | "CONFLICT",
    message: string,
    readonly current: CurrentCartProducts,
  ) {
    super(code, message);
  }
}

/**
 * Prices every line from the brand's active products. A product that is inactive, unknown,
 * another brand's or priced past MAX_ORDERABLE_PRICE (1e300 was once stored) refuses the
 * order by name; so does a line whose choices are not the product's own, and one sent
 * with a price other than the current one, or none (decision 013).
 */
async function priceLines(db: Db, brandId: string, lines: CheckoutLine[]): Promise<PricedLine[]> {
  const { products, names } = await readCurrentProducts(
    db,
    brandId,
    lines.map((line) => line.productId),
  );
  const current: CurrentCartProducts = { products: [...products.values()] };
  const refuse = (code: "VALIDATION" | "CONFLICT", message: string): never => {
    throw new OutdatedCartError(code, message, current);
  };
  for (const line of lines) {
    if (!products.has(line.productId)) {
      refuse("VALIDATION", productUnavailableError(names.get(line.productId) ?? line.name));
    }
  }
  for (const line of lines) {
    const product = products.get(line.productId)!;
    if (!hasOfferedChoices(line.customizations, product.options)) {
      refuse("VALIDATION", choicesChangedError(product.name));
    }
  }
  if (lines.some((line) => line.seenPrice === undefined)) {
    refuse("CONFLICT", PRICES_UNCONFIRMED_ERROR);
  }
  const changed = [
    ...new Set(
      lines
        .filter((line) => line.seenPrice !== products.get(line.productId)!.price)
        .map((line) => line.productId),
    ),
  ];
  if (changed.length === 1) {
    const product = products.get(changed[0])!;
    refuse("CONFLICT", priceChangedError(product.name, product.price));
  }
  if (changed.length > 1) refuse("CONFLICT", PRICES_CHANGED_ERROR);

  return lines.map((line) => {
    const product = products.get(line.productId)!;
    return {
      productId: product.id,
      productName: product.name,
      quantity: line.quantity,
      unitPrice: product.price,
      totalPrice: lineTotal(product.price, line.quantity),
      notes: line.notes,
      // The product's option order first, then legacy sugar/ice.
      options: cartLineOptions({
        customizations: line.customizations,
        options: product.options,
        sugar: line.sugar,
        ice: line.ice,
      }),
    };
  });
}

/** Whether `error` is a unique violation of the constraint on `column` of orders. */
function isOrdersUniqueViolation(
  error: unknown,
  constraintName: string,
  column: "order_number" | "checkout_key",
): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, constraint, message } = error as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
  };
  if (code === "23505") return constraint === constraintName;
  return (
    typeof code === "string" &&
    code.startsWith("SQLITE_CONSTRAINT") &&
    typeof message === "string" &&
    message.includes(`orders.${column}`)
  );
}

const isOrderNumberTaken = (error: unknown) =>
  isOrdersUniqueViolation(error, "orders_brand_number_unique", "order_number");
const isCheckoutKeyTaken = (error: unknown) =>
  isOrdersUniqueViolation(error, "orders_brand_checkout_key_unique", "checkout_key");

/** Sorted keys at every level, so one content gives one text whatever the key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * What a checkout key is bound to: the brand, and the form and lines as the customer sent
 * them (after validation, so its size is bounded; before anything is derived from the
 * shop's data, which may change between a send and its retry).
 */
function checkoutFingerprint(brandId: string, form: unknown, lines: unknown): string {
  return crypto
    .createHash("sha256")
    .update(canonicalJson({ brand: brandId, form, items: lines }))
    .digest("hex");
}

/** An order as stored: what its hand-off is built from, first time and on a retry alike. */
type StoredOrder = {
  orderNumber: string;
  checkoutFingerprint: string | null;
  customerName: string;
  customerPhone: string;
  deliveryMethod: string;
  deliveryTimeOption: string;
  note: string | null;
  referralCode: string | null;
  total: number;
  lines: OrderLine[];
};

async function findOrderByCheckoutKey(
  db: Db | Transaction<Database>,
  brandId: string,
  checkoutKey: string,
): Promise<StoredOrder | undefined> {
  const row = await db
    .selectFrom("orders")
    .select([
      "id",
      "order_number",
      "checkout_fingerprint",
      "customer_name",
      "customer_phone",
      "delivery_method",
      "delivery_time_option",
      "note",
      "referral_code",
      "total",
    ])
    .where("brand_id", "=", brandId)
    .where("checkout_key", "=", checkoutKey)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    orderNumber: row.order_number,
    checkoutFingerprint: row.checkout_fingerprint,
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    deliveryMethod: row.delivery_method,
    deliveryTimeOption: row.delivery_time_option,
    note: row.note,
    referralCode: row.referral_code,
    total: Number(row.total),
    lines: await readOrderLines(db, row.id),
  };
}

/**
 * The checkout sent again with its key: the order placed the first time, answered from
 * what is stored. The same key with another cart or form is not a retry (CONFLICT).
 * Orders placed before keys were bound to their content have no fingerprint: their answer
 * comes from the stored order too, so a retry of them is answered as one.
 */
function retriedOrder(stored: StoredOrder, fingerprint: string): StoredOrder {
  if (stored.checkoutFingerprint !== null && stored.checkoutFingerprint !== fingerprint) {
    throw new AppError("CONFLICT", CHECKOUT_KEY_CONFLICT_ERROR);
  }
  return stored;
}

/** The message, the wa.me link and the tracking link of an order (spec §4 hand-off). */
function handOffOf(appUrl: string, brand: OrderBrand, order: StoredOrder): PlacedOrder {
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

const MAX_ORDER_NUMBER_ATTEMPTS = 10;

/**
 * Orders one client may send one shop in a window: far more than a customer orders, few
 * enough that a script cannot bury the seller's list. Many phones share an address behind
 * a mobile carrier, hence the margin.
 */
export const ORDERS_PER_CLIENT: RateLimitRule = { max: 20, windowSeconds: 15 * 60 };

export type CreateOrderOptions = {
  /** The clock: the order's time and its 'Hari ini'/'Besok'. */
  now?: () => Date;
  /** Who sends the order; limited to ORDERS_PER_CLIENT per shop. */
  client?: { ip: string };
  /** Where order numbers come from; tests repeat one to force a collision. */
  drawOrderNumber?: () => string;
};

const drawRandomOrderNumber = () => generateOrderNumber(crypto.randomInt);

/**
 * Places a guest order for the brand named in the request (spec §4 checkout flow). Throws
 * AppError with the spec's message: VALIDATION 'Mohon lengkapi semua field yang wajib
 * diisi' for a missing field, NOT_FOUND 'Brand tidak ditemukan', VALIDATION naming a
 * product that is inactive, unknown or another brand's or whose choices it does not
 * offer, VALIDATION when the shop is closed and takes no order, or not for the picked day
 * and slot (domain/shop-hours.ts), VALIDATION when the hand-off would not fit a WhatsApp
 * link, CONFLICT for a checkout key sent with another content, RATE_LIMITED past
 * ORDERS_PER_CLIENT. Nothing is written unless the whole order is.
 */
export async function createOrder(
  context: OrderContext,
  input: unknown,
  {
    now = () => new Date(),
    client,
    drawOrderNumber = drawRandomOrderNumber,
  }: CreateOrderOptions = {},
): Promise<PlacedOrder> {
  const request = ZCreateOrderRequestSchema.safeParse(input);
  if (!request.success) {
    throw new AppError("VALIDATION", CHECKOUT_INVALID_ERROR, {}, "request is not an order");
  }

  const brand = await findOrderBrand(context.db, request.data.username ?? "");
  const form = validateCheckoutForm(request.data.form, brand?.isDeliveryByStoreEnabled ?? false);
  // Each refused field's own message goes along, shown under the field.
  if (!form.ok) throw new AppError("VALIDATION", form.error, form.fieldErrors);
  if (!brand) throw new AppError("NOT_FOUND", CHECKOUT_BRAND_NOT_FOUND_ERROR);

  const lines = validateCheckoutItems(request.data.items);
  if (!lines.ok) throw new AppError("VALIDATION", lines.error);
  if (lines.data.length === 0) throw new AppError("VALIDATION", CHECKOUT_EMPTY_CART_ERROR);

  // A checkout sent again gets its first order back, built from what was stored then;
  // it is not another order, so it does not count against the limit either.
  const checkoutKey = request.data.checkoutKey ?? null;
  const fingerprint = checkoutFingerprint(brand.id, form.sent, lines.data);
  if (checkoutKey !== null) {
    const placed = await findOrderByCheckoutKey(context.db, brand.id, checkoutKey);
    if (placed) return handOffOf(context.config.appUrl, brand, retriedOrder(placed, fingerprint));
  }

  // A closed shop, or a day and time it does not deliver, refuses before anything else.
  const placedAt = now();
  const slot = checkOrderSlot(await readShopHours(context.db, brand.id), placedAt, form.data);
  if (!slot.ok) throw new AppError("VALIDATION", slot.error);

  const priced = await priceLines(context.db, brand.id, lines.data);
  const total = priced.reduce((sum, line) => sum + line.totalPrice, 0);

  const order: NewOrder = {
    brandId: brand.id,
    checkoutKey,
    checkoutFingerprint: fingerprint,
    createdAt: placedAt.toISOString(),
    customerName: form.data.customerName,
    customerPhone: form.data.customerPhone,
    deliveryMethod: form.data.deliveryMethod,
    deliveryTimeOption: slot.deliveryTimeOption,
    note: form.data.note,
    referralCode: form.data.referralCode,
    total,
    lines: priced,
  };
  // Every order number has the same length, so the link is measured before there is one.
  const preview = handOffOf(
    context.config.appUrl,
    brand,
    storedShapeOf(order, ORDER_NUMBER_PLACEHOLDER),
  );
  if (!canOpenWhatsAppUrl(preview.whatsappUrl)) {
    throw new AppError("VALIDATION", CHECKOUT_TOO_LONG_ERROR);
  }

  if (client) {
    const { allowed } = await hitRateLimit(
      context.db,
      `order:${brand.id}:${client.ip}`,
      ORDERS_PER_CLIENT,
    );
    if (!allowed) throw new AppError("RATE_LIMITED", CHECKOUT_TOO_MANY_ERROR);
  }

  const written = await insertOrder(context.db, order, drawOrderNumber);
  const stored =
    written.kind === "placed"
      ? storedShapeOf(order, written.orderNumber)
      : retriedOrder(written.order, fingerprint);
  return handOffOf(context.config.appUrl, brand, stored);
}

type NewOrder = {
  brandId: string;
  checkoutKey: string | null;
  checkoutFingerprint: string;
  createdAt: string;
  customerName: string;
  customerPhone: string;
  deliveryMethod: string;
  deliveryTimeOption: string;
  note: string;
  referralCode: string;
  total: number;
  lines: PricedLine[];
};

/** The order as writeOrder stores it and readOrderLines reads it back. */
function storedShapeOf(order: NewOrder, orderNumber: string): StoredOrder {
  return {
    orderNumber,
    checkoutFingerprint: order.checkoutFingerprint,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    deliveryMethod: order.deliveryMethod,
    deliveryTimeOption: order.deliveryTimeOption,
    note: order.note || null,
    referralCode: order.referralCode || null,
    total: order.total,
    lines: order.lines.map((line, index) => ({
      id: String(index),
      productName: line.productName,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      totalPrice: line.totalPrice,
      note: line.notes.trim() ? line.notes : null,
      options: line.options.map(({ name, value }) => ({ name, value })),
    })),
  };
}

type WrittenOrder =
  | { kind: "placed"; orderNumber: string }
  /** The brand already had an order with this checkout key. */
  | { kind: "found"; order: StoredOrder };

/**
 * Writes the order in one transaction. A number already used by the brand (unique index)
 * rolls the attempt back and retries with a new random draw.
 *
 * An order whose checkout key the brand already has is not written again: that is the same
 * checkout retried (its first answer lost on the way), and the stored order is returned.
 */
async function insertOrder(
  db: Db,
  order: NewOrder,
  drawOrderNumber: () => string,
): Promise<WrittenOrder> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx): Promise<WrittenOrder> => {
        if (order.checkoutKey) {
          const placed = await findOrderByCheckoutKey(trx, order.brandId, order.checkoutKey);
          if (placed) return { kind: "found", order: placed };
        }
        const orderNumber = drawOrderNumber();
        await writeOrder(trx, order, orderNumber);
        return { kind: "placed", orderNumber };
      });
    } catch (error) {
      // The same checkout, committed by a request running alongside this one.
      if (order.checkoutKey && isCheckoutKeyTaken(error)) {
        const placed = await findOrderByCheckoutKey(db, order.brandId, order.checkoutKey);
        if (placed) return { kind: "found", order: placed };
      }
      if (!isOrderNumberTaken(error) || attempt + 1 >= MAX_ORDER_NUMBER_ATTEMPTS) throw error;
    }
  }
}

async function writeOrder(
  trx: Transaction<Database>,
  order: NewOrder,
  orderNumber: string,
): Promise<void> {
  const orderId = crypto.randomUUID();
  const lines = order.lines.map((line, index) => ({ ...line, id: crypto.randomUUID(), index }));
  await trx
    .insertInto("orders")
    .values({
      id: orderId,
      brand_id: order.brandId,
      order_number: orderNumber,
      status: INITIAL_ORDER_STATUS,
      customer_name: order.customerName,
      customer_phone: order.customerPhone,
      delivery_method: order.deliveryMethod,
      delivery_time_option: order.deliveryTimeOption,
      note: order.note || null,
      referral_code: order.referralCode || null,
      total: order.total,
      checkout_key: order.checkoutKey,
      checkout_fingerprint: order.checkoutFingerprint,
      created_at: order.createdAt,
      updated_at: order.createdAt,
    })
    .execute();
  await trx
    .insertInto("order_products")
    .values(
      lines.map((line) => ({
        id: line.id,
        order_id: orderId,
        product_id: line.productId,
        product_name: line.productName,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        total_price: line.totalPrice,
        note: line.notes || null,
        display_order: line.index,
      })),
    )
    .execute();
  const options = lines.flatMap((line) =>
    line.options.map((option, index) => ({
      id: orderOptionId(line.id, index),
      order_product_id: line.id,
      option_name: option.name,
      option_value: option.value,
    })),
  );
  if (options.length > 0) await trx.insertInto("order_product_options").values(options).execute();
  await trx
    .insertInto("order_histories")
    .values({
      id: crypto.randomUUID(),
      order_id: orderId,
      status: INITIAL_ORDER_STATUS,
      note: null,
      created_at: order.createdAt,
    })
    .execute();
}
