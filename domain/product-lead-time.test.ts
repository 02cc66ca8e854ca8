import { describe, expect, it } from "vitest";
import {
  followShopText,
  leadTimeFormValue,
  leadTimeHoursOf,
  leadTimeSpan,
  MAX_PRODUCT_LEAD_TIME_HOURS,
} from "./product-lead-time";
import { ORDER_DAYS_AHEAD } from "./shop-hours";

describe("a product's lead time on its form (decision 065)", () => {
  it("allows no more than the days a shop takes orders ahead", () => {
    expect(MAX_PRODUCT_LEAD_TIME_HOURS).toBe(ORDER_DAYS_AHEAD * 24);
  });

  it("says whole days in days and anything else in hours", () => {
    expect(leadTimeSpan(72)).toBe("3 hari");
    expect(leadTimeSpan(24)).toBe("1 hari");
    expect(leadTimeSpan(36)).toBe("36 jam");
    expect(leadTimeSpan(5)).toBe("5 jam");
  });

  it("shows a stored lead time in the unit it reads best in, none as blank", () => {
    expect(leadTimeFormValue(null)).toEqual({ amount: "", unit: "jam" });
    expect(leadTimeFormValue(0)).toEqual({ amount: "0", unit: "jam" });
    expect(leadTimeFormValue(48)).toEqual({ amount: "2", unit: "hari" });
    expect(leadTimeFormValue(30)).toEqual({ amount: "30", unit: "jam" });
  });

  it("reads the typed amount in its unit as hours", () => {
    expect(leadTimeHoursOf("", "hari")).toBeNull();
    expect(leadTimeHoursOf(" 3 ", "hari")).toBe(72);
    expect(leadTimeHoursOf("3", "jam")).toBe(3);
    expect(leadTimeHoursOf("1.5", "hari")).toBeUndefined();
    expect(leadTimeHoursOf("-2", "jam")).toBeUndefined();
  });

  it("names what a product without its own lead time follows", () => {
    expect(followShopText(0)).toBe("Ikuti toko (tanpa waktu persiapan)");
    expect(followShopText(3)).toBe("Ikuti toko (3 jam)");
    expect(followShopText(48)).toBe("Ikuti toko (2 hari)");
  });
});
