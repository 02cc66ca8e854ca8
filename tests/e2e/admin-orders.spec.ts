import type { Page } from "@playwright/test";
import { createOrderRecord } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import { formatScheduleDay } from "#domain/order-schedule";
import { ORDERS_MESSAGES } from "#domain/order-summary";
import {
  createOrderingShop,
  jakartaDates,
  orderRequestBody,
  type OrderingShop,
} from "./support/ordering";
import { signInPage } from "./support/session";
import { openShopData, type ShopData } from "./support/shop-data";

/** Places an order the way the checkout does, through the real order endpoint. */
async function placeOrder(page: Page, baseURL: string, shop: OrderingShop): Promise<string> {
  const response = await page.request.post(`${baseURL}/api/orders`, {
    headers: { Origin: baseURL },
    data: orderRequestBody(shop, {
      form: { customerName: "Budi Santoso", customerPhone: "0857 1234 5678", note: "Pagar hijau" },
      items: [
        {
          productId: shop.kopiId,
          quantity: 2,
          customizations: { Ukuran: "Besar", Gula: "Sedikit" },
          notes: "Es dipisah",
          seenPrice: 18000,
          name: "Kopi Susu",
        },
        { productId: shop.rotiId, quantity: 1, seenPrice: 15000, name: "Roti Bakar" },
      ],
    }),
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

/** 'Ya, Beritahu' opens the chat in a new tab; hands over the address it opened. */
async function notifyCustomer(page: Page): Promise<URL> {
  const link = page.getByRole("link", { name: "Ya, Beritahu" });
  await expect(link).toHaveAttribute("target", "_blank");
  const opened = page
    .context()
    .waitForEvent("request", (request) => request.url().startsWith("https://wa.me/"));
  await link.click();
  const url = new URL((await opened).url());
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  return url;
}

test.describe("admin orders", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("a placed order moves through the statuses and the customer is told @layout", async ({
    page,
    context,
    baseURL,
  }) => {
    // WhatsApp itself cannot run here: the tab's address is what we check.
    await context.route("https://wa.me/**", (route) => route.fulfill({ status: 204 }));
    const shop = await createOrderingShop(data, {
      paymentInformation: "Transfer BCA 1234567890 a.n. Kopi Uji",
    });
    const orderNumber = await placeOrder(page, baseURL!, shop);
    await signInPage(page, baseURL!, shop);

    await page.goto("/admin/orders");
    await expect(page.getByRole("heading", { name: "Manajemen Pesanan" })).toBeVisible();
    // A stat card's figure: the last line of the group its label names.
    const stat = (label: string) =>
      page.getByRole("group", { name: label, exact: true }).locator("p").last();
    await expect(stat("Total Pesanan")).toHaveText("1");
    await expect(stat("Sedang Berlangsung")).toHaveText("1");
    await expect(stat("Selesai")).toHaveText("0");
    await expect(page.getByRole("link", { name: "Pesanan Aktif" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const isMobile = (page.viewportSize()?.width ?? 0) < 768;
    const row = isMobile
      ? page.getByRole("list", { name: "Daftar pesanan" }).getByRole("link")
      : page.getByRole("table").getByRole("row").nth(1);
    await expect(row).toContainText(orderNumber);
    await expect(row).toContainText("Budi Santoso");
    await expect(row).toContainText("Rp 51.000");
    await expect(row).toContainText("Menunggu Diterima");
    await expect(row).toContainText(`${jakartaDates().tomorrow} 10:00 WIB`);

    // The kitchen's view (decision 062): tomorrow's orders in one tap, under their day.
    const chip = (name: string) =>
      page.getByRole("navigation", { name: "Jadwal ambil/antar" }).getByRole("link", { name });
    await chip("Besok").click();
    await expect(page).toHaveURL(/jadwal=besok/);
    await expect(chip("Besok")).toHaveAttribute("aria-current", "true");
    const [day, month, year] = jakartaDates().tomorrow.split("/");
    await expect(
      page.getByText(formatScheduleDay(`${year}-${month}-${day}`)).filter({ visible: true }),
    ).toBeVisible();
    // Listed by due time, the day heads its orders: the order follows its day's heading.
    const listed = page.getByRole("link", { name: orderNumber }).filter({ visible: true });
    await expect(listed).toBeVisible();
    await chip("Hari Ini").click();
    await expect(page.getByText(ORDERS_MESSAGES.emptyFiltered)).toBeVisible();
    await chip("Besok").click();
    await listed.click();

    await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderNumber}$`));
    await expect(page.getByRole("heading", { name: orderNumber })).toBeVisible();
    await expect(page.getByText("+6285712345678")).toBeVisible();
    await expect(page.getByText("Ukuran: Besar, Gula: Sedikit")).toBeVisible();
    await expect(page.getByText("Catatan: Es dipisah")).toBeVisible();
    await expect(page.getByText("Pagar hijau")).toBeVisible();

    const select = page.getByLabel("Status Pesanan");
    const save = page.getByRole("button", { name: "Simpan" });
    await expect(select).toHaveValue("menunggu_diterima");
    await expect(save).toBeDisabled();

    // Diproses: the plain message, no payment block; the note goes into the history.
    const note = page.getByLabel("Catatan (opsional)");
    // The seller is told, beside the field, that the customer reads the note.
    await expect(note).toHaveAccessibleDescription(
      "Catatan ini terlihat oleh pembeli di halaman lacak pesanan.",
    );
    await select.selectOption("diproses");
    await expect(save).toBeEnabled();
    await note.fill("Kurir berangkat\njam 10");
    await save.click();
    await expect(page.getByText("Order status has been updated successfully")).toBeVisible();
    await expect(page.getByRole("alertdialog", { name: "Beritahu Pelanggan?" })).toBeVisible();
    await expect(page.getByText("Informasi Pembayaran akan disertakan")).toHaveCount(0);
    let url = await notifyCustomer(page);
    expect(url.origin + url.pathname).toBe("https://wa.me/6285712345678");
    expect(url.searchParams.get("text")).toBe(`Pesanan kamu nomor ${orderNumber} Sedang Diproses`);
    await expect(save).toBeDisabled();
    await expect(note).toHaveValue("");
    await expect(
      page.getByRole("list", { name: "Riwayat status" }).getByRole("listitem").first(),
    ).toContainText("Catatan: Kurir berangkat jam 10");

    // Pesanan Diterima is this brand's trigger: the payment block rides along, with a warning.
    await select.selectOption("pesanan_diterima");
    await save.click();
    await expect(
      page.getByText("Informasi Pembayaran akan disertakan dalam pesan ini."),
    ).toBeVisible();
    url = await notifyCustomer(page);
    expect(url.searchParams.get("text")).toBe(
      `Pesanan kamu nomor ${orderNumber} Sudah Diterima\n\n*Informasi Pembayaran*\nTransfer BCA 1234567890 a.n. Kopi Uji`,
    );

    // Selesai, answered with 'Tidak': no tab, and the order moves to the finished list.
    await select.selectOption("selesai");
    await save.click();
    await page.getByRole("button", { name: "Tidak" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    const history = page.getByRole("list", { name: "Riwayat status" });
    await expect(history.getByRole("listitem").first()).toContainText(
      "Status berubah menjadi Selesai",
    );
    await expect(history.getByRole("listitem")).toHaveCount(4);

    await page.getByRole("link", { name: "Kembali" }).click();
    await expect(page.getByText("Belum ada pesanan aktif")).toBeVisible();
    await expect(stat("Sedang Berlangsung")).toHaveText("0");
    await expect(stat("Selesai")).toHaveText("1");
    await page.getByRole("link", { name: "Pesanan Selesai" }).click();
    await expect(page.getByText(orderNumber).filter({ visible: true })).toBeVisible();
  });

  test("pages of ten, at most 5 numbers (3 on a phone), mobile cards with '+N item lainnya' @layout", async ({
    page,
    baseURL,
  }) => {
    const shop = await createOrderingShop(data);
    for (let i = 0; i < 65; i++) {
      await createOrderRecord(data.db, {
        brandId: shop.brandId,
        customerName: `Pelanggan ${i}`,
        customerPhone: "6285700000000",
        createdAt: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
        items: ["Kopi", "Roti", "Teh", "Donat"].map((productName) => ({
          productId: null,
          productName,
          quantity: 1,
          unitPrice: 5000,
        })),
      });
    }
    await signInPage(page, baseURL!, shop);
    await page.goto("/admin/orders?page=4");
    const pages = page.getByRole("navigation", { name: "Halaman" });
    const visibleNumbers = () =>
      pages
        .getByRole("link")
        .filter({ hasText: /^\d+$/ })
        .filter({ visible: true })
        .allInnerTexts();
    const isMobile = (page.viewportSize()?.width ?? 0) < 768;
    expect(await visibleNumbers()).toEqual(isMobile ? ["3", "4", "5"] : ["2", "3", "4", "5", "6"]);
    await expect(pages.getByRole("link", { name: "4" })).toHaveAttribute("aria-current", "page");
    if (isMobile) {
      const card = page.getByRole("list", { name: "Daftar pesanan" }).getByRole("listitem").first();
      await expect(card).toContainText("1x Kopi");
      await expect(card).toContainText("1x Roti");
      await expect(card).not.toContainText("Teh");
      await expect(card).toContainText("+2 item lainnya");
    } else {
      await expect(page.getByRole("table").getByRole("row")).toHaveCount(11);
    }
    // The toggle starts the other list on page 1; one page hides the numbers.
    await page.getByRole("link", { name: "Pesanan Selesai" }).click();
    await expect(page.getByText("Belum ada pesanan yang selesai")).toBeVisible();
    await expect(pages).toHaveCount(0);
    await page.goto("/admin/orders?page=7");
    await expect(pages.getByRole("link", { name: "7" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Halaman berikutnya" })).toHaveCount(0);
  });

  test("the filter's fields show their whole texts, on a phone as on a desktop @layout", async ({
    page,
    baseURL,
  }) => {
    const shop = await createOrderingShop(data);
    await signInPage(page, baseURL!, shop);
    await page.goto("/admin/orders");
    const filter = page.getByRole("form", { name: "Filter pesanan" });
    await expect(filter.getByLabel("Pembayaran")).toHaveValue("");
    // A select draws only its chosen option, and an empty input its placeholder, cut to the
    // room between the paddings: each such text, in the field's own font, must fit it.
    const clipped = await filter.evaluate((form) => {
      const context = document.createElement("canvas").getContext("2d")!;
      const found: string[] = [];
      const fields = Array.from(form.querySelectorAll<HTMLElement>("select, input[placeholder]"));
      for (const field of fields) {
        const style = getComputedStyle(field);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room =
          field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const texts =
          field instanceof HTMLSelectElement
            ? Array.from(field.options, (option) => option.text)
            : [field.getAttribute("placeholder") ?? ""];
        for (const text of texts) {
          if (context.measureText(text).width > room) found.push(text);
        }
      }
      for (const label of Array.from(form.querySelectorAll("label"))) {
        if (label.scrollWidth > label.clientWidth) found.push(label.textContent ?? "");
      }
      return found;
    });
    expect(clipped).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });

  test("an unknown order number shows 'Pesanan Tidak Ditemukan' with a way back", async ({
    page,
    baseURL,
  }) => {
    const shop = await createOrderingShop(data);
    const other = await createOrderingShop(data);
    const { orderNumber } = await createOrderRecord(data.db, {
      brandId: other.brandId,
      customerName: "Pelanggan Lain",
      customerPhone: "6285799998888",
      items: [{ productId: null, productName: "Kopi", quantity: 1, unitPrice: 5000 }],
    });
    await signInPage(page, baseURL!, shop);
    // Another seller's order is as unknown as a made-up number.
    for (const number of [orderNumber, "ORD00000000"]) {
      const response = await page.goto(`/admin/orders/${number}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Pesanan Tidak Ditemukan" })).toBeVisible();
      await expect(page.getByText("Pelanggan Lain")).toHaveCount(0);
    }
    await page.getByRole("link", { name: "Kembali ke Daftar Pesanan" }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
  });
});
