import { accountExportFileName } from "#domain/account-data";
import { calendarDayIn, DEFAULT_TIME_ZONE } from "#domain/shop-time";
import type { SessionUser } from "../auth/guards";
import type { AppContext } from "../context";
import type { Db } from "../db/database";
import { streamOf } from "./order-export";

// 'Unduh Data Saya' (decision 080): everything held about the account and the shops it owns,
// as one JSON document written as it is read. Orders and customers, the only parts that grow
// without bound, are read a page at a time and written before the next page is read, so a
// shop of 50,000 orders costs a page of memory, not the whole shop.

/** Orders (with their lines, options and histories) read and written at a time. */
export const ACCOUNT_EXPORT_PAGE_SIZE = 500;

/** The first line of the document: what it is and which version of its shape. */
const FORMAT = "gerai-data";
const VERSION = 1;

type ExportContext = Pick<AppContext, "db" | "auth">;

export type AccountExportFile = { fileName: string; body: ReadableStream<Uint8Array> };

/** The account's file: its name and a stream that reads the database as it is consumed. */
export async function exportOwnAccount(
  context: ExportContext,
  user: Pick<SessionUser, "id">,
  now: Date = new Date(),
  pageSize = ACCOUNT_EXPORT_PAGE_SIZE,
): Promise<AccountExportFile> {
  const firstShop = await context.db
    .selectFrom("brands")
    .select("username")
    .where("user_id", "=", user.id)
    .orderBy("created_at")
    .executeTakeFirst();
  return {
    fileName: accountExportFileName(
      firstShop?.username ?? null,
      calendarDayIn(now, DEFAULT_TIME_ZONE),
    ),
    body: streamOf(accountExportChunks(context, user.id, now, pageSize)),
  };
}

const json = (value: unknown) => JSON.stringify(value);

