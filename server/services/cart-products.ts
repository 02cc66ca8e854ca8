import { cartLineOptions, type CartLineOption, type CurrentCartProduct } from "#domain/cart";
import type { CheckoutLine } from "#domain/checkout";
import {
  CHECKOUT_LIMITS,
  choicesChangedError,
  choiceSoldOutError,
  PRICES_CHANGED_ERROR,
  PRICES_UNCONFIRMED_ERROR,
  priceChangedError,
  productSoldOutError,
  productUnavailableError,
  stockShortError,
} from "#domain/checkout-messages";
import type { CurrentCartProducts } from "#domain/checkout-request";
import { shopTimeZoneOf, type ShopTimeZone } from "#domain/shop-time";
import { isSingleLineText } from "#domain/form-text";
import {
  isProductSoldOut,
  selectionProblem,
  unitPriceOf,
  type ProductOption,
} from "#domain/product-options";
import { lineTotal } from "#domain/rupiah";
import type { MinimumOrder } from "#domain/minimum-order";
import type { PaymentSettings } from "#domain/payment-methods";
import type { DeliveryAreaSettings } from "#domain/delivery-fee";
import type { ShopHoursSettings } from "#domain/shop-hours";
import type { Selectable } from "kysely";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/database";
import { prepared, preparedForIds, type AmongIds } from "../db/prepared";
import type { BrandsTable, ProductOptionsTable, ProductsTable } from "../db/schema";
import { AppError } from "../errors";
import { isPublicBrand } from "./brand-scope";
import { refuseGoneShop } from "./shop-status";
import { MINIMUM_ORDER_COLUMNS, minimumOrderOf } from "./minimum-order";
import { PAYMENT_COLUMNS, paymentSettingsOf } from "./order-payment";
import { ORDER_RULES_COLUMNS, SHOP_HOURS_COLUMNS, shopHoursOf } from "./shop-hours";
import { DELIVERY_AREA_COLUMNS, deliveryAreaSettingsOf } from "./delivery-areas";
import {
  specialDaysColumn,
  specialDaysReadFrom,
  specialDaysReadOf,
  type SpecialDaysRead,
} from "./special-days";

// A cart against what the shop sells now (spec §3 cart lines, decision 013): the shop
// that takes the order, its current products, and each line priced from them.

type OrderBrandRow = Pick<
  Selectable<BrandsTable>,
  | "id"
  | "name"
  | "username"
  | "phone_number"
  | "customer_service_whatsapp"
  | "is_delivery_by_store_enabled"
  | "time_zone"
  | "page_version"
  | (typeof SHOP_HOURS_COLUMNS)[number]
  | (typeof ORDER_RULES_COLUMNS)[number]
  | (typeof PAYMENT_COLUMNS)[number]
  | (typeof DELIVERY_AREA_COLUMNS)[number]
  | (typeof MINIMUM_ORDER_COLUMNS)[number]
>;

export type OrderBrand = {
  id: string;
  name: string;
  username: string;
  phoneNumber: string | null;
  customerServiceWhatsapp: string | null;
  isDeliveryByStoreEnabled: boolean;
  timeZone: ShopTimeZone;
  /** Its hours and order rules, read with it: an order needs both. */
  hours: ShopHoursSettings;
  /** Its payment methods, read with it too (decision 055). */
  payment: PaymentSettings;
  /** Its delivery areas and fees (decision 058). */
  delivery: DeliveryAreaSettings;
  /** Its minimum order (decision 059). */
  minimumOrder: MinimumOrder;
  /** Its special days, read with it (decision 064): placeOrder takes them from here. */
  specialDays: SpecialDaysRead;
  /** Its pages' version when it was read: its products are kept while it holds (decision 085). */
  pageVersion: number;
};

const orderBrandQuery = prepared<
  { username: string; specialFrom: string },
  OrderBrandRow & { special_days: unknown }
