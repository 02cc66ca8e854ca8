import { expect, test } from "./fixtures";

test.describe("brand home", () => {
  test("shows the demo brand with its open badge, in the server-rendered HTML too @layout", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/demo")).text();
    expect(html).toContain("Kopi Senja");
    expect(html).toContain("BUKA");

    await page.goto("/demo");
    await expect(page.getByRole("heading", { level: 1, name: "Kopi Senja" })).toBeVisible();
    await expect(page.getByText("BUKA", { exact: true })).toBeVisible();
    await expect(page.getByText(/Kedai kopi rumahan/)).toBeVisible();
    await expect(page.getByRole("img", { name: "Logo Kopi Senja" })).toBeVisible();
    await expect(page).toHaveTitle("Gerai - Kopi Senja");
  });

  test("an unknown slug shows 'Toko tidak ditemukan' with status 404", async ({ page }) => {
    const response = await page.goto("/toko-yang-tidak-ada");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Toko tidak ditemukan")).toBeVisible();
  });

  test("brand slugs are case-insensitive", async ({ page }) => {
    await page.goto("/Demo");
    await expect(page.getByRole("heading", { level: 1, name: "Kopi Senja" })).toBeVisible();
  });
});

test.describe("bottom navigation", () => {
  test("has the four tabs with brand-prefixed paths under a brand @layout", async ({ page }) => {
    await page.goto("/demo");
    const nav = page.getByRole("navigation", { name: "Navigasi utama" });
    await expect(nav).toBeVisible();
    const expected = [
      ["Beranda", "/demo"],
      ["Belanja", "/demo/products"],
      ["Lacak", "/demo/order-tracking"],
      ["Toko", "/demo/stores"],
    ];
    await expect(nav.getByRole("link")).toHaveCount(4);
    for (const [label, href] of expected) {
      await expect(nav.getByRole("link", { name: label })).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("link", { name: "Beranda" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("keeps a shop's tabs on its missing pages; a name no shop has gets the platform's", async ({
    page,
  }) => {
    await page.goto("/demo/b/c");
    const nav = page.getByRole("navigation", { name: "Navigasi utama" });
    await expect(nav.getByRole("link", { name: "Belanja" })).toHaveAttribute(
      "href",
      "/demo/products",
    );
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Beranda Kopi Senja" }),
    ).toBeVisible();
    await page.goto("/a/b/c");
    await expect(nav.getByRole("link", { name: "Belanja" })).toHaveAttribute("href", "/products");
    await page.goto("/toko-yang-tidak-ada");
    await expect(page.getByText("Toko tidak ditemukan")).toBeVisible();
    await expect(nav.getByRole("link", { name: "Belanja" })).toHaveAttribute("href", "/products");
  });

  test("uses platform paths under a reserved path and is hidden on the landing page", async ({
    page,
  }) => {
    await page.goto("/stores/x/y");
    const nav = page.getByRole("navigation", { name: "Navigasi utama" });
    await expect(nav.getByRole("link", { name: "Beranda" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Belanja" })).toHaveAttribute("href", "/products");
    await expect(nav.getByRole("link", { name: "Toko" })).toHaveAttribute("href", "/stores");
    await page.goto("/");
    await expect(nav).toHaveCount(0);
  });
});
