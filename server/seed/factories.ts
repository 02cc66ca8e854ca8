import crypto from "node:crypto";
import { type ShopTimeZone, calendarDayIn, shopTimeZoneOf } from "#domain/shop-time";
import {
  ALL_DAY_OPERATIONAL_HOURS,
  type ClosedOrderPolicy,
  type OperationalHours,
} from "#domain/operational-hours";
import { generateOrderNumber } from "#domain/order-number";
import { lineChoicesKey } from "#domain/production";
import { CANCELLED_STATUS, INITIAL_ORDER_STATUS } from "#domain/order-status";
import { categoryKeyOf, normalizeCategoryName } from "#domain/product-category";
import type { ProductOption } from "#domain/product-options";
import { crc16, QRIS_NATIONAL_GUI, writeTlv } from "#domain/qris";
import { lineTotal } from "#domain/rupiah";
import { storeImageTitle } from "#domain/store";
import type { Auth } from "../auth/auth";
import type { Db } from "../db/database";
import { orderOptionId } from "../services/order-lines";
import { addLinesToCustomer, addOrderToCustomer } from "../services/customers";
import { addToShopDay } from "../services/daily-counts";

// Building blocks for a shop's data, shared by the demo seed and the tests so both
// create rows the same way the application does.

const now = () => new Date().toISOString();
const newId = () => crypto.randomUUID();

export type SellerInput = {
  email: string;
  password: string;
  name: string;
  emailVerified?: boolean;
};

export async function createSeller(auth: Auth, input: SellerInput): Promise<{ userId: string }> {
  const { user } = await auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name: input.name },
  });
  if (input.emailVerified ?? true) {
    const context = await auth.$context;
    await context.internalAdapter.updateUser(user.id, { emailVerified: true });
  }
  return { userId: user.id };
}

export type BrandInput = {
  userId: string;
  name: string;
  username: string;
  aboutText?: string;
  phoneNumber?: string;
  logoUrl?: string;
  isCurrentlyOpen?: boolean;
  customerServiceWhatsapp?: string;
  customerServiceEmail?: string;
  paymentInformation?: string;
  isDeliveryByStoreEnabled?: boolean;
  deliveryCostInformation?: string;
  /** Open around the clock unless given, so a shop made for a test takes orders at any hour. */
  operationalHours?: OperationalHours;
  timeZone?: ShopTimeZone;
  closedOrderPolicy?: ClosedOrderPolicy;
  /** How far ahead customers may book, the notice needed and the cap per slot (decision 022). */
  orderDaysAhead?: number;
  leadTimeHours?: number;
  maxOrdersPerSlot?: number | null;
};

/** Whether the database is migrated as far as the shop's team (0027). */
async function hasMembersTable(db: Db): Promise<boolean> {
  try {
    await db.selectFrom("brand_members").select("brand_id").limit(1).execute();
    return true;
  } catch {
    return false;
  }
}

export async function createBrand(db: Db, input: BrandInput): Promise<{ id: string }> {
  const id = newId();
  await db
    .insertInto("brands")
    .values({
      id,
      user_id: input.userId,
      name: input.name,
      username: input.username,
      about_text: input.aboutText ?? null,
      phone_number: input.phoneNumber ?? null,
      logo_url: input.logoUrl ?? null,
      is_currently_open: input.isCurrentlyOpen ?? true,
      customer_service_whatsapp: input.customerServiceWhatsapp ?? null,
      customer_service_email: input.customerServiceEmail ?? null,
      operational_hours: JSON.stringify(input.operationalHours ?? ALL_DAY_OPERATIONAL_HOURS),
      // Left to the columns' defaults unless given (an older schema has no policy column).
      ...(input.timeZone ? { time_zone: input.timeZone } : {}),
      ...(input.closedOrderPolicy ? { closed_order_policy: input.closedOrderPolicy } : {}),
      ...(input.orderDaysAhead !== undefined ? { order_days_ahead: input.orderDaysAhead } : {}),
      ...(input.leadTimeHours !== undefined ? { lead_time_hours: input.leadTimeHours } : {}),
      ...(input.maxOrdersPerSlot !== undefined
        ? { max_orders_per_slot: input.maxOrdersPerSlot }
        : {}),
      payment_information: input.paymentInformation ?? null,
      is_delivery_by_store_enabled: input.isDeliveryByStoreEnabled ?? false,
      delivery_cost_information: input.deliveryCostInformation ?? null,
      created_at: now(),
      updated_at: now(),
    })
    .execute();
  // Its owner is the shop's first member (decision 071); a schema older than the team's
  // gets the row from the migration that adds it.
  if (await hasMembersTable(db)) {
    await db
      .insertInto("brand_members")
      .values({ brand_id: id, user_id: input.userId, role: "owner", created_at: now() })
      .execute();
  }
  return { id };
}

