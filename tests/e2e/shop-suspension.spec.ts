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
    await page.getByRole("button", { name: "Edit About Info" }).click();
    await page.getByLabel("Nama Brand").fill("Warung Diubah");
    await page.getByLabel("Tentang Brand").fill("Masakan rumahan setiap hari.");
    await page.getByLabel("WhatsApp Layanan Pelanggan").fill("0813 1111 2222");
    await page.getByLabel("Email Layanan Pelanggan").fill("cs@warung.id");
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    // The save is refused by the server, with the reason (the banner says it too).
    const refusal = page.getByRole("alert").filter({ hasText: "Akses Ditolak" });
    await expect(refusal).toBeVisible();
    await expect(refusal.getByText(PLATFORM_MESSAGES.ownerReadOnly)).toBeVisible();
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
