import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrandOwner } from "#server/auth/guards";
import { seedDemoShop } from "#server/seed/demo";
import { getOwnProducts } from "#server/services/admin-products";
import {
  applyCatalogueImport,
  exportOwnCatalogue,
  previewCatalogueImport,
} from "#server/services/catalogue";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createTestMedia } from "./support/sellers";

// The demo shop is what a new seller tries first: its catalogue, exported, imports again
// without a problem and without changing anything (decision 073), in both formats.

describe.each(testDatabaseKinds)("the demo shop's catalogue on %s", (kind) => {
  let t: TestDatabase;
  let context: { db: TestDatabase["db"]; media: ReturnType<typeof createTestMedia> };
  let owner: BrandOwner;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = { db: t.db, media: createTestMedia() };
    const login = await seedDemoShop({
      db: t.db,
      auth: t.auth,
      media: context.media,
      assetsDir: path.resolve("public"),
    });
    expect(login).toBeDefined();
    const brand = await t.db
      .selectFrom("brands")
      .innerJoin("user", "user.id", "brands.user_id")
      .select(["brands.id as brandId", "user.id as userId", "user.email", "user.name"])
      .where("brands.username", "=", "demo")
      .executeTakeFirstOrThrow();
    owner = {
      id: brand.userId,
      email: brand.email,
      name: brand.name,
      emailVerified: true,
      role: "brand-owner",
      brandId: brand.brandId,
    };
  });
  afterAll(async () => {
    await t?.destroy();
    context?.media.remove();
  });

  it("exports and imports again without a problem or a change", async () => {
    const before = await getOwnProducts(context, owner);
    expect(before.products.length).toBeGreaterThan(5);
    for (const format of ["csv", "xlsx"] as const) {
      const exported = await exportOwnCatalogue(context, owner, format);
      const bytes = new Uint8Array(await new Response(exported.body).arrayBuffer());
      const file = () => new File([bytes], `demo.${format}`);
      const preview = await previewCatalogueImport(context, owner, file());
      expect(preview.plan.problems).toEqual([]);
      expect(preview.plan.counts).toEqual({
        new: 0,
        changed: 0,
        unchanged: before.products.length,
      });
      await applyCatalogueImport(context, owner, file(), preview.digest);
    }
    expect((await getOwnProducts(context, owner)).products).toEqual(before.products);
  });
});