export type LinkInput = {
  title: string;
  url: string;
  description?: string;
  icon?: string;
  createdAt?: string;
  /** The seller's order (decision 067); written only when given, as older schemas lack it. */
  displayOrder?: number;
};

export async function createLink(db: Db, brandId: string, input: LinkInput) {
  const id = newId();
  await db
    .insertInto("links")
    .values({
      id,
      brand_id: brandId,
      title: input.title,
      url: input.url,
      description: input.description ?? null,
      icon: input.icon ?? "🔗",
      thumbnail_type: "icon",
      link_image: null,
      created_at: input.createdAt ?? now(),
      ...(input.displayOrder === undefined ? {} : { display_order: input.displayOrder }),
    })
    .execute();
  return { id };
}

export async function createPriceList(
  db: Db,
  brandId: string,
  input: { imageUrl: string; title: string; displayOrder?: number },
) {
  const id = newId();
  await db
    .insertInto("brand_price_lists")
    .values({
      id,
      brand_id: brandId,
      image_url: input.imageUrl,
      title: input.title,
      display_order: input.displayOrder ?? 0,
      created_at: now(),
    })
    .execute();
  return { id };
}

export type ProductInput = {
  name: string;
  price: number;
  /** The name of one of the shop's categories, made (last in her order) when it has none. */
  category?: string;
  description?: string;
  images?: string[];
  options?: (Pick<ProductOption, "name" | "choices"> & Partial<ProductOption>)[];
  isActive?: boolean;
  isSoldOut?: boolean;
  /** Units left; absent: not counted. */
  stock?: number;
  /** Units made per due day (decision 060). */
  dailyQuota?: number;
  /** Hours of notice the product needs (decision 065); absent: the shop's. */
  leadTimeHours?: number;
  createdAt?: string;
};

export async function createProduct(db: Db, brandId: string, input: ProductInput) {
  const id = newId();
  const images = input.images ?? [];
  await db.transaction().execute(async (trx) => {
    const categoryId =
      input.category === undefined ? undefined : await categoryNamed(trx, brandId, input.category);
    await trx
      .insertInto("products")
      .values({
        id,
        brand_id: brandId,
        name: input.name,
        price: input.price,
        // Only when given: older schemas (migration tests) have no categories.
        ...(categoryId !== undefined ? { category_id: categoryId } : {}),
        description: input.description ?? null,
        image_url: images[0] ?? null,
        is_active: input.isActive ?? true,
        // Only when given: older schemas (migration tests) have neither column.
        ...(input.isSoldOut !== undefined ? { is_sold_out: input.isSoldOut } : {}),
        ...(input.stock !== undefined ? { stock: input.stock } : {}),
        ...(input.dailyQuota !== undefined ? { daily_quota: input.dailyQuota } : {}),
        ...(input.leadTimeHours !== undefined ? { lead_time_hours: input.leadTimeHours } : {}),
        created_at: input.createdAt ?? now(),
        updated_at: now(),
      })
      .execute();
    if (images.length > 0) {
      await trx
        .insertInto("product_images")
        .values(
          images.map((imageUrl, index) => ({
            id: newId(),
            product_id: id,
            image_url: imageUrl,
            display_order: index,
            is_primary: index === 0,
          })),
        )
        .execute();
    }
    // One row at a time: rows of one insert name the same columns, and the priced,
    // sold-out and multi-choice ones are written only when given (as above).
    for (const [index, option] of (input.options ?? []).entries()) {
      await trx
        .insertInto("product_options")
        .values({
          id: newId(),
          product_id: id,
          name: option.name,
          choices: JSON.stringify(option.choices),
          is_required: option.isRequired ?? false,
          ...(option.choicePrices ? { choice_prices: JSON.stringify(option.choicePrices) } : {}),
          ...(option.soldOutChoices
            ? { sold_out_choices: JSON.stringify(option.soldOutChoices) }
            : {}),
          ...(option.maxChoices !== undefined
            ? { min_choices: option.minChoices ?? 0, max_choices: option.maxChoices }
            : {}),
          display_order: index,
        })
        .execute();
    }
  });
  return { id };
}

