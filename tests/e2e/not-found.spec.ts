import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";

test.describe("404 page", () => {
  for (const missing of ["/demo/anything-unknown", "/a/b/c"]) {
    test(`answers 404 with the spec's page for ${missing}`, async ({ page }) => {
      const response = await page.goto(missing);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
      await page.getByRole("link", { name: "Return to Home" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("link", { name: "Masuk ke Dashboard" })).toBeVisible();
    });
  }

  test("logs the missing path", async ({ request }) => {
    const missing = `/demo/not-here-${Date.now()}`;
    const response = await request.get(missing);
    expect(response.status()).toBe(404);
    const log = fs.readFileSync(path.join(process.env.E2E_DATA_DIR ?? "", "server.log"), "utf8");
    expect(log).toContain(missing);
  });
});
