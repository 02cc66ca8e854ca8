import { describe, expect, it } from "vitest";
import {
  SHOP_TIME_ZONE_VALUES,
  calendarDayAt,
  calendarDayIn,
  formatDateTimeId,
  getZonedParts,
  instantOnShopClock,
  offsetMinutesOf,
  shopClock,
  shopTimeZoneOf,
  startOfDayIn,
  timeZoneLabel,
} from "./shop-time";
import { ZShopHoursSchema } from "./shop-hours";

describe("formatDateTimeId", () => {
  it("formats in Indonesian with a 24-hour clock", () => {
    expect(formatDateTimeId("2026-11-22T07:05:00Z", "Asia/Jakarta")).toBe("22 Nov 2026, 14:05");
    expect(formatDateTimeId(new Date("2026-11-22T07:05:00Z"))).toBe("22 Nov 2026, 14:05");
  });

  it("uses the zone's calendar date and hour", () => {
    const iso = "2026-11-22T17:30:00Z";
    expect(formatDateTimeId(iso, "Asia/Jakarta")).toBe("23 Nov 2026, 00:30");
    expect(formatDateTimeId(iso, "Asia/Makassar")).toBe("23 Nov 2026, 01:30");
    expect(formatDateTimeId(iso, "Asia/Jayapura")).toBe("23 Nov 2026, 02:30");
  });

  it("uses the Indonesian month abbreviations", () => {
    const months = Array.from({ length: 12 }, (_, i) =>
      formatDateTimeId(`2026-${String(i + 1).padStart(2, "0")}-15T03:00:00Z`).slice(3, 6),
    );
    expect(months).toEqual([
      "Jan",
      "Feb",
      "Mar",
      "Apr",
      "Mei",
      "Jun",
      "Jul",
      "Agu",
      "Sep",
      "Okt",
      "Nov",
      "Des",
    ]);
  });

  it("rolls over the year in the zone", () => {
    expect(formatDateTimeId("2026-12-31T18:00:00Z")).toBe("01 Jan 2027, 01:00");
  });

  it("returns an empty string for an invalid date", () => {
    expect(formatDateTimeId("bukan tanggal")).toBe("");
  });
});

describe("shop time zones", () => {
  it("labels the three zones of Indonesia", () => {
    expect(timeZoneLabel("Asia/Jakarta")).toBe("WIB");
    expect(timeZoneLabel("Asia/Makassar")).toBe("WITA");
    expect(timeZoneLabel("Asia/Jayapura")).toBe("WIT");
  });

  it("keeps each zone's offset: WIB +7, WITA +8, WIT +9", () => {
    expect(SHOP_TIME_ZONE_VALUES.map(offsetMinutesOf)).toEqual([420, 480, 540]);
  });

  it("reads a stored zone, and no zone as WIB", () => {
    expect(shopTimeZoneOf("Asia/Makassar")).toBe("Asia/Makassar");
    expect(shopTimeZoneOf(null)).toBe("Asia/Jakarta");
    expect(shopTimeZoneOf(undefined)).toBe("Asia/Jakarta");
  });

  it("refuses a stored zone that is not one of the three instead of reading it as WIB", () => {
    for (const zone of ["Asia/Pontianak", "Europe/Paris", "Mars/Base", ""]) {
      expect(() => shopTimeZoneOf(zone)).toThrow(/Zona waktu toko tidak dikenal/);
    }
  });

  it("refuses another zone where settings enter, in Indonesian", () => {
    const zoneField = ZShopHoursSchema.shape.timeZone;
    expect(zoneField.safeParse("Asia/Jayapura").success).toBe(true);
    for (const zone of ["Asia/Singapore", "UTC", "WIB", 7]) {
      const result = zoneField.safeParse(zone);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Pilih zona waktu WIB, WITA, atau WIT.");
    }
  });
});

