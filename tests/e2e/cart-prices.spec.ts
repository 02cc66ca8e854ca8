import { createProduct } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import { addToCart, catchWhatsAppHandOff, createOrderingShop } from "./support/ordering";
import { openShopData, type ShopData } from "./support/shop-data";

// A cart lives for days in the browser with the prices seen when its lines were added: the
// customer is shown every change before ordering, and is never charged a price not shown.

test.describe("prices the customer saw", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  const setPrice = (productId: string, price: number) =>
    data.db.updateTable("products").set({ price }).where("id", "=", productId).execute();
  const ordersOf = (brandId: string) =>
    data.db.selectFrom("orders").select(["total"]).where("brand_id", "=", brandId).execute();

  test("a price changed since the cart was filled is shown in the cart and the checkout, and the order carries it", async ({
    page,
  }) => {
    const shop = await createOrderingShop(data);
    const handOff = await catchWhatsAppHandOff(page);
    await page.goto(`/${shop.username}/products`);
    await addToCart(page, "Roti Bakar", {});
    await setPrice(shop.rotiId, 20000);

    await page.getByRole("button", { name: "Keranjang (1 item)" }).click();
    const cart = page.getByRole("dialog", { name: "Keranjang Belanja (1 item)" });
    const line = cart.getByRole("list", { name: "Isi keranjang" }).getByRole("listitem");
    await expect(line).toContainText("Harga berubah: Rp 15.000 → Rp 20.000");
    await expect(line).toContainText("Rp 20.000");
    await expect(cart).toContainText("Total (1 item)Rp 20.000");
    await cart.getByRole("button", { name: "Checkout" }).click();

    const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });
    await expect(checkout).toContainText("Roti Bakar: Harga berubah: Rp 15.000 → Rp 20.000");
    await expect(checkout).toContainText("Total (1 item)Rp 20.000");
    await checkout.getByText("Besok", { exact: true }).click();
    await checkout.getByLabel("Nama").fill("Budi");
    await checkout.getByLabel("No. HP").fill("0812 3456 7890");
    await checkout.getByText("Diambil Sendiri", { exact: true }).click();
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();

    const success = page.getByRole("dialog", { name: "Pesanan Berhasil!" });
    await expect(success).toBeVisible();
    const message = await success.getByLabel("Pesan untuk penjual").inputValue();
    expect(message).toContain("\n1. Roti Bakar x1 - Rp 20.000\n");
    expect(message).toContain("\n*Total Harga: Rp 20.000*\n");
    const chat = await handOff.nextTab();
    expect(chat.url()).toBe(`https://wa.me/6281311112222?text=${encodeURIComponent(message)}`);
    expect(await ordersOf(shop.brandId)).toEqual([{ total: 20000 }]);
  });

  test("a price changed while the checkout is open: refused with the new price, the cart catches up, the form stays", async ({
    page,
  }) => {
    const shop = await createOrderingShop(data);
    const handOff = await catchWhatsAppHandOff(page);
    await page.goto(`/${shop.username}/products`);
    await addToCart(page, "Roti Bakar", {});
    await page.getByRole("link", { name: "Lihat Keranjang" }).click();
    await page.getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });
    await checkout.getByText("Besok", { exact: true }).click();
    await checkout.getByLabel("Nama").fill("Dewi");
    await checkout.getByLabel("No. HP").fill("081211112222");
    await checkout.getByText("Diambil Sendiri", { exact: true }).click();
    await expect(checkout).toContainText("Total (1 item)Rp 15.000");

    await setPrice(shop.rotiId, 20000);
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(checkout.getByRole("alert")).toHaveText(
      "Harga Roti Bakar berubah menjadi Rp 20.000. Periksa keranjang lalu kirim lagi.",
    );
    await expect(checkout).toContainText("Roti Bakar: Harga berubah: Rp 15.000 → Rp 20.000");
    await expect(checkout).toContainText("Total (1 item)Rp 20.000");
    await expect(checkout.getByLabel("Nama")).toHaveValue("Dewi");
    expect(await ordersOf(shop.brandId)).toEqual([]);
    // The tab opened for the chat closed again; WhatsApp was never asked.
    await expect.poll(() => handOff.tabs.every((tab) => tab.isClosed())).toBe(true);
    expect(handOff.urls).toEqual([]);

    // Sent again, now at the price shown.
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();
    expect((await handOff.next()).searchParams.get("text")).toContain(
      "\n*Total Harga: Rp 20.000*\n",
    );
    expect(await ordersOf(shop.brandId)).toEqual([{ total: 20000 }]);
  });

  test("after a price refusal and a resend from the catalogue, its cards and dialog show the new price", async ({
    page,
  }) => {
    const shop = await createOrderingShop(data);
    await catchWhatsAppHandOff(page);
    await page.goto(`/${shop.username}/products`);
    await addToCart(page, "Roti Bakar", {});
    await page.getByRole("button", { name: "Keranjang (1 item)" }).click();
    await page
      .getByRole("dialog", { name: "Keranjang Belanja (1 item)" })
      .getByRole("button", { name: "Checkout" })
      .click();
    const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });
    await checkout.getByText("Besok", { exact: true }).click();
    await checkout.getByLabel("Nama").fill("Dewi");
    await checkout.getByLabel("No. HP").fill("081211112222");
    await checkout.getByText("Diambil Sendiri", { exact: true }).click();

    // The seller saves a new price (as the product form does, the shop's pages go stale).
    await data.db
      .updateTable("products")
      .set({ price: 20000 })
      .where("id", "=", shop.rotiId)
      .execute();
    await data.db
      .updateTable("brands")
      .set((eb) => ({ page_version: eb("page_version", "+", 1) }))
      .where("id", "=", shop.brandId)
      .execute();
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(checkout.getByRole("alert")).toHaveText(
      "Harga Roti Bakar berubah menjadi Rp 20.000. Periksa keranjang lalu kirim lagi.",
    );
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    const success = page.getByRole("dialog", { name: "Pesanan Berhasil!" });
    await expect(success).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(success).toHaveCount(0);

    // The catalogue behind caught up, without a reload.
    const card = page.getByRole("listitem").filter({ hasText: "Roti Bakar" });
    await expect(card).toContainText("Rp 20.000");
    await card.getByRole("link", { name: "Tambah Roti Bakar ke keranjang" }).click();
    const dialog = page.getByRole("dialog", { name: "Detail Produk" });
    await expect(dialog.getByRole("button", { name: /Tambah ke Keranjang/ })).toHaveText(
      "Tambah ke Keranjang · Rp 20.000",
    );
  });

  test("a product the shop stopped selling says 'Produk tidak tersedia lagi' in the cart and can be removed", async ({
    page,
  }) => {
    const shop = await createOrderingShop(data);
    await page.goto(`/${shop.username}/products`);
    await addToCart(page, "Kopi Susu", {});
    await addToCart(page, "Roti Bakar", {});
    await data.db
      .updateTable("products")
      .set({ is_active: false })
      .where("id", "=", shop.kopiId)
      .execute();

    await page.getByRole("button", { name: "Keranjang (2 item)" }).click();
    const cart = page.getByRole("dialog", { name: /^Keranjang Belanja/ });
    const lines = cart.getByRole("list", { name: "Isi keranjang" }).getByRole("listitem");
    await expect(lines.filter({ hasText: "Kopi Susu" })).toContainText(
      "Produk tidak tersedia lagi",
    );
    await expect(lines.filter({ hasText: "Roti Bakar" })).not.toContainText("tidak tersedia");
    await lines
      .filter({ hasText: "Kopi Susu" })
      .getByRole("button", { name: "Hapus Kopi Susu" })
      .click();
    await expect(lines).toHaveCount(1);
    await expect(cart).toContainText("Total (1 item)");
  });
});

