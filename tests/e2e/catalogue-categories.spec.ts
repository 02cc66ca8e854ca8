import type { Page } from "@playwright/test";
import { categoryNamed, createProduct } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// The catalogue's category chips: 'Semua' and the seller's own categories that her products
// are in, in her order, the choice kept in the URL beside the search, filtering in the
// browser without reloading data.

type Shop = Awaited<ReturnType<typeof createShop>>;

const PRODUCTS = [
  { name: "Kopi Susu", category: "Makanan & Minuman" },
  { name: "Roti Bakar", category: "Makanan & Minuman" },
  { name: "Kaos Kopi", category: "Barang" },
  { name: "Tas Anyaman", category: "Barang" },
  { name: "Katering Rapat", category: "Jasa", description: "Kopi dan kue untuk 10 orang" },
  { name: "Voucher Lama" },
];

async function createCatalogue(data: ShopData, products = PRODUCTS): Promise<Shop> {
  const shop = await createShop(data, { name: "Toko Kategori" });
  for (const [index, product] of products.entries()) {
    await createProduct(data.db, shop.brandId, { price: 10000 + index * 1000, ...product });
  }
  // A product taken off sale lends its category no chip, nor does a category left empty.
  await createProduct(data.db, shop.brandId, {
    name: "Sewa Tenda Lama",
    price: 5000,
    category: "Sewa",
    isActive: false,
  });
  await categoryNamed(data.db, shop.brandId, "Kosong");
  return shop;
}

const chipsOf = (page: Page) => page.getByRole("navigation", { name: "Kategori produk" });
const cardsOf = (page: Page) => page.getByRole("main").getByRole("listitem");

async function expectProducts(page: Page, names: string[]) {
  const cards = cardsOf(page);
  await expect(cards).toHaveCount(names.length);
  for (const name of names) await expect(cards.filter({ hasText: name })).toHaveCount(1);
}

/**
 * The routes whose data each request of the page asks the server for ("all" when not
 * narrowed): a chip must not reload the catalogue's own data ("brand-products").
 */
function watchDataRequests(page: Page) {
  const routes: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".data")) routes.push(url.searchParams.get("_routes") ?? "all");
  });
  return routes;
}

