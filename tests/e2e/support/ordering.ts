import type { Locator, Page, Route } from "@playwright/test";
import { createProduct, type BrandInput } from "#server/seed/factories";
import { expect } from "../fixtures";
import { createShop, type ShopData } from "./shop-data";

// A shop of its own per test (tests run in parallel on one server), with the two products
// the ordering tests use, and helpers for what a customer does on the catalogue.

export type OrderingShop = Awaited<ReturnType<typeof createShop>> & {
  kopiId: string;
  rotiId: string;
};

export async function createOrderingShop(
  data: ShopData,
  overrides: Partial<Omit<BrandInput, "userId">> = {},
): Promise<OrderingShop> {
  const shop = await createShop(data, {
    name: "Kopi Uji",
    phoneNumber: "6281311112222",
    isDeliveryByStoreEnabled: true,
    deliveryCostInformation: "Ongkir Rp 10.000 dalam 5 km",
    ...overrides,
  });
  const { id: kopiId } = await createProduct(data.db, shop.brandId, {
    name: "Kopi Susu",
    price: 18000,
    category: "Minuman",
    images: ["/demo/kopi-susu.svg"],
    options: [
      { name: "Ukuran", choices: ["Reguler", "Besar"], isRequired: true },
      { name: "Gula", choices: ["Normal", "Sedikit"] },
    ],
  });
  const { id: rotiId } = await createProduct(data.db, shop.brandId, {
    name: "Roti Bakar",
    price: 15000,
    category: "Minuman",
    images: ["/demo/roti-bakar.svg"],
  });
  return { ...shop, kopiId, rotiId };
}

type OrderLine = {
  productId: string;
  quantity: number;
  customizations?: Record<string, string>;
  notes?: string;
  seenPrice: number;
  name?: string;
};

/**
 * The body the checkout sends for an order at the shop: one Roti Bakar at the price the
 * customer saw, delivered tomorrow at 10:00, unless the test says otherwise.
 */
export function orderRequestBody(
  shop: OrderingShop,
  { form = {}, items }: { form?: Record<string, string>; items?: OrderLine[] } = {},
) {
  return {
    username: shop.username,
    form: {
      deliveryDay: "tomorrow",
      deliveryTime: "10:00",
      customerName: "Budi",
      customerPhone: "0812 3456 7890",
      deliveryMethod: "Diantar",
      note: "",
      referralCode: "",
      ...form,
    },
    items: (items ?? [{ productId: shop.rotiId, quantity: 1, seenPrice: 15000 }]).map((line) => ({
      customizations: {},
      notes: "",
      name: "",
      ...line,
    })),
  };
}

/** Adds a product through its dialog: picks the choices, the quantity and the notes. */
export async function addToCart(
  page: Page,
  name: string,
  { choices = [], quantity = 1, notes }: { choices?: string[]; quantity?: number; notes?: string },
) {
  await page.getByRole("link", { name: `Tambah ${name} ke keranjang` }).click();
  const dialog = page.getByRole("dialog", { name: "Detail Produk" });
  await expect(dialog).toBeVisible();
  for (const choice of choices) await dialog.getByText(choice, { exact: true }).click();
  for (let i = 1; i < quantity; i++) {
    await dialog.getByRole("button", { name: "Tambah jumlah" }).click();
  }
  await expect(dialog.getByLabel("Jumlah", { exact: true })).toHaveValue(String(quantity));
  if (notes) await dialog.getByLabel("Catatan").fill(notes);
  await dialog.getByRole("button", { name: /Tambah ke Keranjang/ }).click();
  await expect(dialog).toHaveCount(0);
}

/** Puts one Roti Bakar in the shop's cart and opens the checkout from the cart page. */
export async function openCheckout(page: Page, shop: { username: string }): Promise<Locator> {
  await page.goto(`/${shop.username}/products`);
  await addToCart(page, "Roti Bakar", {});
  await page.goto(`/${shop.username}/cart`);
  await page.getByRole("button", { name: "Checkout" }).click();
  const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });
  await expect(checkout).toBeVisible();
  return checkout;
}

/** Fills the checkout as Budi, delivered tomorrow at the first slot; nothing sent yet. */
export async function fillTomorrowDelivery(checkout: Locator) {
  await checkout.getByText("Besok", { exact: true }).click();
  await checkout.getByLabel("Nama").fill("Budi Santoso");
  await checkout.getByLabel("No. HP").fill("0812 3456 7890");
  await checkout.getByText("Diantar", { exact: true }).click();
}

/** Fills the checkout as Budi, delivered tomorrow at the first slot, and sends it. */
export async function sendTomorrowOrder(checkout: Locator) {
  await fillTomorrowDelivery(checkout);
  await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
}

/**
 * Keeps WhatsApp off the network: every request to wa.me, in any tab of the test's browser,
 * is answered by a small local page and its URL handed over. The checkout opens the chat
 * in a tab of its own (spec §7); `tabs` holds the tabs opened, `nextTab()` the first one
 * once it shows the chat.
 */
export async function catchWhatsAppHandOff(page: Page) {
  const context = page.context();
  const urls: string[] = [];
  const tabs: Page[] = [];
  context.on("page", (tab) => tabs.push(tab));
  await context.route("https://wa.me/**", (route: Route) => {
    urls.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>WhatsApp</title>",
    });
  });
  return {
    urls,
    tabs,
    async next(): Promise<URL> {
      await expect.poll(() => urls.length).toBeGreaterThan(0);
      return new URL(urls[0]);
    },
    async nextTab(): Promise<Page> {
      await expect.poll(() => tabs.length).toBeGreaterThan(0);
      const [tab] = tabs;
      await expect.poll(() => tab.url()).toMatch(/^https:\/\/wa\.me\//);
      return tab;
    },
  };
}

/** Today's and tomorrow's dates (dd/MM/yyyy) in the shop's zone, as the checkout shows them. */
export function jakartaDates(now = new Date()): { today: string; tomorrow: string } {
  const format = (date: Date) =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Jakarta",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    }).format(date);
  return { today: format(now), tomorrow: format(new Date(now.getTime() + 24 * 3600 * 1000)) };
}

/**
 * Spec §9's default, the first hour after now, as slots follow the hours: a shop open around
 * the clock has every hour, so it is the Jakarta hour plus one (after 23:00, 00:00 tomorrow).
 */
export function expectedDefaultSlot(now = new Date()): string {
  const hour =
    Number(
      new Intl.DateTimeFormat("en-GB", {
        timeZone: "Asia/Jakarta",
        hour: "2-digit",
        hourCycle: "h23",
      }).format(now),
    ) % 24;
  return `${String((hour + 1) % 24).padStart(2, "0")}:00`;
}
