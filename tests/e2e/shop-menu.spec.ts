import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { logInAsSeller } from "./support/seller-login";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// 'Lihat Toko' and 'Bagikan Toko' in the admin menu (decision 067): the sidebar on a
// desktop, the menu sheet on a phone.

/** The admin menu, opened first on a phone (where it is a sheet). */
async function openMenu(page: Page) {
  if ((page.viewportSize()?.width ?? 0) < 768) {
    await page.getByRole("button", { name: "Buka/tutup menu" }).click();
  }
  return page.getByRole("navigation", { name: "Menu admin" });
}

test.describe("the shop in the admin menu", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("'Lihat Toko' opens the shop in a new tab @layout", async ({ page, context }) => {
    const shop = await createShop(data, { name: "Dapur Bu Rina" });
    await logInAsSeller(page, shop);
    const menu = await openMenu(page);
    const view = menu.getByRole("link", { name: "Lihat Toko" });
    await expect(view).toHaveAttribute("href", `/${shop.username}`);
    await expect(view).toHaveAttribute("target", "_blank");

    const opened = context.waitForEvent("page");
    await view.click();
    const tab = await opened;
    await expect(tab).toHaveURL(new RegExp(`/${shop.username}$`));
    await expect(tab.getByRole("heading", { level: 1, name: "Dapur Bu Rina" })).toBeVisible();
    // The admin stays where it was.
    await expect(page).toHaveURL(/\/admin$/);
    await tab.close();
  });

  test("'Bagikan Toko' copies the shop's address where there is no share sheet @layout", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    // A browser without the Web Share API, as most desktops are.
    await page.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share;
    });
    const shop = await createShop(data, { name: "Dapur Bu Rina" });
    await logInAsSeller(page, shop);
    const menu = await openMenu(page);
    await menu.getByRole("button", { name: "Bagikan Toko" }).click();
    await expect(page.getByText("Tautan toko disalin")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/${shop.username}`,
    );
  });

  test("'Bagikan Toko' hands the shop's name and address to the phone's share sheet @layout", async ({
    page,
    baseURL,
  }) => {
    // The share sheet, as a phone's browser offers it: what it was given is kept to read.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    const shop = await createShop(data, { name: "Dapur Bu Rina" });
    await logInAsSeller(page, shop);
    const menu = await openMenu(page);
    await menu.getByRole("button", { name: "Bagikan Toko" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([
        {
          title: "Dapur Bu Rina",
          text: "Kunjungi Dapur Bu Rina",
          url: `${baseURL}/${shop.username}`,
        },
      ]);
    // The sheet said it all: no toast of a copy.
    await expect(page.getByText("Tautan toko disalin")).toHaveCount(0);
  });
});
