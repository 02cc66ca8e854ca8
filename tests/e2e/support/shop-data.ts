import path from "node:path";
import { createAuth } from "#server/auth/auth";
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  RootOperationNode,
} from "kysely";
import { openSqlite, sqliteHandle, type DatabaseHandle } from "#server/db/database";
import { createBrand, createSeller, type BrandInput } from "#server/seed/factories";

// Test data written straight into the running server's SQLite file with the same
// factories the demo seed uses (WAL lets both processes work on it). The server keeps shop
// pages until their shop's page version changes (decision 027), which its services do with
// every write; a write made here behind its back marks every shop's pages likewise.

export type ShopData = DatabaseHandle & { auth: ReturnType<typeof createAuth> };

/** After each insert, update or delete through it, every shop's pages are out of date. */
class MarkShopPages implements KyselyPlugin {
  readonly #writes = new WeakSet<QueryId>();
  constructor(private readonly mark: () => void) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const kind = node.kind;
    if (kind === "InsertQueryNode" || kind === "UpdateQueryNode" || kind === "DeleteQueryNode") {
      this.#writes.add(queryId);
    }
    return node;
  }

  async transformResult({ queryId, result }: PluginTransformResultArgs) {
    if (this.#writes.has(queryId)) this.mark();
    return result;
  }
}

export function openShopData(dataDir = process.env.E2E_DATA_DIR ?? ""): ShopData {
  const sqlite = openSqlite(path.join(dataDir, "gerai.db"));
  const handle = sqliteHandle(sqlite);
  // On the handle's own connection: inside a write's transaction, part of it.
  const markAll = sqlite.prepare("update brands set page_version = page_version + 1");
  const data = { ...handle, db: handle.db.withPlugin(new MarkShopPages(() => markAll.run())) };
  const auth = createAuth({
    database: data,
    secret: "e2e-fixtures-only-e2e-fixtures-only",
    appUrl: "http://localhost",
  });
  return { ...data, auth };
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
