import { isReservedPath } from "./platform";

export const USERNAME_TAKEN_ERROR = "URL Toko sudah digunakan. Silakan pilih URL toko lain.";
export const ABOUT_USERNAME_ERROR =
  "Username hanya boleh menggunakan huruf, angka, tanda hubung (-), dan garis bawah (_).";
export const USERNAME_REQUIRED_ERROR = "URL Toko wajib diisi";
export const USERNAME_RESERVED_ERROR =
  "URL Toko ini tidak dapat digunakan. Silakan pilih URL toko lain.";

/** Registration: lowercase, only a-z, 0-9 and '-' kept (spec §5). */
export function sanitizeRegistrationUsername(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9-]/g, "");
}

/** About form: letters, digits, '-' and '_' kept (spec §5). */
export function sanitizeAboutUsername(input: string): string {
  return input.replace(/[^a-zA-Z0-9_-]/g, "");
}

export function isValidAboutUsername(value: string): boolean {
  return /^[a-zA-Z0-9_-]+$/.test(value);
}

export function validateRegistrationUsername(
  input: string,
): { ok: true; username: string } | { ok: false; error: string } {
  const username = sanitizeRegistrationUsername(input);
  if (username === "") return { ok: false, error: USERNAME_REQUIRED_ERROR };
  if (isReservedPath(username)) return { ok: false, error: USERNAME_RESERVED_ERROR };
  return { ok: true, username };
}
