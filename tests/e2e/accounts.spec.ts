import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { linkIn, startSmtpCapture, waitForMail } from "../support/smtp-capture";
import { expect, test } from "./fixtures";
import { startServer, type RunningServer } from "./global-setup";
import { fillRegistration, registerSeller, verifyByMail } from "./support/registration";

// These journeys register many sellers, more than one client may in an hour. Here the
// server stands behind a proxy, as deployed (TRUST_PROXY=1), and each test's browser is a
// client of its own (see fixtures.ts), so the limits per client count each test apart.
let mailDirPath = "";
let smtp: Awaited<ReturnType<typeof startSmtpCapture>> | undefined;
let server: RunningServer | undefined;

test.beforeAll(async () => {
  mailDirPath = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-e2e-accounts-mail-"));
  smtp = await startSmtpCapture(mailDirPath);
  server = await startServer({ TRUST_PROXY: "1", SMTP_URL: smtp.url });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  if (mailDirPath) fs.rmSync(mailDirPath, { recursive: true, force: true });
});

// Playwright also reads the options for the beforeAll hook, before the server exists.
// eslint-disable-next-line no-empty-pattern -- the address is known once beforeAll ran
test.use({ baseURL: async ({}, use) => use(server?.baseUrl) });

const mailDir = () => mailDirPath;
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Masuk" }).click();
}

