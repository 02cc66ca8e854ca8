import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ORDER_SETTINGS_MESSAGES, ZOrderSettingsFormSchema } from "#domain/order-settings";

// The order settings' form as the browser posts it, read with the parsing the app uses
// (Conform's parseWithZod, as in server/form-action.ts) against the domain's schema.

const form = (values: Record<string, string>) => {
  const data = new FormData();
  data.set("intent", "save-order-settings");
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return parseWithZod(data, { schema: ZOrderSettingsFormSchema });
};

describe("the order settings' form", () => {
  it("takes whole numbers in range; an empty cap is no cap", () => {
    const saved = form({ orderDaysAhead: "3", leadTimeHours: "2", maxOrdersPerSlot: "" });
    expect(saved.status === "success" && saved.value).toEqual({
      intent: "save-order-settings",
      orderDaysAhead: 3,
      leadTimeHours: 2,
      maxOrdersPerSlot: null,
      minimumOrderDelivery: null,
      minimumOrderPickup: null,
    });
  });

  it("takes the minimum order per method as the seller types money", () => {
    const saved = form({
      orderDaysAhead: "3",
      leadTimeHours: "2",
      maxOrdersPerSlot: "",
      minimumOrderDelivery: "Rp 50.000",
      minimumOrderPickup: "20000",
    });
    expect(saved.status === "success" && saved.value).toMatchObject({
      minimumOrderDelivery: 50_000,
      minimumOrderPickup: 20_000,
    });
    const refused = form({
      orderDaysAhead: "3",
      leadTimeHours: "2",
      minimumOrderDelivery: "0",
      minimumOrderPickup: "abc",
    });
    expect(refused.status === "error" && refused.error).toEqual({
      minimumOrderDelivery: [ORDER_SETTINGS_MESSAGES.minimumOrderInvalid],
      minimumOrderPickup: [ORDER_SETTINGS_MESSAGES.minimumOrderInvalid],
    });
  });

  it("names each value out of range in Indonesian", () => {
    const refused = form({ orderDaysAhead: "15", leadTimeHours: "73", maxOrdersPerSlot: "0" });
    expect(refused.status === "error" && refused.error).toEqual({
      orderDaysAhead: [ORDER_SETTINGS_MESSAGES.daysAheadInvalid],
      leadTimeHours: [ORDER_SETTINGS_MESSAGES.leadTimeInvalid],
      maxOrdersPerSlot: [ORDER_SETTINGS_MESSAGES.capacityInvalid],
    });
  });

  it("refuses what is no whole number, and a missing value", () => {
    const refused = form({ orderDaysAhead: "1.5", leadTimeHours: "", maxOrdersPerSlot: "-3" });
    expect(refused.status === "error" && refused.error).toEqual({
      orderDaysAhead: [ORDER_SETTINGS_MESSAGES.daysAheadInvalid],
      leadTimeHours: [ORDER_SETTINGS_MESSAGES.leadTimeRequired],
      maxOrdersPerSlot: [ORDER_SETTINGS_MESSAGES.capacityInvalid],
    });
  });
});
