import type { Page } from "@playwright/test";
import {
  CHECKOUT_INCOMPLETE_ERROR,
  CHECKOUT_INVALID_CHARACTERS_ERROR,
  CHECKOUT_INVALID_PHONE_ERROR,
} from "#domain/checkout-messages";
import { expect, test } from "./fixtures";
import { catchWhatsAppHandOff, createOrderingShop, openCheckout } from "./support/ordering";
import { openShopData, type ShopData } from "./support/shop-data";

// The checkout form is checked in the browser before anything is sent, by the same rules
// and with the same messages as the server's: each field's error under it, on leaving the
// field and on a try to send, the focus on the first field to change.

test.describe("checkout checked before it is sent @layout", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  /** Opens the checkout of a shop with one Roti Bakar in the cart; counts orders sent. */
  async function openWatchedCheckout(page: Page) {
    const shop = await createOrderingShop(data);
    const orderPosts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/orders") {
        orderPosts.push(request.url());
      }
    });
    const checkout = await openCheckout(page, shop);
    return { shop, checkout, orderPosts };
  }

  const ordersOf = (brandId: string) =>
    data.db.selectFrom("orders").select("id").where("brand_id", "=", brandId).execute();

  test("a field's error shows once it is left, follows what is typed, and nothing is sent", async ({
    page,
  }) => {
    const { shop, checkout, orderPosts } = await openWatchedCheckout(page);
    const name = checkout.getByLabel("Nama");
    const phone = checkout.getByLabel("No. HP");
    await expect(checkout.getByRole("alert")).toHaveCount(0);

    // Leaving the name empty says so under it, at once.
    await name.focus();
    await phone.focus();
    await expect(checkout.getByRole("alert")).toHaveText(["Nama wajib diisi"]);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Nama wajib diisi");
    // Not yet left: the phone shows its hint, no error.
    await expect(phone).not.toHaveAttribute("aria-invalid");
    await expect(phone).toHaveAccessibleDescription("Nomor WhatsApp yang bisa dihubungi penjual");

    // A number that is no mobile number, once the field is left.
    await phone.fill("12");
    await expect(checkout.getByRole("alert")).toHaveText(["Nama wajib diisi"]);
    await checkout.getByLabel("Kode Referral").focus();
    await expect(checkout.getByRole("alert")).toHaveText([
      "Nama wajib diisi",
      CHECKOUT_INVALID_PHONE_ERROR,
    ]);
    await expect(phone).toHaveAccessibleDescription(CHECKOUT_INVALID_PHONE_ERROR);

    // Typing mends a field as it goes.
    await name.fill("Sari");
    await phone.fill("0812 3456 7890");
    await expect(checkout.getByRole("alert")).toHaveCount(0);
    await expect(name).not.toHaveAttribute("aria-invalid");

    // A day group left without a pick: leaving it by keyboard says so.
    const days = checkout.getByRole("radiogroup", { name: "Hari" });
    await days.getByRole("radio").first().focus();
    await name.focus();
    await expect(checkout.getByRole("alert")).toHaveText(["Hari wajib dipilih"]);
    await expect(days).toHaveAttribute("aria-invalid", "true");
    await expect(days).toHaveAccessibleDescription("Hari wajib dipilih");

    // A character no name may hold, pasted in.
    await name.fill("Sa\u200Bri");
    await phone.focus();
    await expect(checkout.getByRole("alert")).toHaveText([
      "Hari wajib dipilih",
      "Berisi karakter yang tidak diizinkan",
    ]);

    expect(orderPosts).toEqual([]);
    expect(await ordersOf(shop.brandId)).toEqual([]);
  });

  test("a try to send names every field to change, moves to the first, and keeps what was typed", async ({
    page,
  }) => {
    const { shop, checkout, orderPosts } = await openWatchedCheckout(page);
    const handOff = await catchWhatsAppHandOff(page);
    await checkout.getByLabel("Catatan Pesanan").fill("Pagar hijau");
    const send = checkout.getByRole("button", { name: "Pesan via WhatsApp" });
    await send.click();

    await expect(checkout.getByRole("alert")).toHaveText([
      "Hari wajib dipilih",
      "Nama wajib diisi",
      "No. HP wajib diisi",
      "Metode pengiriman wajib dipilih",
      CHECKOUT_INCOMPLETE_ERROR,
    ]);
    const days = checkout.getByRole("radiogroup", { name: "Hari" });
    await expect(days.getByRole("radio").first()).toBeFocused();
    await expect(days).toHaveAttribute("aria-invalid", "true");
    await expect(checkout.getByLabel("Nama")).toHaveAttribute("aria-invalid", "true");
    await expect(checkout.getByLabel("Catatan Pesanan")).toHaveValue("Pagar hijau");
    expect(orderPosts).toEqual([]);
    expect(handOff.tabs).toEqual([]);

    // Each field mended takes its error away; the first one left gets the focus next time.
    await checkout.getByText("Besok", { exact: true }).click();
    await checkout.getByLabel("Nama").fill("Sari");
    await checkout.getByLabel("No. HP").fill("12");
    // The phone's own message is not repeated above the button; a missing field still is.
    await expect(checkout.getByRole("alert")).toHaveText([
      CHECKOUT_INVALID_PHONE_ERROR,
      "Metode pengiriman wajib dipilih",
      CHECKOUT_INCOMPLETE_ERROR,
    ]);
    await send.click();
    await expect(checkout.getByLabel("No. HP")).toBeFocused();

    // A character no field may hold: said under the field, and the server's way above.
    await checkout.getByLabel("No. HP").fill("0812 3456 7890");
    await checkout.getByText("Diantar", { exact: true }).click();
    await checkout.getByLabel("Kode Referral").fill("TEMAN\u202E10");
    await send.click();
    await expect(checkout.getByRole("alert")).toHaveText([
      "Berisi karakter yang tidak diizinkan",
      CHECKOUT_INVALID_CHARACTERS_ERROR,
    ]);
    await expect(checkout.getByLabel("Kode Referral")).toBeFocused();
    expect(orderPosts).toEqual([]);

    // Mended, the order goes out once.
    await checkout.getByLabel("Kode Referral").fill("TEMAN10");
    await expect(checkout.getByRole("alert")).toHaveCount(0);
    await send.click();
    await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();
    expect((await handOff.next()).searchParams.get("text")).toContain("\nCatatan: Pagar hijau\n");
    expect(orderPosts).toHaveLength(1);
    expect(await ordersOf(shop.brandId)).toHaveLength(1);
  });

  test("a field the server refuses shows under it, with the focus, until it is changed", async ({
    page,
  }) => {
    const { shop, checkout } = await openWatchedCheckout(page);
    const handOff = await catchWhatsAppHandOff(page);
    await checkout.getByText("Besok", { exact: true }).click();
    await checkout.getByLabel("Nama").fill("Sari");
    const phone = checkout.getByLabel("No. HP");
    await phone.fill("0812 3456 7890");
    await checkout.getByText("Diantar", { exact: true }).click();
    // The page lets the number through; on its way it becomes one the server refuses.
    await page.route("**/api/orders", async (route) => {
      const body = route.request().postDataJSON() as { form: Record<string, string> };
      body.form.customerPhone = "12";
      await route.continue({ postData: JSON.stringify(body) });
    });
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();

    await expect(checkout.getByRole("alert")).toHaveText([CHECKOUT_INVALID_PHONE_ERROR]);
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue("0812 3456 7890");
    await expect.poll(() => handOff.tabs.every((tab) => tab.isClosed())).toBe(true);
    expect(await ordersOf(shop.brandId)).toEqual([]);

    // Changing the field takes the server's word away; sent as typed, the order goes out.
    await page.unroute("**/api/orders");
    await phone.fill("0812 3456 7891");
    await expect(checkout.getByRole("alert")).toHaveCount(0);
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();
    expect(await ordersOf(shop.brandId)).toHaveLength(1);
  });

  test("the checks reach the page without zod", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    });
    const { checkout } = await openWatchedCheckout(page);
    // The checks ran in this page: they are part of what it loaded.
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(checkout.getByRole("alert").first()).toHaveText("Hari wajib dipilih");
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.some((text) => text.includes("Hari wajib dipilih"))).toBe(true);
    expect(loaded.filter((text) => /ZodError|\$ZodType/.test(text))).toEqual([]);
  });
});
