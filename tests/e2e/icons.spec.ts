import type { Locator, Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { PNG } from "pngjs";
import { expect, test } from "./fixtures";
import { logInAsSeller } from "./support/seller-login";

// Every icon is a <use> of one sprite, a hashed asset: the icons must be drawn (the sprite
// found, each name in it), in the colour of their text, and the sprite kept by the browser.

/** The pixels of an icon's box that differ from its most common colour: its drawn lines. */
async function inkOf(icon: Locator): Promise<{ pixels: number; colour: string }> {
  const png = PNG.sync.read(await icon.screenshot());
  const counts = new Map<string, number>();
  for (let index = 0; index < png.data.length; index += 4) {
    const colour = [...png.data.subarray(index, index + 3)].map((c) => c >> 4).join(",");
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  const [[background], ...ink] = [...counts].sort((a, b) => b[1] - a[1]);
  const pixels = ink.reduce((sum, [, count]) => sum + count, 0);
  const colour = ink[0]?.[0] ?? background;
  return { pixels: pixels / (png.width * png.height), colour };
}

/** Each <use> on the page names a symbol of the one sprite, which the server keeps a year. */
async function expectUsesOfTheSprite(page: Page) {
  const hrefs = await page
    .locator("svg > use")
    .evaluateAll((uses) => uses.map((use) => use.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  const sprites = new Set(hrefs.map((href) => href.split("#")[0]));
  expect([...sprites]).toHaveLength(1);
  const [sprite] = sprites;
  expect(sprite).toMatch(/^\/assets\/sprite-[\w-]+\.svg$/);
  const answer = await page.request.get(sprite);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("image/svg+xml");
  expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const ids = new Set(
    [...(await answer.text()).matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]),
  );
  for (const href of hrefs) expect(ids, href).toContain(href.split("#")[1]);
}

test.describe("icons", () => {
  test("the shop's tabs draw their icons, the current one in its own colour", async ({ page }) => {
    await page.goto("/demo", { waitUntil: "networkidle" });
    const tabs = page.getByRole("navigation", { name: "Navigasi utama" });
    const home = await inkOf(tabs.getByRole("link", { name: "Beranda" }).locator("svg"));
    const shop = await inkOf(tabs.getByRole("link", { name: "Belanja" }).locator("svg"));
    // Lucide's lines cover some tenth of an icon's box; a missing sprite draws nothing.
    expect(home.pixels).toBeGreaterThan(0.05);
    expect(shop.pixels).toBeGreaterThan(0.05);
    expect(home.colour).not.toBe(shop.colour);
    await expectUsesOfTheSprite(page);

    // The next page draws from the same file, kept by the browser: not asked for again.
    await page.goto("/demo/products", { waitUntil: "networkidle" });
    const transfers = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.includes("/assets/sprite-"))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    );
    expect(transfers).toEqual([0]);
    const again = await inkOf(tabs.getByRole("link", { name: "Belanja" }).locator("svg"));
    expect(again.pixels).toBeGreaterThan(0.05);
  });

  test("the admin's menu draws its icons", async ({ page }) => {
    const file = path.join(process.env.E2E_DATA_DIR ?? "", "demo-login.json");
    const { password } = JSON.parse(fs.readFileSync(file, "utf8")) as { password: string };
    await logInAsSeller(page, { email: "demo@gerai.local", password });
    if ((page.viewportSize()?.width ?? 0) < 768) {
      await page.getByRole("button", { name: "Buka/tutup menu" }).click();
    }
    const menu = page.getByRole("navigation", { name: "Menu admin" });
    for (const label of ["Dasbor", "Produk", "Pesanan"]) {
      const ink = await inkOf(menu.getByRole("link", { name: label, exact: true }).locator("svg"));
      expect(ink.pixels, label).toBeGreaterThan(0.05);
    }
    await expectUsesOfTheSprite(page);
  });
});
