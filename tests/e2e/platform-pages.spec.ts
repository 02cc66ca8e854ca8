import { expect, test } from "./fixtures";
import type { BrowserContext } from "@playwright/test";
import { addToCart, createOrderingShop, sendTomorrowOrder } from "./support/ordering";
import { openShopData, type ShopData } from "./support/shop-data";

/** Every jump to WhatsApp in this browser, in this tab or a new one, answered locally. */
async function catchWhatsApp(context: BrowserContext): Promise<string[]> {
  const urls: string[] = [];
  await context.route("https://wa.me/**", (route) => {
    urls.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<p>WhatsApp</p>" });
  });
  return urls;
}

// The platform's own pages: shopping always happens in one shop, because an order goes to
// that shop's WhatsApp. /products lists the shops, /cart points to each shop's cart.
test.describe("platform shopping pages", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  const uniqueName = (prefix: string) =>
    `${prefix} ${Date.now()}${Math.floor(Math.random() * 1e4)}`;

  for (const start of ["/halaman/yang-tidak-ada", "/auth"]) {
    test(`the 'Belanja' tab on ${start} leads to a shop whose order reaches its WhatsApp @layout`, async ({
      page,
    }) => {
      const name = uniqueName("Kedai Jalur");
      const shop = await createOrderingShop(data, { name });
      const whatsappUrls = await catchWhatsApp(page.context());

      await page.goto(start);
      await page
        .getByRole("navigation", { name: "Navigasi utama" })
        .getByRole("link", { name: "Belanja" })
        .click();
      await expect(page).toHaveURL(/\/products$/);
      await expect(page.getByRole("heading", { level: 1, name: "Pilih Toko" })).toBeVisible();
      // The platform offers no product outside a shop.
      await expect(page.getByLabel(/^Tambah .* ke keranjang$/)).toHaveCount(0);

      await page.getByPlaceholder("Cari toko...").fill(name.toLowerCase());
      await page.getByPlaceholder("Cari toko...").press("Enter");
      const shops = page.getByRole("list", { name: "Daftar toko" }).getByRole("link");
      await expect(shops).toHaveCount(1);
      await expect(shops).toContainText(name);
      await expect(shops).toContainText("2 produk");
      await shops.click();

      await expect(page).toHaveURL(new RegExp(`/${shop.username}/products$`));
      await expect(
        page.getByRole("banner").getByRole("link", { name: `Beranda ${name}` }),
      ).toBeVisible();
      await addToCart(page, "Roti Bakar", {});
      await page.getByRole("link", { name: "Lihat Keranjang" }).click();
      await expect(page).toHaveURL(new RegExp(`/${shop.username}/cart$`));
      await page.getByRole("button", { name: "Checkout" }).click();
      const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });
      await sendTomorrowOrder(checkout);

      await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();
      await expect.poll(() => whatsappUrls.length).toBeGreaterThan(0);
      const whatsapp = new URL(whatsappUrls[0]);
      expect(whatsapp.pathname).toBe("/6281311112222");
      expect(whatsapp.searchParams.get("text")).toContain("Roti Bakar x1");
      await expect(page.getByText("Brand tidak ditemukan")).toHaveCount(0);
      const orders = await data.db
        .selectFrom("orders")
        .select("id")
        .where("brand_id", "=", shop.brandId)
        .execute();
      expect(orders).toHaveLength(1);
    });
  }

  test("the shop list names only shops with products; a search without match says so", async ({
    page,
  }) => {
    const response = await page.goto("/products");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Gerai - Pilih Toko");
    // Other specs create shops of their own, some under the demo's name: the
    // demo's entry is the one leading to its products, and it names the shop.
    const demo = page
      .getByRole("list", { name: "Daftar toko" })
      .locator('a[href="/demo/products"]');
    await expect(demo).toHaveCount(1);
    await expect(demo).toContainText("Kopi Senja");

    await page.goto(`/products?q=${encodeURIComponent("tidak ada toko seperti 100%")}`);
    await expect(page.getByRole("list", { name: "Daftar toko" })).toHaveCount(0);
    await expect(
      page.getByText("Tidak ada toko yang ditemukan. Coba kata lain atau hapus pencarian."),
    ).toBeVisible();
    await expect(page.getByPlaceholder("Cari toko...")).toHaveValue("tidak ada toko seperti 100%");

    // Back and forward show the list each address asks for, found again by the server. The
    // list is a file of its own that may come after the page is alive (decision 087): a search
    // sent before is a plain form, whose typed word the browser puts back on 'back'.
    const search = page.getByPlaceholder("Cari toko...");
    await expect
      .poll(() =>
        search.evaluate((input) =>
          Object.keys(input).some((key) => key.startsWith("__reactFiber$")),
        ),
      )
      .toBe(true);
    await search.fill("Kopi Senja");
    await page.getByRole("button", { name: "Cari" }).click();
    await expect(demo).toHaveCount(1);
    await page.goBack();
    await expect(page.getByPlaceholder("Cari toko...")).toHaveValue("tidak ada toko seperti 100%");
    await expect(page.getByRole("list", { name: "Daftar toko" })).toHaveCount(0);
    await expect(page.getByText("Tidak ada toko yang ditemukan.", { exact: false })).toBeVisible();
    await page.goForward();
    await expect(page.getByPlaceholder("Cari toko...")).toHaveValue("Kopi Senja");
    await expect(demo).toHaveCount(1);
  });

  test("the platform cart points to each shop's cart and offers no checkout of its own", async ({
    page,
  }) => {
    await page.goto("/cart");
    await expect(page.getByText("Keranjang Anda kosong")).toBeVisible();
    await expect(page.getByRole("link", { name: "Mulai Belanja" })).toHaveAttribute(
      "href",
      "/products",
    );

    const shop = await createOrderingShop(data, { name: uniqueName("Kedai Keranjang") });
    await page.goto(`/${shop.username}/products`);
    await addToCart(page, "Roti Bakar", { quantity: 2 });
    // A cart left over from the old mixed catalogue belongs to no shop: it is not offered.
    await page.evaluate(() =>
      localStorage.setItem(
        "gerai:cart:platform",
        JSON.stringify([{ id: "lama", productId: "x", name: "Es Teh", price: 5000, quantity: 1 }]),
      ),
    );

    await page.goto("/cart");
    const carts = page.getByRole("list", { name: "Keranjang per toko" }).getByRole("listitem");
    await expect(carts).toHaveCount(1);
    await expect(carts).toContainText(`/${shop.username}`);
    await expect(carts).toContainText("2 item di keranjang");
    await expect(page.getByRole("button", { name: "Checkout" })).toHaveCount(0);
    await carts.getByRole("link", { name: `Lihat keranjang di /${shop.username}` }).click();
    await expect(page).toHaveURL(new RegExp(`/${shop.username}/cart$`));
    await expect(page.getByText("Total (2 item)")).toBeVisible();
  });

  test("the platform stores page names the shop of every store", async ({ page }) => {
    await page.goto("/stores");
    await expect(page.getByRole("heading", { level: 1, name: "Our Stores" })).toBeVisible();
    const demoStore = page
      .getByRole("main")
      .locator("section")
      .filter({ hasText: "Kopi Senja Kemang" })
      .first();
    await expect(demoStore.getByRole("link", { name: "Toko: Kopi Senja" })).toHaveAttribute(
      "href",
      "/demo",
    );
  });
});

