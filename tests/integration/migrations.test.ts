import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ensurePlatformSettings,
  getPlatformSettings,
} from "../../server/services/platform-settings";
import { createBrand, createProduct, createSeller } from "../../server/seed/factories";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";

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
    const { migrateDatabase } = await import("../../server/db/migrate");
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
      "links_brand_created_idx",
      "stores_brand_created_idx",
      "order_histories_order_idx",
      "product_view_histories_parent_idx",
      "link_click_histories_parent_idx",
    ]) {
      expect(names).toContain(name);
    }
  });
});
