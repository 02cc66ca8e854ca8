import crypto from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { sql } from "kysely";
import { createRequestHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as accountRoute from "#app/routes/admin/account";
import * as accountExportRoute from "#app/routes/admin/account-export";
import * as layoutRoute from "#app/routes/admin/layout";
import * as brandHomeRoute from "#app/routes/brand-home";
import { ACCOUNT_DATA_MESSAGES, DELETION_GRACE_DAYS } from "#domain/account-data";
import type { BrandOwner } from "#server/auth/guards";
import type { Db } from "#server/db/database";
import {
  createLink,
  createOrderRecord,
  createPriceList,
  createProduct,
  createSeller,
  createStore,
} from "#server/seed/factories";
import { eraseDeletedAccounts } from "#server/services/account-deletion";
import { accountExportChunks } from "#server/services/account-export";
import { findOrderBrand } from "#server/services/cart-products";
import { readPageVersion } from "#server/services/page-versions";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createDataRequester, createTestBuild, type DataResponse } from "./support/route-requests";
import { brandOwner } from "./support/sellers";

// A seller's own data (decision 080): her export holds every part of her account and her
// shop and nothing of another shop or any secret; deleting her account takes her password,
// closes her shop at once and shows the banner; undoing it opens the shop again; the
// erasure job removes every row of her shop, table by table, once the grace period ended
// and not before, while another shop keeps every row; the last platform admin stays.

const ADMIN_EMAIL = "pengelola@example.com";
const DAY_MS = 24 * 60 * 60 * 1000;

const ROUTES = [
  { id: "routes/admin/account", path: "admin/account", module: accountRoute },
  { id: "routes/admin/layout", path: "admin/banner", module: layoutRoute },
  { id: "brand-home", path: ":username", module: brandHomeRoute },
];

type FormAnswer = { result: SubmissionResult<string[]> };
type ExportDocument = {
  format: string;
  account: Record<string, unknown>;
  memberships: { shopUsername: string; role: string }[];
  shops: (Record<string, unknown> & {
    profile: { username: string };
    orders: { order_number: string; lines: { options: unknown[] }[]; histories: unknown[] }[];
    customers: { phone: string; products: unknown[] }[];
  })[];
};

/** Every table that holds a shop's rows, and how to find them by the shop's own ids. */
type ShopIds = {
  brandId: string;
  linkIds: string[];
  productIds: string[];
  storeIds: string[];
  orderIds: string[];
  lineIds: string[];
};

async function idsOf(db: Db, brandId: string): Promise<ShopIds> {
  const ids = async (table: "links" | "products" | "stores" | "orders") =>
    (await db.selectFrom(table).select("id").where("brand_id", "=", brandId).execute()).map(
      (row) => row.id,
    );
  const orderIds = await ids("orders");
  const lineIds =
    orderIds.length === 0
      ? []
      : (
          await db
            .selectFrom("order_products")
            .select("id")
            .where("order_id", "in", orderIds)
            .execute()
        ).map((row) => row.id);
  return {
    brandId,
    linkIds: await ids("links"),
    productIds: await ids("products"),
    storeIds: await ids("stores"),
    orderIds,
    lineIds,
  };
}

