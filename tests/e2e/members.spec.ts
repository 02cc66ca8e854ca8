import { linkIn, waitForMail } from "#tests/support/smtp-capture";
import { expect, test } from "./fixtures";
import { expectNoSeriousViolations } from "./support/axe";
import { createOrderingShop, orderRequestBody } from "./support/ordering";
import { signInPage } from "./support/session";
import { openShopData, type ShopData } from "./support/shop-data";

// A shop's team (decision 071): the owner invites a cashier, who joins from the mailed link
// with a new account, records a payment as Lunas on an order, and finds neither the products
// nor the members: not in the menu, and refused by address.

test.describe("a shop's team", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("the owner invites a cashier, who joins from the mail, marks an order paid and records one from the stall @layout", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const shop = await createOrderingShop(data);
    const order = await page.request.post(`${baseURL}/api/orders`, {
      headers: { Origin: baseURL! },
      data: orderRequestBody(shop, {
        form: { customerName: "Budi Santoso", customerPhone: "0857 1234 5678" },
        items: [{ productId: shop.rotiId, quantity: 2, seenPrice: 15000 }],
      }),
    });
    expect(order.status()).toBe(201);
    const { orderNumber } = (await order.json()) as { orderNumber: string };
    const isMobile = (page.viewportSize()?.width ?? 0) < 768;
    const openMenu = async (on = page) => {
      if (isMobile) await on.getByRole("button", { name: "Buka/tutup menu" }).click();
      return on.getByRole("navigation", { name: "Menu admin" });
    };

    // The owner invites by e-mail from 'Anggota'.
    await signInPage(page, baseURL!, shop);
    await page.goto("/admin");
    await (await openMenu()).getByRole("link", { name: "Anggota" }).click();
    await expect(page.getByRole("heading", { name: "Anggota", level: 1 })).toBeVisible();
    const email = `kasir${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
    const invite = page.getByRole("form", { name: "Undang Anggota" });
    await invite.getByLabel("Email").fill("bukan-email");
    await invite.getByRole("button", { name: "Kirim Undangan" }).click();
    await expect(invite.getByText("Format email tidak valid")).toBeVisible();
    await invite.getByLabel("Email").fill(email);
    await invite.getByLabel("Peran").selectOption("cashier");
    await invite.getByRole("button", { name: "Kirim Undangan" }).click();
    await expect(page.getByText("Undangan terkirim.")).toBeVisible();
    const waiting = page.getByRole("list", { name: "Undangan menunggu" });
    await expect(waiting).toContainText(email);
    await expect(waiting).toContainText("Kasir");
    await expectNoSeriousViolations(page, "the members page");
    await page.screenshot({ path: test.info().outputPath("members.png"), fullPage: true });

    // The invitee opens the mailed link in a browser of their own and creates the account.
    const mail = await waitForMail(process.env.E2E_MAIL_DIR ?? "", email, "Undangan");
    expect(mail.text).toContain("menjadi Kasir di toko");
    const cashierContext = await browser.newContext({ viewport: page.viewportSize() });
    const cashier = await cashierContext.newPage();
    await cashier.goto(linkIn(mail, "/invite"));
    await expect(cashier.getByText(/Anda diundang menjadi Kasir di toko/)).toBeVisible();
    await cashier.screenshot({ path: test.info().outputPath("invite.png"), fullPage: true });
    await cashier.getByLabel("Nama Lengkap").fill("Rina");
    await cashier.getByLabel("Password", { exact: true }).fill("rahasia123");
    await cashier.getByRole("button", { name: "Buat Akun & Terima Undangan" }).click();
    // A cashier's work starts at the orders.
    await expect(cashier).toHaveURL(/\/admin\/orders$/);
    await expect(cashier.getByText("Anda sekarang anggota toko ini.")).toBeVisible();

    // The menu shows the orders and the sold-out list, not the products or the members.
    const menu = await openMenu(cashier);
    await expect(menu.getByRole("link", { name: "Pesanan" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Stok Habis" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Produk", exact: true })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Anggota" })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Pembayaran" })).toHaveCount(0);
    await cashier.screenshot({ path: test.info().outputPath("cashier-menu.png") });
    if (isMobile) await cashier.keyboard.press("Escape");

    // Lunas on the order's page, with the existing payment control; the history names her.
    await cashier.goto(`/admin/orders/${orderNumber}`);
    const card = cashier.getByRole("region", { name: "Status Pembayaran" });
    await card.getByLabel("Pembayaran").selectOption("paid");
    await card.getByRole("button", { name: "Catat Pembayaran" }).click();
    await expect(cashier.getByText("Status pembayaran pesanan berhasil diubah.")).toBeVisible();
    await cashier.getByRole("alertdialog").getByRole("button", { name: "Tidak" }).click();
    await expect(card).toContainText("Diterima Rp 30.000 dari Rp 30.000");
    const history = cashier.getByRole("list", { name: "Riwayat status" }).getByRole("listitem");
    await expect(history.first()).toContainText("Lunas");
    await expect(history.first()).toContainText("oleh Rina (Kasir)");
    await cashier.screenshot({
      path: test.info().outputPath("cashier-order.png"),
      fullPage: true,
    });

    // An order taken at the stall, recorded by her and paid: its history names her too.
    await cashier.goto("/admin/orders");
    await cashier.getByRole("link", { name: "Pesanan Manual" }).click();
    await cashier.getByRole("button", { name: "Pilih Roti Bakar" }).click();
    const lines = cashier.getByRole("region", { name: "Item pesanan" });
    await expect(lines.locator('li[data-line="Roti Bakar"]')).toBeVisible();
    await cashier.getByText("Datang Langsung", { exact: true }).click();
    await cashier.getByText("Lunas", { exact: true }).click();
    // Tomorrow: a slot of today may pass while the form is filled on a slow machine. By its
    // value: once today's last slot has passed, the list offers tomorrow alone.
    await cashier.getByLabel("Hari", { exact: true }).selectOption("tomorrow");
    await cashier.getByRole("button", { name: "Simpan Pesanan" }).click();
    await expect(cashier).toHaveURL(/\/admin\/orders\/ORD\d{8}$/);
    await expect(cashier.getByText("Pesanan manual tersimpan")).toBeVisible();
    const manualHistory = cashier
      .getByRole("list", { name: "Riwayat status" })
      .getByRole("listitem");
    await expect(manualHistory).toHaveCount(2);
    for (const entry of await manualHistory.all()) {
      await expect(entry).toContainText("oleh Rina (Kasir)");
    }

    // Products and members by address: refused with the reason.
    for (const path of ["/admin/products", "/admin/members", "/admin/payments"]) {
      const response = await cashier.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(
        cashier.getByText("Akses ditolak. Peran Anda di toko ini tidak dapat membuka halaman ini."),
      ).toBeVisible();
    }
    await cashier.screenshot({ path: test.info().outputPath("cashier-refused.png") });

    // The sold-out switch is hers.
    await cashier.goto("/admin/sold-out");
    await cashier.getByRole("switch", { name: "Habis: Roti Bakar" }).check();
    await expect(cashier.getByText("Produk ditandai habis")).toBeVisible();
    await cashier.screenshot({ path: test.info().outputPath("sold-out.png"), fullPage: true });

    // The owner sees her on the members page, active, and removes her: she is signed out.
    await page.reload();
    const members = page.getByRole("list", { name: "Anggota toko" });
    const rina = members.getByRole("listitem").filter({ hasText: email });
    await expect(rina).toContainText("Kasir");
    await expect(rina).toContainText("Terakhir aktif");
    await rina.getByRole("button", { name: "Keluarkan" }).click();
    await rina.getByRole("button", { name: "Ya, Keluarkan" }).click();
    await expect(page.getByText("Anggota dikeluarkan dari toko.")).toBeVisible();
    await expect(members).not.toContainText(email);
    await cashier.goto("/admin/orders");
    await expect(cashier).toHaveURL(/\/auth$/);
    await cashierContext.close();
  });
});
