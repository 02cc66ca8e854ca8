import { expect, test } from "./fixtures";
import { logInAsSeller } from "./support/seller-login";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// 'Domain Sendiri' (decision 081): the owner adds her shop's domain, reads how to point it
// at the platform and where the token must answer, and removes it. A name that is no domain
// is refused under the field, in Indonesian. (The check itself asks the domain over the
// network: the integration and reliability suites do that with names of their own.)

test.describe("the shop's own domain in the admin", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("the owner adds a domain, reads the instructions and removes it @layout", async ({
    page,
  }) => {
    const shop = await createShop(data, { name: "Dapur Rina" });
    await logInAsSeller(page, shop);
    await page.goto("/admin/domain");
    await expect(page.getByRole("heading", { level: 1, name: "Domain Sendiri" })).toBeVisible();

    const field = page.getByLabel("Nama domain");
    await field.fill("toko sari");
    await page.getByRole("button", { name: "Tambah Domain" }).click();
    await expect(page.getByText(/Nama domain tidak valid/)).toBeVisible();

    const hostname = `${shop.username}.example`;
    await field.fill(hostname.toUpperCase());
    await page.getByRole("button", { name: "Tambah Domain" }).click();
    await expect(page.getByText("Domain ditambahkan")).toBeVisible();
    await expect(page.getByRole("heading", { name: hostname })).toBeVisible();
    await expect(page.getByText("Menunggu verifikasi")).toBeVisible();
    await expect(
      page.getByText(new RegExp(`^http://${hostname.replaceAll(".", "\\.")}/\\.well-known/gerai/`)),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Periksa Sekarang" })).toBeVisible();

    await page.getByRole("button", { name: "Hapus Domain" }).click();
    await expect(page.getByText("Domain dihapus")).toBeVisible();
    await expect(page.getByLabel("Nama domain")).toBeVisible();
    const rows = await data.db
      .selectFrom("shop_domains")
      .select("hostname")
      .where("brand_id", "=", shop.brandId)
      .execute();
    expect(rows).toEqual([]);
  });
});
