import { expect, type Page } from "@playwright/test";

/** Signs a seller in through the real login form and waits for the admin panel. */
export async function logInAsSeller(page: Page, login: { email: string; password: string }) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(login.email);
  await page.getByLabel("Password", { exact: true }).fill(login.password);
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
