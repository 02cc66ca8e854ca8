import { expect, test } from "./fixtures";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

test.describe("brand home content", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("shows the price-list carousel, cycling past the last image @layout", async ({ page }) => {
    await page.goto("/demo");
    const carousel = page.getByRole("region", { name: "Menu / Daftar Harga" });
    await expect(carousel.getByRole("img")).toHaveCount(2);
    await expect(carousel.getByRole("img", { name: "Price List 1" })).toBeVisible();
    // The picture that shows the most of itself, once the slides have come to rest.
    const inPlace = () =>
      carousel.evaluate((root) => {
        const frame = root.getBoundingClientRect();
        const shown = (image: Element) => {
          const box = image.getBoundingClientRect();
          return Math.min(box.right, frame.right) - Math.max(box.left, frame.left);
        };
        const images = [...root.querySelectorAll("img")];
        return images.sort((a, b) => shown(b) - shown(a))[0]?.alt;
      });
    const next = carousel.getByRole("button", { name: "Gambar berikutnya" });
    await next.click();
    await expect.poll(inPlace).toBe("Price List 2");
    // Past the last image comes the first again, and back from the first comes the last.
    await next.click();
    await expect.poll(inPlace).toBe("Price List 1");
    await carousel.getByRole("button", { name: "Gambar sebelumnya" }).click();
    await expect.poll(inPlace).toBe("Price List 2");
  });

  test("lists the links newest first and counts a click when one is opened", async ({
    page,
    context,
  }) => {
    await page.goto("/demo");
    const links = page.getByRole("region", { name: "Tautan" }).getByRole("link");
    await expect(links).toHaveCount(3);
    await expect(links.first()).toContainText("Lokasi di Google Maps");
    await expect(links.nth(2)).toContainText("Instagram");
    await expect(links.nth(2)).toContainText("Menu baru dan promo mingguan");
    await expect(links.nth(2)).toHaveAttribute("target", "_blank");

    const before = await data.db
      .selectFrom("links")
      .select(["id", "clicks", "views"])
      .where("title", "=", "Instagram")
      .executeTakeFirstOrThrow();
    expect(before.views).toBeGreaterThan(0);
    // The destination is outside this closed network; only the count matters here.
    await context.route("https://instagram.com/**", (route) => route.fulfill({ body: "ok" }));
    const popup = context.waitForEvent("page");
    await links.nth(2).click();
    await (await popup).close();
    await expect
      .poll(
        async () =>
          (
            await data.db
              .selectFrom("links")
              .select("clicks")
              .where("id", "=", before.id)
              .executeTakeFirstOrThrow()
          ).clicks,
      )
      .toBe(before.clicks + 1);
  });

  test("a shop without links says so, and a closed shop shows TUTUP", async ({ page }) => {
    const shop = await createShop(data, { name: "Warung Sepi", isCurrentlyOpen: false });
    await page.goto(`/${shop.username}`);
    await expect(page.getByRole("heading", { level: 1, name: "Warung Sepi" })).toBeVisible();
    await expect(page.getByText("TUTUP", { exact: true })).toBeVisible();
    await expect(page.getByText("Belum ada links yang tersedia")).toBeVisible();
    // No logo: the initial letter stands in.
    await expect(page.getByText("W", { exact: true })).toBeVisible();
  });

  test("carries Open Graph and Twitter tags for link previews", async ({ request, baseURL }) => {
    const html = await (await request.get("/demo")).text();
    expect(html).toContain('property="og:title" content="Gerai - Kopi Senja"');
    expect(html).toContain(
      'property="og:description" content="Kedai kopi rumahan di Jakarta Selatan.',
    );
    expect(html).toContain(`property="og:url" content="${baseURL}/demo"`);
    // The logo as stored (a WebP width of the uploaded picture), as an absolute URL.
    const image = html.match(/property="og:image" content="([^"]+)"/)?.[1] ?? "";
    expect(image).toMatch(new RegExp(`^${baseURL}/media/brand-logos/[0-9a-f]{32}-640\\.webp$`));
    expect(html).toContain(`name="twitter:image" content="${image}"`);
    const logo = await request.get(image);
    expect(logo.status()).toBe(200);
    expect(logo.headers()["content-type"]).toBe("image/webp");
    expect(html).toContain('name="twitter:card" content="summary"');
    expect(html).toContain(`rel="canonical" href="${baseURL}/demo"`);
  });
});
