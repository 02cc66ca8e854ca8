import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  describeDaysAhead,
  describeSlotCapacity,
  ORDER_SETTINGS_MESSAGES,
  ZOrderSettingsFormSchema,
  ZOrderSettingsSchema,
} from "./order-settings";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  data.set("intent", "save-order-settings");
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return parseWithZod(data, { schema: ZOrderSettingsFormSchema });
};

describe("the order settings", () => {
  it("takes whole numbers in range; an empty cap is no cap", () => {
    const saved = form({ orderDaysAhead: "3", leadTimeHours: "2", maxOrdersPerSlot: "" });
    expect(saved.status === "success" && saved.value).toEqual({
      intent: "save-order-settings",
      orderDaysAhead: 3,
      leadTimeHours: 2,
      maxOrdersPerSlot: null,
    });
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
    const refused = form({ orderDaysAhead: "15", leadTimeHours: "73", maxOrdersPerSlot: "0" });
    expect(refused.status === "error" && refused.error).toEqual({
      orderDaysAhead: [ORDER_SETTINGS_MESSAGES.daysAheadInvalid],
      leadTimeHours: [ORDER_SETTINGS_MESSAGES.leadTimeInvalid],
      maxOrdersPerSlot: [ORDER_SETTINGS_MESSAGES.capacityInvalid],
    });
    expect(ORDER_SETTINGS_MESSAGES.daysAheadInvalid).toBe(
      "Jumlah hari harus bilangan bulat 0 sampai 14",
    );
  });

  it("refuses what is no whole number, and a missing value", () => {
    const refused = form({ orderDaysAhead: "1.5", leadTimeHours: "", maxOrdersPerSlot: "-3" });
    expect(refused.status === "error" && refused.error).toEqual({
      orderDaysAhead: [ORDER_SETTINGS_MESSAGES.daysAheadInvalid],
      leadTimeHours: [ORDER_SETTINGS_MESSAGES.leadTimeRequired],
      maxOrdersPerSlot: [ORDER_SETTINGS_MESSAGES.capacityInvalid],
    });
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