/** The document's text, a part at a time. */
export async function* accountExportChunks(
  context: ExportContext,
  userId: string,
  now: Date = new Date(),
  pageSize = ACCOUNT_EXPORT_PAGE_SIZE,
): AsyncGenerator<string> {
  const { db } = context;
  const authContext = await context.auth.$context;
  const account = await authContext.internalAdapter.findUserById(userId);
  if (!account) throw new Error("account not found");
  // Only what the person gave and what happened to her account: never a password hash, a
  // session token or a provider's secret.
  yield `{"format":${json(FORMAT)},"version":${VERSION},"exportedAt":${json(now.toISOString())},`;
  yield `"account":${json({
    id: account.id,
    name: account.name,
    email: account.email,
    emailVerified: account.emailVerified,
    createdAt: toIso(account.createdAt),
    updatedAt: toIso(account.updatedAt),
  })},`;

  const memberships = await db
    .selectFrom("brand_members")
    .innerJoin("brands", "brands.id", "brand_members.brand_id")
    .select([
      "brand_members.brand_id",
      "brands.name",
      "brands.username",
      "brand_members.role",
      "brand_members.created_at",
      "brand_members.last_active_at",
    ])
    .where("brand_members.user_id", "=", userId)
    .orderBy("brand_members.created_at")
    .execute();
  yield `"memberships":${json(
    memberships.map((row) => ({
      shopId: row.brand_id,
      shopName: row.name,
      shopUsername: row.username,
      role: row.role,
      joinedAt: row.created_at,
      lastActiveAt: row.last_active_at,
    })),
  )},`;

  const deletion = await db
    .selectFrom("account_deletions")
    .select(["requested_at", "erase_after"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  yield `"deletion":${json(deletion ? { requestedAt: deletion.requested_at, eraseAfter: deletion.erase_after } : null)},`;

  const shops = await db
    .selectFrom("brands")
    .select("id")
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
  yield `"shops":[`;
  for (const [index, shop] of shops.entries()) {
    if (index > 0) yield ",";
    yield* shopChunks(db, shop.id, pageSize);
  }
  yield "]}";
}

/** A JSON column as its value: some are read back as their text on SQLite. */
function parsedJson(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function toIso(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  return typeof value === "string" ? value : null;
}

/** One shop: its settings and catalogue whole, then its orders and customers page by page. */
async function* shopChunks(db: Db, brandId: string, pageSize: number): AsyncGenerator<string> {
  const brand = await db
    .selectFrom("brands")
    .selectAll()
    .where("id", "=", brandId)
    .executeTakeFirstOrThrow();
  const {
    bank_accounts,
    qris_payload,
    is_cash_enabled,
    is_transfer_enabled,
    is_qris_enabled,
    is_unique_code_enabled,
    payment_information,
    payment_information_send_at_status,
    delivery_areas,
    delivery_elsewhere,
    is_delivery_by_store_enabled,
    delivery_cost_information,
    page_version: _pageVersion,
    ...profile
  } = brand;
  yield `{"profile":${json({ ...profile, operational_hours: parsedJson(profile.operational_hours) })},`;
  yield `"payments":${json({
    is_cash_enabled,
    is_transfer_enabled,
    is_qris_enabled,
    is_unique_code_enabled,
    bank_accounts: parsedJson(bank_accounts),
    qris_payload,
    payment_information,
    payment_information_send_at_status,
  })},`;
  yield `"delivery":${json({
    is_delivery_by_store_enabled,
    delivery_cost_information,
    delivery_areas: parsedJson(delivery_areas),
    delivery_elsewhere,
  })},`;

  const [links, priceLists, categories, specialDays, domain] = await Promise.all([
    db
      .selectFrom("links")
      .selectAll()
      .where("brand_id", "=", brandId)
      .orderBy("display_order")
      .execute(),
    db
      .selectFrom("brand_price_lists")
      .selectAll()
      .where("brand_id", "=", brandId)
      .orderBy("display_order")
      .execute(),
    db
      .selectFrom("product_categories")
      .selectAll()
      .where("brand_id", "=", brandId)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("special_days")
      .selectAll()
      .where("brand_id", "=", brandId)
      .orderBy("start_date")
      .execute(),
    // The shop's own domain (decision 081); its token is only a check's, not her data.
    db
      .selectFrom("shop_domains")
      .select(["hostname", "created_at", "verified_at", "last_checked_at", "last_error"])
      .where("brand_id", "=", brandId)
      .executeTakeFirst(),
  ]);
  yield `"domain":${json(domain ?? null)},`;
  yield `"links":${json(links)},"priceLists":${json(priceLists)},`;
  yield `"categories":${json(categories)},"specialDays":${json(specialDays)},`;

  yield* productChunks(db, brandId, categories);
  yield* storeChunks(db, brandId);

  const [members, invitations] = await Promise.all([
    db
      .selectFrom("brand_members")
      .innerJoin("user", "user.id", "brand_members.user_id")
      .select([
        "brand_members.user_id",
        "user.name",
        "user.email",
        "brand_members.role",
        "brand_members.created_at",
        "brand_members.last_active_at",
      ])
      .where("brand_members.brand_id", "=", brandId)
      .orderBy("brand_members.created_at")
      .execute(),
    // The invitation's token is a secret of its link: only its hash is stored, and neither
    // is written here.
    db
      .selectFrom("brand_invitations")
      .select(["id", "email", "role", "invited_by", "created_at", "expires_at", "accepted_at"])
      .where("brand_id", "=", brandId)
      .orderBy("created_at")
      .execute(),
  ]);
  yield `"members":${json(members)},"invitations":${json(invitations)},`;

  yield `"orders":[`;
  let isFirst = true;
  for await (const page of orderPages(db, brandId, pageSize)) {
    const text = page.map(json).join(",");
    yield isFirst ? text : `,${text}`;
    isFirst = false;
  }
  yield `],"customers":[`;
  isFirst = true;
  for await (const page of customerPages(db, brandId, pageSize)) {
    const text = page.map(json).join(",");
    yield isFirst ? text : `,${text}`;
    isFirst = false;
  }
  const events = await db
    .selectFrom("personal_data_events")
    .selectAll()
    .where("brand_id", "=", brandId)
    .orderBy("created_at")
    .execute();
  yield `],"personalDataEvents":${json(events)}}`;
}

/** The catalogue: each product with its options, its pictures and its category's name. */
async function* productChunks(
  db: Db,
  brandId: string,
  categories: readonly { id: string; name: string }[],
): AsyncGenerator<string> {
  const products = await db
    .selectFrom("products")
    .selectAll()
    .where("brand_id", "=", brandId)
    .orderBy("display_order")
    .orderBy("id")
    .execute();
  const ids = products.map((product) => product.id);
  const [options, images] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectFrom("product_options")
            .selectAll()
            .where("product_id", "in", ids)
            .orderBy("display_order")
            .execute(),
          db
            .selectFrom("product_images")
            .selectAll()
            .where("product_id", "in", ids)
            .orderBy("display_order")
            .execute(),
        ]);
  const optionsOf = groupBy(options, (option) => option.product_id);
  const imagesOf = groupBy(images, (image) => image.product_id);
  const categoryName = new Map(categories.map((category) => [category.id, category.name]));
  yield `"products":${json(
    products.map((product) => ({
      ...product,
      category: product.category_id ? (categoryName.get(product.category_id) ?? null) : null,
      options: optionsOf.get(product.id) ?? [],
      images: (imagesOf.get(product.id) ?? []).map((image) => ({
        url: image.image_url,
        displayOrder: image.display_order,
        isPrimary: image.is_primary,
      })),
    })),
  )},`;
}

async function* storeChunks(db: Db, brandId: string): AsyncGenerator<string> {
  const stores = await db
    .selectFrom("stores")
    .selectAll()
    .where("brand_id", "=", brandId)
    .orderBy("created_at")
    .execute();
  const ids = stores.map((store) => store.id);
  const images =
    ids.length === 0
      ? []
      : await db
          .selectFrom("store_images")
          .selectAll()
          .where("store_id", "in", ids)
          .orderBy("display_order")
          .execute();
  const imagesOf = groupBy(images, (image) => image.store_id);
  yield `"stores":${json(stores.map((store) => ({ ...store, images: imagesOf.get(store.id) ?? [] })))},`;
}

/** The shop's orders, oldest first, a page at a time, each with everything under it. */
async function* orderPages(
  db: Db,
  brandId: string,
  pageSize: number,
): AsyncGenerator<Record<string, unknown>[]> {
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const cursor: { createdAt: string; id: string } | null = after;
    const orders = await db
      .selectFrom("orders")
      .selectAll()
      .where("brand_id", "=", brandId)
      .$if(cursor !== null, (query) =>
        query.where((eb) =>
          eb.or([
            eb("created_at", ">", cursor!.createdAt),
            eb.and([eb("created_at", "=", cursor!.createdAt), eb("id", ">", cursor!.id)]),
          ]),
        ),
      )
      .orderBy("created_at")
      .orderBy("id")
      .limit(pageSize)
      .execute();
    if (orders.length === 0) return;
    const ids = orders.map((order) => order.id);
    const [lines, options, histories, payments, fees] = await Promise.all([
      db
        .selectFrom("order_products")
        .selectAll()
        .where("order_id", "in", ids)
        .orderBy("display_order")
        .orderBy("id")
        .execute(),
      db
        .selectFrom("order_product_options")
        .innerJoin("order_products", "order_products.id", "order_product_options.order_product_id")
        .selectAll("order_product_options")
        .where("order_products.order_id", "in", ids)
        .orderBy("order_product_options.id")
        .execute(),
      db
        .selectFrom("order_histories")
        .selectAll()
        .where("order_id", "in", ids)
        .orderBy("created_at")
        .orderBy("id")
        .execute(),
      db
        .selectFrom("order_payments")
        .selectAll()
        .where("order_id", "in", ids)
        .orderBy("created_at")
        .orderBy("id")
        .execute(),
      db
        .selectFrom("order_delivery_fees")
        .selectAll()
        .where("order_id", "in", ids)
        .orderBy("created_at")
        .orderBy("id")
        .execute(),
    ]);
    const optionsOf = groupBy(options, (option) => option.order_product_id);
    const linesOf = groupBy(lines, (line) => line.order_id);
    const historiesOf = groupBy(histories, (row) => row.order_id);
    const paymentsOf = groupBy(payments, (row) => row.order_id);
    const feesOf = groupBy(fees, (row) => row.order_id);
    // The checkout's idempotency key is the customer's browser's, not the seller's data.
    yield orders.map(({ checkout_key: _key, checkout_fingerprint: _fingerprint, ...order }) => ({
      ...order,
      lines: (linesOf.get(order.id) ?? []).map((line) => ({
        ...line,
        options: optionsOf.get(line.id) ?? [],
      })),
      histories: historiesOf.get(order.id) ?? [],
      payments: paymentsOf.get(order.id) ?? [],
      deliveryFees: feesOf.get(order.id) ?? [],
    }));
    if (orders.length < pageSize) return;
    const last: { created_at: string; id: string } = orders[orders.length - 1]!;
    after = { createdAt: last.created_at, id: last.id };
  }
}

