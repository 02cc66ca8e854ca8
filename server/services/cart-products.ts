import {
  cartLineOptions,
  hasOfferedChoices,
  type CartLineOption,
  type CurrentCartProduct,
} from "#domain/cart";
import type { CheckoutLine } from "#domain/checkout";
import {
  CHECKOUT_LIMITS,
  choicesChangedError,
  PRICES_CHANGED_ERROR,
  PRICES_UNCONFIRMED_ERROR,
  priceChangedError,
  productUnavailableError,
} from "#domain/checkout-messages";
import type { CurrentCartProducts } from "#domain/checkout-request";
import { resolveTimeZone } from "#domain/delivery";
import { isSingleLineText } from "#domain/form-text";
import { lineTotal } from "#domain/rupiah";
import type { Db } from "../db/database";
import { AppError } from "../errors";
import { isPublicBrand } from "./brand-scope";

// A cart against what the shop sells now (spec §3 cart lines, decision 013): the shop
// that takes the order, its current products, and each line priced from them.

export type OrderBrand = {
  id: string;
  name: string;
  username: string;
  phoneNumber: string | null;
  customerServiceWhatsapp: string | null;
  isDeliveryByStoreEnabled: boolean;
  timeZone: string;
};

export async function findOrderBrand(db: Db, username: string): Promise<OrderBrand | undefined> {
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

export type PricedLine = {
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
export async function priceLines(
  db: Db,
  brandId: string,
  lines: CheckoutLine[],
): Promise<PricedLine[]> {
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
