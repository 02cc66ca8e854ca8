import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { startServer, type RunningServer } from "./global-setup";
import { signInPage } from "./support/session";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// The platform admin's shops (decision 078), on a server of its own where the demo seller
// is the platform admin: from the sidebar's 'Toko' to the shop with reports, found by
// sorting and filtering, suspended with a reason, seen as 'Ditangguhkan' and in 'Audit',
// then reinstated.
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
  }) => {
    const name = `Toko Dilaporkan ${crypto.randomInt(100_000)}`;
    const shop = await createShop(data, { name });
    for (const reason of ["Penipuan", "Barang tidak dikirim", "Foto menyesatkan"]) {
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
    await page.goto("about:blank");
  });
});
