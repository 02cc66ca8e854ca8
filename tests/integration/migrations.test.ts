import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensurePlatformSettings, getPlatformSettings } from "#server/services/platform-settings";
import { createBrand, createProduct, createSeller } from "#server/seed/factories";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createUnmigratedDatabase } from "./support/unmigrated-database";

describe.each(testDatabaseKinds)("database schema on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("creates every entity of the specification", async () => {
    const tables = (await t.db.introspection.getTables()).map((table) => table.name);
    for (const name of [
      "platform_settings",
      "brands",
      "links",
      "link_click_histories",
      "link_view_histories",
      "brand_price_lists",
      "products",
      "product_images",
      "product_options",
      "product_view_histories",
      "product_click_histories",
      "stores",
      "store_images",
      "store_view_histories",
      "store_click_histories",
      "orders",
      "order_products",
      "order_product_options",
      "order_histories",
      "user",
      "session",
    ]) {
      expect(tables).toContain(name);
    }
  });

  it("running the migrations again changes nothing", async () => {
    const { migrateDatabase } = await import("#server/db/migrate");
    await expect(migrateDatabase(t, t.auth)).resolves.toBeUndefined();
  });

  it("creates the platform settings row once, with a default support phone", async () => {
    await ensurePlatformSettings(t.db);
    await t.db.updateTable("platform_settings").set({ site_title: "Pasar Kita" }).execute();
    await ensurePlatformSettings(t.db);
    const settings = await getPlatformSettings(t.db);
    expect(settings.siteTitle).toBe("Pasar Kita");
    expect(settings.customerSupportPhone).toMatch(/^62\d{8,13}$/);
    const { count } = await t.db
      .selectFrom("platform_settings")
      .select(sql<number>`count(*)`.as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
  });

  it("reads booleans, JSON and timestamps back in one shape on both databases", async () => {
    const { userId } = await createSeller(t.auth, {
      email: `shape-${kind}@example.com`,
      password: "rahasia123",
      name: "Penjual",
    });
    const brand = await createBrand(t.db, {
      userId,
      name: "Toko Bentuk",
      username: `bentuk-${kind}`,
    });
    const product = await createProduct(t.db, brand.id, {
      name: "Kopi",
      price: 15000,
      options: [{ name: "Ukuran", choices: ["Kecil", "Besar"], isRequired: true }],
      isActive: false,
    });
    const row = await t.db
      .selectFrom("products")
      .selectAll()
      .where("id", "=", product.id)
      .executeTakeFirstOrThrow();
    expect(row.is_active).toBe(false);
    expect(row.price).toBe(15000);
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const option = await t.db
      .selectFrom("product_options")
      .selectAll()
      .where("product_id", "=", product.id)
      .executeTakeFirstOrThrow();
    expect(option.choices).toEqual(["Kecil", "Besar"]);
    expect(option.is_required).toBe(true);
    const active = await t.db
      .selectFrom("products")
      .select("id")
      .where("brand_id", "=", brand.id)
      .where("is_active", "=", true)
      .execute();
    expect(active).toEqual([]);
  });

  it("refuses a second brand with the same username and a second brand for one user", async () => {
    const a = await createSeller(t.auth, {
      email: `a-${kind}@example.com`,
      password: "rahasia123",
      name: "A",
    });
    const b = await createSeller(t.auth, {
      email: `b-${kind}@example.com`,
      password: "rahasia123",
      name: "B",
    });
    await createBrand(t.db, { userId: a.userId, name: "Satu", username: "sama" });
    await expect(
      createBrand(t.db, { userId: b.userId, name: "Dua", username: "sama" }),
    ).rejects.toThrow();
    await expect(
      createBrand(t.db, { userId: a.userId, name: "Tiga", username: "lain" }),
    ).rejects.toThrow();
  });

  it("refuses a duplicate order number within a brand but allows it in another brand", async () => {
    const a = await createSeller(t.auth, {
      email: `oa-${kind}@example.com`,
      password: "rahasia123",
      name: "A",
    });
    const b = await createSeller(t.auth, {
      email: `ob-${kind}@example.com`,
      password: "rahasia123",
      name: "B",
    });
    const brandA = await createBrand(t.db, { userId: a.userId, name: "A", username: `oa-${kind}` });
    const brandB = await createBrand(t.db, { userId: b.userId, name: "B", username: `ob-${kind}` });
    const order = (brandId: string, id: string) => ({
      id,
      brand_id: brandId,
      order_number: "ORD12345678",
      status: "menunggu_diterima",
      customer_name: "Budi",
      customer_phone: "6281234567890",
      delivery_method: "Diambil Sendiri",
      delivery_time_option: "Hari ini 10:00",
      total: 10000,
    });
    await t.db.insertInto("orders").values(order(brandA.id, "o1")).execute();
    await expect(
      t.db.insertInto("orders").values(order(brandA.id, "o2")).execute(),
    ).rejects.toThrow();
    await expect(
      t.db.insertInto("orders").values(order(brandB.id, "o3")).execute(),
    ).resolves.toBeDefined();
  });

  it("keeps money in 64 bits and binds checkout keys to their content", async () => {
    const columns =
      kind === "sqlite"
        ? (
            await sql<{ table: string; name: string; type: string }>`
              select m.name as "table", p.name as name, lower(p.type) as type
              from sqlite_master m join pragma_table_info(m.name) p
              where m.type = 'table'`.execute(t.db)
          ).rows
        : (
            await sql<{ table: string; name: string; type: string }>`
              select table_name as "table", column_name as name, data_type as type
              from information_schema.columns where table_schema = 'public'`.execute(t.db)
          ).rows;
    const typeOf = (table: string, name: string) =>
      columns.find((column) => column.table === table && column.name === name)?.type;
    const money = kind === "sqlite" ? "integer" : "bigint";
    expect(typeOf("products", "price")).toBe(money);
    expect(typeOf("orders", "total")).toBe(money);
    expect(typeOf("order_products", "unit_price")).toBe(money);
    expect(typeOf("order_products", "total_price")).toBe(money);
    expect(typeOf("orders", "checkout_fingerprint")).toBe("text");
  });

  it("indexes every lookup the product makes", async () => {
    const indexes =
      kind === "sqlite"
        ? (
            await sql<{
              name: string;
            }>`select name from sqlite_master where type = 'index'`.execute(t.db)
          ).rows
        : (
            await sql<{
              name: string;
            }>`select indexname as name from pg_indexes where schemaname = 'public'`.execute(t.db)
          ).rows;
    const names = indexes.map((index) => index.name);
    for (const name of [
      "products_brand_active_created_idx",
      "orders_brand_status_created_idx",
      "orders_brand_in_flight_idx",
      "brands_name_idx",
      "links_brand_created_idx",
      "links_brand_order_idx",
      "stores_brand_created_idx",
      "order_histories_order_idx",
      "product_view_histories_parent_idx",
      "link_click_histories_parent_idx",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("has daily roll-ups of view and click history, and finds old history by its time", async () => {
    const tables = await t.db.introspection.getTables();
    for (const [name, parentKey] of [
      ["link_daily_counts", "link_id"],
      ["product_daily_counts", "product_id"],
      ["store_daily_counts", "store_id"],
    ]) {
      const table = tables.find((candidate) => candidate.name === name);
      expect(table?.columns.map((column) => column.name).sort()).toEqual(
        [parentKey, "clicks", "day", "views"].sort(),
      );
    }
    const indexes =
      kind === "sqlite"
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(
            t.db,
          )
        : await sql<{
            name: string;
          }>`select indexname as name from pg_indexes where schemaname = 'public'`.execute(t.db);
    const names = indexes.rows.map((index) => index.name);
    for (const item of ["link", "product", "store"]) {
      for (const event of ["view", "click"]) {
        expect(names).toContain(`${item}_${event}_histories_created_idx`);
      }
    }
  });

  it("widens money already stored to 64 bits, keeping every amount and its checks", async () => {
    // A database as it was before: migrated up to the checkout key, with an order in it.
    const older = await createUnmigratedDatabase(kind);
    try {
      expect((await older.migrator.migrateTo("0004-order-checkout-key")).error).toBeUndefined();
      const { userId } = await createSeller(older.auth, {
        email: `widen-${kind}@example.com`,
        password: "rahasia123",
        name: "Lama",
      });
      const brand = await createBrand(older.db, { userId, name: "Lama", username: "lama" });
      const product = await createProduct(older.db, brand.id, {
        name: "Kopi",
        price: 2_147_483_647,
      });
      await older.db
        .insertInto("orders")
        .values({
          id: "o-old",
          brand_id: brand.id,
          order_number: "ORD00000001",
          status: "menunggu_diterima",
          customer_name: "Budi",
          customer_phone: "6281234567890",
          delivery_method: "Diambil Sendiri",
          delivery_time_option: "Hari ini (22/11/2026) 10:00",
          total: 2_147_483_647,
          checkout_key: "older-checkout-key-0001",
        })
        .execute();

      expect((await older.migrator.migrateToLatest()).error).toBeUndefined();
      const order = await older.db
        .selectFrom("orders")
        .select(["total", "checkout_key", "checkout_fingerprint"])
        .where("id", "=", "o-old")
        .executeTakeFirstOrThrow();
      expect(order).toStrictEqual({
        total: 2_147_483_647,
        checkout_key: "older-checkout-key-0001",
        checkout_fingerprint: null,
      });
      await older.db
        .updateTable("products")
        .set({ price: 5_000_000_000 })
        .where("id", "=", product.id)
        .execute();
      const { price } = await older.db
        .selectFrom("products")
        .select("price")
        .where("id", "=", product.id)
        .executeTakeFirstOrThrow();
      expect(price).toBe(5_000_000_000);
      await expect(
        older.db.updateTable("products").set({ price: -1 }).where("id", "=", product.id).execute(),
      ).rejects.toThrow();
    } finally {
      await older.destroy();
    }
  });
});