>((db, parameter) =>
  db
    .selectFrom("brands")
    .select(specialDaysColumn(db, "brands.id", parameter("specialFrom")).as("special_days"))
    .select([
      "id",
      "name",
      "username",
      "phone_number",
      "customer_service_whatsapp",
      "is_delivery_by_store_enabled",
      "time_zone",
      "page_version",
    ])
    .select(SHOP_HOURS_COLUMNS)
    .select(ORDER_RULES_COLUMNS)
    .select(PAYMENT_COLUMNS)
    .select(DELIVERY_AREA_COLUMNS)
    .select(MINIMUM_ORDER_COLUMNS)
    .where("username", "=", parameter("username"))
    // A shop whose owner never verified the address takes no orders (it is not public).
    .where(isPublicBrand()),
);

export async function findOrderBrand(
  db: Db,
  username: string,
  now: Date = new Date(),
): Promise<OrderBrand | undefined> {
  // No shop's URL name holds a control character; PostgreSQL refuses text with NUL.
  if (username.trim() === "" || !isSingleLineText(username)) return undefined;
  const specialFrom = specialDaysReadFrom(now);
  const {
    rows: [row],
  } = await orderBrandQuery(db, { username: username.trim().toLowerCase(), specialFrom });
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    phoneNumber: row.phone_number,
    customerServiceWhatsapp: row.customer_service_whatsapp,
    isDeliveryByStoreEnabled: row.is_delivery_by_store_enabled,
    timeZone: shopTimeZoneOf(row.time_zone),
    hours: shopHoursOf(row),
    payment: paymentSettingsOf(row),
    delivery: deliveryAreaSettingsOf(row),
    minimumOrder: minimumOrderOf(row),
    specialDays: specialDaysReadOf(row.special_days, specialFrom),
    pageVersion: Number(row.page_version),
  };
}