// The platform's own part of `/`, `/products` and `/cart` is a file loaded only where it is
// drawn (decision 087). On a slow network it comes after the rest of the page has come alive;
// meanwhile the server's HTML stays, and the same elements come alive in place.
test.describe("a platform page whose own file comes late", () => {
  for (const [path, file, heading] of [
    ["/", /\/assets\/platform-landing-[\w-]+\.js$/, "Gerai"],
    ["/products", /\/assets\/shop-list-[\w-]+\.js$/, "Pilih Toko"],
  ] as const) {
    test(`${path} keeps the server's page until it comes alive`, async ({ page }) => {
      let askedFor!: () => void;
      const asked = new Promise<void>((resolve) => (askedFor = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(file, async (route) => {
        askedFor();
        await released;
        await route.continue();
      });
      await page.goto(path, { waitUntil: "domcontentloaded" });
      // The rest of the page is alive: its router has drawn the part and asked for its file.
      await asked;
      const title = page.getByRole("heading", { level: 1, name: heading });
      await title.evaluate((element) => element.setAttribute("data-from-server", ""));
      // With the file still held, the page comes alive around it: React has hydrated the
      // document, the router has its first state, and whatever that state draws again has
      // been drawn (two frames later).
      await page.waitForFunction(() => {
        const hydrated = Object.keys(document.body).some((key) => key.startsWith("__reactFiber$"));
        const router = (window as { __reactRouterDataRouter?: { state: { initialized: boolean } } })
          .__reactRouterDataRouter;
        return hydrated && router?.state.initialized === true;
      });
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(null))),
          ),
      );
      release();
      await page.waitForLoadState("networkidle");
      await expect(title).toHaveAttribute("data-from-server", "");
      // Alive: what comes next is done by the router, in the same document (without scripts
      // the form and the link would load a new one).
      await page.evaluate(() => document.documentElement.setAttribute("data-same-page", ""));
      if (path === "/products") {
        await page.getByRole("searchbox", { name: "Cari toko" }).fill("zzz-tidak-ada");
        await page.getByRole("button", { name: "Cari" }).click();
        await expect(page).toHaveURL(/\?q=zzz-tidak-ada$/);
        await expect(
          page.getByText("Tidak ada toko yang ditemukan.", { exact: false }),
        ).toBeVisible();
      } else {
        await page.getByRole("link", { name: "Masuk ke Dashboard" }).click();
        await expect(page).toHaveURL(/\/auth$/);
      }
      await expect(page.locator("html")).toHaveAttribute("data-same-page", "");
    });
  }
});
