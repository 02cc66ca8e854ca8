// The admin as an installable app (decision 023): what the manifest, the icons and the
// service worker share. Only /admin is the app; the storefront is never part of it.

export const ADMIN_SCOPE = "/admin";
export const MANIFEST_PATH = "/admin/manifest.webmanifest";
export const SERVICE_WORKER_PATH = "/admin/sw.js";
export const OFFLINE_PATH = "/admin/offline";

/** The app's palette (app.css): primary teal and the page background. */
export const THEME_COLOR = "#0f766e";
export const BACKGROUND_COLOR = "#fbfaf5";

/** Square PNG sizes: 180 for iOS's home screen, 192 and 512 for Android and desktops. */
export const ICON_SIZES = [180, 192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];

export type IconPurpose = "any" | "maskable";

export const PWA_TEXTS = {
  install: "Pasang Aplikasi",
  iosHint: "Ketuk Bagikan lalu Tambahkan ke Layar Utama",
  offlineTitle: "Anda sedang offline",
  offlineBody: "Periksa koneksi internet Anda, lalu coba lagi.",
  retry: "Coba Lagi",
} as const;

/** `/admin/icons/192.png`, `/admin/icons/maskable-512.png`; `version` follows the picture. */
export function iconPath(size: IconSize, purpose: IconPurpose, version?: string): string {
  const name = purpose === "maskable" ? `maskable-${size}` : String(size);
  return `/admin/icons/${name}.png${version ? `?v=${version}` : ""}`;
}

/** The size and purpose an icon file name asks for, or null for any other name. */
export function parseIconName(name: string): { size: IconSize; purpose: IconPurpose } | null {
  const match = /^(maskable-)?(\d+)\.png$/.exec(name);
  if (!match) return null;
  const size = ICON_SIZES.find((candidate) => String(candidate) === match[2]);
  if (size === undefined) return null;
  return { size, purpose: match[1] ? "maskable" : "any" };
}
