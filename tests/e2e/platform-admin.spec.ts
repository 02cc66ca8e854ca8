import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PLATFORM_MESSAGES } from "#domain/platform-oversight";
import { expect, test } from "./fixtures";
import { startServer, type RunningServer } from "./global-setup";
import { signInPage } from "./support/session";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// The platform admin's shops (decision 078), on a server of its own where the demo seller
// is the platform admin: a visitor reports a shop from its page, the admin goes from the
// sidebar's 'Toko' to the shop with reports, found by sorting and filtering, suspends it
// with a reason (its link then shows the notice to a fresh visitor), sees it as
// 'Ditangguhkan' and in 'Audit', then reinstates it and the shop is back.
test.describe("the platform admin's shops", () => {
  test.describe.configure({ mode: "serial" });
  let server: RunningServer;
  let data: ShopData;
  let adminLogin: { email: string; password: string };

  test.beforeAll(async () => {
    server = await startServer({ PLATFORM_ADMIN_EMAILS: "demo@gerai.local" });
    data = openShopData(server.dataDir);
    const { password } = JSON.parse(
      fs.readFileSync(path.join(server.dataDir, "demo-login.json"), "utf8"),
    ) as { password: string };
    adminLogin = { email: "demo@gerai.local", password };
  });
  test.afterAll(async () => {
    await data?.close();
    await server?.stop();
  });

  test("finds the reported shop, suspends it, sees it in the audit and reinstates it @layout", async ({
    page,
    browser,
  }) => {
    const name = `Toko Dilaporkan ${crypto.randomInt(100_000)}`;
    const shop = await createShop(data, { name });
    const shopUrl = `${server.baseUrl}/${shop.username}`;
    // A visitor reports the shop from its page's footer ('Laporkan Toko', decision 079)…
    const visitor = await browser.newContext({ viewport: page.viewportSize() });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(shopUrl);
    await visitorPage.getByRole("contentinfo").getByRole("link", { name: "Laporkan Toko" }).click();
    await visitorPage
      .getByText("Penipuan (sudah bayar, barang tidak dikirim)", { exact: true })
      .click();
    await visitorPage
      .getByLabel("Ceritakan yang terjadi")
      .fill("Pembeli menulis: Penipuan, sudah transfer tapi barang tidak datang");
    await visitorPage.getByRole("button", { name: "Kirim Laporan" }).click();
    await expect(visitorPage.getByText(/Laporan Anda sudah kami terima/)).toBeVisible();
    await visitor.close();
    // … and two more people did before.
    for (const reason of ["Barang tidak dikirim", "Foto menyesatkan"]) {
      await data.db
        .insertInto("shop_reports")
        .values({
          id: crypto.randomUUID(),
          brand_id: shop.brandId,
          created_at: new Date().toISOString(),
          reason,
          details: `Pembeli menulis: ${reason}`,
          contact: "pembeli@example.com",
        })
        .execute();
    }

    await signInPage(page, server.baseUrl, adminLogin);
    await page.goto(`${server.baseUrl}/admin`);
    if ((page.viewportSize()?.width ?? 0) < 768) {
      await page.getByRole("button", { name: "Buka/tutup menu" }).click();
    }
    await page.getByRole("group", { name: "Platform" }).getByRole("link", { name: "Toko" }).click();
    await expect(page.getByRole("heading", { name: "Toko", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/ - Toko$/);

    await page.getByLabel("Urutkan").selectOption({ label: "Laporan terbanyak" });
    await page.getByLabel("Ada laporan").check();
    await page.getByRole("button", { name: "Terapkan" }).click();
    await expect(page).toHaveURL(/laporan=1/);
    await expect(page).toHaveURL(/urut=reports/);
    await expect(page.getByText("1 toko sesuai filter")).toBeVisible();
    // The only shop with reports, first, with its three new reports; its row fits the screen.
    const link = page.getByRole("link", { name });
    await expect(link).toBeVisible();
    await expect(page.getByText("(3 baru)").filter({ visible: true })).toBeVisible();
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await link.click();

    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/ - Detail Toko$/);
    await expect(page.getByText("Pembeli menulis: Penipuan")).toBeVisible();
    await expect(page.getByText("Aktif", { exact: true })).toBeVisible();
    // Every report of the shop is one tap away, on the platform's list of reports.
    await expect(page.getByRole("link", { name: "Semua laporan dari publik" })).toHaveAttribute(
      "href",
      "/admin/platform/reports?tampil=semua",
    );

    // A reason too short is refused in the dialog and nothing is lost.
    await page.getByRole("button", { name: "Tangguhkan Toko" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Alasan").fill("Palsu");
    await dialog.getByRole("button", { name: "Ya, Tangguhkan" }).click();
    await expect(dialog.getByText("Tulis alasannya (minimal 10 karakter).")).toBeVisible();
    await dialog.getByLabel("Alasan").fill("Tiga laporan penipuan dalam sepekan");
    await dialog.getByRole("button", { name: "Ya, Tangguhkan" }).click();
    await expect(page.getByText("Toko ditangguhkan.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Ditangguhkan", { exact: true })).toBeVisible();
    await expect(page.getByText("Tiga laporan penipuan dalam sepekan").first()).toBeVisible();
    const row = await data.db
      .selectFrom("brands")
      .select(["suspended_at", "suspension_reason"])
      .where("id", "=", shop.brandId)
      .executeTakeFirstOrThrow();
    expect(row.suspension_reason).toBe("Tiga laporan penipuan dalam sepekan");

    // The shop's link shows the notice to anyone, at once (decision 077).
    const suspendedVisit = await browser.newContext({ viewport: page.viewportSize() });
    const suspendedPage = await suspendedVisit.newPage();
    const gone = await suspendedPage.goto(shopUrl);
    expect(gone?.status()).toBe(410);
    await expect(suspendedPage.getByText(PLATFORM_MESSAGES.suspendedNotice)).toBeVisible();
    await expect(suspendedPage.getByRole("heading", { name, level: 1 })).toBeVisible();
    await suspendedVisit.close();

    // The list says so too, under the status filter.
    await page.goto(`${server.baseUrl}/admin/platform/shops?status=suspended`);
    await expect(page.getByRole("link", { name })).toBeVisible();

    await page.goto(`${server.baseUrl}/admin/platform/audit`);
    await expect(page.getByRole("heading", { name: "Audit", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/ - Audit$/);
    const entry = page.getByRole("listitem").filter({ hasText: "Menangguhkan toko" }).first();
    await expect(entry).toContainText("demo@gerai.local");
    await expect(entry).toContainText("Tiga laporan penipuan dalam sepekan");
    await entry.getByRole("link", { name }).click();

    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Pulihkan Toko" }).click();
    await page.getByRole("dialog").getByLabel("Alasan").fill("Pemilik sudah menjelaskan semuanya");
    await page.getByRole("dialog").getByRole("button", { name: "Ya, Pulihkan" }).click();
    await expect(page.getByText("Toko dipulihkan.")).toBeVisible();
    await expect(page.getByText("Aktif", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Tangguhkan Toko" })).toBeVisible();
    const after = await data.db
      .selectFrom("brands")
      .select("suspended_at")
      .where("id", "=", shop.brandId)
      .executeTakeFirstOrThrow();
    expect(after.suspended_at).toBeNull();
    // Reinstated, the shop's link shows the shop again, in a fresh visit.
    const backVisit = await browser.newContext({ viewport: page.viewportSize() });
    const backPage = await backVisit.newPage();
    const back = await backPage.goto(shopUrl);
    expect(back?.status()).toBe(200);
    await expect(backPage.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(backPage.getByText(PLATFORM_MESSAGES.suspendedNotice)).toHaveCount(0);
    await backVisit.close();
    await page.goto("about:blank");
  });
});
