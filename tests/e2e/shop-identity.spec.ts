import { mediaVariantUrl } from "#domain/media";
import { expect, test } from "./fixtures";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// A link to any page of a shop says whose shop it is: the header names the shop, shows its
// logo (or its initial) and leads to the shop's home.
const SHOP_PAGES = ["products", "cart", "stores", "about", "order-tracking"] as const;

test.describe("shop identity on every shop page", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("each page of a shop with a logo shows its name and logo, linking to its home", async ({
    page,
    request,
  }) => {
    const { logo_url: logoUrl } = await data.db
      .selectFrom("brands")
      .select("logo_url")
      .where("username", "=", "demo")
      .executeTakeFirstOrThrow();
    expect(logoUrl).toBeTruthy();

    for (const name of SHOP_PAGES) {
      await page.goto(`/demo/${name}`);
      const shopLink = page.getByRole("banner").getByRole("link", { name: "Beranda Kopi Senja" });
      await expect(shopLink).toBeVisible();
      await expect(shopLink).toHaveAttribute("href", "/demo");
      await expect(shopLink).toContainText("Kopi Senja");
      await expect(shopLink.locator("img")).toHaveAttribute("src", mediaVariantUrl(logoUrl!, 320));
    }

    // Already in the server's HTML: a link preview or a slow phone shows it before scripts.
    const html = await (await request.get("/demo/stores")).text();
    expect(html).toMatch(/<span class="sr-only">Beranda <\/span>Kopi Senja/);

    await page.getByRole("banner").getByRole("link", { name: "Beranda Kopi Senja" }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kopi Senja" })).toBeVisible();
  });

  test("a shop without a logo shows its initial; the brand home keeps its own header only", async ({
    page,
  }) => {
    const shop = await createShop(data, { name: "Warung Bu Sri" });
    for (const name of SHOP_PAGES) {
      await page.goto(`/${shop.username}/${name}`);
      const shopLink = page
        .getByRole("banner")
        .getByRole("link", { name: "Beranda Warung Bu Sri" });
      await expect(shopLink).toHaveAttribute("href", `/${shop.username}`);
      // The initial and the name are shown; "Beranda" is read aloud only.
      await expect(shopLink).toHaveText("WBeranda Warung Bu Sri");
      await expect(shopLink.getByText("Beranda", { exact: true })).toHaveClass(/sr-only/);
      await expect(shopLink.locator("img")).toHaveCount(0);
    }
    await page.getByRole("banner").getByRole("link", { name: "Beranda Warung Bu Sri" }).click();
    await expect(page).toHaveURL(new RegExp(`/${shop.username}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Warung Bu Sri" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: /^Beranda / })).toHaveCount(0);

    // Platform pages belong to no shop.
    for (const path of ["/stores", "/about", "/order-tracking", "/auth"]) {
      await page.goto(path);
      await expect(page.getByRole("banner").getByRole("link", { name: /^Beranda / })).toHaveCount(
        0,
      );
    }
  });
});
