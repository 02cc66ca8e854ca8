import { createRequestHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { presetDays } from "#domain/order-schedule";
import { NO_FILTER, type OrderFilter, type OrderPage } from "#domain/order-summary";
import { startOfDayIn, type ShopTimeZone } from "#domain/shop-time";
import type { BrandOwner } from "#server/auth/guards";
import { createBrand, createOrderRecord, createSeller } from "#server/seed/factories";
import { getOrderStats, listOrders } from "#server/services/admin-orders";
import { getDueOrders } from "#server/services/due-orders";
import * as adminHomeRoute from "#app/routes/admin/index";
import * as exportRoute from "#app/routes/admin/orders-export";
import * as ordersRoute from "#app/routes/admin/orders";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createDataRequester, createTestBuild } from "./support/route-requests";

// The seller's orders by the day they are due (decision 062): the quick choices, typed due
// days and the due-time order at the edges of a day in each of Indonesia's zones, and the
// admin home's orders due today and tomorrow.

const ZONES: ShopTimeZone[] = ["Asia/Jakarta", "Asia/Makassar", "Asia/Jayapura"];
/** Tuesday 1 December 2026 in every zone: 19:00 WIB, 20:00 WITA, 21:00 WIT. */
const NOW = new Date("2026-12-01T12:00:00.000Z");
const MINUTE = 60_000;

/** An instant on the shop's clock: `day`'s midnight plus `minutes`. */
const onClock = (day: string, minutes: number, zone: ShopTimeZone) =>
  new Date(startOfDayIn(day, zone).getTime() + minutes * MINUTE).toISOString();

let ipCounter = 0;

