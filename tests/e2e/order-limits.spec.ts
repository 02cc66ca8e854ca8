import { expect, test } from "./fixtures";
import { startServer, type RunningServer } from "./global-setup";
import {
  addToCart,
  catchWhatsAppHandOff,
  createOrderingShop,
  orderRequestBody,
} from "./support/ordering";
import { openShopData, type ShopData } from "./support/shop-data";

// A server behind one reverse proxy (TRUST_PROXY=1): the client is the address the proxy
// wrote last in X-Forwarded-For, and each client may send a shop 20 orders in 15 minutes.
test.describe("orders per client behind a proxy", () => {
  let server: RunningServer;
  let data: ShopData;
  test.beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: "1" });
    data = openShopData(server.dataDir);
  });
  test.afterAll(async () => {
    await data?.close();
    await server?.stop();
  });

  test("the 21st order from one customer is refused with a clear message; others still order", async ({
    page,
    playwright,
  }) => {
    const shop = await createOrderingShop(data);
    const api = await playwright.request.newContext({ baseURL: server.baseUrl });
    const order = (forwardedFor: string) =>
      api.post("/api/orders", {
        headers: { "X-Forwarded-For": forwardedFor },
        data: orderRequestBody(shop, {
          form: { customerName: "Dewi", customerPhone: "081211112222" },
        }),
      });
    try {
      for (let i = 0; i < 20; i++) expect((await order("198.51.100.7")).status()).toBe(201);
      // Writing another address in front of the proxy's changes nothing.
      const spoofed = await order("203.0.113.50, 198.51.100.7");
      expect(spoofed.status()).toBe(429);
    } finally {
      await api.dispose();
    }

    // The same customer in the browser: the refusal is shown and the cart and form stay.
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "198.51.100.7" });
    const handOff = await catchWhatsAppHandOff(page);
    await page.goto(`${server.baseUrl}/${shop.username}/products`);
    await addToCart(page, "Roti Bakar", {});
    await page.getByRole("button", { name: "Keranjang (1 item)" }).click();
    await page.getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });
    await checkout.getByText("Besok", { exact: true }).click();
    await checkout.getByLabel("Nama").fill("Dewi");
    await checkout.getByLabel("No. HP").fill("081211112222");
    await checkout.getByText("Diantar", { exact: true }).click();
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(checkout.getByRole("alert")).toHaveText(
      "Terlalu banyak pesanan dari perangkat ini. Silakan coba lagi dalam beberapa menit.",
    );
    await expect(checkout.getByLabel("Nama")).toHaveValue("Dewi");
    expect(handOff.urls).toEqual([]);

    // Another customer behind the same proxy orders as usual.
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "198.51.100.8" });
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();
    await handOff.next();
    const orders = await data.db
      .selectFrom("orders")
      .select("id")
      .where("brand_id", "=", shop.brandId)
      .execute();
    expect(orders).toHaveLength(21);
    await page.goto("about:blank");
  });
});
