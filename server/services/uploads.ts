import { MEDIA_AREAS, UPLOAD_FAILED_MESSAGE, type MediaArea } from "../../domain/media";
import { hasRole } from "../auth/roles";
import type { SessionUser } from "../auth/guards";
import { AppError } from "../errors";
import { storeImage, type StoredImage } from "../media/images";
import type { MediaStorage } from "../media/storage";

// Sellers upload into the product and brand areas; only platform admins into the
// platform's own assets (spec §7 File storage, ARCHITECTURE deviation 4).
export async function uploadImage(
  media: MediaStorage,
  user: SessionUser,
  input: { area: unknown; file: unknown },
): Promise<StoredImage> {
  // Only verified accounts write pictures, whichever entry point calls this.
  if (!user.emailVerified) throw new AppError("UNAUTHENTICATED", "User not authenticated");
  const area = MEDIA_AREAS.find((candidate) => candidate === input.area);
  if (!area) throw new AppError("VALIDATION", UPLOAD_FAILED_MESSAGE);
  if (!canUploadTo(user, area)) throw new AppError("FORBIDDEN", "Akses ditolak.");
  if (!(input.file instanceof Blob)) throw new AppError("VALIDATION", UPLOAD_FAILED_MESSAGE);
  return storeImage(media, area, Buffer.from(await input.file.arrayBuffer()));
}

function canUploadTo(user: SessionUser, area: MediaArea): boolean {
  return area === "platform-assets"
    ? user.role === "platform-admin"
    : hasRole(user.role, "brand-owner");
}
