import { describe, expect, it } from "vitest";
import { DAYS, DEFAULT_OPERATIONAL_HOURS, resolveOperationalHours } from "./operational-hours";

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
