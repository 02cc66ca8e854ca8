import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaKey, storedMediaUrl, type MediaArea } from "#domain/media";
import { DAYS } from "#domain/operational-hours";
import type { BrandOwner } from "#server/auth/guards";
import { createLocalMediaStorage, type MediaStorage } from "#server/media/storage";
import { createStore } from "#server/seed/factories";
import {
  addOwnPriceLists,
  deleteOwnPriceList,
  getOwnBrandProfile,
  updateOwnBrandProfile,
} from "#server/services/admin-brand";
import { deleteOwnStoreImage, getOwnStore, saveOwnStore } from "#server/services/admin-store";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { brandOwner, codeOf } from "./support/sellers";

const hashOf = (name: string) =>
  crypto.createHash("sha256").update(name).digest("hex").slice(0, 32);
// Shaped like a stored picture, but somewhere else: never accepted as a new picture.
const foreign = "https://pelacak.example/media/brand-logos/abc-1280.webp";
// Shaped exactly like a stored picture here, but never uploaded.
const neverStored = (area: MediaArea) => storedMediaUrl("/media", area, hashOf("tidak ada"));
// One of the site's own pages, dressed up as a stored picture.
const ownPage = "/media/%2e%2e/logout?x-1280.webp";

describe.each(testDatabaseKinds)("seller profile, price lists and store on %s", (kind) => {
  let t: TestDatabase;
  let context: { db: TestDatabase["db"]; media: MediaStorage };
  let mediaDir: string;
  let alice: BrandOwner;
  let bob: BrandOwner;

  /** A picture as an upload leaves it in storage, every width; answers its recorded URL. */
  const stored = async (area: MediaArea, name: string) => {
    for (const width of [320, 640, 1280] as const) {
      await context.media.put(mediaKey(area, hashOf(name), width), Buffer.from(name), "image/webp");
    }
    return storedMediaUrl(context.media.baseUrl, area, hashOf(name));
  };

  const owner = (name: string) => brandOwner(t, name);

  const profile = (overrides: Record<string, unknown> = {}) => ({
    name: "Toko Alice",
    username: "alice",
    aboutText: "Kue rumahan",
    customerServiceWhatsapp: "0812-1111-2222",
    customerServiceEmail: "cs@alice.id",
    logoUrl: null,
    operationalHours: Object.fromEntries(
      DAYS.map((day) => [day, { isOpen: true, openTime: "08:00", closeTime: "20:00" }]),
    ),
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-profile-media-"));
    context = { db: t.db, media: createLocalMediaStorage(mediaDir) };
    alice = await owner("alice");
    bob = await owner("bob");
  });
  afterAll(async () => {
    await t?.destroy();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  describe("profile", () => {
    it("saves the owner's profile, and takes only a logo this site stored", async () => {
      const logo = await stored("brand-logos", "a1");
      await updateOwnBrandProfile(context, alice, profile({ logoUrl: logo }));
      expect(await getOwnBrandProfile(t.db, alice)).toMatchObject({
        name: "Toko Alice",
        customerServiceWhatsapp: "6281211112222",
        logoUrl: logo,
      });

      expect(
        await codeOf(updateOwnBrandProfile(context, alice, profile({ logoUrl: foreign }))),
      ).toBe("VALIDATION: Gambar tidak valid");
      expect((await getOwnBrandProfile(t.db, alice)).logoUrl).toBe(logo);
    });

    it("refuses a logo never uploaded here, or one of the site's pages, and changes nothing", async () => {
      const before = await getOwnBrandProfile(t.db, alice);
      for (const logoUrl of [neverStored("brand-logos"), ownPage]) {
        expect(
          await codeOf(updateOwnBrandProfile(context, alice, profile({ logoUrl, name: "Lain" }))),
        ).toBe("VALIDATION: Gambar tidak valid");
      }
      expect(await getOwnBrandProfile(t.db, alice)).toEqual(before);
    });

    it("keeps a logo saved before, whatever its host", async () => {
      const earlier = "https://cdn-lama.example/media/brand-logos/lama-1280.webp";
      await t.db
        .updateTable("brands")
        .set({ logo_url: earlier })
        .where("id", "=", alice.brandId)
        .execute();
      await updateOwnBrandProfile(context, alice, profile({ logoUrl: earlier, name: "Baru" }));
      expect(await getOwnBrandProfile(t.db, alice)).toMatchObject({
        name: "Baru",
        logoUrl: earlier,
      });
    });

    it("refuses another seller's URL name and changes nothing", async () => {
      const before = await getOwnBrandProfile(t.db, bob);
      expect(
        await codeOf(updateOwnBrandProfile(context, bob, profile({ username: "alice" }))),
      ).toBe("CONFLICT: URL Toko sudah digunakan. Silakan pilih URL toko lain.");
      expect(await getOwnBrandProfile(t.db, bob)).toEqual(before);
    });
  });

  describe("price lists", () => {
    const titles = async (who: BrandOwner) =>
      (await getOwnBrandProfile(t.db, who)).priceLists.map((row) => row.title);

    it("numbers them in order, and again after a delete, so no two share a title", async () => {
      await addOwnPriceLists(context, alice, {
        images: [await stored("brand-logos", "p1"), await stored("brand-logos", "p2")],
      });
      expect(await titles(alice)).toEqual(["Price List 1", "Price List 2"]);
      const [first] = (await getOwnBrandProfile(t.db, alice)).priceLists;
      await deleteOwnPriceList(t.db, alice, first.id);
      expect(await titles(alice)).toEqual(["Price List 1"]);
      await addOwnPriceLists(context, alice, { images: [await stored("brand-logos", "p3")] });
      const lists = (await getOwnBrandProfile(t.db, alice)).priceLists;
      expect(lists.map((row) => [row.title, row.imageUrl])).toEqual([
        ["Price List 1", await stored("brand-logos", "p2")],
        ["Price List 2", await stored("brand-logos", "p3")],
      ]);
    });

    it("refuses a picture from elsewhere, and another seller's delete", async () => {
      const before = await titles(alice);
      for (const image of [foreign, neverStored("brand-logos"), ownPage]) {
        expect(await codeOf(addOwnPriceLists(context, alice, { images: [image] }))).toBe(
          "VALIDATION: Gambar tidak valid",
        );
      }
      const [first] = (await getOwnBrandProfile(t.db, alice)).priceLists;
      expect(await codeOf(deleteOwnPriceList(t.db, bob, first.id))).toBe(
        "NOT_FOUND: Gambar daftar harga tidak ditemukan",
      );
      expect(await titles(alice)).toEqual(before);
    });
  });

  describe("store", () => {
    const form = (images: string[]) => ({
      name: "Cabang Bob",
      address: "Jl. Melati 1",
      phone: "0813-2222-3333",
      googleMapsLink: "https://maps.google.com/?q=melati",
      images,
    });

    it("adds the store, then replaces its photos in the chosen order", async () => {
      expect(
        await saveOwnStore(context, bob, form([await stored("product-images", "s1")])),
      ).toMatchObject({ isNew: true });
      const order = [await stored("product-images", "s2"), await stored("product-images", "s1")];
      expect(await saveOwnStore(context, bob, form(order))).toMatchObject({ isNew: false });
      const { store } = await getOwnStore(t.db, bob);
      expect(store?.images.map((image) => image.imageUrl)).toEqual(order);
      expect(store?.phone).toBe("6281322223333");
    });

    it("refuses a photo from elsewhere and keeps the saved ones", async () => {
      const before = await getOwnStore(t.db, bob);
      const saved = before.store!.images.map((image) => image.imageUrl);
      for (const photo of [foreign, neverStored("product-images"), ownPage]) {
        expect(await codeOf(saveOwnStore(context, bob, form([...saved, photo])))).toBe(
          "VALIDATION: Foto tidak valid",
        );
      }
      expect(await getOwnStore(t.db, bob)).toEqual(before);
    });

    it("deleting a photo renumbers the rest and moves the main photo", async () => {
      const { store } = await getOwnStore(t.db, bob);
      const [main, second] = store!.images;
      expect(await codeOf(deleteOwnStoreImage(t.db, alice, main.id))).toBe(
        "NOT_FOUND: Foto tidak ditemukan",
      );
      await deleteOwnStoreImage(t.db, bob, main.id);
      expect((await getOwnStore(t.db, bob)).store?.images).toEqual([second]);
      const rows = await t.db
        .selectFrom("stores")
        .innerJoin("store_images", "store_images.store_id", "stores.id")
        .select(["stores.image_url", "store_images.title", "store_images.display_order"])
        .where("stores.brand_id", "=", bob.brandId)
        .execute();
      expect(rows).toEqual([
        { image_url: second.imageUrl, title: "Store Image 1", display_order: 0 },
      ]);
    });

    it("adds up views and clicks of the owner's stores only, with the click rate", async () => {
      await createStore(t.db, alice.brandId, { name: "A", address: "Jl. A", phone: "6281" });
      await t.db
        .updateTable("stores")
        .set({ views: 40, clicks: 10 })
        .where("brand_id", "=", alice.brandId)
        .execute();
      await t.db
        .updateTable("stores")
        .set({ views: 7, clicks: 1 })
        .where("brand_id", "=", bob.brandId)
        .execute();
      expect((await getOwnStore(t.db, alice)).stats).toEqual({
        views: 40,
        clicks: 10,
        clickRate: 25,
      });
    });
  });
});