/** The shop's category of this name (any case), made last in her order when it has none. */
export async function categoryNamed(db: Db, brandId: string, name: string): Promise<string> {
  const key = categoryKeyOf(name);
  const found = await db
    .selectFrom("product_categories")
    .select("id")
    .where("brand_id", "=", brandId)
    .where("name_key", "=", key)
    .executeTakeFirst();
  if (found) return found.id;
  const { last } = await db
    .selectFrom("product_categories")
    .select((eb) => eb.fn.max("position").as("last"))
    .where("brand_id", "=", brandId)
    .executeTakeFirstOrThrow();
  const id = newId();
  await db
    .insertInto("product_categories")
    .values({
      id,
      brand_id: brandId,
      name: normalizeCategoryName(name),
      name_key: key,
      position: last === null ? 0 : Number(last) + 1,
      created_at: now(),
    })
    .execute();
  return id;
}

export type StoreInput = {
  name: string;
  address: string;
  phone: string;
  googleMapsLink?: string;
  images?: string[];
};

export async function createStore(db: Db, brandId: string, input: StoreInput) {
  const id = newId();
  const images = input.images ?? [];
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("stores")
      .values({
        id,
        brand_id: brandId,
        name: input.name,
        address: input.address,
        phone: input.phone,
        google_maps_link: input.googleMapsLink ?? null,
        image_url: images[0] ?? null,
        created_at: now(),
        updated_at: now(),
      })
      .execute();
    if (images.length > 0) {
      await trx
        .insertInto("store_images")
        .values(
          images.map((imageUrl, index) => ({
            id: newId(),
            store_id: id,
            image_url: imageUrl,
            display_order: index,
            title: storeImageTitle(index),
          })),
        )
        .execute();
    }
  });
  return { id };
}

export type OrderRecordInput = {
  brandId: string;
  /** False on a schema older than the shop's daily counts and customers (migration tests). */
  countInTrends?: boolean;
  /** Defaults to a fresh 'ORD' + 8 digits number. */
  orderNumber?: string;
  customerName: string;
  customerPhone: string;
  items: {
    productId: string | null;
    productName: string;
    quantity: number;
    unitPrice: number;
    note?: string;
    options?: { name: string; value: string }[];
  }[];
  status?: string;
  histories?: { status: string; note?: string; createdAt?: string }[];
  deliveryMethod?: string;
  deliveryTimeOption?: string;
  /** The slot's start (ISO instant): the day and time the order is due. */
  deliverySlotAt?: string;
  note?: string;
  createdAt?: string;
  /**
   * Lines keep their choices as one text, as the order path writes them (decision 068);
   * without it they are written as lines stored before that were.
   */
  keepsChoices?: boolean;
};

/**
 * An order as it would be stored, with its lines, options and status history, written in
 * one transaction. The total is the sum of the lines (unit price × quantity).
 */
