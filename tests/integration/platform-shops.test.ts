import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLATFORM_MESSAGES } from "#domain/platform-oversight";
import { parsePlatformShopsQuery } from "#domain/platform-shops";
import { signIn } from "#server/services/accounts";
import {
  createBrand,
  createOrderRecord,
  createProduct,
  createSeller,
} from "#server/seed/factories";
import { listPlatformAudit, listPlatformShops } from "#server/services/platform-shops";
import { createTestContext } from "./support/app-context";
import {
  createTestDatabase,
  testDatabaseKinds,
  type SharedTestDatabase,
} from "./support/databases";
import { createRequester, mountAppRoutes, type Requester } from "./fuzz/requests";

// The platform admin's shops (decision 078) on both databases: the list's figures, its
// filters, search, sorts and pages; one shop's page; suspending and reinstating a shop
// through the page's own action, with the audit list that records it.

const ADMIN = "pengelola@example.com";
const DAY_MS = 24 * 60 * 60 * 1000;
const query = (search = "") => parsePlatformShopsQuery(new URLSearchParams(search));

describe.each(testDatabaseKinds)("the platform admin's shops on %s", (kind) => {
  let t: SharedTestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let requester: Requester;
  let adminCookie: string;
  const shops = {} as Record<"kopi" | "roti" | "sepi" | "baru" | "tutup", string>;

  async function cookieOf(email: string): Promise<string> {
    const { setCookie } = await signIn(
      context,
      { email, password: "rahasia123" },
      { ip: "127.0.0.11", headers: new Headers() },
    );
    return setCookie.map((c) => c.split(";")[0]).join("; ");
  }

  async function shopOf(
    name: string,
    username: string,
    email: string,
    { verified = true, createdAt }: { verified?: boolean; createdAt: string },
  ): Promise<string> {
    const { userId } = await createSeller(t.auth, {
      email,
      password: "rahasia123",
      name: `Pemilik ${name}`,
      emailVerified: verified,
    });
    const brand = await createBrand(t.db, { userId, name, username });
    await t.db
      .updateTable("brands")
      .set({ created_at: createdAt, updated_at: createdAt })
      .where("id", "=", brand.id)
      .execute();
    return brand.id;
  }

  async function report(brandId: string, reason: string, reviewed = false, at = new Date()) {
    await t.db
      .insertInto("shop_reports")
      .values({
        id: crypto.randomUUID(),
        brand_id: brandId,
        created_at: at.toISOString(),
        reason,
        details: `Rincian: ${reason}`,
        contact: reviewed ? null : "pelapor@example.com",
        reviewed_at: reviewed ? new Date().toISOString() : null,
      })
      .execute();
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t, { platformAdminEmails: ADMIN });
    requester = createRequester(await mountAppRoutes(), () => context);
    await createSeller(t.auth, { email: ADMIN, password: "rahasia123", name: "Pengelola" });
    adminCookie = await cookieOf(ADMIN);
    const now = Date.now();
    const daysAgo = (days: number) => new Date(now - days * DAY_MS).toISOString();
    shops.kopi = await shopOf("Kopi Senja", "kopi-senja", "sari@example.com", {
      createdAt: daysAgo(50),
    });
    shops.roti = await shopOf("Roti Pagi", "roti-pagi", "budi@contoh.id", {
      createdAt: daysAgo(40),
    });
    shops.sepi = await shopOf("Warung Sepi", "warung-sepi", "sepi@example.com", {
      createdAt: daysAgo(30),
    });
    shops.baru = await shopOf("Toko Baru", "toko-baru", "baru@example.com", {
      verified: false,
      createdAt: daysAgo(2),
    });
    shops.tutup = await shopOf("Toko Tutup", "toko-tutup", "tutup@example.com", {
      createdAt: daysAgo(20),
    });
    await t.db
      .updateTable("brands")
      .set({ closed_at: daysAgo(1) })
      .where("id", "=", shops.tutup)
      .execute();

    // Kopi: two products (one deleted), 3 orders in the last 30 days, 1 older.
    const kopi = await createProduct(t.db, shops.kopi, { name: "Kopi Susu", price: 18_000 });
    const gone = await createProduct(t.db, shops.kopi, { name: "Teh", price: 8_000 });
    await t.db
      .updateTable("products")
      .set({ is_active: false })
      .where("id", "=", gone.id)
      .execute();
    await createProduct(t.db, shops.kopi, { name: "Es Kopi", price: 20_000 });
    const order = (brandId: string, days: number, productId: string | null = null) =>
      createOrderRecord(t.db, {
        brandId,
        customerName: "Ani",
        customerPhone: "6281234567890",
        createdAt: daysAgo(days),
        items: [{ productId, productName: "Kopi Susu", quantity: 1, unitPrice: 18_000 }],
      });
    for (const days of [0, 3, 10]) await order(shops.kopi, days, kopi.id);
    await order(shops.kopi, 45, kopi.id);
    // Roti: 5 orders in the last 30 days, the most.
    for (const days of [1, 2, 4, 6, 8]) await order(shops.roti, days);
    // Reports: Sepi 3 (2 new), Roti 1 reviewed.
    await report(shops.sepi, "Penipuan");
    await report(shops.sepi, "Barang tidak dikirim");
    await report(shops.sepi, "Spam", true);
    await report(shops.roti, "Harga palsu", true);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("lists every shop newest first with its figures, statuses and report counts", async () => {
    const list = await listPlatformShops(t.db, query());
    expect(list.totalCount).toBe(5);
    expect(list.shops.map((shop) => shop.username)).toEqual([
      "toko-baru",
      "toko-tutup",
      "warung-sepi",
      "roti-pagi",
      "kopi-senja",
    ]);
    const byName = Object.fromEntries(list.shops.map((shop) => [shop.username, shop]));
    expect(byName["kopi-senja"]).toMatchObject({
      name: "Kopi Senja",
      ownerEmail: "sari@example.com",
      isVerified: true,
      status: "active",
      products: 2,
      orders30: 3,
      reports: 0,
      newReports: 0,
    });
    // Its last activity is its latest order, today's.
    expect(Date.now() - Date.parse(byName["kopi-senja"]!.lastActivityAt)).toBeLessThan(DAY_MS);
    expect(byName["roti-pagi"]).toMatchObject({ orders30: 5, reports: 1, newReports: 0 });
    expect(byName["warung-sepi"]).toMatchObject({ reports: 3, newReports: 2, orders30: 0 });
    expect(byName["toko-baru"]).toMatchObject({ status: "unverified", isVerified: false });
    expect(byName["toko-tutup"]).toMatchObject({ status: "closed" });
  });

  it("finds shops by name, username or the owner's e-mail, in any case", async () => {
    const names = async (search: string) =>
      (await listPlatformShops(t.db, query(search))).shops.map((shop) => shop.username);
    expect(await names("q=SENJA")).toEqual(["kopi-senja"]);
    expect(await names("q=roti-pa")).toEqual(["roti-pagi"]);
    expect(await names("q=contoh.id")).toEqual(["roti-pagi"]);
    // A LIKE wildcard typed is a character, not "anything".
    expect(await names("q=%25")).toEqual([]);
    const none = await listPlatformShops(t.db, query("q=tidak-ada"));
    expect(none).toMatchObject({ shops: [], totalCount: 0, page: 1, totalPages: 1 });
  });

  it("filters by status and by having reports", async () => {
    const names = async (search: string) =>
      (await listPlatformShops(t.db, query(search))).shops.map((shop) => shop.username).sort();
    expect(await names("status=active")).toEqual(["kopi-senja", "roti-pagi", "warung-sepi"]);
    expect(await names("status=unverified")).toEqual(["toko-baru"]);
    expect(await names("status=closed")).toEqual(["toko-tutup"]);
    expect(await names("status=suspended")).toEqual([]);
    expect(await names("laporan=1")).toEqual(["roti-pagi", "warung-sepi"]);
    expect(await names("laporan=1&status=active&q=sepi")).toEqual(["warung-sepi"]);
    // An unknown status in the address is the whole list.
    expect(await names("status=dihapus")).toHaveLength(5);
  });

  it("sorts by most reports and by most orders in the last 30 days", async () => {
    const names = async (search: string) =>
      (await listPlatformShops(t.db, query(search))).shops.map((shop) => shop.username);
    expect((await names("urut=reports")).slice(0, 2)).toEqual(["warung-sepi", "roti-pagi"]);
    expect((await names("urut=orders")).slice(0, 2)).toEqual(["roti-pagi", "kopi-senja"]);
  });

  it("sorts by orders from the days summed once a day plus today's, summed again on a new day", async () => {
    const names = async (now = new Date()) =>
      (await listPlatformShops(t.db, query("urut=orders"), now)).shops
        .slice(0, 2)
        .map((shop) => `${shop.username} ${shop.orders30}`);
    expect(await names()).toEqual(["roti-pagi 5", "kopi-senja 3"]);
    // Orders placed today count at once, the days before being summed already.
    for (let i = 0; i < 6; i++) {
      await createOrderRecord(t.db, {
        brandId: shops.sepi,
        customerName: "Ani",
        customerPhone: "6281234567890",
        items: [{ productId: null, productName: "Sambal", quantity: 1, unitPrice: 15_000 }],
      });
    }
    expect(await names()).toEqual(["warung-sepi 6", "roti-pagi 5"]);
    // Forty days on, every order has left the 30 days: the newest shop comes first.
    expect(await names(new Date(Date.now() + 40 * DAY_MS))).toEqual([
      "toko-baru 0",
      "toko-tutup 0",
    ]);
    expect(await names()).toEqual(["warung-sepi 6", "roti-pagi 5"]);
  });

  it("pages 50 shops at a time, the last page holding the rest", async () => {
    // Their owners and shops made directly: 55 sign-ups would only add time.
    const base = Date.now() - 100 * DAY_MS;
    const at = (i: number) => new Date(base - i * 1000).toISOString();
    for (let i = 0; i < 55; i++) {
      await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
        values (${`massal-user-${i}`}, ${`Massal ${i}`}, ${`massal${i}@example.com`}, ${true},
        ${at(i)}, ${at(i)})`.execute(t.db);
    }
    await t.db
      .insertInto("brands")
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          id: `massal-${String(i).padStart(3, "0")}`,
          user_id: `massal-user-${i}`,
          name: `Massal ${i}`,
          username: `massal-${i}`,
          created_at: at(i),
          updated_at: at(i),
        })),
      )
      .execute();
    const first = await listPlatformShops(t.db, query("q=massal"));
    expect(first).toMatchObject({ totalCount: 55, page: 1, totalPages: 2 });
    expect(first.shops).toHaveLength(50);
    const second = await listPlatformShops(t.db, query("q=massal&page=2"));
    expect(second.shops.map((shop) => shop.username)).toEqual([
      "massal-50",
      "massal-51",
      "massal-52",
      "massal-53",
      "massal-54",
    ]);
    // A page past the end shows the last one.
    expect((await listPlatformShops(t.db, query("q=massal&page=9"))).page).toBe(2);
    const all = new Set([...first.shops, ...second.shops].map((shop) => shop.id));
    expect(all.size).toBe(55);
    await t.db.deleteFrom("brands").where("id", "like", "massal-%").execute();
  });

  it("answers the list through its route for the platform admin", async () => {
    const answer = await requester.load(
      "/admin/platform/shops?urut=reports&laporan=1&_routes=routes%2Fadmin%2Fplatform-shops",
      adminCookie,
    );
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("warung-sepi");
    expect(answer.text).not.toContain("kopi-senja");
  });

  it("shows one shop's figures, reports and history, and 404 for an unknown id", async () => {
    const page = await requester.load(
      `/admin/platform/shops/${shops.sepi}?_routes=routes%2Fadmin%2Fplatform-shop`,
      adminCookie,
    );
    expect(page.status).toBe(200);
    for (const text of ["Warung Sepi", "sepi@example.com", "Penipuan", "Rincian: Spam"]) {
      expect(page.text).toContain(text);
    }
    const kopi = await requester.load(
      `/admin/platform/shops/${shops.kopi}?_routes=routes%2Fadmin%2Fplatform-shop`,
      adminCookie,
    );
    const { shop } = (kopi.value as Record<string, { data: { shop: Record<string, unknown> } }>)[
      "routes/admin/platform-shop"
    ]!.data;
    expect(shop).toMatchObject({
      products: 2,
      orders30: 3,
      ordersTotal: 4,
      revenue30: 54_000,
      members: 1,
      ownerName: "Pemilik Kopi Senja",
      isVerified: true,
      status: "active",
    });
    const missing = await requester.load(
      "/admin/platform/shops/tidak-ada?_routes=routes%2Fadmin%2Fplatform-shop",
      adminCookie,
    );
    expect(missing.status).toBe(404);
  });

  const post = (brandId: string, fields: [string, string][]) =>
    requester.send({
      method: "POST",
      path: `/admin/platform/shops/${brandId}`,
      isData: true,
      body: { kind: "form", fields },
      cookie: adminCookie,
    });

  it("suspends a shop with a reason, refuses a second suspension, reinstates it; the audit keeps both", async () => {
    const version = async () =>
      (
        await t.db
          .selectFrom("brands")
          .select("page_version")
          .where("id", "=", shops.kopi)
          .executeTakeFirstOrThrow()
      ).page_version;
    const before = await version();

    // No reason, or too short a one: refused, nothing changed.
    const short = await post(shops.kopi, [
      ["intent", "suspend"],
      ["reason", "spam"],
    ]);
    expect(short.status).toBe(400);
    expect(short.text).toContain("minimal 10 karakter");
    const brand = () =>
      t.db
        .selectFrom("brands")
        .select(["suspended_at", "suspension_reason"])
        .where("id", "=", shops.kopi)
        .executeTakeFirstOrThrow();
    expect(await brand()).toEqual({ suspended_at: null, suspension_reason: null });

    const done = await post(shops.kopi, [
      ["intent", "suspend"],
      ["reason", "Menjual barang palsu berulang kali"],
    ]);
    expect(done.status).toBe(200);
    expect(await brand()).toMatchObject({
      suspension_reason: "Menjual barang palsu berulang kali",
    });
    expect((await brand()).suspended_at).not.toBeNull();
    expect(await version()).toBeGreaterThan(before);
    const listed = await listPlatformShops(t.db, query("status=suspended"));
    expect(listed.shops.map((shop) => shop.username)).toEqual(["kopi-senja"]);

    const again = await post(shops.kopi, [
      ["intent", "suspend"],
      ["reason", "Alasan lain yang cukup panjang"],
    ]);
    expect(again.status).toBe(409);
    expect(again.text).toContain(PLATFORM_MESSAGES.alreadySuspended);
    expect(await brand()).toMatchObject({
      suspension_reason: "Menjual barang palsu berulang kali",
    });

    const back = await post(shops.kopi, [
      ["intent", "reinstate"],
      ["reason", "Pemilik sudah menarik barangnya"],
    ]);
    expect(back.status).toBe(200);
    expect(await brand()).toEqual({ suspended_at: null, suspension_reason: null });
    const notSuspended = await post(shops.kopi, [
      ["intent", "reinstate"],
      ["reason", "Pemilik sudah menarik barangnya"],
    ]);
    expect(notSuspended.status).toBe(409);
    expect(notSuspended.text).toContain(PLATFORM_MESSAGES.notSuspended);

    const audit = await listPlatformAudit(t.db, 1);
    expect(
      audit.entries.map(({ action, actorEmail, reason, brandName, brandId, isShopThere }) => ({
        action,
        actorEmail,
        reason,
        brandName,
        brandId,
        isShopThere,
      })),
    ).toEqual([
      {
        action: "reinstate",
        actorEmail: ADMIN,
        reason: "Pemilik sudah menarik barangnya",
        brandName: "Kopi Senja",
        brandId: shops.kopi,
        isShopThere: true,
      },
      {
        action: "suspend",
        actorEmail: ADMIN,
        reason: "Menjual barang palsu berulang kali",
        brandName: "Kopi Senja",
        brandId: shops.kopi,
        isShopThere: true,
      },
    ]);
    // The shop's page shows the same history.
    const page = await requester.load(
      `/admin/platform/shops/${shops.kopi}?_routes=routes%2Fadmin%2Fplatform-shop`,
      adminCookie,
    );
    expect(page.text).toContain("Menjual barang palsu berulang kali");
    expect(page.text).toContain("Pemilik sudah menarik barangnya");
  });

  it("refuses an action on an unknown shop with 404", async () => {
    const answer = await post("tidak-ada", [
      ["intent", "suspend"],
      ["reason", "Alasan yang cukup panjang"],
    ]);
    expect(answer.status).toBe(404);
    // Nor is an address that is no id at all (a NUL byte would fail on PostgreSQL).
    const garbled = await post("x%00y", [
      ["intent", "suspend"],
      ["reason", "Alasan yang cukup panjang"],
    ]);
    expect(garbled.status).toBe(404);
  });

  it("pages the audit list newest first, and says when it is empty", async () => {
    const other = await createTestDatabase(kind);
    try {
      expect(await listPlatformAudit(other.db, 1)).toEqual({
        entries: [],
        page: 1,
        totalPages: 1,
      });
    } finally {
      await other.destroy();
    }
    const start = Date.parse("2026-01-01T00:00:00Z");
    await t.db
      .insertInto("platform_actions")
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          id: `audit-${String(i).padStart(3, "0")}`,
          created_at: new Date(start + i * 60_000).toISOString(),
          actor_email: ADMIN,
          action: "review-reports",
          brand_id: shops.sepi,
          brand_username: "warung-sepi",
          brand_name: "Warung Sepi",
          reason: null,
        })),
      )
      .execute();
    const first = await listPlatformAudit(t.db, 1);
    expect(first.totalPages).toBe(2);
    expect(first.entries).toHaveLength(50);
    // The two actions of the test above are the newest.
    expect(first.entries.slice(0, 2).map((entry) => entry.action)).toEqual([
      "reinstate",
      "suspend",
    ]);
    expect(first.entries[2]!.id).toBe("audit-059");
    const second = await listPlatformAudit(t.db, 2);
    expect(second.entries.map((entry) => entry.id).at(-1)).toBe("audit-000");
    expect(second.entries).toHaveLength(12);
    const page = await requester.load(
      "/admin/platform/audit?page=2&_routes=routes%2Fadmin%2Fplatform-audit",
      adminCookie,
    );
    expect(page.status).toBe(200);
    expect(page.text).toContain("audit-000");
  });
});
