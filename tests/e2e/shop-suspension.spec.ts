import { PLATFORM_MESSAGES } from "#domain/platform-oversight";
import { reinstateShop, suspendShop } from "#server/services/shop-suspension";
import { expect, test } from "./fixtures";
import { signInPage } from "./support/session";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// A shop the platform suspended (decision 077): a visitor following its link reads the
// notice (410), its owner signs in to a read-only admin with the reason, and reinstating it
// brings the shop back.

const REASON = "Foto produk melanggar ketentuan platform.";
const ACTOR = { id: "platform-admin", email: "admin@example.com" };

test.describe("a suspended shop", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("shows visitors the notice, keeps its owner's admin read-only, and is back once reinstated @layout", async ({
    page,
    browser,
    baseURL,
  }) => {
    const shop = await createShop(data, { name: "Warung Sementara" });
    await suspendShop(data.db, ACTOR, { brandId: shop.brandId, reason: REASON });

    // A visitor with nothing of the shop: a fresh browser, the shop's link.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const response = await visitorPage.goto(`/${shop.username}`);
    expect(response?.status()).toBe(410);
    await expect(visitorPage.getByRole("heading", { name: "Warung Sementara" })).toBeVisible();
    await expect(visitorPage.getByText(PLATFORM_MESSAGES.suspendedNotice)).toBeVisible();
    await expect(visitorPage.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(
      visitorPage.getByRole("link", { name: PLATFORM_MESSAGES.goneHomeLink }),
    ).toHaveAttribute("href", "/");
    const products = await visitorPage.goto(`/${shop.username}/products`);
    expect(products?.status()).toBe(410);
    await expect(visitorPage.getByText(PLATFORM_MESSAGES.suspendedNotice)).toBeVisible();

    // The owner reads her admin with the reason, and cannot change anything.
    await signInPage(page, baseURL!, shop);
    await page.goto("/admin/about");
    await expect(page.getByText(PLATFORM_MESSAGES.ownerBanner)).toBeVisible();
    await expect(page.getByText(REASON)).toBeVisible();
    // Her save is refused by the server with the reason (the integration suite walks every
    // form; here her own session sends the About form).
    const refused = await page.request.post(`${baseURL}/admin/about`, {
      headers: { Origin: baseURL! },
      form: {
        intent: "update-profile",
        name: "Warung Diubah",
        username: shop.username,
        aboutText: "Masakan rumahan setiap hari.",
        customerServiceWhatsapp: "0813 1111 2222",
        customerServiceEmail: "cs@warung.id",
      },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain(PLATFORM_MESSAGES.ownerReadOnly);
    const stored = await data.db
      .selectFrom("brands")
      .select("name")
      .where("id", "=", shop.brandId)
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe("Warung Sementara");

    // Reinstated: the shop is public again and the admin says nothing of a suspension.
    await reinstateShop(data.db, ACTOR, {
      brandId: shop.brandId,
      reason: "Foto sudah diganti pemilik.",
    });
    const back = await visitorPage.goto(`/${shop.username}`);
    expect(back?.status()).toBe(200);
    await expect(visitorPage.getByText("Warung Sementara").first()).toBeVisible();
    await expect(visitorPage.getByText(PLATFORM_MESSAGES.suspendedNotice)).toHaveCount(0);
    await page.goto("/admin/about");
    await expect(page.getByRole("button", { name: "Edit About Info" })).toBeVisible();
    await expect(page.getByText(PLATFORM_MESSAGES.ownerBanner)).toHaveCount(0);
    await visitor.close();
  });
});
