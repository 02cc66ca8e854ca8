import type { NotaData } from "#domain/nota";
import { notaFileName, type NotaFormat } from "#domain/nota-link";
import { renderNotaPdf, renderNotaPng, type NotaPicture } from "./render";

const CONTENT_TYPES: Record<NotaFormat, string> = {
  pdf: "application/pdf",
  png: "image/png",
};

/**
 * The nota as a file answer: shown in the browser, or saved under its name with
 * `download`. An order's nota is nobody else's: never kept by any cache, never indexed, and
 * its address (which may hold the key) is never sent on as a Referer.
 */
export async function notaResponse(
  nota: NotaData,
  logo: NotaPicture,
  format: NotaFormat,
  { download = false }: { download?: boolean } = {},
): Promise<Response> {
  const body = format === "pdf" ? await renderNotaPdf(nota, logo) : await renderNotaPng(nota, logo);
  const fileName = notaFileName(nota.orderNumber, format);
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": CONTENT_TYPES[format],
      "Content-Disposition": `${download ? "attachment" : "inline"}; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    },
  });
}
