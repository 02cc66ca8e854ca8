import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CATEGORIES } from "#domain/product-category";
import type { BrandOwner } from "#server/auth/guards";
import { createBrand, createProduct, createSeller } from "#server/seed/factories";
import {
  createOwnProduct,
  getOwnProducts,
  updateOwnProduct,
} from "#server/services/admin-products";
import {
  createOwnCategory,
  deleteOwnCategory,
  listOwnCategories,
  moveOwnProducts,
  renameOwnCategory,
  reorderOwnCategories,
} from "#server/services/product-categories";
import { listPublicCatalogue } from "#server/services/storefront";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { brandOwner, codeOf, createTestMedia } from "./support/sellers";
import { createUnmigratedDatabase } from "./support/unmigrated-database";

// The seller's own categories (decision 066), on both databases: what she can do with them,
// what the catalogue shows of them, and every refusal changing nothing.

describe.each(testDatabaseKinds)("the seller's own categories on %s", (kind) => {
  let t: TestDatabase;
  let context: { db: TestDatabase["db"]; media: ReturnType<typeof createTestMedia> };
  let shops = 0;

  /** A new shop, so that each test starts without categories. */
  const newShop = () => brandOwner(t, `kat${kind}${++shops}`);
  const names = async (owner: BrandOwner) =>
    (await listOwnCategories(context, owner)).map((category) => category.name);
  const chips = async (owner: BrandOwner) =>
    (await listPublicCatalogue(t.db, owner.brandId)).categories;
  const categoryOf = async (productId: string) =>
    (
      await t.db
        .selectFrom("products")
        .select("category_id")
        .where("id", "=", productId)
        .executeTakeFirstOrThrow()
    ).category_id;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = { db: t.db, media: createTestMedia() };
  });
  afterAll(async () => {
    await t?.destroy();
    context?.media.remove();
  });

  it("creates, renames, orders and deletes her categories; the chips follow her order", async () => {
    const ani = await newShop();
    const basah = await createOwnCategory(context, ani, { categoryName: "  Kue   Basah " });
    const roti = await createOwnCategory(context, ani, { categoryName: "Roti" });
    const kering = await createOwnCategory(context, ani, { categoryName: "Kue Kering" });
    const hampers = await createOwnCategory(context, ani, { categoryName: "Hampers" });
    expect(basah.name).toBe("Kue Basah");
    // A new category comes last.
    expect(await names(ani)).toEqual(["Kue Basah", "Roti", "Kue Kering", "Hampers"]);

    const product = async (name: string, categoryId: string | null) =>
      (await createOwnProduct(context, ani, { name, price: "10.000", categoryId })).id;
    const lapis = await product("Lapis Legit", basah.id);
    const sobek = await product("Roti Sobek", roti.id);
    const parsel = await product("Parsel Lebaran", hampers.id);
    await product("Voucher", null);
    // Kue Kering has no product: no chip for it.
    expect(await chips(ani)).toEqual(["Kue Basah", "Roti", "Hampers"]);
    const catalogue = await listPublicCatalogue(t.db, ani.brandId);
    expect(catalogue.products.find((p) => p.id === parsel)?.category).toBe("Hampers");
    expect(catalogue.products.find((p) => p.name === "Voucher")?.category).toBeNull();

    await renameOwnCategory(context, ani, roti.id, { categoryName: "Roti Manis" });
    // Her own name in another case is hers to change.
    await renameOwnCategory(context, ani, hampers.id, { categoryName: "HAMPERS" });
    await reorderOwnCategories(context, ani, [hampers.id, kering.id, roti.id, basah.id]);
    expect(await names(ani)).toEqual(["HAMPERS", "Kue Kering", "Roti Manis", "Kue Basah"]);
    expect(await chips(ani)).toEqual(["HAMPERS", "Roti Manis", "Kue Basah"]);
    expect(await listOwnCategories(context, ani)).toEqual([
      { id: hampers.id, name: "HAMPERS", productCount: 1 },
      { id: kering.id, name: "Kue Kering", productCount: 0 },
      { id: roti.id, name: "Roti Manis", productCount: 1 },
      { id: basah.id, name: "Kue Basah", productCount: 1 },
    ]);

    // Deleting a category leaves its products in none; they stay on sale.
    expect(await deleteOwnCategory(context, ani, roti.id)).toEqual({
      id: roti.id,
      productCount: 1,
    });
    expect(await categoryOf(sobek)).toBeNull();
    expect(await names(ani)).toEqual(["HAMPERS", "Kue Kering", "Kue Basah"]);
    expect(await chips(ani)).toEqual(["HAMPERS", "Kue Basah"]);
    expect((await getOwnProducts(context, ani)).products.map((p) => p.name)).toContain(
      "Roti Sobek",
    );
    expect(await categoryOf(lapis)).toBe(basah.id);
  });

  it("moves the chosen products into one category, or out of any, in one write", async () => {
    const budi = await newShop();
    const basah = await createOwnCategory(context, budi, { categoryName: "Kue Basah" });
    const kering = await createOwnCategory(context, budi, { categoryName: "Kue Kering" });
    const ids = [];
    for (const name of ["Nastar", "Kastengel", "Putri Salju"]) {
      ids.push(
        (await createOwnProduct(context, budi, { name, price: 1, categoryId: basah.id })).id,
      );
    }
    const moved = await moveOwnProducts(context, budi, {
      ids: [ids[0], ids[1], ids[2], ids[0]],
      categoryId: kering.id,
    });
    expect(moved).toEqual({ count: 3, message: "3 produk dipindahkan ke Kue Kering" });
    for (const id of ids) expect(await categoryOf(id)).toBe(kering.id);
    expect(await chips(budi)).toEqual([]);

    expect(await moveOwnProducts(context, budi, { ids: [ids[2]], categoryId: "" })).toEqual({
      count: 1,
      message: "1 produk dipindahkan ke tanpa kategori",
    });
    expect(await categoryOf(ids[2])).toBeNull();
    expect(await chips(budi)).toEqual(["Kue Kering"]);
    const own = await listOwnCategories(context, budi);
    expect(own.map((category) => category.productCount)).toEqual([0, 2]);
  });

  it("refuses a blank, too long, repeated or reserved name, changing nothing", async () => {
    const citra = await newShop();
    const roti = await createOwnCategory(context, citra, { categoryName: "Roti" });
    const kue = await createOwnCategory(context, citra, { categoryName: "Kue" });
    for (const [name, message] of [
      ["", "Nama kategori wajib diisi"],
      ["   ", "Nama kategori wajib diisi"],
      [undefined, "Nama kategori wajib diisi"],
      ["x".repeat(41), "Nama kategori maksimal 40 karakter"],
      ["roti", "Nama kategori sudah dipakai"],
      ["  ROTI ", "Nama kategori sudah dipakai"],
      ["Semua", `"Semua" sudah menjadi pilihan pertama di katalog. Pakai nama lain.`],
      ["Kue\nBasah", "Berisi karakter yang tidak diizinkan"],
    ] as const) {
      expect(await codeOf(createOwnCategory(context, citra, { categoryName: name }))).toMatch(
        new RegExp(`^VALIDATION: ${message.replace(/[.*+?^${}()|[\]\\"]/g, "\\$&")}`),
      );
    }
    expect(await codeOf(createOwnCategory(context, citra, { categoryName: "x".repeat(40) }))).toBe(
      "resolved",
    );
    expect(await codeOf(renameOwnCategory(context, citra, kue.id, { categoryName: "rOtI" }))).toBe(
      "VALIDATION: Nama kategori sudah dipakai",
    );
    expect(await codeOf(renameOwnCategory(context, citra, kue.id, { categoryName: "" }))).toBe(
      "VALIDATION: Nama kategori wajib diisi",
    );
    expect(await names(citra)).toEqual(["Roti", "Kue", "x".repeat(40)]);
    expect(roti.name).toBe("Roti");
  });

  it("takes at most 50 categories per shop, also when added at once", async () => {
    const dewi = await newShop();
    for (let n = 1; n < MAX_CATEGORIES; n++) {
      await createOwnCategory(context, dewi, { categoryName: `Kategori ${n}` });
    }
    // Two at a time for the last place: one is taken.
    const results = await Promise.all([
      codeOf(createOwnCategory(context, dewi, { categoryName: "Kue A" })),
      codeOf(createOwnCategory(context, dewi, { categoryName: "Kue B" })),
    ]);
    expect(results.sort()).toEqual(["VALIDATION: Maksimal 50 kategori per toko", "resolved"]);
    const full = await listOwnCategories(context, dewi);
    expect(full).toHaveLength(MAX_CATEGORIES);
    expect(await codeOf(createOwnCategory(context, dewi, { categoryName: "Satu Lagi" }))).toBe(
      "VALIDATION: Maksimal 50 kategori per toko",
    );
    expect(await listOwnCategories(context, dewi)).toEqual(full);

    const eka = await newShop();
    const [first, second] = await Promise.all([
      codeOf(createOwnCategory(context, eka, { categoryName: "Bolu" })),
      codeOf(createOwnCategory(context, eka, { categoryName: "BOLU" })),
    ]);
    expect([first, second].sort()).toEqual(["VALIDATION: Nama kategori sudah dipakai", "resolved"]);
    expect(await names(eka)).toHaveLength(1);
  });

  it("leaves another shop's categories and products alone: not found, nothing changed", async () => {
    const fajar = await newShop();
    const gita = await newShop();
    const fajarRoti = await createOwnCategory(context, fajar, { categoryName: "Roti" });
    const gitaKue = await createOwnCategory(context, gita, { categoryName: "Kue" });
    const gitaProduct = await createProduct(t.db, gita.brandId, {
      name: "Bolu Gita",
      price: 1,
      category: "Kue",
    });
    const fajarProduct = (
      await createOwnProduct(context, fajar, { name: "Roti Fajar", price: 1, categoryId: null })
    ).id;
    const notFound =
      "NOT_FOUND: Kategori tidak ditemukan. Mungkin sudah dihapus; muat ulang halaman.";

    expect(
      await codeOf(renameOwnCategory(context, fajar, gitaKue.id, { categoryName: "Milik Fajar" })),
    ).toBe(notFound);
    expect(await codeOf(deleteOwnCategory(context, fajar, gitaKue.id))).toBe(notFound);
    expect(await codeOf(deleteOwnCategory(context, fajar, "bukan id\u0000"))).toBe(notFound);
    expect(await codeOf(reorderOwnCategories(context, fajar, [gitaKue.id]))).toBe(
      "VALIDATION: Daftar kategori sudah berubah. Muat ulang halaman, lalu atur urutannya lagi.",
    );
    expect(await codeOf(reorderOwnCategories(context, fajar, [fajarRoti.id, gitaKue.id]))).toMatch(
      /^VALIDATION: Daftar kategori sudah berubah/,
    );

    // Her product put in another shop's category: refused under the field.
    const intoGita = { name: "Roti Fajar", price: 1, categoryId: gitaKue.id };
    expect(await codeOf(createOwnProduct(context, fajar, intoGita))).toBe(
      "VALIDATION: Kategori tidak ditemukan. Mungkin sudah dihapus; muat ulang halaman.",
    );
    expect(await codeOf(updateOwnProduct(context, fajar, fajarProduct, intoGita))).toMatch(
      /^VALIDATION: Kategori tidak ditemukan/,
    );
    expect(
      await codeOf(
        moveOwnProducts(context, fajar, { ids: [fajarProduct], categoryId: gitaKue.id }),
      ),
    ).toBe(notFound);
    // Another shop's product among hers: none of them moves.
    expect(
      await codeOf(
        moveOwnProducts(context, fajar, {
          ids: [fajarProduct, gitaProduct.id],
          categoryId: fajarRoti.id,
        }),
      ),
    ).toBe("VALIDATION: Sebagian produk sudah tidak ada. Muat ulang halaman, lalu pilih lagi.");
    expect(await categoryOf(fajarProduct)).toBeNull();
    expect(await categoryOf(gitaProduct.id)).toBe(gitaKue.id);
    expect(await names(gita)).toEqual(["Kue"]);
    expect(await names(fajar)).toEqual(["Roti"]);
    expect(await chips(gita)).toEqual([]);
    expect((await listPublicCatalogue(t.db, gita.brandId)).products[0]?.category).toBe("Kue");
  });

  it("refuses a move of nothing, of a deleted product or of a list grown too long", async () => {
    const hana = await newShop();
    const kue = await createOwnCategory(context, hana, { categoryName: "Kue" });
    const kept = await createProduct(t.db, hana.brandId, { name: "Bolu", price: 1 });
    const gone = await createProduct(t.db, hana.brandId, {
      name: "Lama",
      price: 1,
      isActive: false,
    });
    expect(await codeOf(moveOwnProducts(context, hana, { ids: [], categoryId: kue.id }))).toBe(
      "VALIDATION: Pilih produk yang akan dipindahkan",
    );
    expect(await codeOf(moveOwnProducts(context, hana, { categoryId: kue.id }))).toBe(
      "VALIDATION: Pilih produk yang akan dipindahkan",
    );
    for (const ids of [[kept.id, gone.id], [kept.id, "x\u0000"], "bukan daftar"]) {
      expect(await codeOf(moveOwnProducts(context, hana, { ids, categoryId: kue.id }))).toBe(
        "VALIDATION: Sebagian produk sudah tidak ada. Muat ulang halaman, lalu pilih lagi.",
      );
    }
    const many = Array.from({ length: 1001 }, (_, index) => `p${index}`);
    expect(await codeOf(moveOwnProducts(context, hana, { ids: many, categoryId: kue.id }))).toMatch(
      /^VALIDATION/,
    );
    expect(await categoryOf(kept.id)).toBeNull();
    // A category deleted meanwhile is not found.
    await deleteOwnCategory(context, hana, kue.id);
    expect(
      await codeOf(moveOwnProducts(context, hana, { ids: [kept.id], categoryId: kue.id })),
    ).toMatch(/^NOT_FOUND/);
  });

  it("deletes a category whose products include deleted ones, leaving each without it", async () => {
    const indah = await newShop();
    const kue = await createOwnCategory(context, indah, { categoryName: "Kue" });
    const onSale = await createOwnProduct(context, indah, {
      name: "A",
      price: 1,
      categoryId: kue.id,
    });
    const removed = await createProduct(t.db, indah.brandId, {
      name: "B",
      price: 1,
      category: "Kue",
      isActive: false,
    });
    expect(await deleteOwnCategory(context, indah, kue.id)).toEqual({
      id: kue.id,
      productCount: 1,
    });
    expect(await categoryOf(onSale.id)).toBeNull();
    expect(await categoryOf(removed.id)).toBeNull();
    expect(await codeOf(deleteOwnCategory(context, indah, kue.id))).toMatch(/^NOT_FOUND/);
  });
});

