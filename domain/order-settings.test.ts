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
    ).toEqual({
      orderDaysAhead: 14,
      leadTimeHours: 72,
      maxOrdersPerSlot: 1000,
      minimumOrderDelivery: null,
      minimumOrderPickup: null,
    });
    expect(
      ZOrderSettingsSchema.parse({
        orderDaysAhead: "0",
        leadTimeHours: "0",
        maxOrdersPerSlot: "1",
      }),
    ).toEqual({
      orderDaysAhead: 0,
      leadTimeHours: 0,
      maxOrdersPerSlot: 1,
      minimumOrderDelivery: null,
      minimumOrderPickup: null,
    });
  });

  it("names each value out of range in Indonesian", () => {
    expect(ORDER_SETTINGS_MESSAGES.daysAheadInvalid).toBe(
      "Jumlah hari harus bilangan bulat 0 sampai 14",
    );
  });

  it("takes a minimum order written as money, and an empty one as none", () => {
    const base = { orderDaysAhead: 1, leadTimeHours: 0 };
    for (const [typed, amount] of [
      ["50000", 50_000],
      ["50.000", 50_000],
      ["Rp 50.000", 50_000],
      [" Rp50.000 ", 50_000],
      [75_000, 75_000],
      ["", null],
      [null, null],
      [undefined, null],
    ] as const) {
      expect(
        ZOrderSettingsSchema.parse({
          ...base,
          minimumOrderDelivery: typed,
          minimumOrderPickup: typed,
        }),
      ).toMatchObject({ minimumOrderDelivery: amount, minimumOrderPickup: amount });
    }
  });

  it("refuses a minimum order that is no amount in range", () => {
    const base = { orderDaysAhead: 1, leadTimeHours: 0 };
    for (const typed of ["0", "-5000", "50,5", "5.0000", "lima", "100.000.001", 1.5, true]) {
      const result = ZOrderSettingsSchema.safeParse({ ...base, minimumOrderDelivery: typed });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(ORDER_SETTINGS_MESSAGES.minimumOrderInvalid);
    }
    expect(ORDER_SETTINGS_MESSAGES.minimumOrderInvalid).toBe(
      "Minimal pesanan harus angka Rp 1 sampai Rp 100.000.000, atau kosongkan jika tanpa minimal",
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