test.describe("accounts", () => {
  test("register → mailed link → verified → login → admin @layout", async ({ page }) => {
    const seller = await registerSeller(page);
    await expect(page.getByText(seller.email)).toBeVisible();
    await expect(page.getByText("Tautan verifikasi berlaku selama 24 jam.")).toBeVisible();

    // Until the owner verifies the e-mail, the shop is not public.
    await page.goto(`/${seller.username}`);
    await expect(page.getByRole("heading", { name: "Toko tidak ditemukan" })).toBeVisible();

    const mail = await waitForMail(mailDir(), seller.email, "Verifikasi");
    expect(mail.subject).toBe("Verifikasi email akun Gerai Anda");
    await page.goto(linkIn(mail, "/verify-email"));
    await expect(page.getByText("Email Berhasil Diverifikasi!")).toBeVisible();
    // Spec §2: back to /auth after 3 seconds.
    await expect(page).toHaveURL(/\/auth$/, { timeout: 6_000 });

    await logIn(page, seller.email, seller.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Welcome to Admin Panel" })).toBeVisible();
    await expect(page.getByText("Login berhasil!")).toBeVisible();

    // The shop exists with the registration's data.
    await page.goto(`/${seller.username}`);
    await expect(page.getByRole("heading", { level: 1, name: "Toko Budi" })).toBeVisible();
    await expect(page.getByText("Jualan kue basah")).toBeVisible();
  });

  test("a used verification link says the account is verified, with a way to sign in", async ({
    page,
  }) => {
    const seller = await registerSeller(page);
    const link = linkIn(await waitForMail(mailDir(), seller.email, "Verifikasi"), "/verify-email");
    await page.goto(link);
    await expect(page.getByText("Email Berhasil Diverifikasi!")).toBeVisible();
    await page.goto(link);
    await expect(page.getByText("Email Anda sudah terverifikasi. Silakan masuk.")).toBeVisible();
    await expect(page.getByText("Verifikasi Gagal")).toHaveCount(0);
    await page.getByRole("link", { name: "Masuk" }).click();
    await expect(page).toHaveURL(/\/auth$/);

    // The verified address with a link never sent to it still fails: nothing is revealed.
    const forged = new URL(link);
    forged.searchParams.set("token", "bukan-token-asli");
    await page.goto(forged.toString());
    await expect(
      page.getByText("Tautan verifikasi tidak valid atau sudah kedaluwarsa."),
    ).toBeVisible();
  });

  test("a verification link without its parts shows the spec's error", async ({ page }) => {
    await page.goto("/verify-email?token=abc");
    await expect(
      page.getByText("Link verifikasi tidak valid. Token atau email tidak ditemukan."),
    ).toBeVisible();
  });

  test("wrong password is refused with the spec's message", async ({ page }) => {
    await logIn(page, "demo@gerai.local", "bukan-password-nya");
    await expect(
      page.getByRole("alert").filter({
        hasText: "Email atau password salah. Pastikan akun Anda sudah terdaftar dan terverifikasi.",
      }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByLabel("Email")).toHaveValue("demo@gerai.local");
  });

  test("a password over 128 characters is answered with a clear message", async ({ page }) => {
    await logIn(page, "demo@gerai.local", "a".repeat(129));
    await expect(
      page.getByRole("alert").filter({ hasText: "Password maksimal 128 karakter" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("an unverified account cannot log in and can ask for a new link", async ({ page }) => {
    const seller = await registerSeller(page);
    await waitForMail(mailDir(), seller.email, "Verifikasi");
    await logIn(page, seller.email, seller.password);
    await expect(page).toHaveURL(/\/email-not-verified/);
    await expect(
      page.getByText(
        "Email belum terverifikasi. Buka tautan verifikasi di email Anda atau kirim ulang.",
      ),
    ).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(seller.email);

    await page.getByLabel("Email").fill("");
    await page.getByRole("button", { name: "Kirim Ulang Email Verifikasi" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Silakan masukkan email Anda" }),
    ).toBeVisible();

    const before = Date.now();
    await page.getByLabel("Email").fill(seller.email);
    await page.getByRole("button", { name: "Kirim Ulang Email Verifikasi" }).click();
    await expect(
      page.getByText(
        "Email verifikasi telah dikirim ulang. Periksa kotak masuk atau folder spam Anda.",
      ),
    ).toBeVisible();
    const again = await waitForMail(mailDir(), seller.email, "Verifikasi");
    expect(again).toBeTruthy();
    expect(Date.now()).toBeGreaterThanOrEqual(before);
  });

  test("a form sent with Enter from its field is sent once, in the page", async ({ page }) => {
    // The field keeps the focus while its form makes way for the success message: leaving
    // it then must not send the emptied form again as a page of its own.
    const documentPosts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.isNavigationRequest()) {
        documentPosts.push(request.url());
      }
    });
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill("siapa.saja@example.com");
    await page.getByLabel("Email").press("Enter");
    await expect(page.getByText("Email reset password telah dikirim!")).toBeVisible();
    await expect(
      page.getByText("Kami mengirim tautan reset password ke siapa.saja@example.com."),
    ).toBeVisible();
    expect(documentPosts).toEqual([]);
  });

  test("forgot password → mailed link → reset → log in with the new password", async ({ page }) => {
    const seller = await registerSeller(page);
    await verifyByMail(page, seller.email, mailDir());

    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(seller.email);
    await page.getByRole("button", { name: "Kirim Tautan Reset" }).click();
    await expect(page.getByText("Email reset password telah dikirim!")).toBeVisible();
    await expect(page.getByText("Tautan berlaku selama 1 jam.")).toBeVisible();

    const link = linkIn(await waitForMail(mailDir(), seller.email, "Reset"), "/reset-password");
    await page.goto(link);
    await page.getByLabel("Password Baru").fill("baru123");
    await page.getByLabel("Konfirmasi Password").fill("beda123");
    await page.getByRole("button", { name: "Simpan Password" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Password dan konfirmasi password tidak sama" }),
    ).toBeVisible();
    await page.getByLabel("Password Baru").fill("baru1");
    await page.getByLabel("Konfirmasi Password").fill("baru1");
    await page.getByRole("button", { name: "Simpan Password" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Password minimal 6 karakter" }),
    ).toBeVisible();

    await page.getByLabel("Password Baru").fill("baru123");
    await page.getByRole("button", { name: "Tampilkan password" }).first().click();
    await expect(page.getByLabel("Password Baru")).toHaveAttribute("type", "text");
    await page.getByLabel("Konfirmasi Password").fill("baru123");
    await page.getByRole("button", { name: "Simpan Password" }).click();
    await expect(page).toHaveURL(/\/auth/);
    await expect(
      page.getByText("Password berhasil direset! Silakan login dengan password baru."),
    ).toBeVisible();

    await logIn(page, seller.email, seller.password);
    await expect(
      page.getByRole("alert").filter({ hasText: "Email atau password salah" }),
    ).toBeVisible();
    await logIn(page, seller.email, "baru123");
    await expect(page).toHaveURL(/\/admin$/);

    // The link was single-use.
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByLabel("Password Baru").fill("lagi123");
    await page.getByLabel("Konfirmasi Password").fill("lagi123");
    await page.getByRole("button", { name: "Simpan Password" }).click();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "Link reset password tidak valid atau sudah expired" }),
    ).toBeVisible();
  });

  test("reset page without a token shows the error and goes to /forgot-password", async ({
    page,
  }) => {
    await page.goto("/reset-password");
    await expect(
      page.getByText("Link reset password tidak valid atau sudah expired"),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/forgot-password$/, { timeout: 6_000 });
  });

  test("a taken URL name is refused and nothing typed is lost", async ({ page }) => {
    const id = unique();
    await fillRegistration(page, {
      email: `taken${id}@example.com`,
      password: "rahasia123",
      username: "demo",
    });
    await page.getByRole("button", { name: "Daftar Sekarang" }).click();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "URL Toko sudah digunakan. Silakan pilih URL toko lain." }),
    ).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(`taken${id}@example.com`);
    await expect(page.getByLabel("Nama Toko")).toHaveValue("Toko Budi");
    await expect(page.getByLabel("Nomor HP (WhatsApp)")).toHaveValue("0812-3456-7890");
    await expect(page.getByLabel("URL Toko")).toHaveValue("demo");

    // No half-created account: the address can still register with another URL name.
    await page.getByLabel("Password", { exact: true }).fill("rahasia123");
    await page.getByLabel("URL Toko").fill(`bebas-${id}`);
    await page.getByRole("button", { name: "Daftar Sekarang" }).click();
    await expect(page).toHaveURL(/\/verify-email-sent/);
  });

  test("login says what is wrong under a field once it is left, before sending", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    // Checked in the browser, so the page must be running its scripts.
    await page.goto("/auth", { waitUntil: "networkidle" });
    await page.getByLabel("Email").fill("bukan-email");
    await page.getByLabel("Password", { exact: true }).focus();
    await expect(
      page.getByRole("alert").filter({ hasText: "Format email tidak valid" }),
    ).toBeVisible();
    await page.getByLabel("Email").focus();
    await expect(page.getByRole("alert").filter({ hasText: "Password wajib diisi" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    // Fixing the address clears its message as it is typed.
    await page.getByLabel("Email").fill("demo@gerai.local");
    await expect(page.getByText("Format email tidak valid")).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test("registration says what is wrong under a field once it is left, before sending", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto("/register", { waitUntil: "networkidle" });
    await page.getByLabel("Nomor HP (WhatsApp)").fill("12");
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByLabel("URL Toko").fill("admin");
    await page.getByLabel("Nama Toko").focus();
    await expect(page.getByRole("alert").filter({ hasText: "Nomor HP tidak valid" })).toBeVisible();
    await expect(
      page.getByRole("alert").filter({ hasText: "Password minimal 6 karakter" }),
    ).toBeVisible();
    await page.getByLabel("Deskripsi Toko (opsional)").focus();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "URL Toko ini tidak dapat digunakan. Silakan pilih URL toko lain." }),
    ).toBeVisible();
    // Sending a form the browser already refused sends nothing.
    await page.getByRole("button", { name: "Daftar Sekarang" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Nama lengkap wajib diisi" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    expect(posts).toEqual([]);
  });

  test("the URL name keeps only lowercase letters, digits and hyphens", async ({ page }) => {
    await page.goto("/register");
    await page.getByLabel("URL Toko").fill("Toko Kue_Enak!! 2");
    await expect(page.getByLabel("URL Toko")).toHaveValue("tokokueenak2");
  });

  test("the URL name follows the shop name as it is typed, until the seller writes her own", async ({
    page,
  }) => {
    await page.goto("/register", { waitUntil: "networkidle" });
    const name = page.getByLabel("Nama Toko");
    const url = page.getByLabel("URL Toko");
    await name.pressSequentially("Dapur Bu Sári");
    await expect(url).toHaveValue("dapur-bu-sari");
    await expect(page.getByText(/\/dapur-bu-sari — huruf kecil/)).toBeVisible();
    await name.fill("Dapur Bu Sari & Anak-Anak");
    await expect(url).toHaveValue("dapur-bu-sari-anak-anak");

    // Her own address stays, whatever the shop name becomes.
    await url.fill("sari-enak");
    await name.fill("Warung Sari");
    await expect(url).toHaveValue("sari-enak");
    // Emptied, the address follows the name again.
    await url.fill("");
    await name.fill("Warung Sari Baru");
    await expect(url).toHaveValue("warung-sari-baru");
  });

  test("logout asks first, then says 'Berhasil logout' and guards the admin again @layout", async ({
    page,
  }) => {
    const seller = await registerSeller(page);
    await verifyByMail(page, seller.email, mailDir());
    await logIn(page, seller.email, seller.password);
    await expect(page).toHaveURL(/\/admin$/);

    const isMobile = (page.viewportSize()?.width ?? 0) < 768;
    if (isMobile) await page.getByRole("button", { name: "Buka/tutup menu" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByText("Apakah Anda yakin ingin logout?")).toBeVisible();
    await page.getByRole("button", { name: "Batal" }).click();
    await expect(page.getByText("Apakah Anda yakin ingin logout?")).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin$/);

    // The sidebar (a sheet on mobile) stays open after cancelling.
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText("Berhasil logout")).toBeVisible();

    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a signed-in seller opening /auth goes to /admin", async ({ page }) => {
    const seller = await registerSeller(page);
    await verifyByMail(page, seller.email, mailDir());
    await logIn(page, seller.email, seller.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("the admin requires a user", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth$/);
  });
});