export async function createOrderRecord(
  db: Db,
  input: OrderRecordInput,
): Promise<{ id: string; orderNumber: string }> {
  const id = newId();
  const orderNumber = input.orderNumber ?? generateOrderNumber(crypto.randomInt);
  const createdAt = input.createdAt ?? now();
  const lines = input.items.map((item, index) => ({
    id: newId(),
    order_id: id,
    product_id: item.productId,
    product_name: item.productName,
    quantity: item.quantity,
    unit_price: item.unitPrice,
    total_price: lineTotal(item.unitPrice, item.quantity),
    note: item.note ?? null,
    display_order: index,
    ...(input.keepsChoices ? { choice_key: lineChoicesKey(item.options ?? []) } : {}),
  }));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("orders")
      .values({
        id,
        brand_id: input.brandId,
        order_number: orderNumber,
        status: input.status ?? INITIAL_ORDER_STATUS,
        customer_name: input.customerName,
        customer_phone: input.customerPhone,
        delivery_method: input.deliveryMethod ?? "Diambil Sendiri",
        delivery_time_option: input.deliveryTimeOption ?? "Hari ini",
        // Only when given: a migration test writes orders on a schema older than slots.
        ...(input.deliverySlotAt ? { delivery_slot_at: input.deliverySlotAt } : {}),
        note: input.note ?? null,
        referral_code: null,
        total: lines.reduce((sum, line) => sum + line.total_price, 0),
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
    if (lines.length > 0) await trx.insertInto("order_products").values(lines).execute();
    const options = input.items.flatMap((item, index) =>
      (item.options ?? []).map((option, position) => ({
        id: orderOptionId(lines[index]!.id, position),
        order_product_id: lines[index]!.id,
        option_name: option.name,
        option_value: option.value,
      })),
    );
    if (options.length > 0) await trx.insertInto("order_product_options").values(options).execute();
    const histories = (input.histories ?? []).map((history) => ({
      id: newId(),
      order_id: id,
      status: history.status,
      note: history.note ?? null,
      created_at: history.createdAt ?? createdAt,
    }));
    if (histories.length > 0) await trx.insertInto("order_histories").values(histories).execute();
    // The shop's trends count it as a placed order would be (a schema older than the
    // trends, in a migration test, has nothing to count it in).
    if (input.countInTrends !== false) {
      const brand = await trx
        .selectFrom("brands")
        .select("time_zone")
        .where("id", "=", input.brandId)
        .executeTakeFirst();
      const status = input.status ?? INITIAL_ORDER_STATUS;
      const cancelled = status === CANCELLED_STATUS;
      const total = lines.reduce((sum, line) => sum + line.total_price, 0);
      // Her number's row, as the order path keeps it (decision 069): orders written in the
      // order they were placed count new and returning customers as placed ones do.
      if (!cancelled) {
        await addLinesToCustomer(
          trx,
          input.brandId,
          input.customerPhone,
          lines.map((line) => ({ productName: line.product_name, quantity: line.quantity })),
        );
      }
      const isNewCustomer = await addOrderToCustomer(trx, {
        brandId: input.brandId,
        phone: input.customerPhone,
        name: input.customerName,
        spent: cancelled ? 0 : total,
        at: createdAt,
      });
      await addToShopDay(
        trx,
        input.brandId,
        calendarDayIn(createdAt, shopTimeZoneOf(brand?.time_zone)),
        {
          orders_placed: 1,
          orders_finished: status === "selesai" ? 1 : 0,
          orders_cancelled: cancelled ? 1 : 0,
          revenue: cancelled ? 0 : total,
          new_customers: isNewCustomer ? 1 : 0,
          returning_customers: isNewCustomer ? 0 : 1,
        },
      );
    }
  });
  return { id, orderNumber };
}

/**
 * A static QRIS payload as a bank prints it on a sticker (tags in order, CRC computed), for
 * the demo shop and the tests: a made-up merchant, never one that takes money.
 */
export function buildStickerQrisPayload({
  merchantName,
  city,
  nmid,
}: {
  merchantName: string;
  city: string;
  nmid: string;
}): string {
  const body = writeTlv([
    { tag: "00", value: "01" },
    { tag: "01", value: "11" },
    {
      tag: "26",
      value: writeTlv([
        { tag: "00", value: "ID.CO.BANKCONTOH.WWW" },
        { tag: "01", value: "936000000000000001" },
        { tag: "02", value: "000000000001" },
        { tag: "03", value: "UMI" },
      ]),
    },
    {
      tag: "51",
      value: writeTlv([
        { tag: "00", value: QRIS_NATIONAL_GUI },
        { tag: "02", value: nmid },
        { tag: "03", value: "UMI" },
      ]),
    },
    { tag: "52", value: "5812" },
    { tag: "53", value: "360" },
    { tag: "58", value: "ID" },
    { tag: "59", value: merchantName },
    { tag: "60", value: city },
    { tag: "61", value: "12730" },
  ]);
  return `${body}6304${crc16(`${body}6304`)}`;
}
