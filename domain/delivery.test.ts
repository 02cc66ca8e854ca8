import { describe, expect, it } from "vitest";
import {
  DEFAULT_TIME_ZONE,
  DELIVERY_METHODS,
  DELIVERY_SLOTS,
  defaultDeliverySlot,
  deliveryDays,
  formatDateTimeId,
  formatDeliveryDay,
  resolveDeliveryMethod,
} from "./delivery";

/** A UTC instant for a wall-clock time in Jakarta (UTC+7, no DST). */
const jakarta = (hhmm: string, date = "2026-11-22"): Date => new Date(`${date}T${hhmm}:00+07:00`);

describe("deliveryDays", () => {
  it("uses the Jakarta calendar date even when UTC is still the previous day", () => {
    const now = new Date("2026-11-22T17:30:00Z"); // 23/11 00:30 WIB
    expect(deliveryDays(now, "Asia/Jakarta")).toEqual([
      { value: "today", label: "Hari ini", date: "23/11/2026" },
      { value: "tomorrow", label: "Besok", date: "24/11/2026" },
    ]);
  });

  it("defaults to Asia/Jakarta", () => {
    expect(DEFAULT_TIME_ZONE).toBe("Asia/Jakarta");
    expect(deliveryDays(new Date("2026-11-22T17:30:00Z"))[0].date).toBe("23/11/2026");
  });

  it("uses the given zone", () => {
    const now = new Date("2026-11-22T15:30:00Z"); // 22:30 WIB, 23:30 WITA, 00:30 WIT
    expect(deliveryDays(now, "Asia/Jakarta").map((d) => d.date)).toEqual([
      "22/11/2026",
      "23/11/2026",
    ]);
    expect(deliveryDays(now, "Asia/Jayapura").map((d) => d.date)).toEqual([
      "23/11/2026",
      "24/11/2026",
    ]);
  });

  it("rolls over month and year", () => {
    expect(deliveryDays(jakarta("10:00", "2026-12-31")).map((d) => d.date)).toEqual([
      "31/12/2026",
      "01/01/2027",
    ]);
    expect(deliveryDays(jakarta("10:00", "2026-02-28")).map((d) => d.date)).toEqual([
      "28/02/2026",
      "01/03/2026",
    ]);
    expect(deliveryDays(jakarta("10:00", "2028-02-28")).map((d) => d.date)).toEqual([
      "28/02/2028",
      "29/02/2028",
    ]);
  });
});

describe("formatDeliveryDay", () => {
  it("shows the label with the date", () => {
    expect(formatDeliveryDay({ label: "Hari ini", date: "22/11/2026" })).toBe(
      "Hari ini (22/11/2026)",
    );
  });
});

describe("DELIVERY_SLOTS", () => {
  it("is hourly from 09:00 to 20:00", () => {
    expect(DELIVERY_SLOTS).toHaveLength(12);
    expect(DELIVERY_SLOTS[0]).toBe("09:00");
    expect(DELIVERY_SLOTS[11]).toBe("20:00");
    expect(DELIVERY_SLOTS).toContain("13:00");
  });
});

describe("defaultDeliverySlot", () => {
  it.each([
    ["07:10", "09:00"],
    ["08:59", "09:00"],
    ["09:00", "10:00"],
    ["18:30", "19:00"],
    ["19:30", "20:00"],
    ["20:00", "09:00"],
    ["23:10", "09:00"],
    ["00:00", "09:00"],
  ])("at %s WIB picks %s", (time, slot) => {
    expect(defaultDeliverySlot(jakarta(time), "Asia/Jakarta")).toBe(slot);
  });

  it("uses the hour in the given zone", () => {
    const now = new Date("2026-11-22T17:30:00Z"); // 00:30 WIB, 01:30 WITA
    expect(defaultDeliverySlot(now, "Asia/Jakarta")).toBe("09:00");
    const noonUtc = new Date("2026-11-22T05:30:00Z"); // 12:30 WIB, 13:30 WITA
    expect(defaultDeliverySlot(noonUtc, "Asia/Jakarta")).toBe("13:00");
    expect(defaultDeliverySlot(noonUtc, "Asia/Makassar")).toBe("14:00");
  });
});

describe("resolveDeliveryMethod", () => {
  it("lists both methods", () => {
    expect(DELIVERY_METHODS).toEqual(["Diantar", "Diambil Sendiri"]);
  });

  it("forces pickup when store delivery is disabled", () => {
    expect(resolveDeliveryMethod(false)).toBe("Diambil Sendiri");
    expect(resolveDeliveryMethod(false, "Diantar")).toBe("Diambil Sendiri");
  });

  it("uses a valid choice when enabled", () => {
    expect(resolveDeliveryMethod(true, "Diantar")).toBe("Diantar");
    expect(resolveDeliveryMethod(true, "Diambil Sendiri")).toBe("Diambil Sendiri");
    expect(resolveDeliveryMethod(true)).toBeUndefined();
    expect(resolveDeliveryMethod(true, "")).toBeUndefined();
    expect(resolveDeliveryMethod(true, "Kurir")).toBeUndefined();
  });
});

describe("formatDateTimeId", () => {
  it("formats in Indonesian with a 24-hour clock", () => {
    expect(formatDateTimeId("2026-11-22T07:05:00Z", "Asia/Jakarta")).toBe("22 Nov 2026, 14:05");
    expect(formatDateTimeId(new Date("2026-11-22T07:05:00Z"))).toBe("22 Nov 2026, 14:05");
  });

  it("uses the zone's calendar date and hour", () => {
    const iso = "2026-11-22T17:30:00Z";
    expect(formatDateTimeId(iso, "Asia/Jakarta")).toBe("23 Nov 2026, 00:30");
    expect(formatDateTimeId(iso, "Asia/Makassar")).toBe("23 Nov 2026, 01:30");
    expect(formatDateTimeId(iso, "UTC")).toBe("22 Nov 2026, 17:30");
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
