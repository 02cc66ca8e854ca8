import { expect, test } from "./fixtures";
import { expectNoSeriousViolations } from "./support/axe";
import { makePlatformAdmin } from "./support/full-shop";
import { signInPage } from "./support/session";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// 'Laporkan Toko' (decision 079): a visitor opens a shop, taps 'Laporkan Toko' at the
// bottom of the page, sends a report and reads the thanks; the platform admin finds it
// under 'Laporan', grouped with the shop, and marks it reviewed. The form works without
// JavaScript too, a refusal keeping what was typed.

const DETAILS = "Sudah transfer Rp 150.000 hari Senin, barang tidak pernah dikirim.";

test.describe("reports from the public", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("a visitor reports a shop from its footer and the platform admin reviews it @layout", async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = `Toko Curang ${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const shop = await createShop(data, { name });

    await page.goto(`/${shop.username}`);
    await page.getByRole("contentinfo").getByRole("link", { name: "Laporkan Toko" }).click();
    await expect(page.getByRole("heading", { name: "Laporkan Toko", level: 1 })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/${shop.username}/laporkan`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    await page.getByText("Penipuan (sudah bayar, barang tidak dikirim)", { exact: true }).click();
    await page.getByLabel("Ceritakan yang terjadi").fill(DETAILS);
    await page.getByLabel("Kontak Anda (opsional)").fill("hubungi saya");
    await page.getByRole("button", { name: "Kirim Laporan" }).click();
    await expect(
      page.getByText("Tulis nomor WhatsApp (08…) atau alamat email yang benar"),
    ).toBeVisible();
    await expect(page.getByLabel("Ceritakan yang terjadi")).toHaveValue(DETAILS);
    await expect(
      page.getByRole("radio", { name: "Penipuan (sudah bayar, barang tidak dikirim)" }),
    ).toBeChecked();
    await expectNoSeriousViolations(page, "the report page with an error");

    await page.getByLabel("Kontak Anda (opsional)").fill("0812-3456-7890");
    await page.getByRole("button", { name: "Kirim Laporan" }).click();
    await expect(
      page.getByText(
        "Terima kasih. Laporan Anda sudah kami terima dan akan ditinjau pengelola platform.",
      ),
    ).toBeVisible();

    // The platform admin, in a browser of their own, finds it under 'Laporan'.
    const admin = await createShop(data, { name: "Pengelola Gerai" });
    await makePlatformAdmin(data, admin.email);
    const adminContext = await browser.newContext({
      baseURL,
      viewport: page.viewportSize(),
      extraHTTPHeaders: { "X-Forwarded-For": "198.19.250.1" },
    });
    const adminPage = await adminContext.newPage();
    await signInPage(adminPage, baseURL!, admin);
    await adminPage.goto("/admin");
    const isMobile = (page.viewportSize()?.width ?? 0) < 768;
    if (isMobile) await adminPage.getByRole("button", { name: "Buka/tutup menu" }).click();
    await adminPage
      .getByRole("navigation", { name: "Menu admin" })
      .getByRole("link", { name: "Laporan" })
      .click();
    await expect(adminPage.getByRole("heading", { name: "Laporan", level: 1 })).toBeVisible();
    const group = adminPage.getByRole("listitem").filter({
      has: adminPage.getByRole("heading", { name }),
    });
    await expect(group).toContainText(`/${shop.username}`);
    await expect(group).toContainText("1 baru");
    await expect(group).toContainText("1 laporan");
    await expect(group).toContainText("Penipuan (sudah bayar, barang tidak dikirim)");
    await expect(group).toContainText(DETAILS);
    await expect(group.getByRole("link", { name: "+6281234567890" })).toHaveAttribute(
      "href",
      "https://wa.me/6281234567890",
    );
    await expect(group.getByRole("link", { name })).toHaveAttribute(
      "href",
      `/admin/platform/shops/${shop.brandId}`,
    );
    await expectNoSeriousViolations(adminPage, "the reports list");

    await group.getByRole("button", { name: "Tandai sudah ditinjau" }).click();
    await expect(adminPage.getByText("Laporan toko ini ditandai sudah ditinjau.")).toBeVisible();
    await expect(adminPage.getByRole("heading", { name })).toHaveCount(0);
    await adminPage.getByRole("link", { name: "Semua", exact: true }).click();
    await expect(group).toContainText("1 laporan");
    await expect(group).not.toContainText("1 baru");
    await expect(group.getByRole("button", { name: "Tandai sudah ditinjau" })).toHaveCount(0);
    await adminContext.close();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("sends a report as a plain form, a refusal keeping what was typed @layout", async ({
      page,
    }) => {
      const shop = await createShop(data, { name: "Toko Tanpa Skrip" });
      await page.goto(`/${shop.username}/products`);
      await page.getByRole("contentinfo").getByRole("link", { name: "Laporkan Toko" }).click();
      await expect(page.getByRole("heading", { name: "Laporkan Toko", level: 1 })).toBeVisible();

      await page.getByText("Meniru toko atau merek lain", { exact: true }).click();
      await page.getByLabel("Ceritakan yang terjadi").fill(DETAILS);
      await page.getByLabel("Kontak Anda (opsional)").fill("budi@");
      await page.getByRole("button", { name: "Kirim Laporan" }).click();
      await expect(
        page.getByText("Tulis nomor WhatsApp (08…) atau alamat email yang benar"),
      ).toBeVisible();
      await expect(page.getByLabel("Ceritakan yang terjadi")).toHaveValue(DETAILS);
      await expect(page.getByLabel("Kontak Anda (opsional)")).toHaveValue("budi@");
      await expect(page.getByRole("radio", { name: "Meniru toko atau merek lain" })).toBeChecked();

      await page.getByLabel("Kontak Anda (opsional)").fill("budi@example.com");
      await page.getByRole("button", { name: "Kirim Laporan" }).click();
      await expect(
        page.getByText(
          "Terima kasih. Laporan Anda sudah kami terima dan akan ditinjau pengelola platform.",
        ),
      ).toBeVisible();
    });
  });
});
