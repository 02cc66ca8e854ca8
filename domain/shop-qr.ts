// The shop's QR code (decision 022): what it encodes, what the files are called and the
// texts of the QR page and its poster.

export const SHOP_QR_TEXTS = {
  pageTitle: "Kode QR Toko",
  pageDescription:
    "Cetak kode QR ini dan taruh di meja atau etalase: pembeli memindainya untuk membuka toko Anda.",
  qrLabel: (shopUrl: string) => `Kode QR toko ${shopUrl}`,
  downloadSvg: "Unduh SVG",
  downloadPng: "Unduh PNG",
  printPoster: "Cetak Poster",
  print: "Cetak",
  back: "Kembali",
  posterTitle: "Poster Kode QR",
  posterHint: "Pilih 'Simpan sebagai PDF' di jendela cetak untuk membuat berkas PDF (ukuran A5).",
  scanToOrder: "Pindai untuk pesan",
} as const;

export type QrFormat = "svg" | "png";

/** {APP_URL}/{username}: the address the shop's QR opens. */
export function shopUrlOf(appUrl: string, username: string): string {
  return `${appUrl.replace(/\/+$/, "")}/${encodeURIComponent(username)}`;
}

/** The address as a person reads and types it: no scheme, no `www.`, no trailing slash. */
export function shortUrlOf(url: string): string {
  return url
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/+$/, "");
}

/** `qr-{username}.svg` / `qr-{username}.png`. */
export function qrFileName(username: string, format: QrFormat): string {
  return `qr-${username}.${format}`;
}

/**
 * The poster's address in the pieces a line may end after: each ends with its '/' or '.',
 * so "gerai.id/dapurbusari" is never split inside the shop's name ('dapurbu / sari').
 */
export function posterAddressParts(shortUrl: string): string[] {
  return shortUrl.match(/[^/.]*(?:[/.]|$)/g)?.filter(Boolean) ?? [shortUrl];
}

/** The address's size on the poster, in hundredths of its width (cqw). */
const POSTER_ADDRESS_SIZE = 6;
/** The width the address may take, in cqw: the poster's less its side margins, and a spare. */
const POSTER_ADDRESS_WIDTH = 80;
/** A wide bold character, in ems, so that the longest piece fits whatever its letters. */
const WIDE_CHARACTER_EM = 0.66;

/**
 * The address's font size in cqw: its usual size, or smaller when its longest piece would
 * not fit the poster's width on one line (a long shop name), since it may not be broken.
 */
export function posterAddressSize(shortUrl: string): number {
  const longest = Math.max(1, ...posterAddressParts(shortUrl).map((part) => part.length));
  const fitting = POSTER_ADDRESS_WIDTH / (longest * WIDE_CHARACTER_EM);
  return Math.min(POSTER_ADDRESS_SIZE, Math.floor(fitting * 100) / 100);
}
