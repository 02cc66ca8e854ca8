import {
  MANUAL_ORDER_MESSAGES,
  parseManualOrderItems,
  ZManualOrderSchema,
  type ManualOrderSetup,
} from "#domain/manual-order";
import { ORDERS_MESSAGES } from "#domain/order-summary";
import { offeredPaymentMethods } from "#domain/payment-methods";
import type { BrandOwner } from "../auth/guards";
import type { Db } from "../db/database";
import type { AppContext } from "../context";
import { AppError, parseInput } from "../errors";
import { actorColumns, ownedBy } from "./brand-scope";
import { findOrderBrand, listShopCartProducts } from "./cart-products";
import { findOrderingWindow } from "./shop-hours";
import { updatePaymentStatus } from "./order-payments";
import { placeOrder, type CreateOrderOptions } from "./orders";

// 'Pesanan Manual' (decision 072): an order a member of the shop records for a customer who
// ordered by chat, by phone or at the stall. It is placed by the guest order's own path
// (orders.ts placeOrder): prices from the shop, stock, daily quotas, slot capacity, number,
// the shop's day and its customers, with its source stored; only what a signed-in member
// does not need is left out (the limit per client, the consent, the WhatsApp hand-over).

type ManualOrderContext = Pick<AppContext, "db" | "config" | "metrics">;

/** The owner's shop as the order path reads it; NOT_FOUND while it takes no orders at all. */
async function ownOrderBrand(db: Db, owner: BrandOwner) {
  const shop = await db
    .selectFrom("brands")
    .select("username")
    .where("id", "=", owner.brandId)
    .executeTakeFirst();
  const brand = shop ? await findOrderBrand(db, shop.username) : undefined;
  if (!brand || brand.id !== owner.brandId) {
    throw new AppError("NOT_FOUND", ORDERS_MESSAGES.notFound);
  }
  return brand;
}

export async function getManualOrderSetup(
  db: Db,
  owner: BrandOwner,
  now: Date = new Date(),
): Promise<ManualOrderSetup> {
  const brand = await ownOrderBrand(db, owner);
  const [products, ordering] = await Promise.all([
    listShopCartProducts(db, brand.id),
    findOrderingWindow(db, brand.username, now),
  ]);
  if (!ordering) throw new AppError("NOT_FOUND", ORDERS_MESSAGES.notFound);
  return {
    username: brand.username,
    products,
    ordering,
    isDeliveryByStoreEnabled: brand.isDeliveryByStoreEnabled,
    delivery: brand.delivery,
    paymentMethods: offeredPaymentMethods(brand.payment),
  };
}

/**
 * Records the order in the owner's shop and, when it was paid already ('Lunas'), its payment
 * as the order page's payment control records it (its history entry and the day's paid
 * revenue). Throws the checkout's refusals, each field's message under its field.
 */
export async function createManualOrder(
  context: ManualOrderContext,
  owner: BrandOwner,
  input: unknown,
  options: Pick<CreateOrderOptions, "now" | "drawOrderNumber" | "drawUniqueCode"> = {},
): Promise<{ orderNumber: string }> {
  const value = parseInput(ZManualOrderSchema, input);
  const items = parseManualOrderItems(value.items);
  if (!items || items.length === 0) {
    throw new AppError("VALIDATION", MANUAL_ORDER_MESSAGES.noItems, {
      items: MANUAL_ORDER_MESSAGES.noItems,
    });
  }
  const brand = await ownOrderBrand(context.db, owner);
  const { stored } = await placeOrder(
    context,
    brand,
    {
      form: {
        deliveryDay: value.deliveryDay,
        deliveryTime: value.deliveryTime,
        customerName: value.customerName ?? "",
        customerPhone: value.customerPhone ?? "",
        deliveryMethod: value.deliveryMethod,
        note: value.note ?? "",
        paymentMethod: value.paymentMethod,
        deliveryArea: value.deliveryArea,
        deliveryFee: value.deliveryFee,
      },
      items,
    },
    { ...options, source: value.source },
  );
  const order = await context.db
    .selectFrom("orders")
    .select("id")
    .where(ownedBy(owner))
    .where("order_number", "=", stored.orderNumber)
    .executeTakeFirstOrThrow();
  // Its first history entry names the member who recorded it ('oleh Rina (Kasir)'); a guest
  // order's names no one. Written after the order's own statement, which guests share.
  await context.db
    .updateTable("order_histories")
    .set(actorColumns(owner))
    .where("order_id", "=", order.id)
    .execute();
  if (value.paymentStatus === "paid") {
    await updatePaymentStatus(
      context.db,
      owner,
      { orderId: order.id, paymentStatus: "paid" },
      { appUrl: context.config.appUrl },
    );
  }
  return { orderNumber: stored.orderNumber };
}
