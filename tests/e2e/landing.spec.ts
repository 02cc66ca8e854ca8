import { expect, test } from "./fixtures";

test.describe("landing page", () => {
  test("serves the landing texts in the server-rendered HTML", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const text of [
      "Masuk ke Dashboard",
      "Daftar Gratis Sekarang",
      "Butuh Bantuan Setup?",
      "Dipercaya oleh ribuan UMKM di Indonesia",
      "produk tetangga",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain("<title>Gerai</title>");
  });

  test("offers sign-in, registration and a setup chat to the support phone @layout", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Gerai" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Masuk ke Dashboard" })).toHaveAttribute(
      "href",
      "/auth",
    );
    await expect(page.getByRole("link", { name: "Daftar Gratis Sekarang" })).toHaveAttribute(
      "href",
      "/register",
    );
    const chat = page.getByRole("link", { name: "Chat via WhatsApp" });
    await expect(chat).toHaveAttribute("target", "_blank");
    const href = await chat.getAttribute("href");
    const url = new URL(href ?? "");
    expect(url.origin + url.pathname).toBe("https://wa.me/6281234567890");
    expect(url.searchParams.get("text")).toBe(
      "Halo, saya butuh bantuan untuk setup toko online. Bisa dibantu?",
    );
    await expect(page.getByText("Dipercaya oleh ribuan UMKM di Indonesia")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Navigasi utama" })).toHaveCount(0);
  });

  test("header links to the support page as 'produk tetangga'", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "produk tetangga" })).toHaveAttribute(
      "href",
      "/supports",
    );
  });

  test("sends security headers", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(headers["content-security-policy"]).toContain("script-src 'self' 'nonce-");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});
