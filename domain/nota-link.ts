// The nota's addresses, apart from the nota itself so that a page linking to it carries only
// these few lines.

export const NOTA_FORMATS = ["pdf", "png"] as const;
export type NotaFormat = (typeof NOTA_FORMATS)[number];

export function isNotaFormat(value: string | null | undefined): value is NotaFormat {
  return (NOTA_FORMATS as readonly (string | null | undefined)[]).includes(value);
}

/** The nota's file name: 'nota-ORD12345678.pdf'. */
export function notaFileName(orderNumber: string, format: NotaFormat): string {
  return `nota-${orderNumber}.${format}`;
}

/** Who may open a customer's nota: the tracking check's digits, or the seller's signed key. */
export type NotaAccess = { key: string } | { digits: string };

/**
 * The customer's nota: /{username}/nota?number=…&format=pdf|png with `key` (the link the
 * seller sends, or the one the tracking page shows after the check) or `digits` (the check
 * itself); `download` saves it as a file rather than showing it.
 */
export function notaPath(
  username: string,
  orderNumber: string,
  format: NotaFormat,
  access: NotaAccess,
  { download = false }: { download?: boolean } = {},
): string {
  const query = new URLSearchParams({ number: orderNumber, format });
  if ("key" in access) query.set("key", access.key);
  else query.set("digits", access.digits);
  if (download) query.set("download", "1");
  return `/${encodeURIComponent(username)}/nota?${query.toString()}`;
}

/** The seller's own copy: /admin/orders/{number}/nota/{pdf|png}, or its 58 mm print page. */
export function adminNotaPath(orderNumber: string, format: NotaFormat | "print"): string {
  const number = encodeURIComponent(orderNumber);
  return format === "print"
    ? `/admin/orders/${number}/print`
    : `/admin/orders/${number}/nota/${format}`;
}

/** The three links a customer's nota is opened by: shown, as a PDF file, as a PNG file. */
export type NotaLinks = { view: string; pdf: string; png: string };

/** The tracking page's nota links, in its order, as the server gives them. */
export const NOTA_LINK_LABELS: Record<keyof NotaLinks, string> = {
  view: "Lihat Nota",
  pdf: "Unduh Nota (PDF)",
  png: "Simpan Nota (PNG)",
};
