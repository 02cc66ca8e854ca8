import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { ZDeliveryAreaSchema, ZSetDeliveryFeeSchema } from "./delivery-areas-form";
import {
  DELIVERY_AREA_MESSAGES,
  MAX_DELIVERY_AREAS,
  areaFee,
  deliveryAreasOf,
  deliveryFeeLabel,
  orderDeliveryOf,
  withArea,
  type DeliveryArea,
  type DeliveryAreaSettings,
} from "./delivery-fee";

const sukajadi: DeliveryArea = { id: "a", name: "Sukajadi", fee: 10_000, freeAbove: 150_000 };
const cidadap: DeliveryArea = { id: "b", name: "Kec. Cidadap", fee: 15_000, freeAbove: null };
const settings = (elsewhere: "none" | "later"): DeliveryAreaSettings => ({
  areas: [sukajadi, cidadap],
  elsewhere,
});
const delivered = (area: string | undefined, seenFee?: number) => ({
  isDelivered: true,
  area,
  seenFee,
});

describe("delivery fees", () => {
  it("charges an area's fee, free from its amount on", () => {
    expect(areaFee(sukajadi, 149_999)).toBe(10_000);
    expect(areaFee(sukajadi, 150_000)).toBe(0);
    expect(areaFee(cidadap, 10_000_000)).toBe(15_000);
  });

  it("finds the area whatever its case and spaces", () => {
    const result = orderDeliveryOf(settings("none"), delivered("  kec.   CIDADAP "), 50_000);
    expect(result).toEqual({
      ok: true,
      delivery: { area: "Kec. Cidadap", fee: 15_000, isFeePending: false },
    });
  });

  it("pickup and a shop without areas pay nothing, whatever is sent", () => {
    const none = { ok: true, delivery: { area: null, fee: 0, isFeePending: false } };
    expect(
      orderDeliveryOf(settings("none"), { isDelivered: false, area: "X", seenFee: 5 }, 1),
    ).toEqual(none);
    expect(orderDeliveryOf({ areas: [], elsewhere: "later" }, delivered("X", 5), 1)).toEqual(none);
  });

  it("refuses an area the shop does not serve, or none picked", () => {
    expect(orderDeliveryOf(settings("none"), delivered("Lembang"), 50_000)).toEqual({
      ok: false,
      error: DELIVERY_AREA_MESSAGES.areaNotServed,
    });
    expect(orderDeliveryOf(settings("none"), delivered(" "), 50_000)).toEqual({
      ok: false,
      error: DELIVERY_AREA_MESSAGES.areaRequired,
    });
    expect(orderDeliveryOf(settings("later"), delivered("A\nB"), 50_000).ok).toBe(false);
  });

  it("takes any other area as 'Ongkir menyusul' when the shop says so", () => {
    expect(orderDeliveryOf(settings("later"), delivered("Lembang"), 50_000)).toEqual({
      ok: true,
      delivery: { area: "Lembang", fee: 0, isFeePending: true },
    });
  });

  it("refuses a fee the customer was shown that is not the server's", () => {
    expect(orderDeliveryOf(settings("none"), delivered("Sukajadi", 0), 50_000)).toEqual({
      ok: false,
      error: DELIVERY_AREA_MESSAGES.feeChanged,
    });
    expect(orderDeliveryOf(settings("none"), delivered("Sukajadi", 0), 200_000).ok).toBe(true);
  });

  it("labels a fee for the customer and the seller", () => {
    expect(deliveryFeeLabel({ fee: 10_000, isFeePending: false })).toBe("Rp 10.000");
    expect(deliveryFeeLabel({ fee: 0, isFeePending: false })).toBe("Gratis");
    expect(deliveryFeeLabel({ fee: 0, isFeePending: true })).toBe("Ongkir menyusul");
  });
});

describe("the areas list", () => {
  it("keeps names unique without case, and at most the maximum", () => {
    expect(withArea([sukajadi], { ...cidadap, name: "SUKAJADI" })).toEqual({
      ok: false,
      error: DELIVERY_AREA_MESSAGES.nameTaken,
    });
    // Renaming an area to its own name in another case is a change, not a duplicate.
    expect(withArea([sukajadi], { ...sukajadi, name: "sukajadi", fee: 12_000 })).toEqual({
      ok: true,
      areas: [{ ...sukajadi, name: "sukajadi", fee: 12_000 }],
    });
    const full = Array.from({ length: MAX_DELIVERY_AREAS }, (_, i) => ({
      ...cidadap,
      id: String(i),
      name: `Area ${i}`,
    }));
    expect(withArea(full, { ...sukajadi, id: "new" })).toEqual({
      ok: false,
      error: DELIVERY_AREA_MESSAGES.tooMany,
    });
  });

  it("reads the stored list defensively", () => {
    expect(deliveryAreasOf(JSON.stringify([sukajadi, { name: 1 }]))).toEqual([sukajadi]);
    expect(deliveryAreasOf("not json")).toEqual([]);
    expect(deliveryAreasOf(null)).toEqual([]);
  });

  it("reads a fee as typed in rupiah", () => {
    expect(
      ZDeliveryAreaSchema.parse({ name: " Kel.  Ledeng ", fee: "Rp 12.500", freeAbove: "" }),
    ).toEqual({ name: "Kel. Ledeng", fee: 12_500, freeAbove: null });
    expect(ZDeliveryAreaSchema.safeParse({ name: "A", fee: "dua ribu" }).success).toBe(false);
    expect(ZDeliveryAreaSchema.safeParse({ name: "", fee: "1000" }).success).toBe(false);
    expect(ZSetDeliveryFeeSchema.safeParse({ fee: "" }).success).toBe(false);
    expect(ZSetDeliveryFeeSchema.parse({ fee: "20.000" })).toEqual({ fee: 20_000 });
  });

  it("asks for a fee left empty, and says a fee that is no amount is not one", () => {
    const feeErrors = (schema: ZodType, input: unknown) =>
      schema.safeParse(input).error?.issues.map((issue) => issue.message);
    for (const schema of [ZDeliveryAreaSchema, ZSetDeliveryFeeSchema]) {
      // A form leaves an empty field out; a caller may send it blank.
      expect(feeErrors(schema, { name: "Sukajadi" })).toEqual(["Ongkir wajib diisi"]);
      expect(feeErrors(schema, { name: "Sukajadi", fee: "  " })).toEqual(["Ongkir wajib diisi"]);
      expect(feeErrors(schema, { name: "Sukajadi", fee: "dua ribu" })).toEqual([
        "Ongkir harus berupa angka rupiah",
      ]);
      expect(feeErrors(schema, { name: "Sukajadi", fee: "0" })).toBeUndefined();
    }
    // Free delivery from an amount stays optional: left out or blank, there is none.
    expect(ZDeliveryAreaSchema.parse({ name: "Sukajadi", fee: "0" })).toEqual({
      name: "Sukajadi",
      fee: 0,
      freeAbove: null,
    });
  });
});
