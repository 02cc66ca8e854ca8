import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { DAYS } from "#domain/operational-hours";
import { ZShopHoursFormSchema } from "#domain/shop-hours";

// The hours editor's form as the browser posts it, read with the parsing the app uses
// (Conform's parseWithZod, as in server/form-action.ts) against the domain's schema.

describe("the hours editor's form", () => {
  it("reads the form as the browser posts it: an unticked day posts no 'isOpen' and is closed", () => {
    const data = new FormData();
    data.set("intent", "save-hours");
    data.set("timeZone", "Asia/Makassar");
    data.set("closedOrderPolicy", "none");
    for (const day of DAYS) {
      if (day !== "minggu") data.set(`operationalHours.${day}.isOpen`, "on");
      data.set(`operationalHours.${day}.openTime`, "08:00");
      data.set(`operationalHours.${day}.closeTime`, day === "senin" ? "7:30 PM" : "22:00");
    }
    const refused = parseWithZod(data, { schema: ZShopHoursFormSchema });
    expect(refused.status === "error" && refused.error).toEqual({
      "operationalHours.senin.closeTime": [
        "Jam harus ditulis 24 jam dengan format JJ:MM, contoh 08:00.",
      ],
    });
    data.set("operationalHours.senin.closeTime", "22:00");
    const saved = parseWithZod(data, { schema: ZShopHoursFormSchema });
    expect(saved.status === "success" && saved.value).toMatchObject({
      timeZone: "Asia/Makassar",
      closedOrderPolicy: "none",
      operationalHours: {
        senin: { isOpen: true, openTime: "08:00", closeTime: "22:00" },
        minggu: { isOpen: false, openTime: "08:00", closeTime: "22:00" },
      },
    });
  });
});
