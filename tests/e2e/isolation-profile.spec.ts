import type { APIRequestContext } from "@playwright/test";
import { createPriceList, createStore } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import { httpClient } from "./support/session";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// Seller B replays seller A's store and profile changes through the real HTTP entry points,
// with B's own session and with none: A's rows never change.
test.describe("each seller touches only their own store and profile", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  const post = (client: APIRequestContext, path: string, body: Record<string, string>) =>
    client.post(path, { form: body, maxRedirects: 0 });

  async function snapshot(brandId: string) {
    const brand = await data.db
      .selectFrom("brands")
      .selectAll()
      .where("id", "=", brandId)
      .executeTakeFirstOrThrow();
    const stores = await data.db
      .selectFrom("stores")
      .selectAll()
      .where("brand_id", "=", brandId)
      .execute();
    const storeImages = await data.db
      .selectFrom("store_images")
      .selectAll()
      .where(
        "store_id",
        "in",
        stores.map((store) => store.id),
      )
      .execute();
    const priceLists = await data.db
      .selectFrom("brand_price_lists")
      .selectAll()
      .where("brand_id", "=", brandId)
      .execute();
    return { brand, stores, storeImages, priceLists };
  }

  test("B's session and no session change nothing of A's", async ({ baseURL }) => {
    const a = await createShop(data, { name: "Toko A", isCurrentlyOpen: true });
    const b = await createShop(data, { name: "Toko B" });
    await createStore(data.db, a.brandId, {
      name: "Cabang A",
      address: "Jl. A",
      phone: "6281100000001",
      googleMapsLink: "https://maps.google.com/?q=a",
      images: ["/media/product-images/aaaa-1280.webp", "/media/product-images/bbbb-1280.webp"],
    });
    await createPriceList(data.db, a.brandId, {
      imageUrl: "/media/brand-logos/cccc-1280.webp",
      title: "Price List 1",
      displayOrder: 0,
    });
    const before = await snapshot(a.brandId);
    const aImage = before.storeImages[0].id;
    const aPriceList = before.priceLists[0].id;

    const asB = await httpClient(baseURL!, b);
    const anonymous = await httpClient(baseURL!);

    // Deleting A's photo and A's price list: not found for B, a login for nobody.
    const photo = { intent: "delete-image", imageId: aImage };
    expect((await post(asB, "/admin/store", photo)).status()).toBe(404);
    expect((await post(anonymous, "/admin/store", photo)).status()).toBe(302);
    const priceList = { intent: "delete-price-list", id: aPriceList };
    expect((await post(asB, "/admin/about", priceList)).status()).toBe(404);
    expect((await post(anonymous, "/admin/about", priceList)).status()).toBe(302);

    // What B saves lands on B's own brand, whatever ids the body carries.
    const store = {
      intent: "save",
      id: before.stores[0].id,
      brandId: a.brandId,
      name: "Diambil alih",
      address: "Jl. B",
      phone: "081200000002",
      googleMapsLink: "https://maps.google.com/?q=b",
    };
    expect((await post(asB, "/admin/store", store)).status()).toBe(200);
    expect((await post(anonymous, "/admin/store", store)).status()).toBe(302);
    const closing = { intent: "set-open", isOpen: "false", brandId: a.brandId };
    expect((await post(asB, "/admin/about", closing)).status()).toBe(200);
    expect((await post(anonymous, "/admin/about", closing)).status()).toBe(302);
    const profile = {
      intent: "update-profile",
      brandId: a.brandId,
      name: "Diambil alih",
      username: a.username,
      aboutText: "x",
      customerServiceWhatsapp: "081200000002",
      customerServiceEmail: "b@example.com",
    };
    // A's URL name is A's: B cannot take it.
    expect((await post(asB, "/admin/about", profile)).status()).toBe(409);
    // With a name of B's own, the save goes through, and lands on B's brand.
    const ownName = { ...profile, username: `${b.username}-baru` };
    expect((await post(asB, "/admin/about", ownName)).status()).toBe(200);
    expect((await post(anonymous, "/admin/about", ownName)).status()).toBe(302);

    expect(await snapshot(a.brandId)).toEqual(before);
    const afterB = await snapshot(b.brandId);
    expect(afterB.stores.map((row) => row.name)).toEqual(["Diambil alih"]);
    expect(afterB.brand.is_currently_open).toBe(false);
    expect(afterB.brand).toMatchObject({ name: "Diambil alih", username: `${b.username}-baru` });

    await asB.dispose();
    await anonymous.dispose();
  });
});
