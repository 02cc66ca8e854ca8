import { isReservedPath } from "./reserved-paths";

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

/** The longest URL name registration takes (domain/account.ts checks it). */
export const USERNAME_MAX_LENGTH = 60;

/**
 * The URL name suggested from the shop's name as the seller types it: "Dapur Bu Sári &
 * Anak" becomes "dapur-bu-sari-anak" (accents dropped, words joined by '-'), within the
 * registration's rules. A name the platform keeps for itself ('About') gets "-toko".
 */
export function suggestUsername(shopName: string): string {
  const words = shopName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let suggestion = "";
  for (const word of words) {
    const next = suggestion ? `${suggestion}-${word}` : word;
    if (next.length > USERNAME_MAX_LENGTH) break;
    suggestion = next;
  }
  if (!suggestion && words[0]) suggestion = words[0].slice(0, USERNAME_MAX_LENGTH);
  return suggestion && isReservedPath(suggestion) ? `${suggestion}-toko` : suggestion;
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
