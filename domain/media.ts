// Uploaded images are stored as WebP in a few widths under content-addressed names
// (`…/<hash>-<width>.webp`); pages pick a width with srcset. Any other URL (an external
// image, a static file) is used as it is.

export const MEDIA_WIDTHS = [320, 640, 1280] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** The spec's storage areas (§7 File storage), used as key prefixes. */
export const MEDIA_AREAS = ["product-images", "brand-logos", "platform-assets"] as const;
export type MediaArea = (typeof MEDIA_AREAS)[number];

export const UPLOAD_FAILED_MESSAGE = "Gagal mengupload gambar";

const LARGEST = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1];
const VARIANT = new RegExp(`-(${MEDIA_WIDTHS.join("|")})\\.webp$`);

export function mediaKey(area: MediaArea, hash: string, width: MediaWidth): string {
  return `${area}/${hash}-${width}.webp`;
}

/** The URL of one width of a stored image, or the URL itself when it is not one. */
export function mediaVariantUrl(url: string, width: MediaWidth): string {
  return VARIANT.test(url) ? url.replace(VARIANT, `-${width}.webp`) : url;
}

export function isMediaUrl(url: string): boolean {
  return VARIANT.test(url);
}

/**
 * `src` and `srcSet` for an <img>: every stored width for our own images, the plain URL
 * otherwise. `src` is the middle width, a sensible pick for browsers without srcset.
 */
export function responsiveImage(url: string): { src: string; srcSet?: string } {
  if (!VARIANT.test(url)) return { src: url };
  return {
    src: mediaVariantUrl(url, 640),
    srcSet: MEDIA_WIDTHS.map((width) => `${mediaVariantUrl(url, width)} ${width}w`).join(", "),
  };
}

/** The URL recorded for a stored image: its largest width. */
export function storedMediaUrl(baseUrl: string, area: MediaArea, hash: string): string {
  return `${baseUrl}/${mediaKey(area, hash, LARGEST)}`;
}
