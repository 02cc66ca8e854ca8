import { isMediaUrl } from "../../domain/media";
import { AppError } from "../errors";
import type { AppContext } from "../context";
import type { MediaStorage } from "./storage";

/** What a use-case that saves picture URLs needs: the database and where pictures live. */
export type MediaWriteContext = Pick<AppContext, "db"> & {
  media: Pick<MediaStorage, "baseUrl">;
};

/**
 * True for a picture this site stored through its upload pipeline (sniffed, re-encoded),
 * so a seller cannot make a shop show an arbitrary outside address as its image
 * (ARCHITECTURE deviation 5).
 */
export function isStoredImageUrl(media: Pick<MediaStorage, "baseUrl">, url: string): boolean {
  return url.startsWith(`${media.baseUrl}/`) && isMediaUrl(url) && !url.includes("..");
}

/**
 * Refuses a save that brings in a picture this site did not store: a VALIDATION error with
 * `message` on `field`. Pictures already saved (`kept`) stay accepted as they are.
 */
export function requireStoredImages(
  media: Pick<MediaStorage, "baseUrl">,
  urls: readonly (string | null)[],
  { field, message, kept = [] }: { field: string; message: string; kept?: readonly string[] },
): void {
  const isForeign = (url: string | null) =>
    url !== null && !kept.includes(url) && !isStoredImageUrl(media, url);
  if (urls.some(isForeign)) throw new AppError("VALIDATION", message, { [field]: message });
}
