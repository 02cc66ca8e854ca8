import { describe, expect, it } from "vitest";
import {
  DAYS,
  DEFAULT_OPERATIONAL_HOURS,
  resolveOperationalHours,
  DAY_LABELS,
  ZOperationalHoursSchema,
} from "./operational-hours";

const week = (overrides: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(
    DAYS.map((day) => [day, { isOpen: true, openTime: "09:00", closeTime: "17:00" }]),
  ),
  ...overrides,
});

describe("operational hours", () => {
  it("defaults to every day open 08:00-22:00", () => {
    expect(Object.keys(DEFAULT_OPERATIONAL_HOURS)).toEqual([...DAYS]);
    for (const day of DAYS) {
      expect(DEFAULT_OPERATIONAL_HOURS[day]).toEqual({
        isOpen: true,
        openTime: "08:00",
        closeTime: "22:00",
      });
    }
  });

  it("uses stored hours when all seven days are present", () => {
    const stored = week({ minggu: { isOpen: false, openTime: "00:00", closeTime: "00:00" } });
    expect(resolveOperationalHours(stored)).toEqual(stored);
  });

  it("falls back to the default when a day is missing", () => {
    const { minggu: _missing, ...sixDays } = week();
    expect(resolveOperationalHours(sixDays)).toEqual(DEFAULT_OPERATIONAL_HOURS);
  });

  it("falls back to the default for nothing stored or malformed entries", () => {
    expect(resolveOperationalHours(null)).toEqual(DEFAULT_OPERATIONAL_HOURS);
    expect(resolveOperationalHours("senin")).toEqual(DEFAULT_OPERATIONAL_HOURS);
    expect(
      resolveOperationalHours(week({ senin: { isOpen: true, openTime: "8", closeTime: "22:00" } })),
    ).toEqual(DEFAULT_OPERATIONAL_HOURS);
  });
});

describe("operational hours storage", () => {
  it("reads hours stored as JSON text", () => {
    const stored = week({ sabtu: { isOpen: true, openTime: "10:00", closeTime: "23:30" } });
    expect(resolveOperationalHours(JSON.stringify(stored))).toEqual(stored);
    expect(resolveOperationalHours("{not json")).toEqual(DEFAULT_OPERATIONAL_HOURS);
  });

  it("drops unknown keys from stored hours", () => {
    const resolved = resolveOperationalHours({ ...week(), libur: { isOpen: false } });
    expect(Object.keys(resolved)).toEqual([...DAYS]);
  });

  it("falls back when a time is out of range or isOpen is not a boolean", () => {
    for (const bad of [
      { isOpen: true, openTime: "24:00", closeTime: "22:00" },
      { isOpen: true, openTime: "08:60", closeTime: "22:00" },
      { isOpen: "ya", openTime: "08:00", closeTime: "22:00" },
    ]) {
      expect(resolveOperationalHours(week({ rabu: bad }))).toEqual(DEFAULT_OPERATIONAL_HOURS);
    }
  });

  it("allows closing after midnight (close before open)", () => {
    const late = week({ jumat: { isOpen: true, openTime: "18:00", closeTime: "02:00" } });
    expect(resolveOperationalHours(late)).toEqual(late);
  });

  it("hands out a copy of the default that callers may edit freely", () => {
    for (const stored of [undefined, "{not json", { senin: null }]) {
      const hours = resolveOperationalHours(stored);
      hours.senin.isOpen = false;
      expect(hours.senin.isOpen).toBe(false);
      expect(DEFAULT_OPERATIONAL_HOURS.senin.isOpen).toBe(true);
      expect(resolveOperationalHours(stored).senin.isOpen).toBe(true);
    }
  });

  it("validates a form value with the schema and labels the days", () => {
    expect(ZOperationalHoursSchema.safeParse(week()).success).toBe(true);
    expect(DAYS.map((day) => DAY_LABELS[day])).toEqual([
      "Senin",
      "Selasa",
      "Rabu",
      "Kamis",
      "Jumat",
      "Sabtu",
      "Minggu",
    ]);
  });
});
