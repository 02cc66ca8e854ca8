import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// A link per product (decision 075): /{shop}/products/{slug} opens the product over the
// catalogue, rendered by the server; cards and their '+' are links to it, so a tap before the
// scripts run opens the product; the chat preview tags are the product's; 'Bagikan' shares it.

const NAME = "Kopi Susu Gula Aren";

/** The product's own address, as its card in the demo catalogue links to it. */
async function productPathOf(page: Page): Promise<string> {
  const html = await (await page.request.get("/demo/products")).text();
  const path = /href="(\/demo\/products\/kopi-susu-gula-aren-[0-9a-f]{8})"/.exec(html)?.[1];
  expect(path, "the card's link in the catalogue's HTML").toBeTruthy();
  return path!;
}

const attribute = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

test.describe("a product's own link", () => {
  test("opens the product over the catalogue in a fresh visit, and it goes in the cart @layout", async ({
    page,
  }) => {
    const path = await productPathOf(page);
    await page.goto(path);
    const sheet = page.getByRole("dialog", { name: "Detail Produk" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("heading", { name: NAME })).toBeVisible();
    await expect(sheet).toContainText("Rp 18.000");
    // The catalogue is under it.
    await expect(page.getByRole("heading", { level: 1, name: "Our Products" })).toBeAttached();

    // Its options are picked on the page itself, and one tap puts it in the cart.
    await sheet.getByText("Besar", { exact: true }).click();
    await sheet.getByText("Sedikit", { exact: true }).click();
    await sheet.getByRole("button", { name: "Tambah ke Keranjang · Rp 18.000" }).click();
    await expect(page.getByText("1 item di keranjang")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // Closed, the page is the catalogue's again.
    await expect(page).toHaveURL(/\/demo\/products$/);
    await page.getByRole("button", { name: "Keranjang (1 item)" }).click();
    const cart = page.getByRole("dialog", { name: /^Keranjang Belanja/ });
    await expect(cart.getByRole("listitem").filter({ hasText: NAME })).toContainText(
      "Ukuran: Besar, Gula: Sedikit",
    );
  });

  test("'Atur jumlah & catatan' opens the full dialog over the product's page", async ({
    page,
  }) => {
    await page.goto(await productPathOf(page));
    const sheet = page.getByRole("dialog", { name: "Detail Produk" });
    await sheet.getByRole("button", { name: "Atur jumlah & catatan" }).click();
    // The real dialog takes the sheet's place: quantity, options, notes.
    const dialog = page.getByRole("dialog", { name: "Detail Produk" });
    await expect(dialog.getByLabel("Catatan")).toBeVisible();
    await expect(page.locator("[data-product-sheet]")).toHaveCount(0);
    await dialog.getByLabel("Catatan").fill("Es dipisah");
    await dialog.getByRole("button", { name: /Tambah ke Keranjang/ }).click();
    await expect(page.getByText("1 item di keranjang")).toBeVisible();
    await expect(page).toHaveURL(/\/demo\/products$/);
  });

  test("closes back to the catalogue's address, by its close link or Escape", async ({ page }) => {
    const path = await productPathOf(page);
    await page.goto(path);
    await page.getByRole("link", { name: "Tutup" }).click();
    await expect(page).toHaveURL(/\/demo\/products$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.goto(path);
    await expect(page.getByRole("dialog", { name: "Detail Produk" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/demo\/products$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("previews the product in a chat: title, description with the price, photo, from the HTML", async ({
    page,
  }) => {
    const path = await productPathOf(page);
    const html = await (await page.request.get(path)).text();
    expect(attribute(html, "og:title")).toBe(`${NAME} - Kopi Senja`);
    expect(attribute(html, "og:description")).toMatch(/^Rp 18\.000 · /);
    expect(attribute(html, "og:type")).toBe("product");
    expect(attribute(html, "product:price:amount")).toBe("18000");
    expect(attribute(html, "product:price:currency")).toBe("IDR");
    expect(attribute(html, "og:url")).toMatch(new RegExp(`^https?://[^/]+${path}$`));
    const image = attribute(html, "og:image")!;
    expect(image).toMatch(/^https?:\/\/[^/]+\/.+/);
    expect(image).not.toContain("favicon");
    expect((await page.request.get(image)).status()).toBe(200);
    // Search engines read the product and its offer.
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    const product = JSON.parse(ld!) as { "@type": string; name: string; offers: unknown };
    expect(product).toMatchObject({
      "@type": "Product",
      name: NAME,
      offers: {
        "@type": "Offer",
        price: "18000",
        priceCurrency: "IDR",
        availability: "https://schema.org/InStock",
      },
    });
    // The product is in the HTML itself, before any script.
    expect(html).toContain(`>${NAME}</h3>`);
  });

  test("'Bagikan' opens WhatsApp with the product's name, price and link", async ({
    page,
    context,
  }) => {
    // A browser without a share sheet.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined });
    });
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<p>WhatsApp</p>" }),
    );
    const path = await productPathOf(page);
    const html = await (await page.request.get(path)).text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)![1]!;
    await page.goto("/demo/products");
    await page.getByRole("link", { name: NAME, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Detail Produk" });
    const share = dialog.getByRole("link", { name: "Bagikan" });
    const expected = `https://wa.me/?text=${encodeURIComponent(`${NAME} - Rp 18.000\n${canonical}`)}`;
    await expect(share).toHaveAttribute("href", expected);
    const [chat] = await Promise.all([context.waitForEvent("page"), share.click()]);
    await chat.waitForLoadState();
    expect(chat.url()).toBe(expected);
  });

  test("'Bagikan' uses the phone's share sheet where the browser has one", async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, "share", {
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    const path = await productPathOf(page);
    const html = await (await page.request.get(path)).text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)![1]!;
    await page.goto("/demo/products");
    await page.getByRole("link", { name: `Tambah ${NAME} ke keranjang` }).click();
    const opened: Page[] = [];
    context.on("page", (other) => opened.push(other));
    await page
      .getByRole("dialog", { name: "Detail Produk" })
      .getByRole("link", { name: "Bagikan" })
      .click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title: NAME, text: `${NAME} - Rp 18.000`, url: canonical }]);
    // No WhatsApp tab besides.
    expect(opened).toEqual([]);
  });
});

test.describe("a tap before the scripts run", () => {
  test("with the scripts held back, the first tap on a '+' opens the product @layout", async ({
    page,
  }) => {
    const path = await productPathOf(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.js", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/demo/products", { waitUntil: "commit" });
    const plus = page.getByRole("link", { name: `Tambah ${NAME} ke keranjang` });
    await expect(plus).toBeVisible();
    expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
    await plus.click({ noWaitAfter: true });
    await page.waitForURL(`**${path}`, { waitUntil: "commit" });
    release();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const sheet = page.getByRole("dialog", { name: "Detail Produk" });
    await expect(sheet.getByRole("heading", { name: NAME })).toBeVisible();
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a tap on a card and on its '+' opens the product's page @layout", async ({ page }) => {
    const path = await productPathOf(page);
    await page.goto("/demo/products");
    await page.getByRole("link", { name: NAME, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const sheet = page.getByRole("dialog", { name: "Detail Produk" });
    await expect(sheet.getByRole("heading", { name: NAME })).toBeVisible();
    await expect(sheet).toContainText("Rp 18.000");
    // Its close link leads back to the catalogue.
    await sheet.getByRole("link", { name: "Tutup" }).click();
    await expect(page).toHaveURL(/\/demo\/products$/);

    await page.getByRole("link", { name: `Tambah ${NAME} ke keranjang` }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("dialog", { name: "Detail Produk" })).toContainText(NAME);
  });
});
