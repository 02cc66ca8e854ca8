import crypto from "node:crypto";
import type { Transaction } from "kysely";
import { z } from "zod";
import { cartLineOptions, type CartLineOption } from "../../domain/cart";
import { validateCheckoutForm, ZCheckoutItemsSchema } from "../../domain/checkout";
import {
  CHECKOUT_BRAND_NOT_FOUND_ERROR,
  CHECKOUT_EMPTY_CART_ERROR,
  CHECKOUT_INCOMPLETE_ERROR,
  CHECKOUT_INVALID_ERROR,
  CHECKOUT_TOO_MANY_ERROR,
  productUnavailableError,
} from "../../domain/checkout-messages";
import type { PlacedOrder } from "../../domain/checkout-request";
import {
  formatDeliveryTimeOption,
  resolveDeliveryDay,
  resolveTimeZone,
} from "../../domain/delivery";
import { buildOrderMessage, buildTrackingUrl } from "../../domain/order-message";
import { nextOrderNumberCandidate } from "../../domain/order-number";
import { INITIAL_ORDER_STATUS } from "../../domain/order-status";
import { lineTotal } from "../../domain/rupiah";
import { buildWhatsAppUrl, resolveBrandWhatsAppNumber } from "../../domain/whatsapp";
import type { AppContext } from "../context";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { AppError } from "../errors";
import { hitRateLimit, type RateLimitRule } from "./rate-limit";

// Guest orders (spec §4 checkout flow, §7 order writes) under ARCHITECTURE deviation 2:
// the order, its lines, their options and the first history entry are written in one
// transaction; prices and totals come from the brand's current active products.

type OrderContext = Pick<AppContext, "db" | "config">;

export type CheckoutSettings = {
  isDeliveryByStoreEnabled: boolean;
  /** Shown next to the delivery choice; null when the brand gives none. */
  deliveryCostInformation: string | null;
  /** The shop's zone for 'Hari ini'/'Besok' and the default slot. */
  timeZone: string;
};

