import { describe, expect, it } from "vitest";
import {
  DELIVERY_METHODS,
  DELIVERY_SLOTS,
  defaultDeliverySlot,
  deliveryDays,
  formatDeliveryDay,
  resolveDeliveryMethod,
  formatDeliveryTimeOption,
  isDeliveryDayValue,
  isDeliveryMethod,
  isDeliverySlot,
  deliveryDayAt,
} from "./delivery";
import { DEFAULT_TIME_ZONE } from "./shop-time";

/** A UTC instant for a wall-clock time in Jakarta (UTC+7, no DST). */
const jakarta = (hhmm: string, date = "2026-11-22"): Date => new Date(`${date}T${hhmm}:00+07:00`);

describe("deliveryDays", () => {
  it("uses the Jakarta calendar date even when UTC is still the previous day", () => {
    const now = new Date("2026-11-22T17:30:00Z"); // 23/11 00:30 WIB
    expect(deliveryDays(now, "Asia/Jakarta")).toEqual([
      { value: "today", label: "Hari ini", date: "23/11/2026", weekday: "Senin" },
      { value: "tomorrow", label: "Besok", date: "24/11/2026", weekday: "Selasa" },
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

describe("delivery days in WITA and WIT shops", () => {
  it("gives 'Hari ini' as 23/11/2026 in Jakarta at 2026-11-22T17:30Z", () => {
    const [today, tomorrow] = deliveryDays(new Date("2026-11-22T17:30:00Z"), "Asia/Jakarta");
    expect(formatDeliveryDay(today)).toBe("Hari ini (23/11/2026)");
    expect(formatDeliveryDay(tomorrow)).toBe("Besok (24/11/2026)");
  });

  it("switches days in Makassar an hour before Jakarta", () => {
    const now = new Date("2026-11-22T16:30:00Z"); // 23:30 WIB, 00:30 WITA
    expect(deliveryDays(now, "Asia/Jakarta")[0].date).toBe("22/11/2026");
    expect(deliveryDays(now, "Asia/Makassar")[0].date).toBe("23/11/2026");
  });

  it("switches days in Jayapura two hours before Jakarta", () => {
    const now = new Date("2026-11-22T15:30:00Z"); // 22:30 WIB, 00:30 WIT
    expect(deliveryDays(now, "Asia/Jakarta")[0].date).toBe("22/11/2026");
    expect(deliveryDays(now, "Asia/Jayapura")[0].date).toBe("23/11/2026");
  });
});

describe("deliveryDayAt", () => {
  const now = new Date("2026-11-22T03:00:00Z"); // Minggu 22/11 10:00 WIB

  it("names days after tomorrow by their weekday", () => {
    expect(deliveryDayAt(now, "Asia/Jakarta", 2)).toEqual({
      value: "day-2",
      label: "Selasa",
      date: "24/11/2026",
      weekday: "Selasa",
    });
    expect(deliveryDayAt(now, "Asia/Jakarta", 7)).toMatchObject({
      value: "day-7",
      label: "Minggu",
      date: "29/11/2026",
    });
  });
});

describe("formatDeliveryTimeOption", () => {
  it("stores the absolute day, the slot and the zone's label", () => {
    const tomorrow = deliveryDayAt(new Date("2026-11-22T03:00:00Z"), "Asia/Jakarta", 1);
    expect(formatDeliveryTimeOption(tomorrow, "10:00", "Asia/Jakarta")).toBe(
      "Senin, 23/11/2026 10:00 WIB",
    );
    expect(formatDeliveryTimeOption(tomorrow, "10:00", "Asia/Makassar")).toBe(
      "Senin, 23/11/2026 10:00 WITA",
    );
    expect(formatDeliveryTimeOption(tomorrow, "10:00", "Asia/Jayapura")).toBe(
      "Senin, 23/11/2026 10:00 WIT",
    );
  });
});

describe("defaultDeliverySlot boundaries", () => {
  it.each([
    ["07:45", "09:00"],
    ["08:00", "09:00"],
    ["12:59", "13:00"],
    ["19:00", "20:00"],
    ["19:59", "20:00"],
    ["20:59", "09:00"],
    ["23:59", "09:00"],
  ])("at %s WIB picks %s (minutes ignored)", (time, slot) => {
    expect(defaultDeliverySlot(jakarta(time), "Asia/Jakarta")).toBe(slot);
  });

  it("falls back to 09:00 in Makassar an hour earlier than in Jakarta", () => {
    const now = new Date("2026-11-22T12:30:00Z"); // 19:30 WIB, 20:30 WITA
    expect(defaultDeliverySlot(now, "Asia/Jakarta")).toBe("20:00");
    expect(defaultDeliverySlot(now, "Asia/Makassar")).toBe("09:00");
  });

  it("always returns one of the slots", () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const now = jakarta(`${String(hour).padStart(2, "0")}:30`);
      expect(isDeliverySlot(defaultDeliverySlot(now, "Asia/Jakarta"))).toBe(true);
    }
  });
});

describe("delivery value checks", () => {
  it("recognises slots, day values and methods exactly", () => {
    expect(isDeliverySlot("09:00")).toBe(true);
    expect(isDeliverySlot("08:00")).toBe(false);
    expect(isDeliverySlot("9:00")).toBe(false);
    expect(isDeliveryDayValue("today")).toBe(true);
    expect(isDeliveryDayValue("Hari ini")).toBe(false);
    expect(isDeliveryMethod("Diantar")).toBe(true);
    expect(isDeliveryMethod("diantar")).toBe(false);
  });
});
