import {
  MEDIA_AREAS,
  UPLOAD_FAILED_MESSAGE,
  UPLOAD_TOO_MANY_MESSAGE,
  type MediaArea,
} from "#domain/media";
import { hasRole } from "../auth/roles";
import type { SessionUser } from "../auth/guards";
import type { AppContext } from "../context";
import { AppError } from "../errors";
import { storeImage, type StoredImage } from "../media/images";
import { hitRateLimit, type RateLimitRule } from "./rate-limit";

/** A picture sent without a signed-in, verified account. */
export const UPLOAD_UNAUTHENTICATED_MESSAGE =
  "Silakan masuk dengan akun yang sudah terverifikasi untuk mengunggah gambar.";

/**
 * Pictures one account may send in an hour: a catalogue afternoon (a dozen products with
 * their photos, a logo, price lists) fits; a script decoding pictures all day does not.
 */
export const UPLOADS_PER_ACCOUNT: RateLimitRule = { max: 100, windowSeconds: 60 * 60 };

// Sellers upload into the product and brand areas; only platform admins into the
// platform's own assets (spec §7 File storage, ARCHITECTURE deviation 4).
export async function uploadImage(
  { db, media }: Pick<AppContext, "db" | "media">,
  user: SessionUser,
  input: { area: unknown; file: unknown },
): Promise<StoredImage> {
  // Only verified accounts write pictures, whichever entry point calls this.
  if (!user.emailVerified) {
    throw new AppError("UNAUTHENTICATED", UPLOAD_UNAUTHENTICATED_MESSAGE, {}, "email not verified");
  }
  const area = MEDIA_AREAS.find((candidate) => candidate === input.area);
  if (!area) throw new AppError("VALIDATION", UPLOAD_FAILED_MESSAGE, {}, "unknown media area");
  if (!canUploadTo(user, area)) {
    throw new AppError("FORBIDDEN", "Akses ditolak.", {}, `area ${area} not open to this account`);
  }
  if (!(input.file instanceof Blob)) {
    throw new AppError("VALIDATION", UPLOAD_FAILED_MESSAGE, {}, "no file in the form");
  }
  // Counted before the picture is decoded: decoding is the cost being limited.
  const { allowed } = await hitRateLimit(db, `upload:${user.id}`, UPLOADS_PER_ACCOUNT);
  if (!allowed) throw new AppError("RATE_LIMITED", UPLOAD_TOO_MANY_MESSAGE);
  return storeImage(media, area, Buffer.from(await input.file.arrayBuffer()));
}

function canUploadTo(user: SessionUser, area: MediaArea): boolean {
  return area === "platform-assets"
    ? user.role === "platform-admin"
    : hasRole(user.role, "brand-owner");
}
