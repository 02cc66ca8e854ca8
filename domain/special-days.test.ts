import { describe, expect, it } from "vitest";
import { ALL_DAY_OPERATIONAL_HOURS, DAYS, type OperationalHours } from "./operational-hours";
import {
  checkOrderSlot,
  describeShopHours,
  orderingWindow,
  shopStatus,
  type ShopHoursSettings,
} from "./shop-hours";
import {
  MAX_SPECIAL_DAYS,
  SPECIAL_DAY_MESSAGES,
  specialDayProblem,
  type SpecialDay,
} from "./special-days";

// 2026-11-23 is a Monday (Senin).
const at = (local: string, offset = "+07:00") => new Date(`${local}:00${offset}`);

const everyDay = (openTime: string, closeTime: string): OperationalHours =>
  Object.fromEntries(
    DAYS.map((day) => [day, { isOpen: true, openTime, closeTime }]),
  ) as OperationalHours;

const closed = (startDate: string, endDate: string, reason = "Libur Lebaran"): SpecialDay => ({
  id: `${startDate}-${endDate}`,
  startDate,
  endDate,
  kind: "closed",
  openTime: null,
  closeTime: null,
  reason,
});

const otherHours = (date: string, openTime: string, closeTime: string, reason: string | null) => ({
  id: date,
  startDate: date,
  endDate: date,
  kind: "hours" as const,
  openTime,
  closeTime,
  reason,
});

const shop = (specialDays: SpecialDay[], overrides: Partial<ShopHoursSettings> = {}) =>
  ({
    isSwitchedOn: true,
    hours: everyDay("08:00", "22:00"),
    timeZone: "Asia/Jakarta",
    closedOrderPolicy: "preorder",
    orderDaysAhead: 7,
    specialDays,
    ...overrides,
  }) satisfies ShopHoursSettings;

const lebaran = closed("2026-11-25", "2026-11-27");

describe("the shop's status on special days", () => {
  it("is closed on a closed date with the reason and when it opens again", () => {
    const status = shopStatus(shop([lebaran]), at("2026-11-25T10:00"));
    expect(status).toMatchObject({
      isOpen: false,
      closedReason: "outside-hours",
      closedText: "Libur Lebaran, buka lagi Sabtu, 28 November 08:00 WIB",
      closure: "Libur Lebaran",
    });
  });

  it("names the closure the evening before it, and not once it is over", () => {
    const evening = shopStatus(shop([lebaran]), at("2026-11-24T23:00"));
    expect(evening.closedText).toBe("Libur Lebaran, buka lagi Sabtu, 28 November 08:00 WIB");
    const after = shopStatus(shop([lebaran]), at("2026-11-28T07:00"));
    expect(after.closedText).toBe("Tutup · Buka lagi hari ini 08:00 WIB");
    expect(shopStatus(shop([lebaran]), at("2026-11-28T08:00")).isOpen).toBe(true);
  });

  it("opens and closes at a date's special hours", () => {
    const short = shop([otherHours("2026-11-24", "10:00", "14:00", "Halal bihalal")]);
    expect(shopStatus(short, at("2026-11-24T09:00")).closedText).toBe(
      "Tutup · Buka lagi hari ini 10:00 WIB",
    );
    expect(shopStatus(short, at("2026-11-24T13:59")).isOpen).toBe(true);
    expect(shopStatus(short, at("2026-11-24T14:00")).isOpen).toBe(false);
    expect(shopStatus(short, at("2026-11-23T12:00")).isOpen).toBe(true);
  });

  it("finds the opening after a closure longer than a week", () => {
    const long = shop([closed("2026-11-24", "2026-12-20", "Renovasi")]);
    expect(shopStatus(long, at("2026-11-30T12:00")).closedText).toBe(
      "Renovasi, buka lagi Senin, 21 Desember 08:00 WIB",
    );
  });

  it("lets the seller's switch win over everything", () => {
    const off = shop([lebaran], { isSwitchedOn: false });
    expect(shopStatus(off, at("2026-11-25T10:00")).closedText).toBe("Toko sedang tutup");
  });
});

describe("the week of hours", () => {
  it("shows the special days of the coming week on their weekdays", () => {
    const view = describeShopHours(
      shop([lebaran, otherHours("2026-11-29", "10:00", "14:00", null)]),
      at("2026-11-24T12:00"),
    );
    expect(view.todayText).toBe("Hari ini: 08:00–22:00 WIB");
    const byDay = Object.fromEntries(view.week.map((entry) => [entry.day, entry]));
    expect(byDay.Rabu).toMatchObject({ hours: "Tutup", note: "25 Nov · Libur Lebaran" });
    expect(byDay.Jumat).toMatchObject({ hours: "Tutup", note: "27 Nov · Libur Lebaran" });
    expect(byDay.Minggu).toMatchObject({ hours: "10:00–14:00", note: "29 Nov · Jam khusus" });
    expect(byDay.Senin).toEqual({ day: "Senin", hours: "08:00–22:00", isToday: false });
  });

  it("says so in today's hours", () => {
    expect(describeShopHours(shop([lebaran]), at("2026-11-26T12:00")).todayText).toBe(
      "Hari ini: Tutup (Libur Lebaran)",
    );
    const short = shop([otherHours("2026-11-24", "10:00", "14:00", null)]);
    expect(describeShopHours(short, at("2026-11-24T12:00")).todayText).toBe(
      "Hari ini: 10:00–14:00 WIB (jam khusus)",
    );
  });
});