describe("the shop's day at midnight", () => {
  it.each([
    ["Asia/Jakarta", "2026-11-22T16:59:00Z", "2026-11-22T17:00:00Z"],
    ["Asia/Makassar", "2026-11-22T15:59:00Z", "2026-11-22T16:00:00Z"],
    ["Asia/Jayapura", "2026-11-22T14:59:00Z", "2026-11-22T15:00:00Z"],
  ] as const)("turns in %s at its own midnight", (zone, before, at) => {
    expect(shopClock(new Date(before), zone)).toMatchObject({ dayIndex: 6, minute: 1439 });
    expect(shopClock(new Date(at), zone)).toMatchObject({ dayIndex: 0, minute: 0 });
    expect(calendarDayIn(before, zone)).toBe("2026-11-22");
    expect(calendarDayIn(at, zone)).toBe("2026-11-23");
    expect(calendarDayAt(new Date(at), zone, 1)).toEqual({
      year: 2026,
      month: 11,
      day: 24,
      weekday: 2,
    });
    expect(startOfDayIn("2026-11-23", zone).toISOString()).toBe(new Date(at).toISOString());
  });

  it("finds the instant a minute of the shop's clock stands for", () => {
    const now = new Date("2026-11-22T02:00:00Z"); // 10:00 WITA
    const { midnight, minute } = shopClock(now, "Asia/Makassar");
    expect(minute).toBe(600);
    expect(instantOnShopClock(midnight + minute, "Asia/Makassar").toISOString()).toBe(
      now.toISOString(),
    );
    expect(startOfDayIn("2026-12-31", "Asia/Jayapura", 1).toISOString()).toBe(
      "2026-12-31T15:00:00.000Z",
    );
  });
});

describe("formatDateTimeId details", () => {
  it("zero-pads the day, hour and minute", () => {
    expect(formatDateTimeId(new Date("2026-01-04T19:07:00Z"), "Asia/Jakarta")).toBe(
      "05 Jan 2026, 02:07",
    );
  });

  it("shows midnight as 00, not 24", () => {
    expect(formatDateTimeId(new Date("2026-11-22T17:00:00Z"), "Asia/Jakarta")).toBe(
      "23 Nov 2026, 00:00",
    );
  });

  it("formats an invalid Date object as empty", () => {
    expect(formatDateTimeId(new Date(Number.NaN))).toBe("");
  });
});

describe("getZonedParts", () => {
  const zoneDatabase = (zone: string) =>
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
  const partsFromZoneDatabase = (formatter: Intl.DateTimeFormat, date: Date) =>
    Object.fromEntries(
      formatter
        .formatToParts(date)
        .filter((part) => part.type !== "literal")
        .map((part) => [part.type, Number(part.value) % (part.type === "hour" ? 24 : Infinity)]),
    );

  it("answers every instant of a minute, in each zone, as Intl does", () => {
    const start = Date.UTC(2026, 10, 24, 16, 59, 0);
    for (const zone of SHOP_TIME_ZONE_VALUES) {
      const formatter = zoneDatabase(zone);
      for (const offset of [0, 1, 59_999, 60_000, 3_600_000]) {
        const date = new Date(start + offset);
        expect(getZonedParts(date, zone)).toEqual(partsFromZoneDatabase(formatter, date));
      }
    }
  });

  // A quarter of a million readings of the zone database: seconds on a busy machine.
  it("agrees with the zone database from 1990 to 2060, around every midnight and year's end", () => {
    // Every 7 hours 13 minutes over seventy years, and the minutes either side of each
    // zone's midnight on the last day of every year: any offset the table got wrong, or a
    // change in the zone database, fails here.
    const instants: number[] = [];
    for (let at = Date.UTC(1990, 0, 1); at < Date.UTC(2060, 0, 1); at += 433 * 60_000) {
      instants.push(at);
    }
    for (let year = 1990; year < 2060; year += 1) {
      for (const hour of [14, 15, 16, 17]) {
        for (const minute of [-1, 0, 1]) instants.push(Date.UTC(year, 11, 31, hour, minute));
      }
    }
    for (const zone of SHOP_TIME_ZONE_VALUES) {
      const formatter = zoneDatabase(zone);
      const wrong = instants.filter((at) => {
        const date = new Date(at);
        const expected = partsFromZoneDatabase(formatter, date);
        const actual = getZonedParts(date, zone);
        return (Object.keys(expected) as (keyof typeof actual)[]).some(
          (key) => actual[key] !== expected[key],
        );
      });
      expect(wrong.map((at) => new Date(at).toISOString())).toEqual([]);
    }
  }, 60_000);

  it("gives each caller its own parts", () => {
    const date = new Date(Date.UTC(2026, 10, 24, 3, 0));
    getZonedParts(date, "Asia/Jakarta").day = 99;
    expect(getZonedParts(date, "Asia/Jakarta").day).toBe(24);
  });
});
