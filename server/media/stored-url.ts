import { isMediaUrl } from "../../domain/media";
import type { MediaStorage } from "./storage";

/**
 * True for a picture this site stored through its upload pipeline (sniffed, re-encoded),
 * so a seller cannot make a shop show an arbitrary outside address as its image
 * (ARCHITECTURE deviation 5).
 */
export function isStoredImageUrl(media: Pick<MediaStorage, "baseUrl">, url: string): boolean {
  return url.startsWith(`${media.baseUrl}/`) && isMediaUrl(url) && !url.includes("..");
}
