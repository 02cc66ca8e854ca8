import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrand, createProduct, createSeller, createStore } from "#server/seed/factories";
import { listPublicShops, listPublicStores } from "#server/services/storefront";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { brandOwner } from "./support/sellers";

// The platform lists shops, not a mix of their products: an order belongs to one shop.

describe.each(testDatabaseKinds)("shop directory on %s", (kind) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const kopi = await brandOwner(t, "kopi-pagi");
    await createProduct(t.db, kopi.brandId, { name: "Kopi Hitam", price: 10000 });
    await createProduct(t.db, kopi.brandId, { name: "Kopi Susu", price: 15000 });
    await createProduct(t.db, kopi.brandId, { name: "Kopi Lama", price: 9000, isActive: false });
    await createStore(t.db, kopi.brandId, {
      name: "Kopi Pagi Kemang",
      address: "Jl. Kemang 1",
      phone: "6281200001111",
    });

    const roti = await brandOwner(t, "roti_100");
    await createProduct(t.db, roti.brandId, { name: "Roti Manis", price: 8000 });

    // Only inactive products: nothing to shop for yet.
    const sepi = await brandOwner(t, "toko-sepi");
    await createProduct(t.db, sepi.brandId, { name: "Stok Habis", price: 5000, isActive: false });

    // Not verified: no public shop at all.
    const { userId } = await createSeller(t.auth, {
      email: "belum@example.com",
      password: "rahasia123",
      name: "Belum",
      emailVerified: false,
    });
    const hidden = await createBrand(t.db, { userId, name: "Kopi Palsu", username: "kopi-palsu" });
    await createProduct(t.db, hidden.id, { name: "Kopi Palsu", price: 1000 });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("lists public shops with active products by name, with their product counts", async () => {
    expect(await listPublicShops(t.db)).toEqual([
      { name: "kopi-pagi", username: "kopi-pagi", aboutText: null, logoUrl: null, productCount: 2 },
      { name: "roti_100", username: "roti_100", aboutText: null, logoUrl: null, productCount: 1 },
    ]);
  });

  it("finds shops by any part of the name, any case; wildcards mean themselves", async () => {
    const names = async (search: string) =>
      (await listPublicShops(t.db, { search })).map((shop) => shop.username);
    expect(await names("  PAGI ")).toEqual(["kopi-pagi"]);
    expect(await names("kopi")).toEqual(["kopi-pagi"]);
    expect(await names("_")).toEqual(["roti_100"]);
    expect(await names("%")).toEqual([]);
    expect(await names("i_1")).toEqual(["roti_100"]);
    expect(await names("i-1")).toEqual([]);
    expect(await names("\\")).toEqual([]);
    expect(await names("sepi")).toEqual([]);
  });

  it("names the shop of every store on the platform's stores page", async () => {
    const stores = await listPublicStores(t.db);
    expect(stores.map((store) => [store.name, store.shop])).toEqual([
      ["Kopi Pagi Kemang", { name: "kopi-pagi", username: "kopi-pagi" }],
    ]);
  });
});
