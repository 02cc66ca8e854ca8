import type { SubmissionResult } from "@conform-to/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as specialDaysRoute from "#app/routes/admin/special-days";
import * as brandHomeRoute from "#app/routes/brand-home";
import { action as orderAction } from "#app/routes/api/orders";
import { loader as orderingWindowLoader } from "#app/routes/api/ordering-window";
import { deliveryDayAt } from "#domain/delivery";
import type { OrderingWindow } from "#domain/shop-hours";
import { calendarDayIn } from "#domain/shop-time";
import {
  SPECIAL_DAY_MESSAGES,
  addDays,
  formatCheckoutDate,
  formatSpecialDate,
  type OwnSpecialDays,
} from "#domain/special-days";
import type { BrandOwner } from "#server/auth/guards";
import { createProduct } from "#server/seed/factories";
import {
  deleteOwnSpecialDay,
  withSpecialDays,
  withSpecialDaysRead,
} from "#server/services/special-days";
import { findOrderBrand } from "#server/services/cart-products";
import { findPublicBrandByUsername } from "#server/services/storefront";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createDataRequester, type DataResponse } from "./support/route-requests";
import { brandOwner, codeOf } from "./support/sellers";

// Special days (decision 064): the seller closes dates ahead or gives a date other hours on
// her own page; the server refuses what breaks the rules and stores nothing, the ordering
// window and the shop's status follow, and an order for a closed date or outside a date's
// special hours is refused with its reason, nothing stored. Everything runs on the server's
// own clock; the factories' shops are open around the clock, so only special days close them.

const ROUTES = [
  { id: "admin-special-days", path: "admin/special-days", module: specialDaysRoute },
  { id: "brand-home", path: ":username", module: brandHomeRoute },
];

type FormAnswer = { result: SubmissionResult<string[]> };
const answerOf = (response: DataResponse) => response.value as FormAnswer;

let ipCounter = 0;

