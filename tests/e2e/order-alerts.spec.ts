import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  catchWhatsAppHandOff,
  createOrderingShop,
  openCheckout,
  orderRequestBody,
  sendTomorrowOrder,
  type OrderingShop,
} from "./support/ordering";
import { signInPage } from "./support/session";
import { openShopData, type ShopData } from "./support/shop-data";

// While the seller has the admin open, a new order shows within 5 seconds: a toast with a
// link to it, '(N) ' before the tab title and, when allowed, a browser notification that
// opens the order. Headless Chromium shows no notifications, so the page's Notification
// constructor is wrapped to record what was made.

type RecordedNotification = { title: string; body?: string; tag?: string };

declare global {
  interface Window {
    recordedNotifications?: RecordedNotification[];
    clickNotification?: (index: number) => void;
    startedTones?: number;
  }
}

async function recordNotifications(page: Page) {
  await page.addInitScript(() => {
    // The chime: tones started on a running audio context (the speaker itself is not heard).
    window.startedTones = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args) {
      if (this.context.state === "running") window.startedTones! += 1;
      return start.apply(this, args);
    };
    const Original = window.Notification;
    if (!Original) return;
    const recorded: RecordedNotification[] = [];
    const instances: Notification[] = [];
    window.recordedNotifications = recorded;
    window.clickNotification = (index) => instances[index]?.onclick?.(new Event("click"));
    window.Notification = class extends Original {
      constructor(title: string, options?: NotificationOptions) {
        recorded.push({ title, body: options?.body, tag: options?.tag });
        super(title, options);
        instances.push(this);
      }
    };
  });
}

/** Opens an admin page and waits for the alert's first poll, which sets its starting point. */
async function openAdmin(page: Page, path: string) {
  const firstPoll = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/admin/order-alerts",
  );
  await page.goto(path);
  expect((await firstPoll).status()).toBe(200);
}

/** A customer in a browser of their own orders one Roti Bakar through the checkout. */
async function orderFromAnotherBrowser(browser: Browser, baseURL: string, shop: OrderingShop) {
  const customer = await browser.newContext({ baseURL });
  try {
    const page = await customer.newPage();
    const whatsApp = await catchWhatsAppHandOff(page);
    await sendTomorrowOrder(await openCheckout(page, shop));
    await whatsApp.next();
  } finally {
    await customer.close();
  }
}

async function newestOrderNumber(data: ShopData, shop: OrderingShop): Promise<string> {
  const row = await data.db
    .selectFrom("orders")
    .select("order_number")
    .where("brand_id", "=", shop.brandId)
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  return row.order_number;
}

test.describe("new-order alert in the open admin", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("an order placed elsewhere shows in the open admin within 5 seconds @layout", async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await context.grantPermissions(["notifications"], { origin: baseURL });
    await recordNotifications(page);
    const shop = await createOrderingShop(data);
    await signInPage(page, baseURL!, shop);
    await openAdmin(page, "/admin/products");
    const title = await page.title();
    expect(title).not.toMatch(/^\(\d+\) /);
    // Already allowed: nothing to ask.
    await expect(page.getByRole("button", { name: "Aktifkan Notifikasi" })).toHaveCount(0);
    // Browsers play sound only after a gesture on the page: the seller has clicked somewhere.
    await page.getByRole("heading", { level: 1 }).click();

    await orderFromAnotherBrowser(browser, baseURL!, shop);
    const orderNumber = await newestOrderNumber(data, shop);
    const line = `Pesanan baru: ${orderNumber} · Budi Santoso · Rp 15.000`;

    const toast = page.getByRole("listitem").filter({ hasText: line });
    await expect(toast).toBeVisible({ timeout: 5_000 });
    await expect(page).toHaveTitle(`(1) ${title}`, { timeout: 5_000 });
    await expect
      .poll(() => page.evaluate(() => window.recordedNotifications), { timeout: 5_000 })
      .toEqual([
        {
          title: "Pesanan baru",
          body: `${orderNumber} · Budi Santoso · Rp 15.000`,
          tag: `order-${orderNumber}`,
        },
      ]);
    expect(await page.evaluate(() => window.startedTones)).toBe(2);
    await page.screenshot({ path: test.info().outputPath("order-alert.png") });

    // Clicking the notification opens the order.
    await page.evaluate(() => window.clickNotification?.(0));
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderNumber}$`));
    await expect(page.getByRole("heading", { name: orderNumber })).toBeVisible();

    // Having looked at the orders list, the count leaves the title.
    await page.goto("/admin/orders");
    await expect(page.getByText(orderNumber).filter({ visible: true })).toHaveCount(1);
    await expect(page).not.toHaveTitle(/^\(\d+\) /);
  });

  test("the open orders list shows the new order without a reload, and the toast links to it @layout", async ({
    page,
    baseURL,
  }) => {
    const shop = await createOrderingShop(data);
    await signInPage(page, baseURL!, shop);
    await openAdmin(page, "/admin/orders");
    // Not asked yet: the seller can allow notifications from the header.
    const enable = page.getByRole("button", { name: "Aktifkan Notifikasi" });
    await expect(enable).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("enable-notifications.png") });
    const main = page.getByRole("main");
    await expect(main).not.toContainText("Budi Santoso");

    // Placed straight through the order endpoint, as the checkout of another browser does.
    const customer = await page.context().browser()!.newContext({ baseURL });
    const response = await customer.request.post("/api/orders", {
      headers: { Origin: baseURL! },
      data: orderRequestBody(shop, {
        form: { customerName: "Budi Santoso", customerPhone: "0857 1234 5678" },
      }),
    });
    expect(response.status()).toBe(201);
    const { orderNumber } = (await response.json()) as { orderNumber: string };
    await customer.close();

    const line = `Pesanan baru: ${orderNumber} · Budi Santoso · Rp 15.000`;
    const toast = page.getByRole("listitem").filter({ hasText: line });
    await expect(toast).toBeVisible({ timeout: 5_000 });
    // The list itself shows it (a table on wide screens, cards on phones).
    await expect(main.getByText(orderNumber).filter({ visible: true })).toHaveCount(1, {
      timeout: 5_000,
    });
    // The seller is looking at the list: nothing unseen to count.
    await expect(page).not.toHaveTitle(/^\(\d+\) /);
    expect(page.url()).toMatch(/\/admin\/orders$/);

    await toast.getByRole("link", { name: "Lihat pesanan" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderNumber}$`));
    await expect(page.getByRole("heading", { name: orderNumber })).toBeVisible();
  });
});
