import { LRUCache } from "lru-cache";
import { MEDIA_WIDTHS, storedMediaKey } from "#domain/media";
import type { AppContext } from "../context";
import { drawIcon } from "../media/decoder";
import type { NotaPicture } from "./render";

// The shop's logo on its nota. Logos are stored as WebP, which pdfkit cannot place: the
// decoder process (never this one, decision 035) redraws the smallest stored width as a PNG
// square, kept here by its key. Keys name their content, so a kept logo is never stale.

/** The logo's side in pixels: its 56 pt on the nota at the PNG's 3 pixels a point. */
const LOGO_PIXELS = 168;

/** A shop's logo is a few kilobytes as PNG: a thousand shops' fit in a few megabytes. */
const drawnLogos = new LRUCache<string, Buffer>({ max: 1_000 });

/** A square, transparent SVG: the decoder's fallback, which the nota never shows. */
const NO_PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1"></svg>';

/**
 * The logo at `logoUrl` as PNG bytes for the nota, or null when there is none, it is not a
 * picture this site stored, or it cannot be drawn now: a nota without its logo beats none.
 */
export async function readNotaLogo(
  { media, logger }: Pick<AppContext, "media" | "logger">,
  logoUrl: string | null,
): Promise<NotaPicture> {
  const largest = logoUrl ? storedMediaKey(media.baseUrl, logoUrl) : null;
  if (!largest) return null;
  // The smallest stored width: 320 px is more than the nota's 168.
  const key = largest.replace(/-\d+\.webp$/, `-${MEDIA_WIDTHS[0]}.webp`);
  const kept = drawnLogos.get(key);
  if (kept) return kept;
  try {
    const bytes = await media.read(key);
    if (!bytes) return null;
    const png = await drawIcon({
      source: bytes,
      fallbackSvg: NO_PICTURE,
      size: LOGO_PIXELS,
      inner: LOGO_PIXELS,
      background: "#ffffff",
      fallbackBackground: "#ffffff",
    });
    drawnLogos.set(key, png);
    return png;
  } catch (error) {
    logger.warn("nota logo not drawn", { key, error });
    return null;
  }
}
