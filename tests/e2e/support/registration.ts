import type { Page } from "@playwright/test";
import { linkIn, waitForMail } from "#tests/support/smtp-capture";
import { expect } from "../fixtures";

// A new seller signing up through the real forms, and the mailed verification link.

export type NewSeller = { email: string; password: string; username: string };

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

export async function fillRegistration(page: Page, seller: NewSeller) {
  await page.goto("/register");
  await page.getByLabel("Nama Lengkap").fill("Budi Santoso");
  await page.getByLabel("Email").fill(seller.email);
  await page.getByLabel("Nomor HP (WhatsApp)").fill("0812-3456-7890");
  await page.getByLabel("Password", { exact: true }).fill(seller.password);
  await page.getByLabel("Nama Toko").fill("Toko Budi");
  await page.getByLabel("URL Toko").fill(seller.username);
  await page.getByLabel("Deskripsi Toko (opsional)").fill("Jualan kue basah");
}

/**
 * Registers a seller with an address and URL name of their own (tests share one server).
 * The shop becomes public only once the e-mail is verified (verifyByMail).
 */
export async function registerSeller(page: Page): Promise<NewSeller> {
  const id = unique();
  const seller = { email: `budi${id}@example.com`, password: "rahasia123", username: `toko-${id}` };
  await fillRegistration(page, seller);
  await page.getByRole("button", { name: "Daftar Sekarang" }).click();
  await expect(page).toHaveURL(/\/verify-email-sent/);
  return seller;
}

/** Opens the verification link mailed to `email`, as captured in `mailDir`. */
export async function verifyByMail(page: Page, email: string, mailDir: string) {
  const mail = await waitForMail(mailDir, email, "Verifikasi");
  await page.goto(linkIn(mail, "/verify-email"));
  await expect(page.getByText("Email Berhasil Diverifikasi!")).toBeVisible();
}