/** The shop's customers by number, a page at a time, each with the products she took. */
async function* customerPages(
  db: Db,
  brandId: string,
  pageSize: number,
): AsyncGenerator<Record<string, unknown>[]> {
  let after: string | null = null;
  for (;;) {
    const cursor: string | null = after;
    const customers = await db
      .selectFrom("customers")
      .selectAll()
      .where("brand_id", "=", brandId)
      .$if(cursor !== null, (query) => query.where("phone", ">", cursor!))
      .orderBy("phone")
      .limit(pageSize)
      .execute();
    if (customers.length === 0) return;
    const products = await db
      .selectFrom("customer_products")
      .select(["phone", "product_name", "units"])
      .where("brand_id", "=", brandId)
      .where(
        "phone",
        "in",
        customers.map((customer) => customer.phone),
      )
      .orderBy("phone")
      .orderBy("product_name")
      .execute();
    const productsOf = groupBy(products, (row) => row.phone);
    yield customers.map((customer) => ({
      ...customer,
      products: (productsOf.get(customer.phone) ?? []).map(({ product_name, units }) => ({
        productName: product_name,
        units,
      })),
    }));
    if (customers.length < pageSize) return;
    const last: { phone: string } = customers[customers.length - 1]!;
    after = last.phone;
  }
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