describe.each(testDatabaseKinds)("orders by the day they are due on %s", (kind) => {
  let t: TestDatabase;
  const owners = new Map<ShopTimeZone, BrandOwner>();
  let sequence = 0;

  async function seller(name: string, timeZone: ShopTimeZone): Promise<BrandOwner> {
    const email = `${name}@example.com`;
    const { userId } = await createSeller(t.auth, {
      email,
      password: "rahasia123",
      name,
      emailVerified: true,
    });
    const brand = await createBrand(t.db, { userId, name, username: name, timeZone });
    return { id: userId, email, name, emailVerified: true, role: "brand-owner", brandId: brand.id };
  }

  /** An order due at `slot` (none: stored before slots), placed at a known, later-first time. */
  async function order(
    owner: BrandOwner,
    name: string,
    slot: string | undefined,
    status?: string,
  ): Promise<void> {
    sequence++;
    await createOrderRecord(t.db, {
      brandId: owner.brandId,
      orderNumber: `ORD${String(30_000_000 + sequence)}`,
      customerName: name,
      customerPhone: "6285711112222",
      status,
      deliverySlotAt: slot,
      deliveryTimeOption: slot ?? "Hari ini",
      // Placed in the reverse of their due order, so the two orders differ.
      createdAt: new Date(Date.parse("2026-11-28T00:00:00Z") - sequence * MINUTE).toISOString(),
      items: [{ productId: null, productName: "Bolu", quantity: 1, unitPrice: 50_000 }],
    });
  }

  const namesOf = (page: OrderPage) => page.orders.map((row) => row.customerName);
  const list = (owner: BrandOwner, filter: Partial<OrderFilter>) =>
    listOrders(t.db, owner, { filter: { ...NO_FILTER, ...filter }, page: 1, now: NOW });

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    for (const zone of ZONES) {
      const owner = await seller(`dapur-${zone.split("/")[1]!.toLowerCase()}`, zone);
      owners.set(zone, owner);
      const at = (day: string, minutes: number) => onClock(day, minutes, zone);
      // Kept out of due order on purpose: the list must put them in order.
      await order(owner, "Tanpa slot", undefined);
      await order(owner, "Senin depan", at("2026-12-07", 0));
      await order(owner, "Minggu malam", at("2026-12-06", 24 * 60 - 1));
      await order(owner, "Besok pagi", at("2026-12-02", 0));
      await order(owner, "Hari ini malam", at("2026-12-01", 24 * 60 - 1));
      await order(owner, "Hari ini pagi", at("2026-12-01", 0));
      await order(owner, "Kemarin malam", at("2026-11-30", -1 + 24 * 60));
      await order(owner, "Minggu lalu", at("2026-11-29", 24 * 60 - 1));
      await order(owner, "Selesai hari ini", at("2026-12-01", 9 * 60), "selesai");
      await order(owner, "Batal hari ini", at("2026-12-01", 10 * 60), "dibatalkan");
    }
  });
  afterAll(async () => {
    await t?.destroy();
  });

  describe.each(ZONES)("in %s", (zone) => {
    const owner = () => owners.get(zone)!;

    it("finds today's, tomorrow's and this week's due orders by due time", async () => {
      expect(namesOf(await list(owner(), { schedule: "hari-ini" }))).toEqual([
        "Hari ini pagi",
        "Hari ini malam",
      ]);
      expect(namesOf(await list(owner(), { schedule: "besok" }))).toEqual(["Besok pagi"]);
      // Monday 30 November to Sunday 6 December on the shop's calendar.
      expect(namesOf(await list(owner(), { schedule: "minggu-ini" }))).toEqual([
        "Kemarin malam",
        "Hari ini pagi",
        "Hari ini malam",
        "Besok pagi",
        "Minggu malam",
      ]);
      expect(namesOf(await list(owner(), { schedule: "hari-ini", view: "selesai" }))).toEqual([
        "Selesai hari ini",
      ]);
      expect(namesOf(await list(owner(), { schedule: "hari-ini", view: "dibatalkan" }))).toEqual([
        "Batal hari ini",
      ]);
    });

    it("reads typed days as due days with tanggal=jadwal, both days included", async () => {
      const typed = await list(owner(), {
        dateKind: "jadwal",
        from: "2026-12-02",
        to: "2026-12-06",
      });
      expect(namesOf(typed)).toEqual(["Besok pagi", "Minggu malam"]);
      expect(typed.totalCount).toBe(2);
      // The same days read as order days find none: every order was placed in November.
      expect((await list(owner(), { from: "2026-12-02", to: "2026-12-06" })).totalCount).toBe(0);
      const counted = await getOrderStats(
        t.db,
        owner(),
        { ...NO_FILTER, dateKind: "jadwal", from: "2026-12-01", to: "2026-12-01" },
        zone,
        NOW,
      );
      expect(counted).toEqual({ total: 3, active: 2, finished: 1, cancelled: 1 });
    });

    it("lists by due time with orders stored without a slot last, and groups them by day", async () => {
      const page = await list(owner(), { sort: "jadwal" });
      expect(namesOf(page)).toEqual([
        "Minggu lalu",
        "Kemarin malam",
        "Hari ini pagi",
        "Hari ini malam",
        "Besok pagi",
        "Minggu malam",
        "Senin depan",
        "Tanpa slot",
      ]);
      expect(page.orders.map((row) => row.dueDay)).toEqual([
        "2026-11-29",
        "2026-11-30",
        "2026-12-01",
        "2026-12-01",
        "2026-12-02",
        "2026-12-06",
        "2026-12-07",
        null,
      ]);
      // By the time placed, oldest first: the last one stored (placed earliest) leads.
      expect(namesOf(await list(owner(), {}))[0]).toBe("Minggu lalu");
    });

    it("puts today's and tomorrow's orders still to do on the admin home", async () => {
      const [today, tomorrow] = await getDueOrders(t.db, owner(), NOW);
      expect(today).toEqual({
        preset: "hari-ini",
        day: "2026-12-01",
        count: 2,
        orders: [
          expect.objectContaining({ customerName: "Hari ini pagi", time: "00:00" }),
          expect.objectContaining({ customerName: "Hari ini malam", time: "23:59" }),
        ],
      });
      expect(tomorrow).toMatchObject({
        preset: "besok",
        day: "2026-12-02",
        count: 1,
        orders: [{ customerName: "Besok pagi", time: "00:00", deliveryMethod: "Diambil Sendiri" }],
      });
    });
  });

  it("lists five of a busy day on the home and counts them all", async () => {
    const owner = await seller("dapur-ramai", "Asia/Jakarta");
    for (let i = 0; i < 7; i++) {
      await order(owner, `Pelanggan ${i}`, onClock("2026-12-02", 8 * 60 + i * 30, "Asia/Jakarta"));
    }
    const [today, tomorrow] = await getDueOrders(t.db, owner, NOW);
    expect(today).toMatchObject({ count: 0, orders: [] });
    expect(tomorrow!.count).toBe(7);
    expect(tomorrow!.orders.map((row) => row.time)).toEqual([
      "08:00",
      "08:30",
      "09:00",
      "09:30",
      "10:00",
    ]);
  });

  it("answers the orders page, the export and the home through their routes", async () => {
    const owner = await seller("dapur-rute", "Asia/Makassar");
    const now = new Date();
    const zone: ShopTimeZone = "Asia/Makassar";
    const tomorrow = presetDays("besok", now, zone).from;
    const today = presetDays("hari-ini", now, zone).from;
    await order(owner, "Rute besok", onClock(tomorrow, 10 * 60, zone));
    await order(owner, "Rute hari ini", onClock(today, 23 * 60, zone));

    const context = { ...createTestContext(t), clientIp: `10.8.0.${++ipCounter}` };
    const response = await t.auth.api.signInEmail({
      body: { email: "dapur-rute@example.com", password: "rahasia123" },
      asResponse: true,
    });
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const request = createDataRequester(
      [
        { id: "admin-orders", path: "admin/orders", module: ordersRoute },
        { id: "admin-home", path: "admin", module: adminHomeRoute },
      ],
      context,
    );
    const loaded = await request.load("/admin/orders?jadwal=besok", { cookie });
    expect(loaded.status).toBe(200);
    const data = (loaded.value as Record<string, { data: { page: OrderPage } }>)["admin-orders"]!
      .data;
    expect(namesOf(data.page)).toEqual(["Rute besok"]);

    const home = await request.load("/admin", { cookie });
    const homeData = (home.value as Record<string, { data: { due: unknown } }>)["admin-home"]!.data;
    expect(homeData.due).toMatchObject([
      { preset: "hari-ini", day: today, count: 1, orders: [{ customerName: "Rute hari ini" }] },
      { preset: "besok", day: tomorrow, count: 1, orders: [{ customerName: "Rute besok" }] },
    ]);

    const handle = createRequestHandler(
      createTestBuild([
        { id: "export", parentId: "root", path: "admin/orders-export", module: exportRoute },
      ]),
      "production",
    );
    const csv = await (
      await handle(
        new Request(
          new URL("/admin/orders-export?format=csv&jadwal=besok", context.config.appUrl),
          {
            headers: { Cookie: cookie },
          },
        ),
        context,
      )
    ).text();
    expect(csv).toContain("Rute besok");
    expect(csv).not.toContain("Rute hari ini");
  });
});
