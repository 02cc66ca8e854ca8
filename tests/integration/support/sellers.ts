import type { BrandOwner } from "../../../server/auth/guards";
import { isAppError } from "../../../server/errors";
import { createBrand, createSeller } from "../../../server/seed/factories";
import type { TestDatabase } from "./databases";

// What the seller-side suites share: a verified seller with a brand named after them, the
// media base their pictures live under, and a use-case's outcome as one comparable string.

export const testMedia = { baseUrl: "/media" } as const;

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
