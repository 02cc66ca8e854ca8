import type { Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { startServer } from "./global-setup";

async function logInAsDemo(page: Page, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill("demo@gerai.local");
  await page.getByLabel("Password", { exact: true }).fill(password);
  // The admin's first new-order poll starts with its other effects, the sidebar's keyboard
  // shortcut among them: once it is sent, the admin listens.
  const firstPoll = page.waitForRequest(
    (request) => new URL(request.url()).pathname === "/admin/order-alerts",
  );
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await firstPoll;
}

function demoPassword(): string {
  const file = path.join(process.env.E2E_DATA_DIR ?? "", "demo-login.json");
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { password: string }).password;
}

test.describe("admin shell", () => {
  test("lists every admin section; platform settings only for platform admins @layout", async ({
    page,
  }) => {
    await logInAsDemo(page, demoPassword());
    if ((page.viewportSize()?.width ?? 0) < 768) {
      await page.getByRole("button", { name: "Buka/tutup menu" }).click();
    }
    const menu = page.getByRole("navigation", { name: "Menu admin" });
    for (const [label, href] of [
      ["Dasbor", "/admin"],
      ["Tautan", "/admin/links"],
      ["Produk", "/admin/products"],
      ["Pesanan", "/admin/orders"],
      ["Daftar Produksi", "/admin/production"],
      ["Pelanggan", "/admin/customers"],
      ["Toko", "/admin/store"],
      ["Libur & Jam Khusus", "/admin/special-days"],
      ["Pembayaran", "/admin/payments"],
      ["Pengiriman", "/admin/delivery"],
      ["Kode QR", "/admin/qr"],
      ["Tentang", "/admin/about"],
      ["Domain Sendiri", "/admin/domain"],
      ["Data & Akun", "/admin/account"],
      ["Dukungan", "/admin/supports"],
    ]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    }
    // The seller's own shop, opened in a new tab (decision 067).
    await expect(menu.getByRole("link", { name: "Lihat Toko" })).toHaveAttribute("href", "/demo");
    await expect(menu.getByRole("button", { name: "Bagikan Toko" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Platform Settings" })).toHaveCount(0);
  });

  test("Ctrl+B collapses the sidebar (kept 7 days); on mobile it is an 18rem sheet @layout", async ({
    page,
  }) => {
    await logInAsDemo(page, demoPassword());
    if ((page.viewportSize()?.width ?? 0) < 768) {
      await page.keyboard.press("Control+b");
      const sheet = page.locator('[data-mobile="true"]');
      await expect(sheet).toBeVisible();
      expect(Math.round((await sheet.boundingBox())!.width)).toBe(288);
      return;
    }
    const sidebar = page.locator('[data-slot="sidebar"]');
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    const aside = sidebar.locator("aside");
    expect(Math.round((await aside.boundingBox())!.width)).toBe(256);

    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect.poll(async () => Math.round((await aside.boundingBox())!.width)).toBe(48);
    const cookie = (await page.context().cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await page.reload();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
  });
});

test.describe("platform admin", () => {
  test("sees the Platform Settings entry @layout", async ({ page }) => {
    // Promote the demo seller through PLATFORM_ADMIN_EMAILS on a server of its own.
    const server = await startServer({ PLATFORM_ADMIN_EMAILS: "demo@gerai.local" });
    try {
      const login = JSON.parse(
        fs.readFileSync(path.join(server.dataDir, "demo-login.json"), "utf8"),
      ) as { password: string };
      await page.goto(`${server.baseUrl}/auth`);
      await page.getByLabel("Email").fill("demo@gerai.local");
      await page.getByLabel("Password", { exact: true }).fill(login.password);
      await page.getByRole("button", { name: "Masuk" }).click();
      await expect(page).toHaveURL(/\/admin$/);
      if ((page.viewportSize()?.width ?? 0) < 768) {
        await page.getByRole("button", { name: "Buka/tutup menu" }).click();
      }
      await expect(
        page
          .getByRole("navigation", { name: "Menu admin" })
          .getByRole("link", { name: "Platform Settings" }),
      ).toHaveAttribute("href", "/admin/platform-settings");
    } finally {
      // Leave the page first: its links would keep fetching route manifests from a server
      // that is gone.
      await page.goto("about:blank");
      await server.stop();
    }
  });
});

test.describe("referral code", () => {
  test("a refCode in a storefront URL is kept in sessionStorage", async ({ page }) => {
    await page.goto("/demo?refCode=TEMAN10");
    await expect(page.getByRole("heading", { level: 1, name: "Kopi Senja" })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("referralCode")))
      .toBe("TEMAN10");
    await page.goto("/demo");
    expect(await page.evaluate(() => sessionStorage.getItem("referralCode"))).toBe("TEMAN10");
  });
});
