import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MEDIA_WIDTHS, mediaKey, storedMediaUrl, type MediaArea } from "#domain/media";
import type { BrandOwner } from "#server/auth/guards";
import { isAppError } from "#server/errors";
import { createLocalMediaStorage, type MediaStorage } from "#server/media/storage";
import { createBrand, createSeller } from "#server/seed/factories";
import type { TestDatabase } from "./databases";

// What the seller-side suites share: a verified seller with a brand named after them, the
// storage their pictures live in, and a use-case's outcome as one comparable string.

/** Pictures on the local disk, in a folder of the suite's own, removed by `remove`. */
export function createTestMedia(): MediaStorage & { remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-test-media-"));
  return {
    ...createLocalMediaStorage(dir),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** The URL a picture named `name` is recorded under, stored or not. */
export function pictureUrl(area: MediaArea, name: string): string {
  return storedMediaUrl(
    "/media",
    area,
    crypto.createHash("sha256").update(name).digest("hex").slice(0, 32),
  );
}

/** A picture as an upload leaves it in storage, every width; answers its recorded URL. */
export async function storedPicture(media: MediaStorage, area: MediaArea, name: string) {
  const hash = crypto.createHash("sha256").update(name).digest("hex").slice(0, 32);
  for (const width of MEDIA_WIDTHS) {
    await media.put(mediaKey(area, hash, width), Buffer.from(name), "image/webp");
  }
  return storedMediaUrl(media.baseUrl, area, hash);
}

export async function brandOwner(t: TestDatabase, name: string): Promise<BrandOwner> {
  const email = `${name}@example.com`;
  // Verified, so that the shop is public as well.
  const { userId } = await createSeller(t.auth, {
    email,
    password: "rahasia123",
    name,
    emailVerified: true,
  });
  const brand = await createBrand(t.db, { userId, name, username: name });
  return { id: userId, email, name, emailVerified: true, role: "brand-owner", brandId: brand.id };
}

/** "resolved", or the AppError as "CODE: message"; anything else is rethrown. */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "resolved";
  } catch (error) {
    if (isAppError(error)) return `${error.code}: ${error.message}`;
    throw error;
  }
}
