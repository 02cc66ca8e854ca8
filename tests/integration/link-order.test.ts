import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LINK_MESSAGES, type OwnLink } from "#domain/link";
import type { BrandOwner } from "#server/auth/guards";
import { createBrand, createLink, createSeller } from "#server/seed/factories";
import { createOwnLink, deleteOwnLink, reorderOwnLinks } from "#server/services/admin-links";
import { readPageVersion } from "#server/services/page-versions";
import * as linksRoute from "#app/routes/admin/links";
import * as brandHomeRoute from "#app/routes/brand-home";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createDataRequester } from "./support/route-requests";
import { brandOwner, codeOf } from "./support/sellers";
import { createUnmigratedDatabase } from "./support/unmigrated-database";

// The seller's order of the shop's links (decision 067), saved through the links page's
// action and read back by the seller's list and by the shop's home.

const ROUTES = [
  { id: "admin-links", path: "admin/links", module: linksRoute },
  { id: "brand-home", path: ":username", module: brandHomeRoute },
];

const MISMATCH = LINK_MESSAGES.reorderMismatch;

describe.each(testDatabaseKinds)("the order of the seller's links on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let request: ReturnType<typeof createDataRequester>;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t);
    request = createDataRequester(ROUTES, context);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  async function sellerWithCookie(name: string): Promise<{ owner: BrandOwner; cookie: string }> {
    const owner = await brandOwner(t, name);
    const response = await t.auth.api.signInEmail({
      body: { email: owner.email, password: "rahasia123" },
      asResponse: true,
    });
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    return { owner, cookie };
  }

  /** The links page's list as its loader gives it. */
  async function ownList(cookie: string): Promise<OwnLink[]> {
    const page = await request.load("/admin/links", { cookie });
    expect(page.status).toBe(200);
    return (page.value as Record<string, { data: { links: OwnLink[] } }>)["admin-links"].data.links;
  }

  /** The titles of the shop home's links, in the order its loader gives them. */
  async function shopTitles(username: string): Promise<string[]> {
    const page = await request.load(`/${username}`);
    expect(page.status).toBe(200);
    return (page.value as Record<string, { data: { links: { title: string }[] } }>)[
      "brand-home"
    ].data.links.map((link) => link.title);
  }

  const reorder = (ids: string[], cookie: string) =>
    request.post(
      "/admin/links",
      Object.fromEntries([["intent", "reorder"], ...ids.map((id, i) => [`ids[${i}]`, id])]),
      { cookie },
    );

  /** Every link row of a brand, to prove a refusal wrote nothing. */
  const rowsOf = (brandId: string) =>
    t.db.selectFrom("links").selectAll().where("brand_id", "=", brandId).orderBy("id").execute();

  it("puts a new link first, saves a dragged order, and the shop's home follows it", async () => {
    const { owner, cookie } = await sellerWithCookie("sari");
    for (const [title, createdAt] of [
      ["Lama", "2024-01-01T00:00:00.000Z"],
      ["Baru", "2024-02-01T00:00:00.000Z"],
    ] as const) {
      await createLink(t.db, owner.brandId, { title, url: "https://toko.id", createdAt });
    }
    await createOwnLink(context, owner, { title: "Terbaru", url: "https://toko.id/baru" });
    expect(await shopTitles("sari")).toEqual(["Terbaru", "Baru", "Lama"]);
    const ids = Object.fromEntries((await ownList(cookie)).map((link) => [link.title, link.id]));

    const version = await readPageVersion(t.db, "sari");
    const answer = await reorder([ids.Lama, ids.Terbaru, ids.Baru], cookie);
    expect(answer.status).toBe(200);
    // The shop's kept pages are out of date: the home shows the links in their new order.
    expect(await readPageVersion(t.db, "sari")).not.toBe(version);
    expect((await ownList(cookie)).map((link) => link.title)).toEqual(["Lama", "Terbaru", "Baru"]);
    expect(await shopTitles("sari")).toEqual(["Lama", "Terbaru", "Baru"]);

    // One more comes first again, the dragged order kept below it; one deleted leaves it.
    const extra = await createOwnLink(context, owner, { title: "Tambahan", url: "https://t.id" });
    expect(await shopTitles("sari")).toEqual(["Tambahan", "Lama", "Terbaru", "Baru"]);
    await deleteOwnLink(context, owner, ids.Terbaru);
    expect(await shopTitles("sari")).toEqual(["Tambahan", "Lama", "Baru"]);
    expect((await reorder([ids.Baru, ids.Lama, extra.id], cookie)).status).toBe(200);
    expect(await shopTitles("sari")).toEqual(["Baru", "Lama", "Tambahan"]);
  });

  it("refuses an order that is not exactly the seller's links, changing nothing", async () => {
    const { owner, cookie } = await sellerWithCookie("tono");
    const other = await sellerWithCookie("umar");
    for (const title of ["A", "B"]) {
      await createOwnLink(context, owner, { title, url: "https://toko.id" });
    }
    const theirs = await createOwnLink(context, other.owner, {
      title: "Punya Umar",
      url: "https://u.id",
    });
    const [b, a] = (await ownList(cookie)).map((link) => link.id);
    const before = [await rowsOf(owner.brandId), await rowsOf(other.owner.brandId)];
    const version = await readPageVersion(t.db, "tono");
    const orders = [
      [a, b, theirs.id],
      [a, theirs.id],
      [theirs.id],
      [a],
      [a, a],
      [a, b, b],
      [a, `${b}\u0000`],
      [a, "bukan-tautan"],
      [],
    ];
    for (const order of orders) {
      const answer = await reorder(order, cookie);
      expect(answer.status, JSON.stringify(order)).toBe(400);
      const { result } = answer.value as { result: { error: Record<string, string[]> } };
      expect(result.error[""], JSON.stringify(order)).toEqual([MISMATCH]);
    }
    // Not a list of texts at all.
    const odd = await request.post("/admin/links", { intent: "reorder", ids: "x" }, { cookie });
    expect(odd.status).toBe(400);
    // Another seller cannot order these links, nor their own with these among them.
    expect(await codeOf(reorderOwnLinks(context, other.owner, [a, b]))).toBe(
      `VALIDATION: ${MISMATCH}`,
    );
    expect(await codeOf(reorderOwnLinks(context, other.owner, [theirs.id, a]))).toBe(
      `VALIDATION: ${MISMATCH}`,
    );
    expect([await rowsOf(owner.brandId), await rowsOf(other.owner.brandId)]).toEqual(before);
    expect(await readPageVersion(t.db, "tono")).toBe(version);
    expect(await shopTitles("tono")).toEqual(["B", "A"]);
    expect(await shopTitles("umar")).toEqual(["Punya Umar"]);
  });

  it("sends someone who is not signed in to log in, changing nothing", async () => {
    const { owner } = await sellerWithCookie("vina");
    const first = await createOwnLink(context, owner, { title: "Satu", url: "https://v.id" });
    const second = await createOwnLink(context, owner, { title: "Dua", url: "https://v.id" });
    const answer = await reorder([first.id, second.id], "");
    expect(answer.status).toBe(202);
    expect(answer.body).toContain("/auth");
    expect(await shopTitles("vina")).toEqual(["Dua", "Satu"]);
  });
});

