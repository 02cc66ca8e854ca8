import { expect, test } from "./fixtures";
import { catchWhatsAppHandOff, createOrderingShop, openCheckout } from "./support/ordering";
import { logInAsSeller } from "./support/seller-login";
import { openShopData, type ShopData } from "./support/shop-data";

// Decision 070: a customer agrees to promotions at checkout, where the shop's privacy notice
// is linked; the seller finds her on 'Pelanggan Setuju Promosi' with a wa.me link carrying
// the seller's message, then erases her data on request: her order shows neither name nor
// number, and tracking it says the data was erased.

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const PROMO_MESSAGE = "Halo Kak, ada kue baru & diskon 10% minggu ini!";

test.describe("customers' personal data", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("a customer agrees to promotions, the seller messages her, then erases her data @layout", async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000);
    const project = testInfo.project.name;
    const shop = await createOrderingShop(data, { name: "Kue Bu Sinta" });
    const handOff = await catchWhatsAppHandOff(page);

    // The checkout: the consent unticked, worded with the shop's name, the notice linked.
    const checkout = await openCheckout(page, shop);
    const consent = checkout.getByRole("checkbox", {
      name: "Saya bersedia menerima info promo dari Kue Bu Sinta lewat WhatsApp.",
    });
    await expect(consent).not.toBeChecked();
    await expect(checkout.getByRole("link", { name: "Kebijakan Privasi" })).toHaveAttribute(
      "href",
      `/${shop.username}/privasi`,
    );
    await checkout.getByText("Besok", { exact: true }).click();
    await checkout.getByLabel("Nama").fill("Sinta Dewi");
    await checkout.getByLabel("No. HP").fill("0812 7777 8888");
    await checkout.getByText("Diambil Sendiri", { exact: true }).click();
    await consent.check();
    if (SCREENSHOTS) {
      await checkout.screenshot({ path: `${SCREENSHOTS}/personal-data-checkout-${project}.png` });
    }
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();
    await handOff.next();
    const { order_number: orderNumber } = await data.db
      .selectFrom("orders")
      .select("order_number")
      .where("brand_id", "=", shop.brandId)
      .executeTakeFirstOrThrow();

    // The notice the checkout links to, written from the shop's settings.
    await page.goto(`/${shop.username}/privasi`);
    await expect(page.getByRole("heading", { level: 1, name: "Kebijakan Privasi" })).toBeVisible();
    await expect(page).toHaveTitle(/Kebijakan Privasi Kue Bu Sinta/);
    await expect(page.getByText(/disimpan 2 tahun setelah pesanan terakhir/)).toBeVisible();
    if (SCREENSHOTS) {
      await page.screenshot({
        path: `${SCREENSHOTS}/personal-data-notice-${project}.png`,
        fullPage: true,
      });
    }

    // The seller writes her message once; the customer's link carries it.
    await logInAsSeller(page, shop);
    // Her consent shows in the shop's customers, through their promotion list.
    await page.goto("/admin/customers", { waitUntil: "networkidle" });
    await expect(page.getByRole("main")).toContainText("Sinta Dewi");
    await page.getByRole("link", { name: "Setuju Promosi" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Pelanggan Setuju Promosi" }),
    ).toBeVisible();
    await page.getByLabel("Pesan", { exact: true }).fill(PROMO_MESSAGE);
    await page.getByRole("button", { name: "Simpan Pesan" }).click();
    await expect(page.getByText("Pesan promosi disimpan")).toBeVisible();
    const list = page.getByRole("list", { name: "Pelanggan setuju promosi" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText("Sinta Dewi");
    await expect(list.getByRole("link", { name: "Kirim WhatsApp" })).toHaveAttribute(
      "href",
      "https://wa.me/6281277778888?text=Halo%20Kak%2C%20ada%20kue%20baru%20%26%20diskon%2010%25%20minggu%20ini!",
    );
    await expect(page.getByRole("button", { name: "Salin Nomor" })).toBeVisible();
    if (SCREENSHOTS) {
      await page.screenshot({
        path: `${SCREENSHOTS}/personal-data-promo-${project}.png`,
        fullPage: true,
      });
    }

    // She asks to be forgotten, from her page among the customers: a mistyped confirmation
    // changes nothing, the right one erases.
    await page.goto("/admin/customers", { waitUntil: "networkidle" });
    await page
      .getByRole("main")
      .getByRole("link", { name: /Sinta Dewi/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Sinta Dewi" })).toBeVisible();
    await page.getByRole("link", { name: "Data Pribadi" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Data Pelanggan" })).toBeVisible();
    await expect(page.getByLabel("No. WhatsApp pelanggan")).toHaveValue("6281277778888");
    await page.getByRole("button", { name: "Hapus Data" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Hapus data pelanggan?" });
    await confirm.getByLabel("Ketik ulang nomornya untuk konfirmasi").fill("0812 7777 8889");
    await confirm.getByRole("button", { name: "Hapus Data" }).click();
    await expect(
      confirm.getByText("Nomor konfirmasi tidak sama. Tidak ada data yang diubah."),
    ).toBeVisible();
    if (SCREENSHOTS) {
      await page.screenshot({ path: `${SCREENSHOTS}/personal-data-erase-${project}.png` });
    }
    await confirm.getByLabel("Ketik ulang nomornya untuk konfirmasi").fill("081277778888");
    await confirm.getByRole("button", { name: "Hapus Data" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByText("Data pelanggan sudah dihapus")).toBeVisible();
    const events = page.getByRole("list", { name: "Riwayat permintaan data" });
    await expect(events.getByRole("listitem")).toHaveCount(1);
    await expect(events).toContainText("Hapus data atas permintaan");
    await expect(events).toContainText("Nomor …8888");
    await expect(events).not.toContainText("7777");
    if (SCREENSHOTS) {
      await page.screenshot({
        path: `${SCREENSHOTS}/personal-data-page-${project}.png`,
        fullPage: true,
      });
    }

    // Her order keeps its products and total, without her name or number.
    await page.goto(`/admin/orders/${orderNumber}`, { waitUntil: "networkidle" });
    const customer = page.locator('[data-slot="card"]', {
      has: page.getByText("Informasi Pelanggan", { exact: true }),
    });
    await expect(customer).toContainText("Data dihapus");
    await expect(customer).toContainText("No. HP-");
    await expect(page.getByText("Sinta Dewi")).toHaveCount(0);
    await expect(page.getByText(/7777/)).toHaveCount(0);
    await expect(page.getByText("Roti Bakar").first()).toBeVisible();
    // Nor is she among the shop's customers any more.
    await page.goto("/admin/customers", { waitUntil: "networkidle" });
    await expect(page.getByRole("main")).not.toContainText("Sinta Dewi");

    // Tracking it says the data was erased.
    await page.goto(`/${shop.username}/order-tracking?number=${orderNumber}`);
    await expect(
      page.getByText(
        "Data pelanggan untuk pesanan ini sudah dihapus sesuai permintaan atau masa simpan toko.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the platform's privacy notice names the platform", async ({ page }) => {
    await page.goto("/privasi");
    await expect(page.getByRole("heading", { level: 1, name: "Kebijakan Privasi" })).toBeVisible();
    await expect(page).toHaveTitle(/- Kebijakan Privasi$/);
  });

  test("another seller and anonymous visitors reach none of the seller's data pages", async ({
    page,
  }) => {
    for (const path of ["/admin/customer-data", "/admin/customers/promo"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    }
    const owner = await createOrderingShop(data, { name: "Toko Pemilik" });
    await data.db
      .insertInto("personal_data_events")
      .values({
        id: `evt-${owner.brandId}`,
        brand_id: owner.brandId,
        kind: "erase",
        phone_last4: "4321",
        user_id: null,
        user_name: "Pemilik",
        order_count: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    const other = await createOrderingShop(data, { name: "Toko Lain" });
    await logInAsSeller(page, other);
    await page.goto("/admin/customer-data", { waitUntil: "networkidle" });
    await expect(page.getByText("Belum ada catatan.")).toBeVisible();
    await expect(page.getByText("…4321")).toHaveCount(0);
  });
});
