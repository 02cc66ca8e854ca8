import type { Page } from "@playwright/test";
import { createOrderRecord } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

const ORDER_NUMBER = "ORD22110001";

/** A shop with one order in 'Diproses', three status changes and a note on the last one. */
async function createShopWithOrder(data: ShopData) {
  const shop = await createShop(data, { name: "Warung Lacak" });
  await createOrderRecord(data.db, {
    brandId: shop.brandId,
    orderNumber: ORDER_NUMBER,
    customerName: "Budi Santoso",
    customerPhone: "6285712345678",
    deliveryMethod: "Diantar",
    deliveryTimeOption: "Senin, 23/11/2026 10:00 WIB",
    createdAt: "2026-11-22T02:55:00.000Z",
    status: "diproses",
    items: [
      {
        productId: null,
        productName: "Kopi Susu Gula Aren",
        quantity: 2,
        unitPrice: 18000,
        note: "Es dipisah",
        options: [
          { name: "Ukuran", value: "Besar" },
          { name: "Gula", value: "Sedikit" },
        ],
      },
      { productId: null, productName: "Roti Bakar Cokelat Keju", quantity: 1, unitPrice: 15000 },
    ],
    histories: [
      { status: "menunggu_diterima", createdAt: "2026-11-22T03:00:00.000Z" },
      { status: "pesanan_diterima", createdAt: "2026-11-22T03:10:00.000Z" },
      { status: "diproses", note: "Sedang diseduh", createdAt: "2026-11-22T03:20:00.000Z" },
    ],
  });
  return shop;
}

function trackingPage(page: Page) {
  return {
    input: page.getByRole("textbox", { name: "Nomor Pesanan" }),
    searchButton: page.getByRole("button", { name: "Lacak Pesanan" }),
    dialog: page.getByRole("dialog", { name: "Verifikasi Nomor HP" }),
    digits: page.getByRole("textbox", { name: "4 digit terakhir nomor HP" }),
    // A CSS locator: the open dialog hides the rest of the page from accessibility queries.
    notice: page.locator('[role="status"]').filter({ hasText: "Verifikasi diperlukan" }),
  };
}

/** Holds the page's requests matching `matches` until the returned function is called. */
async function holdRequests(page: Page, matches: (url: URL, method: string) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    async (route) => {
      const request = route.request();
      if (matches(new URL(request.url()), request.method())) await released;
      await route.continue();
    },
  );
  return release;
}

