import type { Page } from "@playwright/test";
import { BRAND_MESSAGES } from "#domain/brand-profile";
import { LINK_MESSAGES } from "#domain/link";
import { createLink, createOrderRecord, createProduct, createStore } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import { signInPage } from "./support/session";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// What a seller meets on a first trading day: reaching a customer, typing a link as people
// say it, forms that answer in Indonesian, a small phone, and figures that mean something.

test.describe("seller friction", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  const signIn = async (page: Page, baseURL: string | undefined, shop: LoginOf) =>
    signInPage(page, baseURL!, shop);

  /** A new seller on the links page, with the 'Tambah Tautan' dialog open. */
  async function openNewLink(page: Page, baseURL: string | undefined) {
    const shop = await createShop(data);
    await signIn(page, baseURL, shop);
    await page.goto("/admin/links");
    await page.getByRole("button", { name: "Tambah Tautan" }).first().click();
    return { shop, dialog: page.getByRole("dialog", { name: "Tambah Tautan" }) };
  }

  test("the customer's phone on an order opens a WhatsApp chat with them", async ({
    page,
    baseURL,
  }) => {
    const shop = await createShop(data);
    const { orderNumber } = await createOrderRecord(data.db, {
      brandId: shop.brandId,
      customerName: "Budi Santoso",
      customerPhone: "6285712345678",
      items: [{ productId: null, productName: "Roti Bakar", quantity: 1, unitPrice: 15000 }],
    });
    await signIn(page, baseURL, shop);
    await page.goto(`/admin/orders/${orderNumber}`);

    await expect(page.getByText("+6285712345678", { exact: true })).toBeVisible();
    const chat = page.getByRole("link", { name: "Chat pelanggan di WhatsApp" });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute("href", "https://wa.me/6285712345678");
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("link", { name: "Telepon pelanggan" })).toHaveAttribute(
      "href",
      "tel:+6285712345678",
    );
  });

  test("a link typed without https:// is completed; an unsafe one is refused", async ({
    page,
    baseURL,
  }) => {
    const { shop, dialog } = await openNewLink(page, baseURL);
    await dialog.getByLabel("Judul").fill("Menu");
    const url = dialog.getByLabel("URL");

    await url.fill("javascript:alert(1)");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(dialog.getByText(LINK_MESSAGES.urlInvalid)).toBeVisible();
    await expect(url).toHaveValue("javascript:alert(1)");
    await expect(url).toBeFocused();

    await url.fill("tokoku.com/menu");
    await url.blur();
    await expect(url).toHaveValue("https://tokoku.com/menu");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(dialog).toHaveCount(0);

    const stored = await data.db
      .selectFrom("links")
      .select("url")
      .where("brand_id", "=", shop.brandId)
      .execute();
    expect(stored).toEqual([{ url: "https://tokoku.com/menu" }]);
    await expect(page.getByText("https://tokoku.com/menu").first()).toBeVisible();
    await page.goto(`/${shop.username}`);
    await expect(page.locator('a[href="https://tokoku.com/menu"]')).toBeVisible();
  });

  test("pressing Simpan leaves the focus in the field typed last, so the press is never lost", async ({
    page,
    baseURL,
  }) => {
    const { dialog } = await openNewLink(page, baseURL);
    await dialog.getByLabel("Judul").fill("Katalog");
    await dialog.getByLabel("URL").fill("https://contoh.id/katalog");

    // Leaving a field checks it and may show its error, moving the button mid-press: the
    // press itself does not take the focus, so nothing moves before it ends.
    const save = dialog.getByRole("button", { name: "Simpan" });
    const box = (await save.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect(dialog.getByLabel("URL")).toBeFocused();
    await page.mouse.up();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole("list", { name: "Daftar tautan" }).getByText("Katalog", { exact: true }),
    ).toBeVisible();
  });

  test("the About form, sent empty, answers in Indonesian under each field", async ({
    page,
    baseURL,
  }) => {
    const shop = await createShop(data, {
      name: "Warung Tini",
      aboutText: "Masakan rumahan.",
      customerServiceWhatsapp: "6281234500000",
      customerServiceEmail: "tini@example.com",
    });
    await signIn(page, baseURL, shop);
    await page.goto("/admin/about");
    await page.getByRole("button", { name: "Edit About Info" }).click();

    const name = page.getByLabel("Nama Brand", { exact: true });
    const about = page.getByLabel("Tentang Brand", { exact: true });
    const form = page.locator("form").filter({ has: name });
    const whatsapp = form.locator('input[type="tel"]');
    const email = form.locator('input[type="email"]');
    for (const field of [name, about, whatsapp, email]) await field.fill("");
    await form.getByRole("button", { name: "Simpan" }).click();

    for (const message of [
      BRAND_MESSAGES.nameRequired,
      BRAND_MESSAGES.aboutRequired,
      BRAND_MESSAGES.whatsappRequired,
      BRAND_MESSAGES.emailRequired,
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    // No bubble of the browser's own, in the browser's language: the form is not the
    // browser's to check, though each field says it is required, as the schema does.
    expect(await form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true);
    for (const field of [name, about, whatsapp, email]) {
      await expect(field).toHaveAttribute("required", "");
    }

    // A wrong e-mail gets its own message; nothing was saved meanwhile.
    await name.fill("Warung Tini");
    await expect(form.getByText(BRAND_MESSAGES.nameRequired)).toHaveCount(0);
    await email.fill("tini@");
    await form.getByRole("button", { name: "Simpan" }).click();
    await expect(form.getByText(BRAND_MESSAGES.emailInvalid, { exact: true })).toBeVisible();
    const brand = await data.db
      .selectFrom("brands")
      .select(["name", "about_text", "customer_service_email"])
      .where("id", "=", shop.brandId)
      .executeTakeFirstOrThrow();
    expect(brand).toEqual({
      name: "Warung Tini",
      about_text: "Masakan rumahan.",
      customer_service_email: "tini@example.com",
    });
  });

  test("no admin page scrolls sideways on a 360 px phone @layout", async ({ page, baseURL }) => {
    const shop = await createShop(data, { name: "Warung Makan Sederhana Bu Tini Sejahtera" });
    for (let index = 0; index < 3; index++) {
      await createProduct(data.db, shop.brandId, {
        name: `Nasi Goreng Spesial Kampung Telur Ceplok Pedas Nomor ${index + 1}`,
        price: 1_250_000,
        category: "Minuman",
        images: ["/demo/roti-bakar.svg"],
      });
      await createLink(data.db, shop.brandId, {
        title: `Katalog Lengkap Warung Makan Sederhana ${index + 1}`,
        url: "https://sangat-panjang-sekali-nama-domainnya.example.com/katalog/terbaru",
      });
    }
    await createStore(data.db, shop.brandId, {
      name: "Cabang Utama Warung Makan Sederhana",
      address: "Jl. Raya Pembangunan Nasional Nomor 123456, Kelurahan Sukamaju",
      phone: "081234567890",
    });
    const { orderNumber } = await createOrderRecord(data.db, {
      brandId: shop.brandId,
      customerName: "Bartholomeus Sebastianus Wicaksono",
      customerPhone: "6285712345678",
      items: [
        {
          productId: null,
          productName: "Nasi Goreng Spesial Kampung Telur Ceplok Pedas",
          quantity: 12,
          unitPrice: 1_250_000,
        },
      ],
    });
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, baseURL, shop);
    for (const path of [
      "/admin",
      "/admin/products",
      "/admin/links",
      "/admin/orders",
      `/admin/orders/${orderNumber}`,
      "/admin/store",
      "/admin/about",
    ]) {
      await page.goto(path);
      await expect(page.locator("main")).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(360);
    }
  });

  test("a product seen in the catalogue but not opened has a click rate of 0%; opening it raises it", async ({
    page,
    baseURL,
  }) => {
    const shop = await createShop(data);
    const ids: string[] = [];
    for (let index = 1; index <= 12; index++) {
      const { id } = await createProduct(data.db, shop.brandId, {
        name: `Kue Nomor ${index}`,
        price: 5000 * index,
        images: ["/demo/roti-bakar.svg"],
      });
      ids.push(id);
    }
    const countsOf = (id: string) =>
      data.db
        .selectFrom("products")
        .select(["views", "clicks"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    const viewBatches: string[][] = [];
    page.on("request", (request) => {
      if (!request.url().endsWith("/api/visits")) return;
      const body = new URLSearchParams(request.postData() ?? "");
      if (body.get("event") === "view") viewBatches.push(body.getAll("id"));
    });

    await page.goto(`/${shop.username}/products`);
    const cards = page.locator("li[data-count-id]");
    await expect(cards).toHaveCount(12);
    const firstName = (await cards.first().getByRole("link").first().innerText()).trim();
    const first = ids[Number(/\d+/.exec(firstName)![0]) - 1]!;
    const lastName = (await cards.last().getByRole("link").first().innerText()).trim();
    const last = ids[Number(/\d+/.exec(lastName)![0]) - 1]!;

    // The cards on screen are counted as seen, together; the one below the fold is not.
    await expect.poll(() => countsOf(first)).toEqual({ views: 1, clicks: 0 });
    expect(await countsOf(last)).toEqual({ views: 0, clicks: 0 });
    expect(viewBatches).toHaveLength(1);
    expect(viewBatches[0]).toContain(first);

    const rateOf = async (name: string) => {
      await page.goto("/admin/products");
      const row = page.getByRole("row").filter({ hasText: name });
      return (await row.getByRole("cell").last().innerText()).trim();
    };
    await signIn(page, baseURL, shop);
    expect(await rateOf(firstName)).toBe("0%");

    await page.goto(`/${shop.username}/products`);
    await page.getByRole("link", { name: firstName, exact: true }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect.poll(async () => (await countsOf(first)).clicks).toBe(1);
    const rate = Number((await rateOf(firstName)).replace("%", ""));
    expect(rate).toBeGreaterThan(0);
    expect(rate).toBeLessThanOrEqual(100);
  });
});

type LoginOf = { email: string; password: string };