/** The rows of each table that belong to the shop, by table name. */
async function countsOf(db: Db, ids: ShopIds): Promise<Record<string, number>> {
  const count = async (table: string, column: string, values: string[]) => {
    if (values.length === 0) return 0;
    const row = await db
      .selectFrom(table as "orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(column as "id", "in", values)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const byBrand = [
    "brands:id",
    "links:brand_id",
    "brand_price_lists:brand_id",
    "products:brand_id",
    "product_categories:brand_id",
    "stores:brand_id",
    "orders:brand_id",
    "shop_daily_counts:brand_id",
    "special_days:brand_id",
    "personal_data_events:brand_id",
    "customers:brand_id",
    "customer_products:brand_id",
    "brand_members:brand_id",
    "brand_invitations:brand_id",
    "shop_reports:brand_id",
  ];
  const byParent: [string, string, keyof ShopIds][] = [
    ["link_view_histories", "link_id", "linkIds"],
    ["link_click_histories", "link_id", "linkIds"],
    ["link_daily_counts", "link_id", "linkIds"],
    ["product_images", "product_id", "productIds"],
    ["product_options", "product_id", "productIds"],
    ["product_view_histories", "product_id", "productIds"],
    ["product_click_histories", "product_id", "productIds"],
    ["product_daily_counts", "product_id", "productIds"],
    ["product_daily_quantities", "product_id", "productIds"],
    ["store_images", "store_id", "storeIds"],
    ["store_view_histories", "store_id", "storeIds"],
    ["store_click_histories", "store_id", "storeIds"],
    ["store_daily_counts", "store_id", "storeIds"],
    ["order_products", "order_id", "orderIds"],
    ["order_histories", "order_id", "orderIds"],
    ["order_payments", "order_id", "orderIds"],
    ["order_delivery_fees", "order_id", "orderIds"],
    ["order_product_options", "order_product_id", "lineIds"],
  ];
  const counts: Record<string, number> = {};
  for (const entry of byBrand) {
    const [table, column] = entry.split(":") as [string, string];
    counts[table] = await count(table, column, [ids.brandId]);
  }
  for (const [table, column, key] of byParent) {
    counts[table] = await count(table, column, ids[key] as string[]);
  }
  return counts;
}

/** A row in every table a shop has rows in. */
async function fillShop(db: Db, owner: BrandOwner, memberId: string): Promise<void> {
  const brandId = owner.brandId;
  const id = () => crypto.randomUUID();
  const at = new Date().toISOString();
  await db
    .insertInto("shop_domains")
    .values({ brand_id: brandId, hostname: `${owner.name}.example`, token: id(), created_at: at })
    .execute();
  const link = await createLink(db, brandId, { title: "Instagram", url: "https://example.com/ig" });
  await createPriceList(db, brandId, { imageUrl: "/media/brand/a.webp", title: "Menu" });
  const product = await createProduct(db, brandId, {
    name: `Kue ${owner.name}`,
    price: 20_000,
    category: "Kue",
    images: ["/media/product/kue.webp"],
    options: [{ name: "Ukuran", choices: ["Kecil", "Besar"] }],
  });
  const store = await createStore(db, brandId, {
    name: "Cabang Pasar",
    address: "Jl. Pasar 1",
    phone: "6281200000000",
    images: ["/media/brand/toko.webp"],
  });
  const order = await createOrderRecord(db, {
    brandId,
    customerName: "Budi",
    customerPhone: owner.name === "sari" ? "6281255550001" : "6281299990001",
    items: [
      {
        productId: product.id,
        productName: `Kue ${owner.name}`,
        quantity: 2,
        unitPrice: 20_000,
        options: [{ name: "Ukuran", value: "Besar" }],
      },
    ],
    histories: [{ status: "pesanan diterima" }],
  });
  const history = { user_agent: "uji", referrer: null, created_at: at };
  await db
    .insertInto("link_view_histories")
    .values({ id: id(), link_id: link.id, viewer_ip: "10.0.0.1", ...history })
    .execute();
  await db
    .insertInto("link_click_histories")
    .values({ id: id(), link_id: link.id, visitor_ip: "10.0.0.1", ...history })
    .execute();
  await db
    .insertInto("product_view_histories")
    .values({ id: id(), product_id: product.id, viewer_ip: "10.0.0.1", ...history })
    .execute();
  await db
    .insertInto("product_click_histories")
    .values({ id: id(), product_id: product.id, visitor_ip: "10.0.0.1", ...history })
    .execute();
  await db
    .insertInto("store_view_histories")
    .values({ id: id(), store_id: store.id, viewer_ip: "10.0.0.1", ...history })
    .execute();
  await db
    .insertInto("store_click_histories")
    .values({ id: id(), store_id: store.id, visitor_ip: "10.0.0.1", ...history })
    .execute();
  const day = "2026-11-20";
  await db.insertInto("link_daily_counts").values({ link_id: link.id, day, views: 3 }).execute();
  await db
    .insertInto("product_daily_counts")
    .values({ product_id: product.id, day, views: 3 })
    .execute();
  await db.insertInto("store_daily_counts").values({ store_id: store.id, day, views: 3 }).execute();
  await db
    .insertInto("product_daily_quantities")
    .values({ product_id: product.id, day, quantity: 2 })
    .execute();
  await db
    .insertInto("order_payments")
    .values({ id: id(), order_id: order.id, payment_status: "paid", amount_paid: 40_000 })
    .execute();
  await db
    .insertInto("order_delivery_fees")
    .values({ id: id(), order_id: order.id, delivery_fee: 5_000 })
    .execute();
  await db
    .insertInto("special_days")
    .values({
      id: id(),
      brand_id: brandId,
      start_date: "2026-12-25",
      end_date: "2026-12-25",
      kind: "closed",
      open_time: null,
      close_time: null,
      reason: "Libur Natal",
    })
    .execute();
  await db
    .insertInto("personal_data_events")
    .values({
      id: id(),
      brand_id: brandId,
      kind: "export-json",
      phone_last4: "0001",
      user_id: owner.id,
      user_name: owner.name,
    })
    .execute();
  await db
    .insertInto("brand_members")
    .values({ brand_id: brandId, user_id: memberId, role: "cashier" })
    .execute();
  await db
    .insertInto("brand_invitations")
    .values({
      id: id(),
      brand_id: brandId,
      email: `undangan-${owner.name}@example.com`,
      role: "admin",
      token_hash: `hash-rahasia-${owner.name}`,
      invited_by: owner.id,
      expires_at: new Date(Date.now() + DAY_MS).toISOString(),
    })
    .execute();
  await db
    .insertInto("shop_reports")
    .values({
      id: id(),
      brand_id: brandId,
      reason: "lainnya",
      details: "Uji laporan",
      contact: null,
    })
    .execute();
  await db
    .updateTable("brands")
    .set({
      bank_accounts: JSON.stringify([
        { bank: "BCA", number: "1234567890", holder: owner.name.toUpperCase() },
      ]),
      delivery_areas: JSON.stringify([{ name: "Dekat", fee: 5_000 }]),
    })
    .where("id", "=", brandId)
    .execute();
}

describe.each(testDatabaseKinds)("a seller's own data and her account's deletion on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let request: ReturnType<typeof createDataRequester>;
  let download: (path: string, cookie?: string) => Promise<Response>;
  let sari: BrandOwner;
  let tono: BrandOwner;
  let kasirId: string;
  const cookies: Record<string, string> = {};

  async function signIn(email: string, password = "rahasia123"): Promise<string> {
    const response = await t.auth.api.signInEmail({ body: { email, password }, asResponse: true });
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }

  const answerOf = (response: DataResponse) => response.value as FormAnswer;

  async function exported(cookie: string): Promise<{ response: Response; text: string }> {
    const response = await download("/admin/account/export", cookie);
    return { response, text: await response.text() };
  }

  async function bannerOf(cookie: string) {
    const response = await request.load("/admin/banner", { cookie });
    expect(response.status).toBe(200);
    return (
      response.value as Record<
        string,
        { data: { deletion: { eraseAfter: string; ownsShop: boolean } | null } }
      >
    )["routes/admin/layout"]!.data.deletion;
  }

  const shopStatus = async (username: string) => (await request.load(`/${username}`)).status;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t, { platformAdminEmails: ADMIN_EMAIL });
    request = createDataRequester(ROUTES, context);
    const handle = createRequestHandler(
      createTestBuild([
        {
          id: "routes/admin/account-export",
          parentId: "root",
          path: "admin/account/export",
          module: accountExportRoute,
        },
      ]),
      "production",
    );
    download = (path, cookie) =>
      handle(
        new Request(new URL(path, context.config.appUrl), {
          headers: cookie ? { Cookie: cookie } : {},
        }),
        context,
      );
    sari = await brandOwner(t, "sari");
    tono = await brandOwner(t, "tono");
    ({ userId: kasirId } = await createSeller(t.auth, {
      email: "kasir@example.com",
      password: "rahasia123",
      name: "Rina Kasir",
      emailVerified: true,
    }));
    await fillShop(t.db, sari, kasirId);
    await fillShop(t.db, tono, kasirId);
    cookies.sari = await signIn("sari@example.com");
    cookies.tono = await signIn("tono@example.com");
    cookies.kasir = await signIn("kasir@example.com");
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("exports every part of her account and her shop, nothing of another shop and no secret", async () => {
    const { response, text } = await exported(cookies.sari!);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="gerai-data-sari-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const document = JSON.parse(text) as ExportDocument;
    expect(document.format).toBe("gerai-data");
    expect(document.account).toMatchObject({
      name: "sari",
      email: "sari@example.com",
      emailVerified: true,
    });
    expect(typeof document.account.createdAt).toBe("string");
    expect(document.memberships).toEqual([
      expect.objectContaining({ shopUsername: "sari", role: "owner" }),
    ]);
    expect(document.shops).toHaveLength(1);
    const shop = document.shops[0]!;
    expect(Object.keys(shop).sort()).toEqual(
      [
        "categories",
        "customers",
        "delivery",
        "domain",
        "invitations",
        "links",
        "members",
        "orders",
        "payments",
        "personalDataEvents",
        "priceLists",
        "products",
        "profile",
        "specialDays",
        "stores",
      ].sort(),
    );
    for (const part of [
      "categories",
      "customers",
      "invitations",
      "links",
      "members",
      "orders",
      "priceLists",
      "products",
      "specialDays",
      "stores",
    ]) {
      expect((shop[part] as unknown[]).length, part).toBeGreaterThan(0);
    }
    expect(shop.profile.username).toBe("sari");
    expect(shop.domain).toMatchObject({ hostname: "sari.example", verified_at: null });
    expect(JSON.stringify(shop.domain)).not.toContain("token");
    expect(shop.payments).toMatchObject({
      bank_accounts: [{ bank: "BCA", number: "1234567890", holder: "SARI" }],
    });
    expect(shop.delivery).toMatchObject({ delivery_areas: [{ name: "Dekat", fee: 5_000 }] });
    expect(shop.products).toEqual([
      expect.objectContaining({
        name: "Kue sari",
        category: "Kue",
        images: [expect.objectContaining({ url: "/media/product/kue.webp" })],
        options: [expect.objectContaining({ name: "Ukuran", choices: ["Kecil", "Besar"] })],
      }),
    ]);
    const [order] = shop.orders;
    expect(order!.lines[0]!.options).toHaveLength(1);
    expect(order!.histories).toHaveLength(1);
    expect(order).toMatchObject({
      payments: [expect.anything()],
      deliveryFees: [expect.anything()],
    });
    expect(shop.customers).toEqual([
      expect.objectContaining({ phone: "6281255550001", products: [expect.anything()] }),
    ]);

    // Another shop's data is absent.
    expect(text).not.toContain("tono");
    expect(text).not.toContain("6281299990001");
    // No secret: no password hash, session token or invitation token hash.
    const hashes = await t.db
      .selectFrom("account" as "user")
      .select(sql`password`.as("password"))
      .execute();
    for (const { password } of hashes as unknown as { password: string | null }[]) {
      if (password) expect(text).not.toContain(password);
    }
    const sessions = (await t.db
      .selectFrom("session" as "user")
      .select(sql`token`.as("token"))
      .execute()) as unknown as { token: string }[];
    expect(sessions.length).toBeGreaterThan(0);
    for (const { token } of sessions) expect(text).not.toContain(token);
    expect(text).not.toContain("hash-rahasia");
    expect(text).not.toMatch(/"(password|token|token_hash|secret)"/);
  });

  it("exports a member who owns no shop: her account and her memberships, no shop", async () => {
    const { response, text } = await exported(cookies.kasir!);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toMatch(/filename="gerai-data-user-/);
    const document = JSON.parse(text) as ExportDocument;
    expect(document.account).toMatchObject({ email: "kasir@example.com" });
    expect(document.memberships.map((m) => `${m.shopUsername}:${m.role}`).sort()).toEqual([
      "sari:cashier",
      "tono:cashier",
    ]);
    expect(document.shops).toEqual([]);
  });

  it("refuses the export to nobody signed in", async () => {
    const response = await download("/admin/account/export");
    expect(response.status).toBe(403);
  });

  it("writes a shop's orders a page at a time into one valid document", async () => {
    let chunks = 0;
    let text = "";
    for await (const chunk of accountExportChunks(context, sari.id, new Date(), 1)) {
      chunks += 1;
      text += chunk;
    }
    const document = JSON.parse(text) as ExportDocument;
    expect(document.shops[0]!.orders).toHaveLength(1);
    expect(chunks).toBeGreaterThan(10);
  });

  it("refuses a wrong password in Indonesian and changes nothing", async () => {
    const versionBefore = await readPageVersion(t.db, "sari");
    const answer = await request.post(
      "/admin/account",
      { intent: "delete", password: "salah-sekali" },
      { cookie: cookies.sari },
    );
    expect(answer.status).toBe(400);
    expect(answerOf(answer).result.error?.password).toEqual([ACCOUNT_DATA_MESSAGES.wrongPassword]);
    expect(await t.db.selectFrom("account_deletions").selectAll().execute()).toEqual([]);
    const brand = await t.db
      .selectFrom("brands")
      .select("closed_at")
      .where("id", "=", sari.brandId)
      .executeTakeFirstOrThrow();
    expect(brand.closed_at).toBeNull();
    expect(await readPageVersion(t.db, "sari")).toBe(versionBefore);
    expect(await shopStatus("sari")).toBe(200);
  });

  it("closes her shop at once on deletion, shows the banner, and opens it again on undo", async () => {
    expect(await shopStatus("sari")).toBe(200);
    const versionBefore = await readPageVersion(t.db, "sari");
    const before = Date.now();
    const answer = await request.post(
      "/admin/account",
      { intent: "delete", password: "rahasia123" },
      { cookie: cookies.sari },
    );
    expect(answer.status).toBe(200);
    expect(answerOf(answer).result.status).not.toBe("error");

    const row = await t.db
      .selectFrom("account_deletions")
      .selectAll()
      .where("user_id", "=", sari.id)
      .executeTakeFirstOrThrow();
    const grace = new Date(row.erase_after).getTime() - new Date(row.requested_at).getTime();
    expect(grace).toBe(DELETION_GRACE_DAYS * DAY_MS);
    expect(new Date(row.requested_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Offline at once: the kept pages are out of date, the public page is no longer served.
    expect(await readPageVersion(t.db, "sari")).not.toBe(versionBefore);
    expect(await shopStatus("sari")).not.toBe(200);
    expect(await shopStatus("tono")).toBe(200);
    // An order to it finds no shop to take it.
    expect(await findOrderBrand(t.db, "sari")).toBeUndefined();
    expect(await findOrderBrand(t.db, "tono")).toBeDefined();
    // She stays signed in, and every admin page tells her when.
    expect(await bannerOf(cookies.sari!)).toEqual({
      requestedAt: row.requested_at,
      eraseAfter: row.erase_after,
      ownsShop: true,
    });
    expect(await bannerOf(cookies.tono!)).toBeNull();

    // Asking twice is refused and changes nothing.
    const again = await request.post(
      "/admin/account",
      { intent: "delete", password: "rahasia123" },
      { cookie: cookies.sari },
    );
    expect(again.status).toBe(409);

    const undo = await request.post(
      "/admin/account",
      { intent: "cancel" },
      { cookie: cookies.sari },
    );
    expect(undo.status).toBe(200);
    expect(await t.db.selectFrom("account_deletions").selectAll().execute()).toEqual([]);
    expect(await bannerOf(cookies.sari!)).toBeNull();
    expect(await shopStatus("sari")).toBe(200);
    expect(await findOrderBrand(t.db, "sari")).toBeDefined();

    // Nothing left to undo.
    const nothing = await request.post(
      "/admin/account",
      { intent: "cancel" },
      { cookie: cookies.sari },
    );
    expect(nothing.status).toBe(404);
  });

  it("erases every row of her shop after the grace period, and nothing before it, while another shop keeps all", async () => {
    const sariIds = await idsOf(t.db, sari.brandId);
    const tonoIds = await idsOf(t.db, tono.brandId);
    const sariBefore = await countsOf(t.db, sariIds);
    const tonoBefore = await countsOf(t.db, tonoIds);
    // Every table has a row to erase: the test proves each one goes.
    expect(Object.entries(sariBefore).filter(([, n]) => n === 0)).toEqual([]);

    const answer = await request.post(
      "/admin/account",
      { intent: "delete", password: "rahasia123" },
      { cookie: cookies.sari },
    );
    expect(answer.status).toBe(200);
    const { erase_after: eraseAfter } = await t.db
      .selectFrom("account_deletions")
      .select("erase_after")
      .where("user_id", "=", sari.id)
      .executeTakeFirstOrThrow();
    const due = new Date(eraseAfter);

    // Before the grace period ends: nothing is erased.
    expect(await eraseDeletedAccounts(t.db, new Date(due.getTime() - 60_000))).toBe(0);
    expect(await countsOf(t.db, sariIds)).toEqual(sariBefore);

    // Two runs at once, as two instances would: the account is erased once.
    const runs = await Promise.all([
      eraseDeletedAccounts(t.db, new Date(due.getTime() + 60_000)),
      eraseDeletedAccounts(t.db, new Date(due.getTime() + 60_000)),
    ]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(1);
    const sariAfter = await countsOf(t.db, sariIds);
    expect(sariAfter).toEqual(Object.fromEntries(Object.keys(sariBefore).map((k) => [k, 0])));
    expect(await countsOf(t.db, tonoIds)).toEqual(tonoBefore);

    // Her account, its sign-in and its sessions are gone; the deletion row too.
    expect(await t.db.selectFrom("user").select("id").where("id", "=", sari.id).execute()).toEqual(
      [],
    );
    for (const table of ["session", "account"]) {
      const rows =
        await sql`select 1 from ${sql.table(table)} where ${sql.ref("userId")} = ${sari.id}`.execute(
          t.db,
        );
      expect(rows.rows, table).toEqual([]);
    }
    expect(await t.db.selectFrom("account_deletions").selectAll().execute()).toEqual([]);
    // Her shop's public page is gone; the platform's own figures no longer know her orders.
    expect(await shopStatus("sari")).not.toBe(200);
    const platformOrders = await t.db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(platformOrders.n)).toBe(tonoBefore.orders);
    // Run again: nothing left to do.
    expect(await eraseDeletedAccounts(t.db, new Date(due.getTime() + 120_000))).toBe(0);
  });

  it("erases a member who owns no shop with her memberships only; nothing goes offline", async () => {
    const versionBefore = await readPageVersion(t.db, "tono");
    const answer = await request.post(
      "/admin/account",
      { intent: "delete", password: "rahasia123" },
      { cookie: cookies.kasir },
    );
    expect(answer.status).toBe(200);
    expect(await bannerOf(cookies.kasir!)).toMatchObject({ ownsShop: false });
    expect(await shopStatus("tono")).toBe(200);
    expect(await readPageVersion(t.db, "tono")).toBe(versionBefore);
    const tonoCounts = await countsOf(t.db, await idsOf(t.db, tono.brandId));

    await eraseDeletedAccounts(t.db, new Date(Date.now() + (DELETION_GRACE_DAYS + 1) * DAY_MS));
    expect(
      await t.db
        .selectFrom("brand_members")
        .select("role")
        .where("user_id", "=", kasirId)
        .execute(),
    ).toEqual([]);
    expect(await t.db.selectFrom("user").select("id").where("id", "=", kasirId).execute()).toEqual(
      [],
    );
    const after = await countsOf(t.db, await idsOf(t.db, tono.brandId));
    expect(after).toEqual({ ...tonoCounts, brand_members: tonoCounts.brand_members! - 1 });
    expect(await shopStatus("tono")).toBe(200);
  });

  it("refuses to delete the last platform admin, and lets one go while another remains", async () => {
    await createSeller(t.auth, {
      email: ADMIN_EMAIL,
      password: "rahasia123",
      name: "Pengelola",
      emailVerified: true,
    });
    const admin = await signIn(ADMIN_EMAIL);
    const refused = await request.post(
      "/admin/account",
      { intent: "delete", password: "rahasia123" },
      { cookie: admin },
    );
    expect(refused.status).toBe(403);
    expect(answerOf(refused).result.error?.[""]).toEqual([ACCOUNT_DATA_MESSAGES.lastPlatformAdmin]);
    expect(await t.db.selectFrom("account_deletions").selectAll().execute()).toEqual([]);

    // A second platform admin (verified) makes the first one deletable.
    const second = `kedua-${ADMIN_EMAIL}`;
    const secondContext = createTestContext(t, {
      platformAdminEmails: `${ADMIN_EMAIL},${second}`,
    });
    await createSeller(t.auth, {
      email: second,
      password: "rahasia123",
      name: "Pengelola Kedua",
      emailVerified: true,
    });
    const secondRequest = createDataRequester(ROUTES, secondContext);
    const allowed = await secondRequest.post(
      "/admin/account",
      { intent: "delete", password: "rahasia123" },
      { cookie: admin },
    );
    expect(allowed.status).toBe(200);
    // The second is now the last: refused.
    const last = await secondRequest.post(
      "/admin/account",
      { intent: "delete", password: "rahasia123" },
      { cookie: await signIn(second) },
    );
    expect(last.status).toBe(403);
  });
});