test.describe("catalogue category chips", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("choosing a chip filters, combines with the search, and lives in the URL through reloads and Back @layout", async ({
    page,
  }) => {
    const shop = await createCatalogue(data);
    const path = `/${shop.username}/products`;
    await page.goto(path, { waitUntil: "networkidle" });

    const chips = chipsOf(page);
    await expect(chips.getByRole("link")).toHaveText([
      "Semua",
      "Makanan & Minuman",
      "Barang",
      "Jasa",
    ]);
    await expect(chips.getByRole("link", { name: "Semua" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expectProducts(
      page,
      PRODUCTS.map((product) => product.name),
    );

    const dataRequests = watchDataRequests(page);
    await chips.getByRole("link", { name: "Barang" }).click();
    await expect(page).toHaveURL((url) => url.search === "?kategori=Barang");
    await expectProducts(page, ["Kaos Kopi", "Tas Anyaman"]);
    await expect(chips.getByRole("link", { name: "Barang" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(chips.getByRole("link", { name: "Semua" })).not.toHaveAttribute("aria-current");

    // The search narrows the chosen chip, and both stay in the URL.
    await page.getByPlaceholder("Cari produk...").fill("kopi");
    await expect(page).toHaveURL((url) => url.search === "?kategori=Barang&q=kopi");
    await expectProducts(page, ["Kaos Kopi"]);

    // Another chip keeps the search.
    await chips.getByRole("link", { name: "Jasa" }).click();
    await expect(page).toHaveURL((url) => url.search === "?kategori=Jasa&q=kopi");
    await expectProducts(page, ["Katering Rapat"]);
    await chips.getByRole("link", { name: "Makanan & Minuman" }).click();
    await expectProducts(page, ["Kopi Susu"]);
    await chips.getByRole("link", { name: "Semua" }).click();
    await expect(page).toHaveURL((url) => url.search === "?q=kopi");
    await expectProducts(page, ["Kopi Susu", "Kaos Kopi", "Katering Rapat"]);

    // Back and Forward step through the chips chosen, the search with them.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.search === "?kategori=Makanan+%26+Minuman&q=kopi");
    await expectProducts(page, ["Kopi Susu"]);
    await page.goBack();
    await expect(page).toHaveURL((url) => url.search === "?kategori=Jasa&q=kopi");
    await expect(chips.getByRole("link", { name: "Jasa" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByPlaceholder("Cari produk...")).toHaveValue("kopi");
    await expectProducts(page, ["Katering Rapat"]);
    await page.goForward();
    await expectProducts(page, ["Kopi Susu"]);
    // Not one of those choices asked the server for anything: the list is filtered in the
    // browser, and the root's settings do not change with the query.
    expect(dataRequests).toEqual([]);

    // A reload, or the link shared, shows the same choice from the server's HTML on.
    await page.reload();
    await expect(chips.getByRole("link", { name: "Makanan & Minuman" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(page.getByPlaceholder("Cari produk...")).toHaveValue("kopi");
    await expectProducts(page, ["Kopi Susu"]);
    // A link with the category in another case names the same chip.
    const html = await (await page.request.get(`${path}?kategori=barang`)).text();
    // The page's data carries every product; the list drawn in the HTML only the chip's.
    const drawn = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(drawn).toContain("Tas Anyaman");
    expect(drawn).not.toContain("Roti Bakar");
  });

  test("the chips scroll sideways within the page, and a chosen chip past the edge is shown @layout", async ({
    page,
  }) => {
    const shop = await createCatalogue(data);
    await page.goto(`/${shop.username}/products?kategori=Jasa`, { waitUntil: "networkidle" });
    const chips = chipsOf(page);
    const jasa = chips.getByRole("link", { name: "Jasa" });
    await expect(jasa).toHaveAttribute("aria-current", "true");
    await expect(jasa).toBeInViewport({ ratio: 1 });

    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    // One row of chips, each its text on one line at a touch target's height.
    const first = (await chips.getByRole("link").first().boundingBox())!;
    for (const chip of await chips.getByRole("link").all()) {
      const box = (await chip.boundingBox())!;
      expect(box.y).toBe(first.y);
      expect(box.height).toBeGreaterThanOrEqual(36);
      expect(box.height).toBeLessThan(44);
    }
  });

  test("chips are reached, shown whole and chosen with the keyboard @layout", async ({ page }) => {
    const shop = await createCatalogue(data);
    await page.goto(`/${shop.username}/products?kategori=Jasa`, { waitUntil: "networkidle" });
    const chips = chipsOf(page);
    await page.getByPlaceholder("Cari produk...").focus();
    await page.keyboard.press("Tab");
    const semua = chips.getByRole("link", { name: "Semua" });
    await expect(semua).toBeFocused();
    await expect(semua).toBeInViewport({ ratio: 1 });
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(chips.getByRole("link", { name: "Barang" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.search === "?kategori=Barang");
    await expectProducts(page, ["Kaos Kopi", "Tas Anyaman"]);
  });

  test("a chip and a search that match nothing say so; an unknown category shows everything", async ({
    page,
  }) => {
    const shop = await createCatalogue(data);
    const path = `/${shop.username}/products`;
    await page.goto(`${path}?kategori=Jasa&q=kaos`, { waitUntil: "networkidle" });
    await expect(cardsOf(page)).toHaveCount(0);
    await expect(page.getByText("Tidak ada produk yang ditemukan")).toBeVisible();
    await chipsOf(page).getByRole("link", { name: "Barang" }).click();
    await expectProducts(page, ["Kaos Kopi"]);

    for (const search of [
      "?kategori=martabak",
      "?kategori=Kosong",
      "?kategori=Sewa",
      "?kategori=",
    ]) {
      await page.goto(`${path}${search}`);
      await expect(chipsOf(page).getByRole("link", { name: "Semua" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expectProducts(
        page,
        PRODUCTS.map((product) => product.name),
      );
    }
  });

  test("no chips when a choice would change nothing, and none for a category off sale", async ({
    page,
  }) => {
    const oneCategory = await createCatalogue(data, [
      { name: "Kopi Susu", category: "Makanan & Minuman" },
      { name: "Roti Bakar", category: "Makanan & Minuman" },
    ]);
    await page.goto(`/${oneCategory.username}/products?kategori=Makanan+%26+Minuman`);
    await expectProducts(page, ["Kopi Susu", "Roti Bakar"]);
    await expect(chipsOf(page)).toHaveCount(0);

    const withUncategorised = await createCatalogue(data, [
      { name: "Kopi Susu", category: "Makanan & Minuman" },
      { name: "Voucher Lama" },
    ]);
    await page.goto(`/${withUncategorised.username}/products?kategori=Jasa`);
    await expect(chipsOf(page).getByRole("link")).toHaveText(["Semua", "Makanan & Minuman"]);
    await expectProducts(page, ["Kopi Susu", "Voucher Lama"]);
  });

  test.describe("before the page's script runs", () => {
    test.use({ javaScriptEnabled: false });

    test("a chip is a link the server answers with the filtered catalogue", async ({ page }) => {
      const shop = await createCatalogue(data);
      await page.goto(`/${shop.username}/products?q=kopi`);
      await chipsOf(page).getByRole("link", { name: "Barang" }).click();
      await expect(page).toHaveURL((url) => url.search === "?q=kopi&kategori=Barang");
      await expectProducts(page, ["Kaos Kopi"]);
    });
  });
});