/** What the checkout dialog needs to know about a brand (public information only). */
export async function getCheckoutSettings(db: Db, brandId: string): Promise<CheckoutSettings> {
  const row = await db
    .selectFrom("brands")
    .select(["is_delivery_by_store_enabled", "delivery_cost_information", "time_zone"])
    .where("id", "=", brandId)
    .executeTakeFirstOrThrow();
  return {
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
  if (username.trim() === "") return undefined;
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

/** Prices every line from the brand's active products; any other product refuses the order. */
async function priceLines(
  db: Db,
  brandId: string,
  lines: z.output<typeof ZCheckoutItemsSchema>,
): Promise<PricedLine[]> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const products = await db
    .selectFrom("products")
    .select(["id", "name", "price"])
    .where("brand_id", "=", brandId)
    .where("is_active", "=", true)
    .where("id", "in", ids)
    .execute();
  const byId = new Map(products.map((product) => [product.id, product]));
  const missing = lines.find((line) => !byId.has(line.productId));
  if (missing) throw new AppError("VALIDATION", productUnavailableError(missing.name));

  const options = await db
    .selectFrom("product_options")
    .select(["product_id", "name"])
    .where("product_id", "in", ids)
    .orderBy("display_order")
    .execute();

  return lines.map((line) => {
    const product = byId.get(line.productId)!;
    return {
      productId: product.id,
      productName: product.name,
      quantity: line.quantity,
      unitPrice: product.price,
      totalPrice: lineTotal(product.price, line.quantity),
      notes: line.notes,
      // The product's option order first, then anything else chosen, then legacy sugar/ice.
      options: cartLineOptions({
        customizations: line.customizations,
        options: options.filter((option) => option.product_id === product.id),
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

async function findOrderNumberByCheckoutKey(
  db: Db | Transaction<Database>,
  brandId: string,
  checkoutKey: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("orders")
    .select("order_number")
    .where("brand_id", "=", brandId)
    .where("checkout_key", "=", checkoutKey)
    .executeTakeFirst();
  return row?.order_number;
}

const MAX_ORDER_NUMBER_ATTEMPTS = 10;

/**
 * Orders one client may send one shop in a window: far more than a customer orders, few
 * enough that a script cannot bury the seller's list. Many phones share an address behind
 * a mobile carrier, hence the margin.
 */
export const ORDERS_PER_CLIENT: RateLimitRule = { max: 20, windowSeconds: 15 * 60 };

export type CreateOrderOptions = {
  /** The clock; tests pin it to force order-number collisions. */
  now?: () => Date;
  /** Who sends the order; limited to ORDERS_PER_CLIENT per shop. */
  client?: { ip: string };
};

/**
 * Places a guest order for the brand named in the request (spec §4 checkout flow). Throws
 * AppError with the spec's message: VALIDATION 'Mohon lengkapi semua field yang wajib
 * diisi' for a missing field, NOT_FOUND 'Brand tidak ditemukan', VALIDATION naming a
 * product that is inactive, unknown or another brand's, RATE_LIMITED past ORDERS_PER_CLIENT.
 * Nothing is written unless the whole order is.
 */
export async function createOrder(
  context: OrderContext,
  input: unknown,
  { now = () => new Date(), client }: CreateOrderOptions = {},
): Promise<PlacedOrder> {
  const request = ZCreateOrderRequestSchema.safeParse(input);
  if (!request.success) throw new AppError("VALIDATION", CHECKOUT_INVALID_ERROR);

  const brand = await findOrderBrand(context.db, request.data.username ?? "");
  const form = validateCheckoutForm(request.data.form, brand?.isDeliveryByStoreEnabled ?? false);
  if (!form.ok) throw new AppError("VALIDATION", form.error);
  if (!brand) throw new AppError("NOT_FOUND", CHECKOUT_BRAND_NOT_FOUND_ERROR);
  const { customerName, customerPhone, note, referralCode } = form.data;

  const lines = ZCheckoutItemsSchema.safeParse(request.data.items);
  if (!lines.success) throw new AppError("VALIDATION", CHECKOUT_INVALID_ERROR);
  if (lines.data.length === 0) throw new AppError("VALIDATION", CHECKOUT_EMPTY_CART_ERROR);
  const priced = await priceLines(context.db, brand.id, lines.data);
  const total = priced.reduce((sum, line) => sum + line.totalPrice, 0);

  // A checkout sent again is not another order, so it does not count against the limit.
  const checkoutKey = request.data.checkoutKey ?? null;
  const isRetry =
    checkoutKey !== null &&
    (await findOrderNumberByCheckoutKey(context.db, brand.id, checkoutKey)) !== undefined;
  if (client && !isRetry) {
    const { allowed } = await hitRateLimit(
      context.db,
      `order:${brand.id}:${client.ip}`,
      ORDERS_PER_CLIENT,
    );
    if (!allowed) throw new AppError("RATE_LIMITED", CHECKOUT_TOO_MANY_ERROR);
  }

  const placedAt = now();
  const day = resolveDeliveryDay(
    placedAt,
    brand.timeZone,
    form.data.deliveryDay,
    form.data.deliveryDate,
  );
  // The form schema only lets 'today'/'tomorrow' through, so a day is always found.
  if (!day) throw new AppError("VALIDATION", CHECKOUT_INCOMPLETE_ERROR);

  const orderNumber = await insertOrder(context.db, {
    brandId: brand.id,
    checkoutKey,
    now,
    createdAt: placedAt.toISOString(),
    customerName,
    customerPhone,
    deliveryMethod: form.data.deliveryMethod,
    deliveryTimeOption: formatDeliveryTimeOption(day, form.data.deliveryTime),
    note,
    referralCode,
    total,
    lines: priced,
  });

  const trackingUrl = buildTrackingUrl(context.config.appUrl, brand.username, orderNumber);
  const message = buildOrderMessage({
    brandName: brand.name,
    orderNumber,
    items: priced.map((line) => ({
      name: line.productName,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      options: line.options,
      notes: line.notes,
    })),
    deliveryMethod: form.data.deliveryMethod,
    day,
    time: form.data.deliveryTime,
    customerName,
    customerPhone,
    note,
    referralCode,
    trackingUrl,
  });
  return {
    orderNumber,
    total,
    message,
    whatsappUrl: buildWhatsAppUrl(resolveBrandWhatsAppNumber(brand), message),
    trackingUrl,
  };
}

type NewOrder = {
  brandId: string;
  checkoutKey: string | null;
  now: () => Date;
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

/**
 * Writes the order in one transaction and returns its number. A number already used by
 * the brand (unique index) rolls the attempt back and retries with another one: first the
 * clock's own, then the clock shifted by a random few milliseconds, so orders placed in
 * the same instant spread out instead of colliding again.
 *
 * An order whose checkout key the brand already has is not written again: that is the same
 * checkout retried (its first answer lost on the way), and it gets the first order's number.
 */
async function insertOrder(db: Db, order: NewOrder): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const shift = attempt === 0 ? 0 : crypto.randomInt(1, 1000);
    try {
      return await db.transaction().execute(async (trx) => {
        if (order.checkoutKey) {
          const placed = await findOrderNumberByCheckoutKey(trx, order.brandId, order.checkoutKey);
          if (placed) return placed;
        }
        // Read once the connection is ours: orders queued behind each other get their own instant.
        const orderNumber = nextOrderNumberCandidate(order.now(), shift);
        await writeOrder(trx, order, orderNumber);
        return orderNumber;
      });
    } catch (error) {
      // The same checkout, committed by a request running alongside this one.
      if (order.checkoutKey && isCheckoutKeyTaken(error)) {
        const placed = await findOrderNumberByCheckoutKey(db, order.brandId, order.checkoutKey);
        if (placed) return placed;
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
    line.options.map((option) => ({
      id: crypto.randomUUID(),
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
