import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInPage } from "./support/session";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// What a search engine fetches of a shop (decision 074): robots.txt, the sitemaps, and the
// shop home's JSON-LD, which follows the kind the seller picks on her About page at once.

const jsonLdOf = async (page: Page) =>
  JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "null",
  ) as Record<string, unknown>;

test.describe("search engines", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("robots.txt names the sitemaps, and the demo shop is a coffee shop with its hours", async ({
    page,
    request,
    baseURL,
  }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const index = await (await request.get("/sitemap.xml")).text();
    expect(index).toContain(`<loc>${baseURL}/demo/sitemap.xml</loc>`);
    const sitemap = await (await request.get("/demo/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${baseURL}/demo/products</loc>`);

    await page.goto("/demo");
    expect(await jsonLdOf(page)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "CafeOrCoffeeShop",
      name: "Kopi Senja",
      url: `${baseURL}/demo`,
      telephone: "+6281200001111",
      address: { "@type": "PostalAddress", addressCountry: "ID" },
      openingHoursSpecification: [expect.objectContaining({ dayOfWeek: expect.any(Array) })],
    });
  });

  test("the kind picked on the About page is what the shop home says", async ({
    page,
    baseURL,
  }) => {
    const shop = await createShop(data);
    await page.goto(`/${shop.username}`);
    expect(await jsonLdOf(page)).toMatchObject({ "@type": "LocalBusiness" });

    await signInPage(page, baseURL!, shop);
    await page.goto("/admin/about");
    await page.getByRole("button", { name: "Edit About Info" }).click();
    await page.getByLabel("Tentang Brand").fill("Kue rumahan setiap hari.");
    await page.getByLabel("WhatsApp Layanan Pelanggan").fill("0813 1111 2222");
    await page.getByLabel("Email Layanan Pelanggan").fill("cs@kue.id");
    await page.getByLabel("Jenis Usaha").selectOption({ label: "Toko kue & roti" });
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page.getByText("Brand berhasil diupdate")).toBeVisible();
    await expect(page.getByText("Toko kue & roti")).toBeVisible();

    await page.goto(`/${shop.username}`);
    expect(await jsonLdOf(page)).toMatchObject({
      "@type": "Bakery",
      description: "Kue rumahan setiap hari.",
    });
  });
});
