import path from "node:path";
import { createAuth } from "#server/auth/auth";
import { createDatabase, type DatabaseHandle } from "#server/db/database";
import { createBrand, createSeller, type BrandInput } from "#server/seed/factories";

// Test data written straight into the running server's SQLite file with the same
// factories the demo seed uses (WAL lets both processes work on it).

export type ShopData = DatabaseHandle & { auth: ReturnType<typeof createAuth> };

export function openShopData(dataDir = process.env.E2E_DATA_DIR ?? ""): ShopData {
  const handle = createDatabase({ kind: "sqlite", file: path.join(dataDir, "gerai.db") });
  const auth = createAuth({
    database: handle,
    secret: "e2e-fixtures-only-e2e-fixtures-only",
    appUrl: "http://localhost",
  });
  return { ...handle, auth };
}

let counter = 0;

/** A verified seller with a brand of their own. */
export async function createShop(
  data: ShopData,
  overrides: Partial<Omit<BrandInput, "userId">> = {},
): Promise<{ brandId: string; username: string; email: string; password: string }> {
  const id = `${Date.now()}${counter++}${Math.floor(Math.random() * 1000)}`;
  const email = `shop${id}@example.com`;
  const password = "rahasia123";
  const { userId } = await createSeller(data.auth, { email, password, name: "Penjual Uji" });
  const username = overrides.username ?? `toko-uji-${id}`;
  const { id: brandId } = await createBrand(data.db, {
    name: "Toko Uji",
    ...overrides,
    userId,
    username,
  });
  return { brandId, username, email, password };
}
