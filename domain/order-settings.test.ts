import { describe, expect, it } from "vitest";
import {
  describeDaysAhead,
  describeSlotCapacity,
  ORDER_SETTINGS_MESSAGES,
  ZOrderSettingsSchema,
} from "./order-settings";

// The posted form is read in app/lib/form-parsing/order-settings-form.test.ts.

describe("the order settings", () => {
  it("takes whole numbers in range", () => {
    expect(
      ZOrderSettingsSchema.parse({ orderDaysAhead: 14, leadTimeHours: 72, maxOrdersPerSlot: 1000 }),
    ).toEqual({ orderDaysAhead: 14, leadTimeHours: 72, maxOrdersPerSlot: 1000 });
    expect(
      ZOrderSettingsSchema.parse({
        orderDaysAhead: "0",
        leadTimeHours: "0",
        maxOrdersPerSlot: "1",
      }),
    ).toEqual({ orderDaysAhead: 0, leadTimeHours: 0, maxOrdersPerSlot: 1 });
  });

  it("names each value out of range in Indonesian", () => {
    expect(ORDER_SETTINGS_MESSAGES.daysAheadInvalid).toBe(
      "Jumlah hari harus bilangan bulat 0 sampai 14",
    );
  });

  it("refuses what is no whole number", () => {
    expect(
      ZOrderSettingsSchema.safeParse({ orderDaysAhead: "1e1", leadTimeHours: "0" }).success,
    ).toBe(false);
  });

  it("describes the settings as the seller reads them", () => {
    expect(describeDaysAhead(0)).toBe("Hari ini saja");
    expect(describeDaysAhead(1)).toBe("Hari ini dan besok");
    expect(describeDaysAhead(7)).toBe("Hari ini sampai 7 hari ke depan");
    expect(describeSlotCapacity(null)).toBe("Tanpa batas");
    expect(describeSlotCapacity(5)).toBe("5 pesanan per jam");
  });
});
