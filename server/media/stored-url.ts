import { storedMediaKey } from "#domain/media";
import { AppError } from "../errors";
import type { AppContext } from "../context";
import type { MediaStorage } from "./storage";

/** What the check needs of the storage: where pictures are served from, and what is there. */
export type StoredImages = Pick<MediaStorage, "baseUrl" | "has">;

/** What a use-case that saves picture URLs needs: the database and where pictures live. */
export type MediaWriteContext = Pick<AppContext, "db"> & { media: StoredImages };

/**
 * True for a picture this site stored through its upload pipeline (sniffed, re-encoded):
 * the URL is exactly the one an upload answers, and the picture is really in storage. So a
 * seller cannot make a shop show an outside address, or one of the site's own pages, as
 * its image (ARCHITECTURE deviation 5).
 */
export async function isStoredImageUrl(media: StoredImages, url: string): Promise<boolean> {
  const key = storedMediaKey(media.baseUrl, url);
  return key !== null && (await media.has(key));
}

/**
 * Refuses a save that brings in a picture this site did not store: a VALIDATION error with
 * `message` on `field`. Pictures already saved (`kept`) stay accepted as they are.
 *
 * An address not named the way this site names its pictures is refused at once, before any
 * look-up in storage; the returned promise then settles the look-ups and must be awaited.
 */
export function requireStoredImages(
  media: StoredImages,
  urls: readonly (string | null)[],
  { field, message, kept = [] }: { field: string; message: string; kept?: readonly string[] },
): Promise<void> {
  const refusal = () => new AppError("VALIDATION", message, { [field]: message });
  const added = urls.filter((url): url is string => url !== null && !kept.includes(url));
  if (added.some((url) => storedMediaKey(media.baseUrl, url) === null)) throw refusal();
  const lookups = Promise.all(added.map((url) => isStoredImageUrl(media, url))).then((found) => {
    if (!found.every(Boolean)) throw refusal();
  });
  // The caller's await is what refuses; a refusal is never left unhandled to end the process.
  lookups.catch(() => undefined);
  return lookups;
}
