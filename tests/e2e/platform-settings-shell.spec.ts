import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "./fixtures";
import { startServer, type RunningServer } from "./global-setup";

// Changes the settings row of a server of its own, so the shared server keeps defaults.
test.describe("shell reads the platform settings", () => {
  let server: RunningServer;

  test.beforeAll(async () => {
    server = await startServer();
    const db = new Database(path.join(server.dataDir, "gerai.db"));
    db.prepare(
      `update platform_settings set site_title = ?, favicon_url = ?, logo_small_url = ?, customer_support_phone = ?`,
    ).run("Pasar Kita", "/demo/logo.svg", "/demo/logo.svg", "0812-9999-8888");
    db.close();
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("title, favicon, header logo and support chat follow the settings", async ({ page }) => {
    await page.goto(`${server.baseUrl}/`);
    await expect(page).toHaveTitle("Pasar Kita");
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/demo/logo.svg");
    await expect(page.getByRole("banner").getByRole("img", { name: "Pasar Kita" })).toHaveAttribute(
      "src",
      "/demo/logo.svg",
    );
    const chat = await page.getByRole("link", { name: "Chat via WhatsApp" }).getAttribute("href");
    expect(chat).toMatch(/^https:\/\/wa\.me\/6281299998888\?text=/);

    await page.goto(`${server.baseUrl}/demo`);
    await expect(page).toHaveTitle("Pasar Kita - Kopi Senja");
  });
});
