import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";

// The demo shop shows what a seller can do with Gerai: categories, choices that cost more,
// a choice and a product sold out, a pick of several choices, counted stock, and orders taken
// a week ahead with an hour's notice.

function demoPassword(): string {
  const file = path.join(process.env.E2E_DATA_DIR ?? "", "demo-login.json");
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { password: string }).password;
}

test.describe("the demo shop", () => {
  test("shows categories, priced and sold-out choices and a sold-out product @layout", async ({
    page,
  }) => {
    await page.goto("/demo/products");
    const chips = page.getByRole("navigation", { name: "Kategori produk" });
    // The seller's own categories, in her order.
    await expect(chips.getByRole("link")).toHaveText([
      "Semua",
      "Minuman",
      "Kue & Roti",
      "Merchandise",
      "Paket Acara",
    ]);

    const cards = page.getByRole("main").getByRole("listitem");
    await expect(cards.filter({ hasText: "Croissant Mentega" })).toContainText("Habis");
    await expect(cards.filter({ hasText: "Kue Lapis Legit" })).toContainText("Rp 95.000");

    await page.getByRole("link", { name: "Tambah Kue Lapis Legit ke keranjang" }).click();
    const dialog = page.getByRole("dialog", { name: "Detail Produk" });
    const size = dialog.locator('[data-option="Ukuran"]');
    await expect(size.locator("label").filter({ hasText: "20 × 20 cm" })).toContainText(
      "+Rp 90.000",
    );
    const wrapping = dialog.locator('[data-option="Kemasan"]');
    await expect(wrapping.locator("label").filter({ hasText: "Kotak Hampers" })).toContainText(
      "+Rp 25.000",
    );
    const bamboo = wrapping.locator("label").filter({ hasText: "Besek Bambu" });
    await expect(bamboo).toContainText("Habis");
    await expect(bamboo.getByRole("radio")).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath("lapis-legit.png") });
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    await page.getByRole("link", { name: "Tambah Donat Kentang Isi 6 ke keranjang" }).click();
    await expect(dialog.locator('[data-option="Taburan"] legend')).toContainText("Pilih 1–3");
  });

  test("takes orders a week ahead, and its seller sees stock counts and the pre-order settings", async ({
    page,
    request,
  }) => {
    const window = await request.get("/api/ordering-window?username=demo");
    expect(window.status()).toBe(200);
    const { days } = (await window.json()) as { days: unknown[] };
    // Today, or tomorrow once today's last slot is within the hour's notice, and 7 days on.
    expect(days.length).toBeGreaterThanOrEqual(7);

    await page.goto("/auth");
    await page.getByLabel("Email").fill("demo@gerai.local");
    await page.getByLabel("Password", { exact: true }).fill(demoPassword());
    await page.getByRole("button", { name: "Masuk" }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto("/admin/products");
    const main = page.getByRole("main");
    await expect(main.getByRole("listitem").filter({ hasText: "Nastar Nanas" })).toContainText(
      "Stok 8",
    );
    await expect(
      main.getByRole("listitem").filter({ hasText: "Donat Kentang Isi 6" }),
    ).toContainText("Stok 12");

    await page.goto("/admin/store");
    const settings = page.locator('[data-slot="card"]').filter({ hasText: "Pengaturan Pesanan" });
    await expect(settings).toContainText("Hari ini sampai 7 hari ke depan");
    await expect(settings).toContainText("Minimal 1 jam sebelum jadwal");
  });
});