describe.each(testDatabaseKinds)("links stored before their order on %s", (kind) => {
  it("keep the order they were shown in, newest first, each shop on its own", async () => {
    const older = await createUnmigratedDatabase(kind);
    try {
      expect((await older.migrator.migrateTo("0018-daily-quota")).error).toBeUndefined();
      const shops: { id: string; titles: [string, string][] }[] = [
        {
          id: "",
          titles: [
            ["Instagram", "20"],
            ["WhatsApp", "22"],
            ["Menu", "21"],
          ],
        },
        { id: "", titles: [["Toko Lain", "19"]] },
      ];
      for (const [index, shop] of shops.entries()) {
        const { userId } = await createSeller(older.auth, {
          email: `lama-${index}-${kind}@example.com`,
          password: "rahasia123",
          name: "Lama",
        });
        shop.id = (
          await createBrand(older.db, { userId, name: "Lama", username: `lama${index}` })
        ).id;
        for (const [title, day] of shop.titles) {
          await createLink(older.db, shop.id, {
            title,
            url: "https://toko.id",
            createdAt: `2026-11-${day}T03:00:00.000Z`,
          });
        }
      }
      const { error, results } = await older.migrator.migrateToLatest();
      expect(error).toBeUndefined();
      expect(results?.map((result) => result.migrationName)).toContain("0023-link-order");

      const stored = await older.db
        .selectFrom("links")
        .select(["brand_id", "title", "display_order"])
        .orderBy("brand_id")
        .orderBy("display_order")
        .execute();
      expect(stored.filter((row) => row.brand_id === shops[0].id)).toEqual([
        { brand_id: shops[0].id, title: "WhatsApp", display_order: 0 },
        { brand_id: shops[0].id, title: "Menu", display_order: 1 },
        { brand_id: shops[0].id, title: "Instagram", display_order: 2 },
      ]);
      expect(stored.filter((row) => row.brand_id === shops[1].id)).toEqual([
        { brand_id: shops[1].id, title: "Toko Lain", display_order: 0 },
      ]);
    } finally {
      await older.destroy();
    }
  });
});
