import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { startServer, type RunningServer } from "./global-setup";
import { pictureFile } from "./support/images";
import { httpClient, signInPage } from "./support/session";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// A server of its own where the demo seller is a platform admin, so the shared server
// keeps its default settings.
test.describe("platform settings", () => {
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

  test("the platform admin renames the site and sets its pictures; the shell follows @layout", async ({
    page,
  }) => {
    await signInPage(page, server.baseUrl, adminLogin);
    await page.goto(`${server.baseUrl}/admin/platform-settings`);
    await expect(page.getByRole("heading", { name: "Platform Settings" })).toBeVisible();
    await expect(page.getByText("Manage global platform configuration")).toBeVisible();
    await expect(page.getByLabel("Nomor WhatsApp Layanan Pelanggan")).toHaveAttribute(
      "placeholder",
      "+6281234567890",
    );

    await page.getByLabel("Judul Situs").fill("Pasar Warga");
    await page.getByLabel("Nomor WhatsApp Layanan Pelanggan").fill("0812-7777-6666");
    await page.getByLabel("Favicon").setInputFiles(await pictureFile("ikon.png", "#27ae60"));
    await page
      .getByLabel("Logo Kecil di Kepala Halaman")
      .setInputFiles(await pictureFile("logo-kecil.png", "#2c3e50"));
    await page
      .getByLabel("Logo Situs")
      .setInputFiles(await pictureFile("logo-besar.png", "#8e44ad"));
    await expect(page.getByText("ikon.png")).toBeVisible();
    await expect(page.getByText("logo-kecil.png")).toBeVisible();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Platform settings updated successfully")).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Settings" })).toBeEnabled();

    // Right after saving: the title, the favicon and the header logo of the site change.
    await expect(page).toHaveTitle("Pasar Warga - Platform Settings");
    await expect(page.getByRole("img", { name: "Favicon saat ini" })).toHaveAttribute(
      "src",
      /\/media\/platform-assets\/[0-9a-f]{32}-320\.webp$/,
    );
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
      "href",
      /\/media\/platform-assets\/[0-9a-f]{32}-320\.webp$/,
    );
    await page.goto(`${server.baseUrl}/`);
    await expect(page).toHaveTitle("Pasar Warga");
    await expect(
      page.getByRole("banner").getByRole("img", { name: "Pasar Warga" }),
    ).toHaveAttribute("src", /\/media\/platform-assets\/[0-9a-f]{32}-320\.webp$/);
    // The 'Website Logo' heads the landing page, named by the site title, within a phone's width.
    const websiteLogo = page.getByRole("main").getByRole("img", { name: "Pasar Warga" });
    await expect(websiteLogo).toBeVisible();
    await expect(websiteLogo).toHaveAttribute(
      "src",
      /\/media\/platform-assets\/[0-9a-f]{32}-640\.webp$/,
    );
    const logoBox = (await websiteLogo.boundingBox())!;
    expect(logoBox.height).toBe(96);
    expect(logoBox.width).toBeLessThanOrEqual((page.viewportSize()?.width ?? 0) - 32);
    const chat = await page.getByRole("link", { name: "Chat via WhatsApp" }).getAttribute("href");
    expect(chat).toMatch(/^https:\/\/wa\.me\/6281277776666\?text=/);
    await page.goto(`${server.baseUrl}/demo`);
    await expect(page).toHaveTitle("Pasar Warga - Kopi Senja");
  });

  test("a brand owner may open the page but saving is refused with 403", async ({ page }) => {
    const seller = await createShop(data);
    await signInPage(page, server.baseUrl, seller);
    await page.goto(`${server.baseUrl}/admin/platform-settings`);
    await expect(page.getByRole("button", { name: "Save Settings" })).toBeDisabled();

    const client = await httpClient(server.baseUrl, seller);
    const before = await data.db.selectFrom("platform_settings").selectAll().execute();
    const refused = await client.post("/admin/platform-settings", {
      form: { siteTitle: "Diambil alih", customerSupportPhone: "081234567890" },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
    const anonymous = await httpClient(server.baseUrl);
    const redirected = await anonymous.post("/admin/platform-settings", {
      form: { siteTitle: "Diambil alih" },
      maxRedirects: 0,
    });
    expect(redirected.status()).toBe(302);
    expect(await data.db.selectFrom("platform_settings").selectAll().execute()).toEqual(before);
    await client.dispose();
    await anonymous.dispose();
  });

  test("a picture that fails to upload is said by the Save button and nothing is saved", async ({
    page,
    consoleErrors,
  }) => {
    await signInPage(page, server.baseUrl, adminLogin);
    await page.goto(`${server.baseUrl}/admin/platform-settings`);
    const before = await data.db.selectFrom("platform_settings").selectAll().execute();
    await page.route("**/api/uploads", (route) =>
      route.fulfill({ status: 500, json: { error: "Gagal mengupload gambar" } }),
    );
    await page.getByLabel("Judul Situs").fill("Pasar Lain");
    await page.getByLabel("Favicon").setInputFiles(await pictureFile("ikon-baru.png", "#2c3e50"));
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Failed to upload files" }),
    ).toBeVisible();
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(0);
    expect(await data.db.selectFrom("platform_settings").selectAll().execute()).toEqual(before);
    // The browser notes the refused upload; that note is this test's own doing.
    expect(consoleErrors.join("\n")).toMatch(/status of 500/);
    consoleErrors.length = 0;

    // What was typed and chosen stays; once uploads work, the same save goes through.
    await page.unroute("**/api/uploads");
    await expect(page.getByLabel("Judul Situs")).toHaveValue("Pasar Lain");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Platform settings updated successfully")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to upload files" })).toHaveCount(
      0,
    );
    const saved = await data.db.selectFrom("platform_settings").select("site_title").execute();
    expect(saved.map((row) => row.site_title)).toContain("Pasar Lain");
  });

  test("what is typed before the page comes alive is kept", async ({ page }) => {
    // On a slow phone the form shows, and is typed in, before its scripts have run.
    await signInPage(page, server.baseUrl, adminLogin);
    let releaseScripts!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(`${server.baseUrl}/admin/platform-settings`, {
      waitUntil: "domcontentloaded",
    });
    await page.getByLabel("Judul Situs").fill("Pasar Pagi");
    releaseScripts();
    // The page is alive once its scripts have drawn the sign-in's message.
    await expect(page.getByText("Login berhasil!")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.getByLabel("Judul Situs")).toHaveValue("Pasar Pagi");
  });

  test("opened from the menu, the page shows a skeleton until its data is there", async ({
    page,
  }) => {
    await signInPage(page, server.baseUrl, adminLogin);
    await page.goto(`${server.baseUrl}/admin`);
    let releaseData!: () => void;
    const dataHeld = new Promise<void>((resolve) => (releaseData = resolve));
    // The admin's service worker, taking the page as it activates, may make the data request
    // itself: the browser context holds it then, where the page's own route would miss it.
    await page.context().route("**/admin/platform-settings.data*", async (route) => {
      await dataHeld;
      await route.continue();
    });
    await page.getByRole("button", { name: "Buka/tutup menu" }).click();
    await page.getByRole("link", { name: "Platform Settings" }).click();
    const skeleton = page.locator('[aria-busy="true"]');
    await expect(skeleton).toBeVisible();
    await expect(page.getByRole("heading", { name: "Platform Settings" })).toBeVisible();
    releaseData();
    await expect(skeleton).toBeHidden();
    await expect(page.getByLabel("Judul Situs")).toBeVisible();
  });
});