describe.each(testDatabaseKinds)("the categories' migration on %s", (kind) => {
  it("gives each shop a category per kind its products had, in the kinds' order", async () => {
    const older = await createUnmigratedDatabase(kind);
    try {
      expect((await older.migrator.migrateTo("0018-daily-quota")).error).toBeUndefined();
      const shop = async (name: string) => {
        const { userId } = await createSeller(older.auth, {
          email: `${name}-${kind}@example.com`,
          password: "rahasia123",
          name,
        });
        return createBrand(older.db, { userId, name, username: name });
      };
      const lama = await shop("lama");
      const polos = await shop("polos");
      const made: Record<string, string> = {};
      const product = async (brandId: string, name: string, category: string | null) => {
        const { id } = await createProduct(older.db, brandId, { name, price: 1000 });
        await sql`update products set category = ${category} where id = ${id}`.execute(older.db);
        made[name] = id;
      };
      await product(lama.id, "Kaos", "barang");
      await product(lama.id, "Kopi", "makanan-minuman");
      await product(lama.id, "Roti", "makanan-minuman");
      await product(lama.id, "Lain", "lain");
      await product(lama.id, "Tanpa", null);
      await product(polos.id, "Polos", null);

      expect((await older.migrator.migrateToLatest()).error).toBeUndefined();
      const categories = await older.db
        .selectFrom("product_categories")
        .select(["id", "brand_id", "name", "name_key", "position"])
        .orderBy("brand_id")
        .orderBy("position")
        .execute();
      expect(
        categories.map(({ brand_id, name, name_key, position }) => ({
          brand_id,
          name,
          name_key,
          position,
        })),
      ).toEqual([
        {
          brand_id: lama.id,
          name: "Makanan & Minuman",
          name_key: "makanan & minuman",
          position: 0,
        },
        { brand_id: lama.id, name: "Barang", name_key: "barang", position: 1 },
      ]);
      const [food, goods] = categories;
      const rows = await older.db.selectFrom("products").select(["id", "category_id"]).execute();
      const categoryOf = new Map(rows.map((row) => [row.id, row.category_id]));
      expect(categoryOf.get(made.Kaos)).toBe(goods.id);
      expect(categoryOf.get(made.Kopi)).toBe(food.id);
      expect(categoryOf.get(made.Roti)).toBe(food.id);
      expect(categoryOf.get(made.Lain)).toBeNull();
      expect(categoryOf.get(made.Tanpa)).toBeNull();
      expect(categoryOf.get(made.Polos)).toBeNull();
      // The shop's catalogue shows the same chips as before, in the kinds' order.
      expect((await listPublicCatalogue(older.db, lama.id)).categories).toEqual([
        "Makanan & Minuman",
        "Barang",
      ]);
      const columns = (await older.db.introspection.getTables())
        .find((table) => table.name === "products")!
        .columns.map((column) => column.name);
      expect(columns).toContain("category_id");
      expect(columns).not.toContain("category");
    } finally {
      await older.destroy();
    }
  });
});