export type PricedLine = {
  productId: string;
  productName: string;
  quantity: number;
  /** Whether the product counts its stock (the order takes its units). */
  stocked: boolean;
  /**
   * Whether it had a daily quota when the cart was priced: the order's transaction reads it
   * again (product-quota.ts).
   */
  hasDailyQuota: boolean;
  unitPrice: number;
  totalPrice: number;
  notes: string;
  options: CartLineOption[];
  /** The product's own lead time in hours; null: the shop's (decision 065). */
  leadTimeHours: number | null;
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

/** The active products `among` ids, with what a cart line is priced from. */
function currentProductsQuery(db: Db, among: AmongIds) {
  return db
    .selectFrom("products")
    .select(["id", "name", "price", "is_sold_out", "stock", "daily_quota", "lead_time_hours"])
    .where("is_active", "=", true)
    .where(among("id"));
}

const shopProductsQuery = preparedForIds<{ brandId: string }, ProductRow>((db, among, parameter) =>
  currentProductsQuery(db, among).where("brand_id", "=", parameter("brandId")),
);
const platformProductsQuery = preparedForIds<Record<never, never>, ProductRow>((db, among) =>
  currentProductsQuery(db, among).where(
    "brand_id",
    "in",
    db.selectFrom("brands").select("id").where(isPublicBrand()),
  ),
);
type ProductRow = Pick<
  Selectable<ProductsTable>,
  "id" | "name" | "price" | "is_sold_out" | "stock" | "daily_quota" | "lead_time_hours"
>;

/** A product as an order or a cart reads it: its row, and its options when it sells. */
type ProductRead = { row: ProductRow; options: ProductOption[] | null };

/** A shop's products read so far, while its pages' version is `version`. */
type KeptProducts = { version: number; products: Map<string, ProductRead> };

/** Shops whose products are kept, and products kept in all, at most. */
const KEPT_SHOPS = 500;
const KEPT_PRODUCTS = 10_000;

/**
 * The products orders and carts have read, per database and shop, kept while the shop's
 * pages' version holds (decision 085). Every write of a product, its options, its stock or
 * its quota touches that version, as the kept pages that show them require (decision 054),
 * so a shop read at version v has not changed its products since they were kept under v.
 * Products are read after their shop: kept under v, they are never older than v. Only
 * products found are kept, and the least recently used shops make room, so ids made up by
 * the thousand cannot grow the process.
 */
const keptProducts = new WeakMap<Db, LRUCache<string, KeptProducts>>();

function keptShopsOf(db: Db): LRUCache<string, KeptProducts> {
  let shops = keptProducts.get(db);
  if (!shops) {
    shops = new LRUCache({
      max: KEPT_SHOPS,
      maxSize: KEPT_PRODUCTS,
      sizeCalculation: (kept) => kept.products.size + 1,
    });
    keptProducts.set(db, shops);
  }
  return shops;
}

function keptProductsOf(db: Db, brandId: string, version: number): KeptProducts | undefined {
  const shops = keptShopsOf(db);
  const kept = shops.get(brandId);
  if (kept?.version === version) return kept;
  // A request that read its shop before a newer one did keeps nothing: what it reads now
  // is newer than its version says, and the newer version's products stay.
  if (kept && kept.version > version) return undefined;
  const fresh = { version, products: new Map<string, ProductRead>() };
  shops.set(brandId, fresh);
  return fresh;
}

/** Keeps what was read for `brandId`, its size counted again against KEPT_PRODUCTS. */
function keepProducts(
  db: Db,
  brandId: string,
  kept: KeptProducts,
  read: ReadonlyMap<string, ProductRead | null>,
) {
  let isAnyKept = false;
  for (const [id, product] of read) {
    if (product) {
      kept.products.set(id, product);
      isAnyKept = true;
    }
  }
  const shops = keptShopsOf(db);
  if (isAnyKept && shops.peek(brandId) === kept) shops.set(brandId, kept);
}

/**
 * Reads `ids` from the database: the active products among them (the brand's, or on the
 * platform-wide cart any public shop's), with the options of those that sell. An id that
 * names no such product reads as null.
 */
async function readProducts(
  db: Db,
  brandId: string | null,
  ids: readonly string[],
): Promise<Map<string, ProductRead | null>> {
  const read = new Map<string, ProductRead | null>(ids.map((id) => [id, null]));
  if (ids.length === 0) return read;
  const { rows } =
    brandId === null
      ? await platformProductsQuery(db, ids, {})
      : await shopProductsQuery(db, ids, { brandId });
  const sellable = rows.filter((row) => isOrderablePrice(Number(row.price)));
  const options =
    sellable.length === 0
      ? new Map<string, ProductOption[]>()
      : await readProductOptions(
          db,
          sellable.map((row) => row.id),
        );
  for (const row of rows) {
    const isSellable = isOrderablePrice(Number(row.price));
    read.set(row.id, { row, options: isSellable ? (options.get(row.id) ?? []) : null });
  }
  return read;
}

/**
 * The active products among `ids` with their current price and options: the brand's, or on
 * the platform-wide cart (brandId null) any public shop's. `names` also holds products
 * that are active but priced past what an order can add up, to name them in a refusal.
 * With the shop's pages' version (`pageVersion`), what was read at that version is kept and
 * read again from memory.
 */
async function readCurrentProducts(
  db: Db,
  brandId: string | null,
  ids: readonly string[],
  pageVersion?: number,
): Promise<{
  products: Map<string, CurrentCartProduct>;
  names: Map<string, string>;
  /** Those with a daily quota (decision 060). */
  withQuota: Set<string>;
  leadTimes: Map<string, number | null>;
}> {
  const wanted = [...new Set(ids)].filter(isProductId).slice(0, MAX_CART_PRODUCT_IDS);
  const kept =
    brandId !== null && pageVersion !== undefined
      ? keptProductsOf(db, brandId, pageVersion)
      : undefined;
  const missing = kept ? wanted.filter((id) => !kept.products.has(id)) : wanted;
  const read = await readProducts(db, brandId, missing);
  if (kept && brandId !== null) keepProducts(db, brandId, kept, read);

  const products = new Map<string, CurrentCartProduct>();
  const names = new Map<string, string>();
  const withQuota = new Set<string>();
  // Kept apart from the products: the cart's copy of them in the browser needs no lead time.
  const leadTimes = new Map<string, number | null>();
  for (const id of wanted) {
    const product = kept?.products.get(id) ?? read.get(id);
    if (!product) continue;
    const { row, options } = product;
    names.set(row.id, row.name);
    if (row.daily_quota !== null) withQuota.add(row.id);
    leadTimes.set(row.id, row.lead_time_hours === null ? null : Number(row.lead_time_hours));
    if (options === null) continue;
    products.set(row.id, {
      id: row.id,
      name: row.name,
      price: Number(row.price),
      options,
      isSoldOut: row.is_sold_out,
      stock: row.stock === null ? null : Number(row.stock),
    });
  }
  return { products, names, withQuota, leadTimes };
}

const isRupiahRecord = (value: unknown): value is Record<string, number> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((price) => Number.isSafeInteger(price));

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** The options of the products `among` ids, in display order. */
export function productOptionsQuery(db: Db, among: AmongIds) {
  return db
    .selectFrom("product_options")
    .select([
      "product_id",
      "name",
      "choices",
      "is_required",
      "choice_prices",
      "sold_out_choices",
      "min_choices",
      "max_choices",
    ])
    .where(among("product_id"))
    .orderBy("display_order");
}

const productOptionsOf = preparedForIds<Record<never, never>, ProductOptionRow>((db, among) =>
  productOptionsQuery(db, among),
);
type ProductOptionRow = Pick<
  Selectable<ProductOptionsTable>,
  | "product_id"
  | "name"
  | "choices"
  | "is_required"
  | "choice_prices"
  | "sold_out_choices"
  | "min_choices"
  | "max_choices"
>;

/**
 * The options of `productIds` in their order, by product, with their prices per choice,
 * sold-out choices and how many values each takes. Values that are not what they should be
 * (bad data) read as absent.
 */
export async function readProductOptions(
  db: Db,
  productIds: readonly string[],
): Promise<Map<string, ProductOption[]>> {
  const byProduct = new Map<string, ProductOption[]>();
  if (productIds.length === 0) return byProduct;
  const { rows } = await productOptionsOf(db, productIds, {});
  for (const row of rows) {
    const option: ProductOption = {
      name: row.name,
      choices: isTextList(row.choices) ? row.choices : [],
      isRequired: row.is_required,
    };
    if (isRupiahRecord(row.choice_prices) && Object.keys(row.choice_prices).length > 0) {
      option.choicePrices = row.choice_prices;
    }
    if (isTextList(row.sold_out_choices) && row.sold_out_choices.length > 0) {
      option.soldOutChoices = row.sold_out_choices;
    }
    if (row.max_choices > 1) {
      option.maxChoices = row.max_choices;
      option.minChoices = row.min_choices;
    }
    byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), option]);
  }
  return byProduct;
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
  let pageVersion: number | undefined;
  if (username !== "") {
    const brand = await findOrderBrand(db, username);
    if (!brand) {
      // A suspended or closed shop's cart is refused with its notice (decision 077).
      await refuseGoneShop(db, username);
      return { products: [] };
    }
    brandId = brand.id;
    pageVersion = brand.pageVersion;
  }
  const { products } = await readCurrentProducts(db, brandId, ids, pageVersion);
  return { products: [...products.values()] };
}

