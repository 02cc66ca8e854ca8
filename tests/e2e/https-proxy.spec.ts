import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSmtpCapture } from "../support/smtp-capture";
import { expect, test } from "./fixtures";
import { freePort } from "../support/production-build";
import { startServer, type RunningServer } from "./global-setup";
import { pictureFile } from "./support/images";
import { addToCart, catchWhatsAppHandOff } from "./support/ordering";
import { registerSeller, verifyByMail, type NewSeller } from "./support/registration";
import { logInAsSeller } from "./support/seller-login";
import { startTlsProxy, type TlsProxy } from "./support/tls-proxy";

// Gerai as it is usually deployed: behind a reverse proxy that terminates TLS and talks plain
// http to the server, telling it the client's scheme and host in X-Forwarded-* headers
// (TRUST_PROXY=1). Every request of the journey goes through the proxy.

let mailDir: string;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let server: RunningServer;
let proxy: TlsProxy;

test.beforeAll(async () => {
  mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-e2e-proxy-mail-"));
  smtp = await startSmtpCapture(mailDir);
  const port = await freePort();
  server = await startServer({
    APP_URL: `https://localhost:${port}`,
    TRUST_PROXY: "1",
    SMTP_URL: smtp.url,
    // The journey makes its own shop.
    DEMO_SEED: "0",
  });
  proxy = await startTlsProxy({ port, target: server.baseUrl });
});

test.afterAll(async () => {
  await proxy?.stop();
  await server?.stop();
  await smtp?.stop();
  if (mailDir) fs.rmSync(mailDir, { recursive: true, force: true });
});

// Pages open on the proxy, whose certificate is self-signed. Playwright also reads the
// options for the beforeAll hook, before the proxy exists.
// eslint-disable-next-line no-empty-pattern -- the address is known once beforeAll ran
test.use({ ignoreHTTPSErrors: true, baseURL: async ({}, use) => use(proxy?.url) });

// Chromium fetches no service worker from a certificate it does not trust, whatever the
// page's own certificate errors are told: over this self-signed certificate the admin's
// worker (decision 023) is refused and the browser says so on the console. A deployment
// has a trusted certificate; every other console error still fails the test.
test.afterEach(({ consoleErrors }) => {
  const untrustedWorker = "An SSL certificate error occurred when fetching the script.";
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (consoleErrors[i] === untrustedWorker) consoleErrors.splice(i, 1);
  }
});

// One journey in four parts, each within the usual time limit: what one part makes, the
// next uses.
test.describe.configure({ mode: "serial" });
let seller: NewSeller;
let orderNumber: string;

test("a new seller registers and opens the verification link from the mail", async ({ page }) => {
  seller = await registerSeller(page);
  await expect(page.getByText(seller.email)).toBeVisible();
  await verifyByMail(page, seller.email, mailDir);
});

test("the seller signs in with a secure cookie and adds a product with a photo", async ({
  page,
}) => {
  await logInAsSeller(page, seller);
  await expect(page.getByRole("heading", { name: "Welcome to Admin Panel" })).toBeVisible();
  await expect(page.getByText("Login berhasil!")).toBeVisible();
  const session = (await page.context().cookies()).find((cookie) =>
    cookie.name.endsWith("session_token"),
  );
  expect(session?.name).toMatch(/^__Secure-/);
  expect(session?.secure).toBe(true);

  await page.goto("/admin/products");
  await page.getByRole("button", { name: "Tambah Produk" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Tambah Produk" });
  await dialog
    .getByLabel("Tambah foto produk")
    .setInputFiles(await pictureFile("klepon.png", "#2e8b57"));
  await expect(
    dialog.getByRole("list", { name: "Foto produk (urutan)" }).getByRole("img"),
  ).toHaveCount(1);
  await dialog.getByLabel("Nama Produk").fill("Klepon Pandan");
  await dialog.getByLabel("Harga").fill("12.000");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Produk berhasil ditambahkan!")).toBeVisible();
  const list = page.getByRole("list", { name: "Daftar produk" });
  await expect(list).toContainText("Klepon Pandan");
  await expect(list).toContainText("1 foto");
});

test("a guest orders it, and the WhatsApp message links to the https tracking page", async ({
  page,
}) => {
  const handOff = await catchWhatsAppHandOff(page);
  await page.goto(`/${seller.username}/products`);
  const card = page.getByRole("main").getByRole("listitem").first();
  await expect(card).toContainText("Klepon Pandan");
  // The uploaded photo comes through the proxy too.
  await expect
    .poll(() => card.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await addToCart(page, "Klepon Pandan", { quantity: 2 });

  await page.getByRole("button", { name: "Keranjang (2 item)" }).click();
  await page
    .getByRole("dialog", { name: "Keranjang Belanja (2 item)" })
    .getByRole("button", { name: "Checkout" })
    .click();
  const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });
  await checkout.getByText("Besok", { exact: true }).click();
  await checkout.getByLabel("Nama").fill("Sari Lestari");
  await checkout.getByLabel("No. HP").fill("0857 1234 5678");
  await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();

  const success = page.getByRole("dialog", { name: "Pesanan Berhasil!" });
  await expect(success).toBeVisible();
  const whatsapp = await handOff.next();
  expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/6281234567890");
  const message = whatsapp.searchParams.get("text") ?? "";
  orderNumber = message.match(/\*Nomor Pesanan:\* (ORD\d{8})/)?.[1] ?? "";
  expect(orderNumber).not.toBe("");
  await expect(success).toContainText(orderNumber);
  // The public https address, not the server's own.
  expect(message).toContain(
    `Lacak pesanan: ${proxy.url}/${seller.username}/order-tracking?number=${orderNumber}`,
  );
  expect(handOff.urls).toHaveLength(1);
});

test("the customer tracks the order with its number and the phone's last 4 digits", async ({
  page,
}) => {
  await page.goto(`/${seller.username}/order-tracking`);
  await page.getByRole("textbox", { name: "Nomor Pesanan" }).fill(orderNumber);
  await page.getByRole("button", { name: "Lacak Pesanan" }).click();
  const verify = page.getByRole("dialog", { name: "Verifikasi Nomor HP" });
  await verify.getByRole("textbox", { name: "4 digit terakhir nomor HP" }).fill("5678");
  await verify.getByRole("button", { name: "Verifikasi" }).click();
  await expect(verify).toBeHidden();
  const card = page.getByRole("region", { name: orderNumber });
  await expect(card).toContainText("Sari Lestari");
  await expect(card).toContainText("2x Klepon Pandan");
  await expect(card).toContainText("Rp 24.000");
  await expect(page.getByRole("list", { name: "Riwayat Status" }).getByRole("listitem")).toHaveText(
    [/^Status berubah menjadi Menunggu Diterima/],
  );
});
