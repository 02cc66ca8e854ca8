// A payment QR code (a seller's QRIS, an order's amount payload) drawn on the server, so no
// QR library reaches the browser: the page gets SVG markup, 'Simpan QRIS' a PNG file.

/** Level M survives about 15% damage (a cracked screen, a smudge) with modules still large. */
const ERROR_CORRECTION = "M";
/** The standard's quiet zone: 4 modules of white around the code. */
const QUIET_ZONE = 4;
/** A PNG sharp enough to print on A6 at 300 dpi or to show full screen on a phone. */
const PNG_WIDTH = 1024;

/** The QR library, loaded with the first code drawn: a server may never draw one. */
async function loadQrCode() {
  return (await import("qrcode")).default;
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]);
}

/**
 * The QR code of `payload` as standalone SVG markup, one unit a module, quiet zone included,
 * scaled by its viewBox. `title` names it for screen readers ('Kode QRIS Warung Bu Siti').
 * Every dark module is a square of one path, drawn with crisp edges so that no scaling
 * blurs the border between two modules.
 */
export async function renderPaymentQrSvg(payload: string, title: string): Promise<string> {
  const { modules } = (await loadQrCode()).create(payload, {
    errorCorrectionLevel: ERROR_CORRECTION,
  });
  const side = modules.size + 2 * QUIET_ZONE;
  let path = "";
  for (let row = 0; row < modules.size; row++) {
    // One rectangle per run of dark modules on a row.
    let column = 0;
    while (column < modules.size) {
      if (!modules.data[row * modules.size + column]) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.data[row * modules.size + column]) column++;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${column - start}v1h-${column - start}z`;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" role="img" ` +
    `shape-rendering="crispEdges"><title>${escapeXml(title)}</title>` +
    `<rect width="${side}" height="${side}" fill="#ffffff"/>` +
    `<path fill="#000000" d="${path}"/></svg>`
  );
}

/** The same QR code as a PNG image, PNG_WIDTH wide, for the seller to save or print. */
export async function renderPaymentQrPng(payload: string): Promise<Buffer> {
  return (await loadQrCode()).toBuffer(payload, {
    type: "png",
    errorCorrectionLevel: ERROR_CORRECTION,
    margin: QUIET_ZONE,
    width: PNG_WIDTH,
    color: { dark: "#000000", light: "#ffffff" },
  });
}