describe("the checkout on special days", () => {
  it("skips closed dates and names them with their reason", () => {
    const window = orderingWindow(shop([lebaran]), at("2026-11-24T12:00"));
    expect(window.days.map((day) => day.date)).toEqual([
      "24/11/2026",
      "28/11/2026",
      "29/11/2026",
      "30/11/2026",
      "01/12/2026",
    ]);
    expect(window.specialDayNotes).toEqual([
      "Tutup Rabu, 25/11/2026 – Jumat, 27/11/2026: Libur Lebaran.",
    ]);
  });

  it("offers a special-hours date's own slots", () => {
    const short = shop([otherHours("2026-11-25", "10:00", "14:00", "Halal bihalal")]);
    const window = orderingWindow(short, at("2026-11-24T12:00"));
    expect(window.days.find((day) => day.date === "25/11/2026")?.slots).toEqual([
      "10:00",
      "11:00",
      "12:00",
      "13:00",
    ]);
    expect(window.specialDayNotes).toEqual([
      "Jam khusus Rabu, 25/11/2026: 10:00–14:00 WIB (Halal bihalal).",
    ]);
  });

  it("has no notes without special days among the days offered", () => {
    const later = shop([closed("2026-12-20", "2026-12-21")]);
    expect(orderingWindow(later, at("2026-11-24T12:00")).specialDayNotes).toBeUndefined();
  });

  it("refuses an order for a closed date or outside a date's special hours", () => {
    const settings = shop([lebaran, otherHours("2026-11-28", "10:00", "14:00", null)]);
    const now = at("2026-11-24T12:00");
    expect(
      checkOrderSlot(settings, now, {
        deliveryDay: "day-2",
        deliveryDate: "26/11/2026",
        deliveryTime: "10:00",
      }),
    ).toEqual({
      ok: false,
      error: "Toko tutup pada Kamis, 26/11/2026 (Libur Lebaran). Pilih hari pengiriman lain.",
    });
    expect(
      checkOrderSlot(settings, now, {
        deliveryDay: "day-4",
        deliveryDate: "28/11/2026",
        deliveryTime: "15:00",
      }),
    ).toEqual({
      ok: false,
      error: "Pada Sabtu, 28/11/2026 toko hanya buka 10:00–14:00 WIB. Pilih jam pengiriman lain.",
    });
    expect(
      checkOrderSlot(settings, now, {
        deliveryDay: "day-4",
        deliveryDate: "28/11/2026",
        deliveryTime: "13:00",
      }),
    ).toMatchObject({ ok: true, deliveryTimeOption: "Sabtu, 28/11/2026 13:00 WIB" });
  });

  it("takes no order during a closure when the shop takes none while closed, naming it", () => {
    const settings = shop([lebaran], { closedOrderPolicy: "none" });
    const window = orderingWindow(settings, at("2026-11-25T12:00"));
    expect(window.canOrder).toBe(false);
    expect(window.notice).toBe(
      "Toko tutup (Libur Lebaran). Pesanan bisa dikirim lagi saat toko buka: Sabtu, 28 November 08:00 WIB.",
    );
  });

  it("keeps the evening before running past midnight into a closed date", () => {
    const late = shop([lebaran], { hours: everyDay("18:00", "02:00") });
    expect(shopStatus(late, at("2026-11-25T01:00")).isOpen).toBe(true);
    expect(shopStatus(late, at("2026-11-25T19:00")).isOpen).toBe(false);
  });

  it("is the week's hours again for a shop open around the clock without special days", () => {
    const always = shop([], { hours: { ...ALL_DAY_OPERATIONAL_HOURS } });
    expect(orderingWindow(always, at("2026-11-24T12:00")).days).toHaveLength(8);
  });
});

describe("a new special day", () => {
  const today = "2026-11-24";
  const entry = (startDate: string, endDate = startDate) => ({
    ...closed(startDate, endDate),
    id: undefined,
  });

  it("is refused in the past, backwards, too far, too long or overlapping", () => {
    expect(specialDayProblem(entry("2026-11-23"), [], today)?.message).toBe(
      SPECIAL_DAY_MESSAGES.startPast,
    );
    expect(specialDayProblem(entry("2026-11-26", "2026-11-25"), [], today)?.message).toBe(
      SPECIAL_DAY_MESSAGES.endBeforeStart,
    );
    expect(specialDayProblem(entry("2027-11-25"), [], today)?.message).toBe(
      SPECIAL_DAY_MESSAGES.tooFar,
    );
    expect(specialDayProblem(entry("2026-12-01", "2027-01-30"), [], today)?.message).toBe(
      SPECIAL_DAY_MESSAGES.rangeTooLong,
    );
    expect(specialDayProblem(entry("2026-12-01", "2027-01-29"), [], today)).toBeNull();
    expect(specialDayProblem(entry("2026-11-27", "2026-11-29"), [lebaran], today)?.message).toBe(
      "Tanggal ini bertabrakan dengan Rabu, 25 November 2026 – Jumat, 27 November 2026 (Tutup · Libur Lebaran). Hapus yang lama dulu atau pilih tanggal lain.",
    );
    expect(specialDayProblem(entry("2026-11-24"), [lebaran], today)).toBeNull();
  });

  it("is refused past the most upcoming special days a shop holds", () => {
    const many = Array.from({ length: MAX_SPECIAL_DAYS }, (_, index) => {
      const date = new Date(Date.UTC(2026, 11, 1 + index)).toISOString().slice(0, 10);
      return closed(date, date);
    });
    expect(specialDayProblem(entry("2026-11-25"), many, today)?.message).toBe(
      SPECIAL_DAY_MESSAGES.tooMany,
    );
    // Past ones do not count.
    expect(specialDayProblem(entry("2026-11-25"), many.slice(1), today)).toBeNull();
  });
});