test.describe("the cart bar on a phone", { tag: "@layout" }, () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  for (const viewport of [
    { width: 360, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width}×${viewport.height} it leaves the last row of products clear and keeps 'Rp 8.000' on one line`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const shop = await createOrderingShop(data);
      for (const [name, price] of [
        ["Pisang Goreng", 10000],
        ["Nasi Uduk Komplit", 12000],
        ["Tahu Isi", 9000],
        ["Es Teh Manis", 8000],
      ] as const) {
        await createProduct(data.db, shop.brandId, { name, price });
      }
      await page.goto(`/${shop.username}/products`);
      await addToCart(page, "Es Teh Manis", {});

      const bar = page.locator("[data-cart-bar]");
      await expect(bar).toContainText("1 item di keranjang");
      // The lines the total's text takes on screen, whatever element holds it.
      const totalLines = await bar.evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent?.indexOf("Rp 8.000") ?? -1;
          if (at === -1) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + "Rp 8.000".length);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }
        return 0;
      });
      expect(totalLines).toBe(1);

      // Newest first: the first product created is the last card.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const lastCard = page.getByRole("listitem").filter({ hasText: "Kopi Susu" });
      const plus = lastCard.getByRole("link", { name: "Tambah Kopi Susu ke keranjang" });
      const barBox = (await bar.boundingBox())!;
      const plusBox = (await plus.boundingBox())!;
      const priceBox = (await lastCard.getByText("Rp 18.000").boundingBox())!;
      expect(plusBox.y + plusBox.height).toBeLessThanOrEqual(barBox.y);
      expect(priceBox.y + priceBox.height).toBeLessThanOrEqual(barBox.y);
      expect(
        await plus.evaluate((button) => {
          const box = button.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit !== null && button.contains(hit);
        }),
      ).toBe(true);
      await plus.click();
      await expect(page.getByRole("dialog", { name: "Detail Produk" })).toContainText("Kopi Susu");
    });
  }
});
