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