/**
 * Every product the brand sells now, in its display order, as a cart line is priced from:
 * what a member picks from to record an order (decision 072).
 */
export async function listShopCartProducts(db: Db, brandId: string): Promise<CurrentCartProduct[]> {
  const rows = await db
    .selectFrom("products")
    .select("id")
    .where("brand_id", "=", brandId)
    .where("is_active", "=", true)
    .orderBy("display_order")
    .orderBy("created_at")
    .execute();
  const products: CurrentCartProduct[] = [];
  for (let start = 0; start < rows.length; start += MAX_CART_PRODUCT_IDS) {
    const ids = rows.slice(start, start + MAX_CART_PRODUCT_IDS).map((row) => row.id);
    const read = await readCurrentProducts(db, brandId, ids);
    for (const id of ids) {
      const product = read.products.get(id);
      if (product) products.push(product);
    }
  }
  return products;
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
 * order by name; so does a product sold out or with fewer units left than the cart holds,
 * a line whose choices are not the product's own, sold out, or too few or too many for an
 * option, and one sent with a unit price (base price plus what its values add) other than
 * the current one, or none (decisions 013, 022). The stock read here is checked again when
 * the order takes its units (order-store.ts). With the shop's pages' version, products kept
 * at that version are priced from memory (decision 085).
 */
export async function priceLines(
  db: Db,
  brandId: string,
  lines: CheckoutLine[],
  pageVersion?: number,
): Promise<PricedLine[]> {
  const { products, names, withQuota, leadTimes } = await readCurrentProducts(
    db,
    brandId,
    lines.map((line) => line.productId),
    pageVersion,
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
  const quantities = new Map<string, number>();
  for (const line of lines) {
    quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  }
  for (const line of lines) {
    const product = products.get(line.productId)!;
    if (isProductSoldOut(product)) refuse("VALIDATION", productSoldOutError(product.name));
    const problem = selectionProblem(line.customizations, product.options);
    if (problem?.kind === "sold-out") {
      refuse("VALIDATION", choiceSoldOutError(product.name, problem.choice));
    }
    if (problem) refuse("VALIDATION", choicesChangedError(product.name));
    const stock = product.stock ?? null;
    if (stock !== null && quantities.get(product.id)! > stock) {
      refuse("VALIDATION", stockShortError(product.name, stock));
    }
  }
  const unitPrice = (line: CheckoutLine) => {
    const product = products.get(line.productId)!;
    return unitPriceOf(product.price, product.options, line.customizations);
  };
  for (const line of lines) {
    // What the values add is bounded like a price, so this only refuses bad data.
    if (!isOrderablePrice(unitPrice(line))) {
      refuse("VALIDATION", productUnavailableError(products.get(line.productId)!.name));
    }
  }
  if (lines.some((line) => line.seenPrice === undefined)) {
    refuse("CONFLICT", PRICES_UNCONFIRMED_ERROR);
  }
  const changed = [
    ...new Set(
      lines.filter((line) => line.seenPrice !== unitPrice(line)).map((line) => line.productId),
    ),
  ];
  if (changed.length === 1) {
    const line = lines.find((item) => item.productId === changed[0])!;
    refuse("CONFLICT", priceChangedError(products.get(line.productId)!.name, unitPrice(line)));
  }
  if (changed.length > 1) refuse("CONFLICT", PRICES_CHANGED_ERROR);

  return lines.map((line) => {
    const product = products.get(line.productId)!;
    const price = unitPrice(line);
    return {
      productId: product.id,
      productName: product.name,
      quantity: line.quantity,
      unitPrice: price,
      totalPrice: lineTotal(price, line.quantity),
      stocked: product.stock !== null && product.stock !== undefined,
      hasDailyQuota: withQuota.has(product.id),
      notes: line.notes,
      // The product's option order first, then legacy sugar/ice.
      options: cartLineOptions({
        customizations: line.customizations,
        options: product.options,
        sugar: line.sugar,
        ice: line.ice,
      }),
      leadTimeHours: leadTimes.get(product.id) ?? null,
    };
  });
}
