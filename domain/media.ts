// Uploaded images are stored as WebP in a few widths under content-addressed names
// (`…/<hash>-<width>.webp`); pages pick a width with srcset. Any other URL (an external
// image, a static file) is used as it is.

export const MEDIA_WIDTHS = [320, 640, 1280] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** The spec's storage areas (§7 File storage), used as key prefixes. */
export const MEDIA_AREAS = ["product-images", "brand-logos", "platform-assets"] as const;
export type MediaArea = (typeof MEDIA_AREAS)[number];

export const UPLOAD_FAILED_MESSAGE = "Gagal mengupload gambar";
export const UPLOAD_TOO_MANY_MESSAGE = "Terlalu banyak foto diunggah. Silakan coba lagi nanti.";
/** Too many pictures wait for the picture decoder already (answered 503). */
export const PICTURES_BUSY_MESSAGE = "Server sedang sibuk. Silakan coba lagi sebentar lagi.";

const LARGEST = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1];
const VARIANT = new RegExp(`-(${MEDIA_WIDTHS.join("|")})\\.webp$`);
/** The first 32 hex digits of the SHA-256 of the uploaded bytes. */
const HASH = "[0-9a-f]{32}";

export function mediaKey(area: MediaArea, hash: string, width: MediaWidth): string {
  return `${area}/${hash}-${width}.webp`;
}

/** The URL of one width of a stored image, or the URL itself when it is not one. */
export function mediaVariantUrl(url: string, width: MediaWidth): string {
  return isMediaUrl(url) ? url.replace(VARIANT, `-${width}.webp`) : url;
}

/**
 * True for a URL shaped like one width of a stored image. A query or a fragment never
 * belongs to one: `/logout?x-1280.webp` is no picture and gets no other widths.
 */
export function isMediaUrl(url: string): boolean {
  return VARIANT.test(url) && !/[?#]/.test(url);
}

/**
 * `src` and `srcSet` for an <img>: every stored width for our own images, the plain URL
 * otherwise. `src` is the middle width, a sensible pick for browsers without srcset.
 */
export function responsiveImage(url: string): { src: string; srcSet?: string } {
  if (!isMediaUrl(url)) return { src: url };
  return {
    src: mediaVariantUrl(url, 640),
    srcSet: MEDIA_WIDTHS.map((width) => `${mediaVariantUrl(url, width)} ${width}w`).join(", "),
  };
}

/** The URL recorded for a stored image: its largest width. */
export function storedMediaUrl(baseUrl: string, area: MediaArea, hash: string): string {
  return `${baseUrl}/${mediaKey(area, hash, LARGEST)}`;
}

/**
 * The storage key behind a URL exactly as `storedMediaUrl` writes it under `baseUrl`, or
 * null for anything else: another host or base, an unknown area, a hash of another length,
 * another width, a query, a fragment, a percent-escape or a dot segment. The key is the
 * largest width's, the one an upload writes last, so its presence means every width is there.
 */
export function storedMediaKey(baseUrl: string, url: string): string | null {
  const pattern = new RegExp(
    `^${escapeRegExp(baseUrl)}/(${MEDIA_AREAS.join("|")})/(${HASH})-${LARGEST}\\.webp$`,
  );
  const match = pattern.exec(url);
  if (!match) return null;
  const area = MEDIA_AREAS.find((candidate) => candidate === match[1]);
  return area ? mediaKey(area, match[2], LARGEST) : null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
