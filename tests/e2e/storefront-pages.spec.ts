import { expect, test } from "./fixtures";
import { signInPage } from "./support/session";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

test.describe("stores, about and support pages", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("brand stores: card with photo viewer that stops at both ends, and a view counted @layout", async ({
    page,
    context,
  }) => {
    const before = await data.db
      .selectFrom("stores")
      .select(["id", "views", "clicks"])
      .where("name", "=", "Kopi Senja Kemang")
      .executeTakeFirstOrThrow();
    await page.goto("/demo/stores");
    await expect(page.getByRole("heading", { level: 1, name: "Lokasi Toko Kami" })).toBeVisible();
    const card = page.getByRole("article").filter({ hasText: "Kopi Senja Kemang" });
    await expect(card.getByText("Jl. Kemang Raya No. 10, Jakarta Selatan")).toBeVisible();
    await expect(card.getByRole("link", { name: "+6281200001111" })).toBeVisible();

    const previous = card.getByRole("button", { name: "Foto sebelumnya" });
    const next = card.getByRole("button", { name: "Foto berikutnya" });
    await expect(previous).toBeDisabled();
    await expect(card.getByText("1 / 2")).toBeVisible();
    await next.click();
    await expect(card.getByText("2 / 2")).toBeVisible();
    await expect(next).toBeDisabled();
    await previous.click();
    await expect(card.getByText("1 / 2")).toBeVisible();

    await expect
      .poll(
        async () =>
          (
            await data.db
              .selectFrom("stores")
              .select("views")
              .where("id", "=", before.id)
              .executeTakeFirstOrThrow()
          ).views,
      )
      .toBeGreaterThan(before.views);

    await context.route("https://maps.google.com/**", (route) => route.fulfill({ body: "ok" }));
    const popup = context.waitForEvent("page");
    await card.getByRole("link", { name: "Lihat di Google Maps" }).click();
    await (await popup).close();
    await expect
      .poll(
        async () =>
          (
            await data.db
              .selectFrom("stores")
              .select("clicks")
              .where("id", "=", before.id)
              .executeTakeFirstOrThrow()
          ).clicks,
      )
      .toBe(before.clicks + 1);
  });

  test("a brand without stores says so", async ({ page }) => {
    const shop = await createShop(data);
    await page.goto(`/${shop.username}/stores`);
    await expect(page.getByText("Belum ada informasi toko yang tersedia")).toBeVisible();
  });

  test("the platform stores page is 'Our Stores'", async ({ page }) => {
    await page.goto("/stores");
    await expect(page.getByRole("heading", { level: 1, name: "Our Stores" })).toBeVisible();
    await expect(page.getByText("Kopi Senja Kemang")).toBeVisible();
  });

  test("brand about: Tentang Kami with the three blocks and a contact box", async ({ page }) => {
    await page.goto("/demo/about");
    await expect(page.getByRole("heading", { level: 1, name: "Tentang Kami" })).toBeVisible();
    for (const title of ["Komunitas", "Kualitas", "Kepercayaan", "Hubungi Kami"]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "demo@gerai.local" })).toHaveAttribute(
      "href",
      "mailto:demo@gerai.local",
    );
    const whatsapp = await page
      .getByRole("link", { name: /WhatsApp \+6281200001111/ })
      .getAttribute("href");
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/6281200001111\?text=/);
  });

  test("platform about: vision, mission, values and contact", async ({ page }) => {
    await page.goto("/about");
    for (const title of ["Visi", "Misi", "Nilai", "Kontak"]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
  });

  test("support page: donation, consultation chat and social profile open in new tabs", async ({
    page,
  }) => {
    await page.goto("/supports");
    await expect(page.getByText(/gratis untuk semua UMKM/)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Navigasi utama" })).toHaveCount(0);
    for (const name of [
      "Traktir Kopi (Donasi)",
      "Konsultasi Aplikasi Custom",
      "Ikuti Kami di Instagram",
    ]) {
      await expect(page.getByRole("link", { name })).toHaveAttribute("target", "_blank");
    }
    const chat = new URL(
      (await page.getByRole("link", { name: "Konsultasi Aplikasi Custom" }).getAttribute("href"))!,
    );
    expect(chat.origin + chat.pathname).toBe("https://wa.me/6281234567890");
    expect(chat.searchParams.get("text")).toContain("aplikasi custom");

    await page.goto("/demo");
    await page.getByRole("link", { name: "produk tetangga" }).click();
    await expect(page).toHaveURL(/\/supports$/);
    await page.getByRole("button", { name: "Kembali" }).click();
    await expect(page).toHaveURL(/\/demo$/);
  });

  test("support page opened straight from a link: 'Kembali' goes home (the admin's to /admin)", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/supports");
    // The button acts once the page has come alive: a click before that is tried again.
    await expect(async () => {
      if (page.url().endsWith("/supports")) {
        await page.getByRole("button", { name: "Kembali" }).click({ timeout: 1_000 });
      }
      await expect(page).toHaveURL(/\/$/, { timeout: 1_000 });
    }).toPass();
    await expect(page.getByRole("link", { name: "Masuk ke Dashboard" })).toBeVisible();

    const shop = await createShop(data);
    await signInPage(page, baseURL!, shop);
    await page.goto("/admin/supports");
    // The sign-in's toast shows once the page is alive, over the top of the page on a phone
    // (a pointer resting on it keeps it there): the seller closes it, then goes back.
    const signedIn = page.locator("[data-sonner-toast]").filter({ hasText: "Login berhasil!" });
    await expect(signedIn).toBeVisible();
    await signedIn.getByRole("button", { name: "Tutup notifikasi" }).click();
    await expect(signedIn).toHaveCount(0);
    await page.getByRole("button", { name: "Kembali" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Welcome to Admin Panel" })).toBeVisible();
  });
});
