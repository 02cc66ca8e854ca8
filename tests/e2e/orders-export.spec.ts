import fs from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import type { Download } from "@playwright/test";
import { createOrderRecord } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import { createOrderingShop } from "./support/ordering";
import { signInPage } from "./support/session";
import { openShopData, type ShopData } from "./support/shop-data";

// The seller filters the orders list (the filter lives in the address, so a reload keeps
// it) and downloads what it shows as CSV and as an Excel workbook.

async function contentOf(download: Download): Promise<Buffer> {
  return fs.readFileSync((await download.path())!);
}

test.describe("orders filter and export", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("filters in the address, then downloads CSV and Excel of the filter @layout", async ({
    page,
    baseURL,
  }) => {
    const shop = await createOrderingShop(data);
    const order = (name: string, phone: string, day: number, status = "menunggu_diterima") =>
      createOrderRecord(data.db, {
        brandId: shop.brandId,
        customerName: name,
        customerPhone: phone,
        status,
        // 10:00 WIB on the day of November 2026.
        createdAt: new Date(Date.UTC(2026, 10, day, 3)).toISOString(),
        items: [
          { productId: null, productName: "Kopi Susu", quantity: 2, unitPrice: 18_000 },
          { productId: null, productName: "Roti Bakar", quantity: 1, unitPrice: 15_000 },
        ],
      });
    const sinta = await order("Sinta Dewi", "6285711112222", 20);
    await order("Sinta Lama", "6285711112222", 10);
    await order("Rudi", "6281299998888", 21);
    await order("Sinta Selesai", "6285711112222", 21, "selesai");
    await signInPage(page, baseURL!, shop);

    await page.goto("/admin/orders", { waitUntil: "networkidle" });
    const form = page.getByRole("form", { name: "Filter pesanan" });
    await form.getByLabel("Cari").fill("0857 1111 2222");
    await form.getByLabel("Dari tanggal").fill("2026-11-15");
    await form.getByLabel("Cari").press("Enter");

    await expect(page).toHaveURL(/dari=2026-11-15/);
    const url = new URL(page.url());
    expect(url.searchParams.get("q")).toBe("0857 1111 2222");
    await expect(page.getByText("1 pesanan sesuai filter")).toBeVisible();
    await expect(
      page.getByRole("main").getByText(sinta.orderNumber).filter({ visible: true }),
    ).toBeVisible();

    // A reload shows the same filter, its fields filled in.
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.getByText("1 pesanan sesuai filter")).toBeVisible();
    await expect(form.getByLabel("Cari")).toHaveValue("0857 1111 2222");
    await expect(form.getByLabel("Dari tanggal")).toHaveValue("2026-11-15");

    // The export offers every status of the chosen days by default, or this tab alone.
    const exportForm = page.getByRole("form", { name: "Unduh pesanan" });
    const scope = exportForm.getByLabel("Pesanan yang diunduh");
    await expect(scope).toHaveValue("semua");
    await expect(scope.getByRole("option")).toHaveText(["Semua status", "Hanya Pesanan Aktif"]);

    const csvDownload = page.waitForEvent("download");
    await exportForm.getByRole("button", { name: "Unduh CSV" }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(
      new RegExp(`^pesanan-${shop.username}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const text = (await contentOf(csv)).toString("utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const rows = text.slice(1).trimEnd().split("\r\n");
    // Sinta's active order and her finished one, each with its two lines.
    expect(rows).toHaveLength(5);
    expect(rows[1]).toBe(
      `${sinta.orderNumber},"20 Nov 2026, 10:00 WIB",Menunggu Diterima,Sinta Dewi,6285711112222,Diambil Sendiri,Hari ini,,,,Kopi Susu,,2,18000,36000,51000,Belum Bayar,0,,0,Toko Online`,
    );
    expect(rows[2]).toContain("Roti Bakar,,1,15000,15000,51000");
    expect(rows[3]).toContain(`"21 Nov 2026, 10:00 WIB",Selesai,Sinta Selesai`);

    await scope.selectOption("tab");
    const xlsxDownload = page.waitForEvent("download");
    await exportForm.getByRole("button", { name: "Unduh Excel" }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const files = unzipSync(new Uint8Array(await contentOf(xlsx)));
    const orders = strFromU8(files["xl/worksheets/sheet1.xml"]!);
    expect(orders.match(/<row /g)).toHaveLength(2);
    expect(orders).toContain(sinta.orderNumber);
    expect(orders).toContain('s="1"><v>51000</v>');
    // 20 Nov 2026 10:00 WIB as a date (days since 30 Dec 1899), not as text.
    const date = Date.UTC(2026, 10, 20, 10) / 86_400_000 + 25_569;
    expect(orders).toMatch(new RegExp(`<c r="B2" s="\\d+"><v>${date}</v></c>`));
    const items = strFromU8(files["xl/worksheets/sheet2.xml"]!);
    expect(items.match(/<row /g)).toHaveLength(3);

    // A status picks its tab; 'Hapus filter' brings the whole tab back.
    await form.getByLabel("Status").selectOption("selesai");
    await form.getByRole("button", { name: "Terapkan" }).click();
    await expect(page).toHaveURL(/status=selesai/);
    await expect(page.getByRole("link", { name: "Pesanan Selesai" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByText("1 pesanan sesuai filter")).toBeVisible();
    await expect(
      page.getByRole("main").getByText("Sinta Selesai").filter({ visible: true }),
    ).toBeVisible();

    await form.getByLabel("Cari").fill("tidak ada");
    await form.getByLabel("Cari").press("Enter");
    await expect(page.getByText("0 pesanan sesuai filter")).toBeVisible();
    await expect(page.getByText("Tidak ada pesanan yang sesuai dengan filter ini.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Unduh CSV" })).toHaveCount(0);

    await page.getByRole("link", { name: "Hapus filter" }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?view=selesai$/);
    await expect(page.getByText("1 pesanan", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Cari")).toHaveValue("");
  });
});
