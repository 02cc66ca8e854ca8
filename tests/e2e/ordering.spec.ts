import { CHECKOUT_TOO_LONG_ERROR, choicesChangedError } from "#domain/checkout-messages";
import { expect, test } from "./fixtures";
import {
  addToCart,
  catchWhatsAppHandOff,
  createOrderingShop,
  expectedDefaultSlot,
  jakartaDates,
  orderRequestBody,
} from "./support/ordering";
import { shopDayText } from "./support/shop-hours";
import { openShopData, type ShopData } from "./support/shop-data";

test.describe("checkout and WhatsApp hand-off", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  const ordersOf = (brandId: string) =>
    data.db
      .selectFrom("orders")
      .select(["id", "order_number", "status", "total", "delivery_method", "referral_code"])
      .where("brand_id", "=", brandId)
      .execute();

  test("places the order, opens WhatsApp in a new tab with the exact message, keeps 'Pesanan Berhasil!' in the shop's tab and empties the cart @layout", async ({
    page,
    baseURL,
  }) => {
    const shop = await createOrderingShop(data);
    const handOff = await catchWhatsAppHandOff(page);
    await page.goto(`/${shop.username}/products?refCode=TEMAN10`);
    await addToCart(page, "Kopi Susu", {
      choices: ["Besar", "Sedikit"],
      quantity: 2,
      notes: "Es dipisah",
    });
    await addToCart(page, "Roti Bakar", {});

    await page.getByRole("button", { name: "Keranjang (3 item)" }).click();
    await page
      .getByRole("dialog", { name: "Keranjang Belanja (3 item)" })
      .getByRole("button", { name: "Checkout" })
      .click();
    const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });
    await expect(checkout).toBeVisible();
    await expect(page.getByRole("dialog", { name: /Keranjang Belanja/ })).toHaveCount(0);

    // Defaults: the spec's slot, the stored referral code; the day is the customer's pick.
    // The dialog read the clock when it opened: just now, so either side of an hour's turn.
    const opened = [new Date(Date.now() - 60_000), new Date()];
    const { tomorrow } = jakartaDates();
    await expect(checkout.locator('input[name="deliveryDay"]:checked')).toHaveCount(0);
    expect(opened.map((at) => expectedDefaultSlot(at))).toContain(
      await checkout.getByLabel("Jam").inputValue(),
    );
    await expect(checkout.getByLabel("Kode Referral")).toHaveValue("TEMAN10");
    await expect(checkout).toContainText("Ongkir Rp 10.000 dalam 5 km");
    await expect(checkout).toContainText("Total (3 item)");
    await expect(checkout).toContainText("Rp 51.000");

    await checkout.getByText("Besok", { exact: true }).click();
    await expect(checkout.getByRole("radio", { name: `Besok ${tomorrow}` })).toBeChecked();
    await checkout.getByLabel("Jam").selectOption("14:00");
    await checkout.getByLabel("Nama").fill("Budi Santoso");
    await checkout.getByLabel("No. HP").fill("0812 3456 7890");
    await checkout.getByText("Diantar", { exact: true }).click();
    await checkout.getByLabel("Catatan Pesanan").fill("Rumah pagar hijau");
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();

    const success = page.getByRole("dialog", { name: "Pesanan Berhasil!" });
    await expect(success).toBeVisible();
    const whatsapp = await handOff.next();
    const [order] = await ordersOf(shop.brandId);
    expect(order).toMatchObject({
      status: "menunggu_diterima",
      total: 51000,
      delivery_method: "Diantar",
      referral_code: "TEMAN10",
    });
    expect(order.order_number).toMatch(/^ORD\d{8}$/);
    const trackingUrl = `${baseURL}/${shop.username}/order-tracking?number=${order.order_number}`;
    expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/6281311112222");
    const message = [
      "Halo Kopi Uji, saya mau pesan:",
      "",
      `*Nomor Pesanan:* ${order.order_number}`,
      "",
      "1. Kopi Susu x2 - Rp 36.000",
      "   Ukuran: Besar, Gula: Sedikit",
      "   Catatan: Es dipisah",
      "2. Roti Bakar x1 - Rp 15.000",
      "",
      "Total Item: 3",
      "*Total Harga: Rp 51.000*",
      "",
      "Metode: Diantar",
      "Pembayaran: Bayar di Tempat",
      `Hari: ${shopDayText(1)}`,
      "Jam: 14:00 WIB",
      "Nama: Budi Santoso",
      "No. HP: +6281234567890",
      "Catatan: Rumah pagar hijau",
      "Kode Referral: TEMAN10",
      "",
      `Lacak pesanan: ${trackingUrl}`,
    ].join("\n");
    expect(whatsapp.searchParams.get("text")).toBe(message);

    // Spec §7: the chat opened in a tab of its own, at exactly the order's link, and cannot
    // reach back into the shop's page; the shop's tab stayed where it was.
    const chat = await handOff.nextTab();
    expect(chat).not.toBe(page);
    expect(chat.url()).toBe(`https://wa.me/6281311112222?text=${encodeURIComponent(message)}`);
    expect(await chat.evaluate(() => window.opener)).toBeNull();
    expect(handOff.tabs).toHaveLength(1);
    await expect(success).toBeVisible();

    // The success dialog offers the jump again and the message to copy.
    await expect(success).toContainText(order.order_number);
    await expect(success.getByRole("link", { name: "Buka WhatsApp" })).toHaveAttribute(
      "href",
      whatsapp.href,
    );
    await expect(success.getByLabel("Pesan untuk penjual")).toHaveValue(
      whatsapp.searchParams.get("text")!,
    );
    await expect(success.getByRole("link", { name: "Lacak Pesanan" })).toHaveAttribute(
      "href",
      `/${shop.username}/order-tracking?number=${order.order_number}`,
    );

    // The referral code is used up: gone from the address and from the session.
    await expect(page).toHaveURL(new RegExp(`/${shop.username}/products$`));
    expect(await page.evaluate(() => sessionStorage.getItem("referralCode"))).toBeNull();
    await expect(page.getByText(/item di keranjang/)).toHaveCount(0);
    await success.getByRole("button", { name: "Tutup" }).last().click();
    await expect(success).toHaveCount(0);

    // The cart stays empty after a reload, on the catalogue and on the cart page.
    await page.reload();
    await expect(page.getByRole("button", { name: "Keranjang (0 item)" })).toBeVisible();
    await page.goto(`/${shop.username}/cart`);
    await expect(page.getByText("Keranjang Anda kosong")).toBeVisible();
    expect(handOff.urls).toHaveLength(1);

    // The customer follows the tracking link of the message: found, then the phone check.
    await page.goto(trackingUrl);
    const verify = page.getByRole("dialog", { name: "Verifikasi Nomor HP" });
    await expect(verify).toBeVisible();
    await expect(page.getByText("Budi Santoso")).toHaveCount(0);
    const digits = verify.getByRole("textbox", { name: "4 digit terakhir nomor HP" });
    await digits.fill("0000");
    await verify.getByRole("button", { name: "Verifikasi" }).click();
    await expect(verify.getByRole("alert")).toHaveText(
      "4 digit terakhir nomor HP tidak sesuai. Silakan coba lagi.",
    );
    await digits.fill("7890");
    await verify.getByRole("button", { name: "Verifikasi" }).click();
    await expect(verify).toBeHidden();
    const card = page.getByRole("region", { name: order.order_number });
    await expect(card).toContainText("Budi Santoso");
    await expect(card).toContainText("2x Kopi Susu");
    await expect(card).toContainText("Rp 51.000");
    const steps = page.getByRole("list", { name: "Status Pesanan" }).getByRole("listitem");
    await expect(steps).toHaveCount(5);
    await expect(steps.nth(0)).toHaveAttribute("aria-current", "step");
    await expect(steps.nth(0)).toContainText("Menunggu Diterima");
    await expect(steps.nth(0)).toHaveAttribute("data-reached", "true");
    await expect(steps.nth(1)).toHaveAttribute("data-reached", "false");
    await expect(
      page.getByRole("list", { name: "Riwayat Status" }).getByRole("listitem"),
    ).toHaveText([/^Status berubah menjadi Menunggu Diterima/]);
  });

  test("asks for the missing fields without losing what was typed", async ({ page }) => {
    const shop = await createOrderingShop(data);
    const handOff = await catchWhatsAppHandOff(page);
    await page.goto(`/${shop.username}/products`);
    await addToCart(page, "Roti Bakar", { quantity: 2 });
    await page.goto(`/${shop.username}/cart`);
    await page.getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });
    await checkout.getByText("Besok", { exact: true }).click();
    await checkout.getByLabel("Nama").fill("Sari");
    await checkout.getByLabel("Catatan Pesanan").fill("Tolong cepat");
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();

    // Each missing field says so under itself, the form as a whole above the button, and
    // the first of them has the focus.
    await expect(checkout.getByRole("alert")).toHaveText([
      "No. HP wajib diisi",
      "Metode pengiriman wajib dipilih",
      "Mohon lengkapi semua field yang wajib diisi",
    ]);
    await expect(checkout.getByLabel("No. HP")).toHaveAttribute("aria-invalid", "true");
    await expect(checkout.getByLabel("No. HP")).toBeFocused();
    await expect(checkout.getByRole("radiogroup", { name: "Metode Pengiriman" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(checkout.getByLabel("Nama")).toHaveValue("Sari");
    await expect(checkout.getByLabel("Catatan Pesanan")).toHaveValue("Tolong cepat");
    await expect(checkout.getByRole("radio", { name: /^Besok/ })).toBeChecked();

    // Closing and reopening keeps the form; the cart is untouched and nothing was ordered.
    await checkout.getByRole("button", { name: "Tutup" }).click();
    await expect(checkout).toHaveCount(0);
    await expect(page.getByText("Total (2 item)")).toBeVisible();
    await page.getByRole("button", { name: "Checkout" }).click();
    await expect(checkout.getByLabel("Nama")).toHaveValue("Sari");
    await expect(checkout.getByLabel("Catatan Pesanan")).toHaveValue("Tolong cepat");
    expect(await ordersOf(shop.brandId)).toEqual([]);
    expect(handOff.urls).toEqual([]);

    // Completing the form places the order.
    await checkout.getByLabel("No. HP").fill("081298765432");
    await checkout.getByText("Diambil Sendiri", { exact: true }).click();
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();
    const text = (await handOff.next()).searchParams.get("text");
    expect(text).toContain("\n1. Roti Bakar x2 - Rp 30.000\n");
    expect(text).toContain(`\nHari: ${shopDayText(1)}\n`);
    expect(text).toContain("\nMetode: Diambil Sendiri\n");
    expect(text).toContain("\nNama: Sari\nNo. HP: +6281298765432\nCatatan: Tolong cepat\n");
    expect(text).not.toContain("Kode Referral");
  });

  test("a phone that is no Indonesian mobile number is refused on its field; a 0812… number is taken", async ({
    page,
  }) => {
    const shop = await createOrderingShop(data);
    const handOff = await catchWhatsAppHandOff(page);
    await page.goto(`/${shop.username}/products`);
    await addToCart(page, "Roti Bakar", {});
    await page.getByRole("button", { name: "Keranjang (1 item)" }).click();
    await page.getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });
    await checkout.getByText("Besok", { exact: true }).click();
    await checkout.getByLabel("Nama").fill("Sari");
    await checkout.getByText("Diambil Sendiri", { exact: true }).click();
    const phone = checkout.getByLabel("No. HP");
    await phone.fill("12");
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();

    await expect(checkout.getByRole("alert")).toHaveText(
      "Nomor WhatsApp tidak valid. Contoh: 0812 3456 7890",
    );
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toBeFocused();
    expect(await ordersOf(shop.brandId)).toEqual([]);
    expect(handOff.tabs).toEqual([]);

    // The server refuses it too, whatever the page lets through.
    const refused = await page.request.post("/api/orders", {
      data: orderRequestBody(shop, {
        form: { customerName: "Sari", customerPhone: "12" },
      }),
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({
      error: "Nomor WhatsApp tidak valid. Contoh: 0812 3456 7890",
      fieldErrors: { customerPhone: "Nomor WhatsApp tidak valid. Contoh: 0812 3456 7890" },
    });

    await phone.fill("0812 3456 7890");
    await expect(checkout.getByRole("alert")).toHaveCount(0);
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();
    expect((await handOff.next()).searchParams.get("text")).toContain("\nNo. HP: +6281234567890\n");
    expect(await ordersOf(shop.brandId)).toHaveLength(1);
  });

  test("a brand without its own delivery gets 'Diambil Sendiri' and its customer-service WhatsApp", async ({
    page,
  }) => {
    const shop = await createOrderingShop(data, {
      isDeliveryByStoreEnabled: false,
      phoneNumber: undefined,
      customerServiceWhatsapp: "0857 1234 5678",
    });
    const handOff = await catchWhatsAppHandOff(page);
    await page.goto(`/${shop.username}/products`);
    await addToCart(page, "Kopi Susu", {});
    await page.getByRole("button", { name: "Keranjang (1 item)" }).click();
    await page.getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });
    await expect(checkout).toContainText("Diambil Sendiri");
    await expect(checkout.getByRole("radio", { name: "Diantar" })).toHaveCount(0);
    await expect(checkout).not.toContainText("Ongkir");

    await checkout.getByText("Besok", { exact: true }).click();
    await checkout.getByLabel("Nama").fill("Rina");
    await checkout.getByLabel("No. HP").fill("6281511112222");
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();
    const whatsapp = await handOff.next();
    expect(whatsapp.pathname).toBe("/6285712345678");
    expect(whatsapp.searchParams.get("text")).toContain(
      `\nMetode: Diambil Sendiri\nPembayaran: Bayar di Tempat\nHari: ${shopDayText(1)}\n`,
    );
    expect(await ordersOf(shop.brandId)).toMatchObject([
      { delivery_method: "Diambil Sendiri", total: 18000 },
    ]);
  });

  test("a server failure says 'Terjadi kesalahan saat membuat pesanan. Silakan coba lagi.' and keeps cart and form", async ({
    page,
    consoleErrors,
  }) => {
    const shop = await createOrderingShop(data);
    const handOff = await catchWhatsAppHandOff(page);
    await page.goto(`/${shop.username}/products`);
    await addToCart(page, "Roti Bakar", {});
    await page.getByRole("button", { name: "Keranjang (1 item)" }).click();
    await page.getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });
    await checkout.getByText("Besok", { exact: true }).click();
    await checkout.getByLabel("Nama").fill("Dewi");
    await checkout.getByLabel("No. HP").fill("081211112222");
    await checkout.getByText("Diantar", { exact: true }).click();

    await page.route("**/api/orders", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
    );
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(checkout.getByRole("alert")).toHaveText(
      "Terjadi kesalahan saat membuat pesanan. Silakan coba lagi.",
    );
    await expect(checkout.getByLabel("Nama")).toHaveValue("Dewi");
    await expect(checkout.getByLabel("No. HP")).toHaveValue("081211112222");
    await expect(checkout.getByRole("button", { name: "Pesan via WhatsApp" })).toBeEnabled();
    expect(handOff.urls).toEqual([]);
    expect(
      await page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? "[]").length,
        `gerai:cart:${shop.username}`,
      ),
    ).toBe(1);
    // The failure is logged in the console, as the spec asks; nothing else went wrong.
    await expect.poll(() => consoleErrors.length).toBe(2);
    expect(consoleErrors.join("\n")).toMatch(/status of 500/);
    expect(consoleErrors.join("\n")).toMatch(/Order failed with status 500/);
    consoleErrors.length = 0;

    // Trying again once the server is back places the order.
    await page.unroute("**/api/orders");
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();
    await handOff.next();
    expect(await ordersOf(shop.brandId)).toHaveLength(1);
  });

  test("an answer lost on a bad connection: trying again gets the order already placed, not a second", async ({
    page,
    consoleErrors,
  }) => {
    const shop = await createOrderingShop(data);
    const handOff = await catchWhatsAppHandOff(page);
    await page.goto(`/${shop.username}/products`);
    await addToCart(page, "Roti Bakar", {});
    await page.getByRole("button", { name: "Keranjang (1 item)" }).click();
    await page.getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });
    await checkout.getByText("Besok", { exact: true }).click();
    await checkout.getByLabel("Nama").fill("Dewi");
    await checkout.getByLabel("No. HP").fill("081211112222");
    await checkout.getByText("Diantar", { exact: true }).click();

    // The order reaches the server, but its answer never reaches the phone.
    await page.route("**/api/orders", async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    });
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(checkout.getByRole("alert")).toHaveText(
      "Terjadi kesalahan saat membuat pesanan. Silakan coba lagi.",
    );
    const [placed] = await ordersOf(shop.brandId);
    expect(await ordersOf(shop.brandId)).toHaveLength(1);
    expect(handOff.urls).toEqual([]);
    expect(consoleErrors.join("\n")).toMatch(/Order failed/);
    consoleErrors.length = 0;

    // The customer tries again: the shop still has one order, and WhatsApp gets its number.
    await page.unroute("**/api/orders");
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();
    const url = await handOff.next();
    expect(url.searchParams.get("text")).toContain(`*Nomor Pesanan:* ${placed.order_number}`);
    expect(await ordersOf(shop.brandId)).toHaveLength(1);

    // The same order again, on purpose, is a new order.
    await page.keyboard.press("Escape");
    await addToCart(page, "Roti Bakar", {});
    await page.getByRole("button", { name: "Keranjang (1 item)" }).click();
    await page.getByRole("button", { name: "Checkout" }).click();
    await checkout.getByText("Besok", { exact: true }).click();
    await checkout.getByText("Diantar", { exact: true }).click();
    await expect(checkout.getByLabel("Nama")).toHaveValue("Dewi");
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();
    await expect.poll(async () => (await ordersOf(shop.brandId)).length).toBe(2);
  });

  test("a product the shop stopped selling is marked in the cart and left out of the total and the order", async ({
    page,
  }) => {
    const shop = await createOrderingShop(data);
    const handOff = await catchWhatsAppHandOff(page);
    await page.goto(`/${shop.username}/products`);
    await addToCart(page, "Kopi Susu", {});
    await addToCart(page, "Roti Bakar", {});
    await data.db
      .updateTable("products")
      .set({ is_active: false })
      .where("id", "=", shop.rotiId)
      .execute();

    await page.getByRole("link", { name: "Lihat Keranjang" }).click();
    const lines = page.getByRole("list", { name: "Isi keranjang" }).getByRole("listitem");
    await expect(lines.filter({ hasText: "Roti Bakar" })).toContainText(
      "Produk tidak tersedia lagi. Tidak ikut dipesan.",
    );
    await expect(lines.filter({ hasText: "Kopi Susu" })).not.toContainText("tidak tersedia");
    await page.getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });
    await expect(checkout).toContainText("Roti Bakar: Produk tidak tersedia lagi");
    await expect(checkout).toContainText("Total (1 item)Rp 18.000");
    await checkout.getByText("Besok", { exact: true }).click();
    await checkout.getByLabel("Nama").fill("Tono");
    await checkout.getByLabel("No. HP").fill("081233334444");
    await checkout.getByText("Diantar", { exact: true }).click();
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();
    expect((await handOff.next()).searchParams.get("text")).not.toContain("Roti Bakar");
    expect(await ordersOf(shop.brandId)).toMatchObject([{ total: 18000 }]);
  });

  test("a choice the shop no longer offers is refused by name; the cart stays", async ({
    page,
  }) => {
    const shop = await createOrderingShop(data);
    await page.goto(`/${shop.username}/products`);
    await addToCart(page, "Kopi Susu", { choices: ["Besar"] });
    // The seller renames the size while the line waits in the cart.
    await data.db
      .updateTable("product_options")
      .set({ choices: JSON.stringify(["Reguler", "Jumbo"]) })
      .where("product_id", "=", shop.kopiId)
      .where("name", "=", "Ukuran")
      .execute();

    await page.getByRole("link", { name: "Lihat Keranjang" }).click();
    await page.getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });
    await checkout.getByText("Besok", { exact: true }).click();
    await checkout.getByLabel("Nama").fill("Tono");
    await checkout.getByLabel("No. HP").fill("081233334444");
    await checkout.getByText("Diantar", { exact: true }).click();
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(checkout.getByRole("alert")).toHaveText(choicesChangedError("Kopi Susu"));
    expect(await ordersOf(shop.brandId)).toEqual([]);
    // The cart says so, and no longer offers the choice the shop dropped.
    await expect(checkout).toContainText(
      "Kopi Susu: Pilihan produk berubah. Ubah pesanan untuk memilih lagi.",
    );
    await checkout.getByRole("button", { name: "Tutup" }).click();
    const cartList = page.getByRole("list", { name: "Isi keranjang" });
    await expect(cartList).toContainText("Pilihan produk berubah");
    await expect(cartList).not.toContainText("Ukuran: Besar");
  });

  test("a cart too long for one WhatsApp message is stopped before it is sent; the cart stays", async ({
    page,
  }) => {
    const shop = await createOrderingShop(data);
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/orders")) sent.push(request.url());
    });
    await page.goto(`/${shop.username}/cart`);
    await page.evaluate(
      ({ key, productId }) =>
        localStorage.setItem(
          key,
          JSON.stringify(
            Array.from({ length: 31 }, (_, index) => ({
              id: `${productId}_${1700000000000 + index}`,
              productId,
              name: "Roti Bakar",
              description: "",
              price: 15000,
              image: null,
              category: "",
              images: [],
              options: [],
              customizations: {},
              notes: `Potongan ke-${index + 1}`,
              quantity: 1,
            })),
          ),
        ),
      { key: `gerai:cart:${shop.username}`, productId: shop.rotiId },
    );
    await page.reload();
    await page.getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });
    await checkout.getByText("Besok", { exact: true }).click();
    await checkout.getByLabel("Nama").fill("Banyak");
    await checkout.getByLabel("No. HP").fill("081200000000");
    await checkout.getByText("Diambil Sendiri", { exact: true }).click();
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(checkout.getByRole("alert")).toHaveText(CHECKOUT_TOO_LONG_ERROR);
    expect(sent).toEqual([]);
    expect(await ordersOf(shop.brandId)).toEqual([]);
    await expect(checkout.getByLabel("Nama")).toHaveValue("Banyak");
    await checkout.getByRole("button", { name: "Tutup" }).click();
    await expect(
      page.getByRole("list", { name: "Isi keranjang" }).getByRole("listitem"),
    ).toHaveCount(31);
  });

  test("orders a line saved by an older version with its sugar and ice", async ({ page }) => {
    const shop = await createOrderingShop(data);
    const handOff = await catchWhatsAppHandOff(page);
    // Stored on a page without the cart's scripts: a cart page open meanwhile would already
    // catch the line up to the shop's price, and the notice lives only in that page.
    await page.goto("/healthz");
    await page.evaluate(
      ({ key, productId }) =>
        localStorage.setItem(
          key,
          JSON.stringify([
            {
              id: `${productId}_1700000000000`,
              productId,
              name: "Roti Bakar",
              description: "",
              price: 1,
              image: null,
              category: "",
              images: [],
              options: [],
              customizations: {},
              notes: "",
              quantity: 2,
              sugar: "Sedikit",
              ice: "Banyak",
            },
          ]),
        ),
      { key: `gerai:cart:${shop.username}`, productId: shop.rotiId },
    );
    await page.goto(`/${shop.username}/cart`);
    // The stored price of 1 is replaced by the shop's own, and the customer is told.
    await expect(page.getByRole("list", { name: "Isi keranjang" })).toContainText(
      "Harga berubah: Rp 1 → Rp 15.000",
    );
    await expect(page.getByText("Total (2 item)")).toBeVisible();
    await page.getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });
    await expect(checkout).toContainText("Roti Bakar: Harga berubah: Rp 1 → Rp 15.000");
    await expect(checkout).toContainText("Total (2 item)Rp 30.000");
    await checkout.getByText("Besok", { exact: true }).click();
    await checkout.getByLabel("Nama").fill("Lama");
    await checkout.getByLabel("No. HP").fill("081200000000");
    await checkout.getByText("Diambil Sendiri", { exact: true }).click();
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();
    const text = (await handOff.next()).searchParams.get("text");
    expect(text).toContain("\n1. Roti Bakar x2 - Rp 30.000\n   Sugar: Sedikit, Ice: Banyak\n");
    expect(text).toContain("\n*Total Harga: Rp 30.000*\n");
    const options = await data.db
      .selectFrom("order_product_options")
      .innerJoin("order_products", "order_products.id", "order_product_options.order_product_id")
      .innerJoin("orders", "orders.id", "order_products.order_id")
      .select(["option_name", "option_value"])
      .where("orders.brand_id", "=", shop.brandId)
      .orderBy("option_name", "desc")
      .execute();
    expect(options).toEqual([
      { option_name: "Sugar", option_value: "Sedikit" },
      { option_name: "Ice", option_value: "Banyak" },
    ]);
  });
});