test.describe("order tracking", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("search, wrong then right phone digits, then the order card, tracker and history @layout", async ({
    page,
    request,
  }) => {
    const shop = await createShopWithOrder(data);

    // Server rendered: the brand header and the search form are in the first HTML.
    const html = await (await request.get(`/${shop.username}/order-tracking`)).text();
    expect(html).toContain("Lacak Pesanan");
    expect(html).toContain("Warung Lacak");
    expect(html).toContain("Masukkan nomor pesanan untuk melihat status terkini");
    expect(html).toContain('placeholder="Contoh: ORD-001"');
    const arrival = await (
      await request.get(`/${shop.username}/order-tracking?number=${ORDER_NUMBER}`)
    ).text();
    expect(arrival).toContain(ORDER_NUMBER);
    for (const secret of ["Budi Santoso", "6285712345678", "Kopi Susu Gula Aren", "Diproses"]) {
      expect(arrival).not.toContain(secret);
    }

    await page.goto(`/${shop.username}/order-tracking`);
    const ui = trackingPage(page);
    await expect(page.getByRole("heading", { level: 1, name: "Lacak Pesanan" })).toBeVisible();
    await expect(page.getByRole("main").getByText("Warung Lacak", { exact: true })).toBeVisible();
    await expect(ui.input).toHaveAttribute("placeholder", "Contoh: ORD-001");
    await expect(ui.searchButton).toBeDisabled();
    await ui.input.fill("   ");
    await expect(ui.searchButton).toBeDisabled();

    // Typed in lower case with spaces; Enter searches.
    await ui.input.fill(" ord 2211 0001 ");
    await expect(ui.searchButton).toBeEnabled();
    await ui.input.press("Enter");

    await expect(ui.notice).toBeVisible();
    await expect(ui.dialog).toBeVisible();
    await expect(page.getByText("Budi Santoso")).toHaveCount(0);

    // Only digits, at most four; submit only at exactly four.
    const verifyButton = ui.dialog.getByRole("button", { name: "Verifikasi" });
    await ui.digits.pressSequentially("12ab3");
    await expect(ui.digits).toHaveValue("123");
    await expect(verifyButton).toBeDisabled();
    await ui.digits.pressSequentially("45");
    await expect(ui.digits).toHaveValue("1234");
    await expect(verifyButton).toBeEnabled();
    await verifyButton.click();
    await expect(ui.dialog.getByRole("alert")).toHaveText(
      "4 digit terakhir nomor HP tidak sesuai. Silakan coba lagi.",
    );
    await expect(ui.dialog).toBeVisible();
    await expect(page.getByText("Budi Santoso")).toHaveCount(0);

    await ui.digits.fill("5678");
    await expect(ui.dialog.getByRole("alert")).toHaveCount(0);
    await ui.digits.press("Enter");
    await expect(ui.dialog).toBeHidden();
    await expect(ui.notice).toHaveCount(0);

    const card = page.getByRole("region", { name: ORDER_NUMBER });
    await expect(card).toContainText("22 Nov 2026, 09:55");
    await expect(card).toContainText("Budi Santoso");
    await expect(card.getByText("Diproses", { exact: true })).toBeVisible();
    const items = card.getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText("2x Kopi Susu Gula Aren");
    await expect(items.nth(0)).toContainText("Ukuran: Besar, Gula: Sedikit");
    await expect(items.nth(0)).toContainText("Catatan: Es dipisah");
    await expect(items.nth(0)).toContainText("Rp 36.000");
    await expect(items.nth(1)).toContainText("1x Roti Bakar Cokelat Keju");
    await expect(card).toContainText("TotalRp 51.000");
    await expect(card).toContainText("Diantar");
    await expect(card).toContainText("Senin, 23/11/2026 10:00 WIB");
    await expect(card).not.toContainText("5678");

    const steps = page.getByRole("list", { name: "Status Pesanan" }).getByRole("listitem");
    await expect(steps).toHaveText([
      "Menunggu Diterima22 Nov 2026, 10:00",
      "Pesanan Diterima22 Nov 2026, 10:10",
      "3Diproses22 Nov 2026, 10:20",
      "4Siap Dikirim",
      "5Selesai",
    ]);
    await expect(steps.nth(2)).toHaveAttribute("aria-current", "step");
    await expect(page.locator('[aria-current="step"]')).toHaveCount(1);
    for (const index of [0, 1, 2])
      await expect(steps.nth(index)).toHaveAttribute("data-reached", "true");
    for (const index of [3, 4])
      await expect(steps.nth(index)).toHaveAttribute("data-reached", "false");

    const history = page.getByRole("list", { name: "Riwayat Status" }).getByRole("listitem");
    await expect(history).toHaveCount(3);
    await expect(history.nth(0)).toHaveText(
      "Status berubah menjadi Diproses22 Nov 2026, 10:20Catatan: Sedang diseduh",
    );
    await expect(history.nth(1)).toHaveText(
      "Status berubah menjadi Pesanan Diterima22 Nov 2026, 10:10",
    );
    await expect(history.nth(2)).toHaveText(
      "Status berubah menjadi Menunggu Diterima22 Nov 2026, 10:00",
    );

    // A new search forgets the verification: the details go and the dialog comes back.
    await ui.searchButton.click();
    await expect(ui.dialog).toBeVisible();
    await expect(ui.digits).toHaveValue("");
    await expect(page.getByText("Budi Santoso")).toHaveCount(0);
  });

  test("?number= prefills the search and runs it on arrival", async ({ page }) => {
    const shop = await createShopWithOrder(data);
    await page.goto(`/${shop.username}/order-tracking?number=${ORDER_NUMBER}`);
    const ui = trackingPage(page);
    await expect(ui.dialog).toBeVisible();
    await expect(ui.notice).toBeVisible();
    await ui.dialog.getByRole("button", { name: "Batal" }).click();
    await expect(ui.input).toHaveValue(ORDER_NUMBER);
  });

  test("an unknown number, or another shop's order, gets the amber card", async ({ page }) => {
    const other = await createShopWithOrder(data);
    const shop = await createShop(data, { name: "Toko Tanpa Pesanan" });
    await createOrderRecord(data.db, {
      brandId: shop.brandId,
      orderNumber: "ORD22110099",
      customerName: "Sinta",
      customerPhone: "6289876543210",
      items: [{ productId: null, productName: "Es Teh", quantity: 1, unitPrice: 8000 }],
    });
    expect(other.username).not.toBe(shop.username);

    await page.goto(`/${shop.username}/order-tracking`);
    const ui = trackingPage(page);
    const notFound = page
      .getByRole("status")
      .filter({ hasText: "Nomor Pesanan tidak ditemukan pada brand/toko ini" });
    await ui.input.fill("ORD00000000");
    await ui.searchButton.click();
    await expect(notFound).toBeVisible();
    await expect(notFound).toContainText("halaman lacak pesanan");
    await expect(ui.dialog).toHaveCount(0);

    // The other shop's order number is unknown here.
    await ui.input.fill(ORDER_NUMBER);
    await ui.searchButton.click();
    await expect(notFound).toBeVisible();
    await expect(ui.notice).toHaveCount(0);
  });

  test("an unknown shop says 'Brand tidak ditemukan'", async ({ page }) => {
    const response = await page.goto("/toko-yang-tidak-ada/order-tracking?number=ORD1");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Brand tidak ditemukan" }),
    ).toBeVisible();
    await expect(page.getByText("Username tidak ditemukan.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Lacak pesanan di toko lain" })).toHaveAttribute(
      "href",
      "/order-tracking",
    );
    await expect(page.getByRole("textbox", { name: "Nomor Pesanan" })).toHaveCount(0);
  });

  test("cancelling keeps the dialog closed until asked; closing clears the digits", async ({
    page,
  }) => {
    const shop = await createShopWithOrder(data);
    await page.goto(`/${shop.username}/order-tracking`);
    const ui = trackingPage(page);
    await ui.input.fill(ORDER_NUMBER);
    await ui.searchButton.click();
    await expect(ui.dialog).toBeVisible();

    await ui.digits.fill("12");
    await ui.dialog.getByRole("button", { name: "Batal" }).click();
    await expect(ui.dialog).toBeHidden();
    await expect(ui.notice).toBeVisible();
    // Typing elsewhere re-renders the page; the dismissed dialog stays closed.
    await ui.input.fill(`${ORDER_NUMBER} `);
    await expect(ui.dialog).toBeHidden();

    await ui.notice.getByRole("button", { name: "Verifikasi Nomor HP" }).click();
    await expect(ui.dialog).toBeVisible();
    await expect(ui.digits).toHaveValue("");
    await ui.digits.fill("99");
    await page.keyboard.press("Escape");
    await expect(ui.dialog).toBeHidden();
    await ui.notice.getByRole("button", { name: "Verifikasi Nomor HP" }).click();
    await expect(ui.digits).toHaveValue("");
    await ui.dialog.getByRole("button", { name: "Tutup" }).click();
    await expect(ui.dialog).toBeHidden();

    // A new search resets the dismissal: the dialog opens by itself again.
    await ui.searchButton.click();
    await expect(ui.dialog).toBeVisible();
  });

  test("while a search or a check runs: 'Mencari pesanan...', and the dialog cannot be closed", async ({
    page,
  }) => {
    const shop = await createShopWithOrder(data);
    await page.goto(`/${shop.username}/order-tracking`);
    const ui = trackingPage(page);

    const releaseSearch = await holdRequests(page, (_, method) => method === "POST");
    await ui.input.fill(ORDER_NUMBER);
    await ui.input.press("Enter");
    const searching = page.getByRole("button", { name: "Mencari pesanan..." });
    await expect(searching).toBeDisabled();
    releaseSearch();
    await expect(ui.dialog).toBeVisible();
    await page.unrouteAll();

    const releaseCheck = await holdRequests(page, (_, method) => method === "POST");
    await ui.digits.fill("5678");
    await ui.dialog.getByRole("button", { name: "Verifikasi" }).click();
    await expect(ui.dialog.getByRole("button", { name: "Memverifikasi..." })).toBeDisabled();
    await expect(ui.dialog.getByRole("button", { name: "Batal" })).toBeDisabled();
    await page.keyboard.press("Escape");
    await page.mouse.click(5, 5);
    await expect(ui.dialog).toBeVisible();
    await expect(ui.digits).toHaveValue("5678");
    releaseCheck();
    await expect(ui.dialog).toBeHidden();
    await expect(page.getByRole("region", { name: ORDER_NUMBER })).toContainText("Budi Santoso");
  });

  test("/order-tracking asks for the shop's URL name and continues on its page", async ({
    page,
  }) => {
    const shop = await createShopWithOrder(data);
    await page.goto("/order-tracking");
    await expect(page.getByRole("heading", { level: 1, name: "Lacak Pesanan" })).toBeVisible();
    const ui = trackingPage(page);
    const username = page.getByRole("textbox", { name: "Username Toko" });
    await ui.input.fill(ORDER_NUMBER.toLowerCase());
    await expect(ui.searchButton).toBeDisabled();
    await username.fill(shop.username.toUpperCase());
    const release = await holdRequests(page, (url) => url.searchParams.has("username"));
    await ui.searchButton.click();
    await expect(page.getByRole("status")).toHaveText("Memuat...");
    release();

    await expect(page).toHaveURL(
      new RegExp(`/${shop.username}/order-tracking\\?number=${ORDER_NUMBER.toLowerCase()}$`),
    );
    // The phone check opens as a modal dialog, which hides the page from the accessibility
    // tree: the shop's name is looked for in the page as drawn.
    await expect(page.locator("main").getByText("Warung Lacak", { exact: true })).toBeVisible();
    await expect(ui.dialog).toBeVisible();
    await expect(ui.notice).toBeVisible();

    // The name of one of the site's own pages is not a shop.
    const reserved = await page.goto("/order-tracking?username=admin&number=ORD1");
    expect(reserved?.status()).toBe(404);
    await expect(page).toHaveURL(/\/order-tracking\?username=admin/);
    await expect(page.getByText("Brand tidak ditemukan")).toBeVisible();
  });
});
