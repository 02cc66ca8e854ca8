import type { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { BrandOwner } from "#server/auth/guards";
import { createLink, createProduct } from "#server/seed/factories";
import {
  createOwnLink,
  deleteOwnLink,
  getOwnLinks,
  updateOwnLink,
} from "#server/services/admin-links";
import {
  createOwnProduct,
  deleteOwnProduct,
  getOwnProducts,
  updateOwnProduct,
} from "#server/services/admin-products";
import { readProductOptions } from "#server/services/cart-products";
import { createOwnCategory } from "#server/services/product-categories";
import { listPublicProducts, readProductImages } from "#server/services/storefront";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { brandOwner, codeOf, createTestMedia, pictureUrl, storedPicture } from "./support/sellers";

const photo = (name: string) => pictureUrl("product-images", name);
const linkPicture = pictureUrl("brand-logos", "instagram");

describe.each(testDatabaseKinds)("seller links and products on %s", (kind) => {
  let t: TestDatabase;
  let context: { db: TestDatabase["db"]; media: ReturnType<typeof createTestMedia> };
  let alice: BrandOwner;
  let bob: BrandOwner;

  const owner = (name: string) => brandOwner(t, name);

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = { db: t.db, media: createTestMedia() };
    for (const name of ["a", "b", "c", "r"]) {
      await storedPicture(context.media, "product-images", name);
    }
    await storedPicture(context.media, "brand-logos", "instagram");
    alice = await owner("alice");
    bob = await owner("bob");
  });
  afterAll(async () => {
    await t?.destroy();
    context?.media.remove();
  });

  describe("links", () => {
    it("creates, lists newest first with totals, updates and deletes the owner's links", async () => {
      const older = await createLink(t.db, alice.brandId, {
        title: "Lama",
        url: "https://lama.id",
        createdAt: "2024-01-01T00:00:00.000Z",
      });
      await t.db
        .updateTable("links")
        .set({ views: 10, clicks: 4 })
        .where("id", "=", older.id)
        .execute();
      const { id } = await createOwnLink(context, alice, {
        title: " Instagram ",
        url: "https://instagram.com/alice",
        icon: "📸",
        thumbnailType: "icon",
      });

      let own = await getOwnLinks(context, alice);
      expect(own.links.map((link) => link.title)).toEqual(["Instagram", "Lama"]);
      expect(own.stats).toEqual({ totalLinks: 2, totalViews: 10, totalClicks: 4, clickRate: 40 });
      expect(own.topLinks[0].title).toBe("Lama");

      await updateOwnLink(context, alice, id, {
        title: "Instagram Baru",
        url: "https://instagram.com/alice2",
        thumbnailType: "upload",
        linkImage: linkPicture,
      });
      own = await getOwnLinks(context, alice);
      expect(own.links[0]).toMatchObject({
        title: "Instagram Baru",
        icon: "🔗",
        thumbnailType: "upload",
        linkImage: linkPicture,
      });

      await deleteOwnLink(context, alice, id);
      expect((await getOwnLinks(context, alice)).links.map((link) => link.id)).toEqual([older.id]);
    });

    it("refuses non-http urls and pictures that were not uploaded here", async () => {
      expect(
        await codeOf(createOwnLink(context, alice, { title: "X", url: "javascript:alert(1)" })),
      ).toBe("VALIDATION: URL tidak valid. Contoh: tokoku.com/menu atau https://tokoku.com/menu");
      expect(
        await codeOf(
          createOwnLink(context, alice, {
            title: "X",
            url: "https://x.id",
            thumbnailType: "upload",
            linkImage: "https://elsewhere.example/a-1280.webp",
          }),
        ),
      ).toBe("VALIDATION: Gambar tidak valid");
    });

    it("leaves another brand's link untouched and reports it as not found", async () => {
      const theirs = await createLink(t.db, alice.brandId, {
        title: "Punya Alice",
        url: "https://alice.id",
      });
      expect(
        await codeOf(updateOwnLink(context, bob, theirs.id, { title: "Bob", url: "https://b.id" })),
      ).toBe("NOT_FOUND: Tautan tidak ditemukan");
      expect(await codeOf(deleteOwnLink(context, bob, theirs.id))).toBe(
        "NOT_FOUND: Tautan tidak ditemukan",
      );
      const row = await t.db
        .selectFrom("links")
        .select(["title", "url", "brand_id"])
        .where("id", "=", theirs.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        title: "Punya Alice",
        url: "https://alice.id",
        brand_id: alice.brandId,
      });
      expect((await getOwnLinks(context, bob)).links).toEqual([]);
    });

    it("puts a created link in the creator's brand, whatever brand the input names", async () => {
      const { id } = await createOwnLink(context, bob, {
        title: "Bob",
        url: "https://bob.id",
        brandId: alice.brandId,
        brand_id: alice.brandId,
      } as Record<string, unknown>);
      const row = await t.db
        .selectFrom("links")
        .select("brand_id")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.brand_id).toBe(bob.brandId);
    });
  });

  describe("products", () => {
    const input = {
      name: "Kopi Susu",
      description: "Gula aren",
      price: "18.000",
      options: [
        { name: "Ukuran", choices: ["Regular", "", "Large"], isRequired: true },
        { name: " ", choices: ["kosong"] },
      ],
      images: [photo("b"), photo("a")],
    };

    it("creates a product with photos in order and normalised options", async () => {
      const minuman = await createOwnCategory(context, alice, { categoryName: "Minuman" });
      const { id } = await createOwnProduct(context, alice, { ...input, categoryId: minuman.id });
      const [product] = (await listPublicProducts(t.db, alice.brandId)).filter((p) => p.id === id);
      expect(product).toMatchObject({
        name: "Kopi Susu",
        category: "Minuman",
        price: 18000,
        images: [photo("b"), photo("a")],
        options: [{ name: "Ukuran", choices: ["Regular", "Large"], isRequired: true }],
      });
      const images = await t.db
        .selectFrom("product_images")
        .select(["image_url", "display_order", "is_primary"])
        .where("product_id", "=", id)
        .orderBy("display_order")
        .execute();
      expect(images).toEqual([
        { image_url: photo("b"), display_order: 0, is_primary: true },
        { image_url: photo("a"), display_order: 1, is_primary: false },
      ]);
    });

    it("keeps the photos when an update carries none, replaces them when it does", async () => {
      const { id } = await createOwnProduct(context, alice, input);
      await updateOwnProduct(context, alice, id, {
        name: "Kopi Susu Besar",
        price: 20000,
        options: [{ name: "Es", choices: ["Normal", "Sedikit"], isRequired: false }],
      });
      let [product] = (await getOwnProducts(context, alice)).products.filter((p) => p.id === id);
      expect(product).toMatchObject({
        name: "Kopi Susu Besar",
        categoryId: null,
        price: 20000,
        images: [photo("b"), photo("a")],
        options: [{ name: "Es", choices: ["Normal", "Sedikit"], isRequired: false }],
      });

      await updateOwnProduct(context, alice, id, { ...input, images: [photo("c")] });
      [product] = (await getOwnProducts(context, alice)).products.filter((p) => p.id === id);
      expect(product.images).toEqual([photo("c")]);
      const row = await t.db
        .selectFrom("products")
        .select("image_url")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.image_url).toBe(photo("c"));
    });

    it("deletes softly: the row stays inactive and leaves the lists", async () => {
      const { id } = await createOwnProduct(context, alice, input);
      await deleteOwnProduct(context, alice, id);
      const row = await t.db
        .selectFrom("products")
        .select("is_active")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.is_active).toBe(false);
      expect((await getOwnProducts(context, alice)).products.some((p) => p.id === id)).toBe(false);
      expect((await listPublicProducts(t.db, alice.brandId)).some((p) => p.id === id)).toBe(false);
      expect(await codeOf(updateOwnProduct(context, alice, id, input))).toBe(
        "NOT_FOUND: Produk tidak ditemukan. Mungkin sudah dihapus; muat ulang halaman.",
      );
    });

    it("refuses a negative price, a missing name and outside pictures, writing nothing", async () => {
      const before = (await getOwnProducts(context, bob)).products.length;
      expect(await codeOf(createOwnProduct(context, bob, { ...input, price: "-1" }))).toBe(
        "VALIDATION: Harga minimal 0",
      );
      expect(await codeOf(createOwnProduct(context, bob, { ...input, name: " " }))).toBe(
        "VALIDATION: Nama produk wajib diisi",
      );
      expect(
        await codeOf(
          createOwnProduct(context, bob, {
            ...input,
            images: ["https://tracker.example/x-1280.webp"],
          }),
        ),
      ).toBe("VALIDATION: Foto tidak valid");
      expect((await getOwnProducts(context, bob)).products.length).toBe(before);
    });

    it("leaves another brand's product exactly as it was", async () => {
      const theirs = await createProduct(t.db, alice.brandId, {
        name: "Roti Alice",
        price: 15000,
        images: [photo("r")],
        options: [{ name: "Rasa", choices: ["Cokelat"] }],
      });
      expect(
        await codeOf(updateOwnProduct(context, bob, theirs.id, { ...input, images: [] })),
      ).toBe("NOT_FOUND: Produk tidak ditemukan. Mungkin sudah dihapus; muat ulang halaman.");
      expect(await codeOf(deleteOwnProduct(context, bob, theirs.id))).toBe(
        "NOT_FOUND: Produk tidak ditemukan. Mungkin sudah dihapus; muat ulang halaman.",
      );
      const [product] = (await listPublicProducts(t.db, alice.brandId)).filter(
        (p) => p.id === theirs.id,
      );
      expect(product).toMatchObject({
        name: "Roti Alice",
        price: 15000,
        images: [photo("r")],
        options: [{ name: "Rasa", choices: ["Cokelat"], isRequired: false }],
      });
    });

    it("counts only active products in the totals and ranks by clicks", async () => {
      const carol = await owner("carol");
      const a = await createOwnProduct(context, carol, { name: "A", price: 1 });
      const b = await createOwnProduct(context, carol, { name: "B", price: 1 });
      const gone = await createOwnProduct(context, carol, { name: "C", price: 1 });
      for (const [id, views, clicks] of [
        [a.id, 10, 1],
        [b.id, 4, 3],
        [gone.id, 100, 100],
      ] as const) {
        await t.db.updateTable("products").set({ views, clicks }).where("id", "=", id).execute();
      }
      await deleteOwnProduct(context, carol, gone.id);
      const own = await getOwnProducts(context, carol);
      expect(own.stats).toEqual({
        totalProducts: 2,
        totalViews: 14,
        totalClicks: 4,
        clickRate: 29,
      });
      expect(own.topProducts.map((p) => p.name)).toEqual(["B", "A"]);
    });

    it("reads photos and options with the storefront's statements, at most 21 each", async () => {
      // A statement per number of products would be one more for every product a seller
      // adds; past 20 products the list goes as one parameter (decision 038). Each product
      // has two photos and a priced two-choice option, told apart by its number.
      const dina = await owner("dina");
      const executor = t.db.getExecutor();
      const run = vi.spyOn(executor, "executeQuery");
      const texts = (table: string) =>
        new Set(
          run.mock.calls
            .map(([query]) => (query as CompiledQuery).sql)
            .filter((text) => text.includes(`from "${table}"`)),
        );
      try {
        for (let count = 1; count <= 25; count++) {
          await createProduct(t.db, dina.brandId, {
            name: `Kue ${count}`,
            price: 1000 * count,
            images: [photo(count % 2 ? "a" : "b"), photo("c")],
            options: [
              {
                name: `Ukuran ${count}`,
                choices: ["Kecil", "Besar"],
                choicePrices: { Besar: count },
                maxChoices: 2,
                minChoices: 1,
              },
            ],
          });
          const { products } = await getOwnProducts(context, dina);
          expect(products).toHaveLength(count);
          for (const product of products) {
            const number = Number(product.name.slice("Kue ".length));
            expect(product).toMatchObject({
              images: [photo(number % 2 ? "a" : "b"), photo("c")],
              options: [
                {
                  name: `Ukuran ${number}`,
                  choices: ["Kecil", "Besar"],
                  isRequired: false,
                  choicePrices: { Besar: number },
                  minChoices: 1,
                  maxChoices: 2,
                },
              ],
            });
          }
        }
        const [images, options] = [texts("product_images"), texts("product_options")];
        expect([images.size, options.size]).toEqual([21, 21]);
        // The storefront's readers ask in the very same words: nothing new to prepare.
        const ids = (await getOwnProducts(context, dina)).products.map((product) => product.id);
        await readProductImages(t.db, ids.slice(0, 7));
        await readProductOptions(t.db, ids);
        expect(texts("product_images")).toEqual(images);
        expect(texts("product_options")).toEqual(options);
      } finally {
        run.mockRestore();
      }
    });
  });
});