describe.each(testDatabaseKinds)("special days on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let request: ReturnType<typeof createDataRequester>;
  let sari: BrandOwner;
  let tono: BrandOwner;
  let sariCookie: string;
  let productId: string;

  const today = () => calendarDayIn(new Date(), "Asia/Jakarta");
  const dayAhead = (offset: number) => deliveryDayAt(new Date(), "Asia/Jakarta", offset);

  async function signIn(email: string): Promise<string> {
    const response = await t.auth.api.signInEmail({
      body: { email, password: "rahasia123" },
      asResponse: true,
    });
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }

  const asSari = (body: Record<string, string>) =>
    request.post("/admin/special-days", body, { cookie: sariCookie });

  async function ownList(): Promise<OwnSpecialDays> {
    const response = await request.load("/admin/special-days", { cookie: sariCookie });
    expect(response.status).toBe(200);
    return (response.value as Record<string, { data: { specialDays: OwnSpecialDays } }>)[
      "admin-special-days"
    ]!.data.specialDays;
  }

  const storedRows = () =>
    t.db
      .selectFrom("special_days")
      .select(["start_date", "end_date", "kind", "open_time", "close_time", "reason"])
      .where("brand_id", "=", sari.brandId)
      .orderBy("start_date")
      .execute();

  const countOrders = async () =>
    (await t.db.selectFrom("orders").select("id").where("brand_id", "=", sari.brandId).execute())
      .length;

  /** POST /api/orders from a client of its own, for the day `offset` days ahead. */
  async function postOrder(offset: number, deliveryTime: string) {
    const day = dayAhead(offset);
    const response = await orderAction({
      request: new Request("http://localhost:3000/api/orders", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          username: "sari",
          form: {
            deliveryDay: day.value,
            deliveryDate: day.date,
            deliveryTime,
            customerName: "Budi",
            customerPhone: "0812-3456-7890",
            note: "",
            referralCode: "",
          },
          items: [{ productId, quantity: 1, customizations: {}, notes: "", seenPrice: 20_000 }],
        }),
      }),
      context: { ...context, clientIp: `10.64.1.${++ipCounter}` },
      params: {},
    } as unknown as Parameters<typeof orderAction>[0]);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function windowOf(): Promise<OrderingWindow> {
    const response = await orderingWindowLoader({
      request: new Request("http://localhost:3000/api/ordering-window?username=sari"),
      context,
      params: {},
    } as unknown as Parameters<typeof orderingWindowLoader>[0]);
    expect(response.status).toBe(200);
    return (await response.json()) as OrderingWindow;
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t);
    request = createDataRequester(ROUTES, context);
    sari = await brandOwner(t, "sari");
    tono = await brandOwner(t, "tono");
    await t.db
      .updateTable("brands")
      .set({ order_days_ahead: 7 })
      .where("id", "=", sari.brandId)
      .execute();
    productId = (await createProduct(t.db, sari.brandId, { name: "Ketupat", price: 20_000 })).id;
    sariCookie = await signIn("sari@example.com");
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("adds a closure and special hours from the seller's page, listed by date", async () => {
    const hours = await asSari({
      intent: "add-special-day",
      kind: "hours",
      startDate: addDays(today(), 4),
      endDate: "",
      openTime: "1000",
      closeTime: "14.00",
      reason: "",
    });
    expect(answerOf(hours).result.status).toBe("success");
    const closure = await asSari({
      intent: "add-special-day",
      kind: "closed",
      startDate: addDays(today(), 2),
      endDate: addDays(today(), 3),
      reason: "  Libur Lebaran ",
    });
    expect(answerOf(closure).result.status).toBe("success");

    expect(await storedRows()).toEqual([
      {
        start_date: addDays(today(), 2),
        end_date: addDays(today(), 3),
        kind: "closed",
        open_time: null,
        close_time: null,
        reason: "Libur Lebaran",
      },
      {
        start_date: addDays(today(), 4),
        end_date: addDays(today(), 4),
        kind: "hours",
        open_time: "10:00",
        close_time: "14:00",
        reason: null,
      },
    ]);
    const list = await ownList();
    expect(list.today).toBe(today());
    expect(list.upcoming.map((day) => day.description)).toEqual([
      "Tutup · Libur Lebaran",
      "Jam khusus 10:00–14:00",
    ]);
  });

  it("refuses a date in the past, an overlap, a closure without reason or a long range, storing nothing", async () => {
    const before = await storedRows();
    const refusals: [Record<string, string>, string, string][] = [
      [
        { kind: "closed", startDate: addDays(today(), -1), reason: "Libur" },
        "startDate",
        SPECIAL_DAY_MESSAGES.startPast,
      ],
      [
        {
          kind: "closed",
          startDate: addDays(today(), 3),
          endDate: addDays(today(), 5),
          reason: "X",
        },
        "startDate",
        "Tanggal ini bertabrakan dengan",
      ],
      [
        { kind: "closed", startDate: addDays(today(), 10), reason: "" },
        "reason",
        SPECIAL_DAY_MESSAGES.reasonRequired,
      ],
      [
        { kind: "hours", startDate: addDays(today(), 10), openTime: "10:00", closeTime: "" },
        "closeTime",
        SPECIAL_DAY_MESSAGES.timesRequired,
      ],
      [
        {
          kind: "closed",
          startDate: addDays(today(), 10),
          endDate: addDays(today(), 70),
          reason: "Renovasi",
        },
        "endDate",
        SPECIAL_DAY_MESSAGES.rangeTooLong,
      ],
      [
        { kind: "closed", startDate: "2026-02-30", reason: "Libur" },
        "startDate",
        SPECIAL_DAY_MESSAGES.dateInvalid,
      ],
    ];
    for (const [fields, field, message] of refusals) {
      const answer = answerOf(await asSari({ intent: "add-special-day", endDate: "", ...fields }));
      expect(answer.result.status, JSON.stringify(fields)).toBe("error");
      expect(answer.result.error?.[field]?.[0], JSON.stringify(fields)).toContain(message);
    }
    expect(await storedRows()).toEqual(before);
  });

  it("keeps a seller's special days her own", async () => {
    const [own] = (await ownList()).upcoming;
    expect(await codeOf(deleteOwnSpecialDay(t.db, tono, own!.id))).toBe(
      `NOT_FOUND: ${SPECIAL_DAY_MESSAGES.notFound}`,
    );
    expect(await storedRows()).toHaveLength(2);
  });

  it("leaves closed dates out of the ordering window and offers a date's special hours", async () => {
    const window = await windowOf();
    const dates = window.days.map((day) => day.date);
    expect(dates).not.toContain(dayAhead(2).date);
    expect(dates).not.toContain(dayAhead(3).date);
    expect(dates).toContain(dayAhead(5).date);
    expect(window.days.find((day) => day.date === dayAhead(4).date)?.slots).toEqual([
      "10:00",
      "11:00",
      "12:00",
      "13:00",
    ]);
    expect(window.specialDayNotes).toEqual([
      `Tutup ${formatCheckoutDate(addDays(today(), 2))} – ${formatCheckoutDate(addDays(today(), 3))}: Libur Lebaran.`,
      `Jam khusus ${formatCheckoutDate(addDays(today(), 4))}: 10:00–14:00 WIB.`,
    ]);
  });

  it("refuses an order for a closed date or outside a date's special hours, storing nothing", async () => {
    const before = await countOrders();
    const closed = await postOrder(2, "10:00");
    expect(closed.status).toBe(400);
    expect(closed.body.error).toBe(
      `Toko tutup pada ${formatCheckoutDate(addDays(today(), 2))} (Libur Lebaran). Pilih hari pengiriman lain.`,
    );
    const late = await postOrder(4, "15:00");
    expect(late.status).toBe(400);
    expect(late.body.error).toBe(
      `Pada ${formatCheckoutDate(addDays(today(), 4))} toko hanya buka 10:00–14:00 WIB. Pilih jam pengiriman lain.`,
    );
    expect(await countOrders()).toBe(before);

    const inside = await postOrder(4, "13:00");
    expect(inside.status).toBe(201);
    expect(await countOrders()).toBe(before + 1);
  });

  it("shows a closure of today with its reason and when the shop opens again", async () => {
    const added = await asSari({
      intent: "add-special-day",
      kind: "closed",
      startDate: today(),
      endDate: addDays(today(), 1),
      reason: "Libur Lebaran",
    });
    expect(answerOf(added).result.status).toBe("success");
    const brand = await findPublicBrandByUsername(t.db, "sari");
    expect(brand?.isCurrentlyOpen).toBe(false);
    // Closed through the next closure too, it opens again at the special hours after both.
    expect(brand?.hours.closedText).toBe(
      `Libur Lebaran, buka lagi ${formatSpecialDate(addDays(today(), 4))} 10:00 WIB`,
    );
    expect(brand?.hours.todayText).toBe("Hari ini: Tutup (Libur Lebaran)");
    const home = await request.load("/sari");
    expect(JSON.stringify(home.value)).toContain("Libur Lebaran, buka lagi");

    // The closure ends: its deletion opens the shop again.
    const { upcoming } = await ownList();
    const deleted = await asSari({ intent: "delete-special-day", id: upcoming[0]!.id });
    expect(answerOf(deleted).result.status).toBe("success");
    expect((await findPublicBrandByUsername(t.db, "sari"))?.isCurrentlyOpen).toBe(true);
  });

  it("gives an order the special days read with its shop, as a read of their own gives them", async () => {
    // Rows written directly: past ones a seller can no longer add, ends at the edges of days.
    const from = new Date().toISOString().slice(0, 10);
    const rows = [-40, -3, -2, -1, 0, 1, 3, 30].map((offset, index) => ({
      id: `edge-${index}`,
      brand_id: tono.brandId,
      start_date: addDays(from, offset),
      end_date: addDays(from, offset),
      kind: index % 2 === 0 ? "closed" : "hours",
      open_time: index % 2 === 0 ? null : "09:00",
      close_time: index % 2 === 0 ? null : "15:00",
      reason: index % 2 === 0 ? "Libur" : null,
    }));
    await t.db.insertInto("special_days").values(rows).execute();
    const hours = { ...(await findOrderBrand(t.db, "tono"))!.hours };
    const day = 24 * 60 * 60 * 1000;
    for (const timeZone of ["Asia/Jakarta", "Asia/Makassar", "Asia/Jayapura"] as const) {
      for (const shift of [-3 * day, -day, -1, 0, 11 * 60 * 60 * 1000, day, 5 * day]) {
        const readAt = new Date();
        const now = new Date(readAt.getTime() + shift);
        const settings = { ...hours, timeZone };
        const read = (await findOrderBrand(t.db, "tono", readAt))!.specialDays;
        expect(await withSpecialDaysRead(t.db, tono.brandId, settings, now, read)).toEqual(
          await withSpecialDays(t.db, tono.brandId, settings, now),
        );
      }
    }
    await t.db.deleteFrom("special_days").where("brand_id", "=", tono.brandId).execute();
  });
});
