import { createProduct } from "#server/seed/factories";
import { expect, test as shopTest } from "./fixtures";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// A shop at its own domain (decision 081), in the browser: the pages the server renders at
// the domain's root are the ones the browser's router matches there, so they come alive
// without a hydration error, and moving between them stays on the domain. Chromium is told
// the test's domains are this machine; the domain is marked verified in the database (its
// check is the integration and reliability suites' part).

const HOST_RULES = "--host-resolver-rules=MAP *.e2e-domain.test 127.0.0.1";

// Plain HTTP at a name other than localhost: the browser notes that it ignores the
// Cross-Origin-Opener-Policy header there (over HTTPS, as a domain is served, it does not).
const COOP_ON_PLAIN_HTTP = /Cross-Origin-Opener-Policy header has been ignored/;
const test = shopTest.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      if (/the server responded with a status of 4\d\d/.test(message.text())) return;
      if (COOP_ON_PLAIN_HTTP.test(message.text())) return;
      errors.push(message.text());
    });
    await use(errors);
    expect(errors, "errors in the browser console").toEqual([]);
  },
});

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--in-process-gpu",
      HOST_RULES,
    ],
  },
});

test.describe("a shop at its own domain", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("serves the shop's pages at the root, alive in the browser @layout", async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    // Asked for so that its check runs: an override of a fixture is not automatic.
    expect(consoleErrors).toEqual([]);
    const shop = await createShop(data, { name: "Dapur Domain" });
    await createProduct(data.db, shop.brandId, { name: "Nasi Uduk Domain", price: 15_000 });
    const hostname = `${shop.username}.e2e-domain.test`;
    await data.db
      .insertInto("shop_domains")
      .values({
        brand_id: shop.brandId,
        hostname,
        token: `e2e-${shop.brandId}`,
        created_at: new Date().toISOString(),
        verified_at: new Date().toISOString(),
      })
      .execute();
    const origin = `http://${hostname}:${new URL(baseURL!).port}`;

    await page.goto(`${origin}/`);
    await expect(page.getByRole("heading", { level: 1, name: "Dapur Domain" })).toBeVisible();
    await expect(page).toHaveTitle("Gerai - Dapur Domain");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/`);

    // The tabs lead to the shop's pages on the domain, by the browser's own router.
    const nav = page.getByRole("navigation", { name: "Navigasi utama" });
    await expect(nav.getByRole("link", { name: "Belanja" })).toHaveAttribute("href", "/products");
    await nav.getByRole("link", { name: "Belanja" }).click();
    await expect(page).toHaveURL(`${origin}/products`);
    const card = page.getByRole("link", { name: /Nasi Uduk Domain/ }).first();
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute("href", /^\/products\/nasi-uduk-domain-/);
    const productPath = (await card.getAttribute("href")) ?? "";

    await nav.getByRole("link", { name: "Toko" }).click();
    await expect(page).toHaveURL(`${origin}/stores`);
    await expect(page.getByRole("heading", { name: "Lokasi Toko Kami" })).toBeVisible();

    // A product's own page, loaded at the domain.
    await page.goto(`${origin}${productPath}`);
    await expect(page.getByText("Nasi Uduk Domain").first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${origin}${productPath}`,
    );

    // The cart, at the domain's /cart.
    await page.goto(`${origin}/cart`);
    await expect(page.getByRole("heading", { name: "Keranjang Belanja" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Kembali ke produk" })).toHaveAttribute(
      "href",
      "/products",
    );
  });
});
