import { describe, expect, it } from "vitest";
import {
  customerListHref,
  customerSearchPattern,
  newPeriodDays,
  NO_CUSTOMER_FILTER,
  parseCustomerFilter,
  storedTags,
  tagsOfStored,
  ZCustomerNoteSchema,
} from "./customers";

describe("the customers list's address", () => {
  it("reads every part and leaves out what is malformed", () => {
    expect(
      parseCustomerFilter(
        new URLSearchParams(
          "q=  Siti   A &urut=belanja&ulang=1&dari=2026-11-10&sampai=2026-11-01&label=Langganan",
        ),
      ),
    ).toEqual({
      q: "Siti A",
      sort: "belanja",
      isRepeat: true,
      newPeriod: null,
      from: "2026-11-01",
      to: "2026-11-10",
      tag: "langganan",
    });
    expect(
      parseCustomerFilter(new URLSearchParams("urut=nama&ulang=ya&dari=2026-02-30&label=a%2Cb")),
    ).toEqual(NO_CUSTOMER_FILTER);
    // A quick choice takes the place of typed days.
    expect(parseCustomerFilter(new URLSearchParams("baru=30&dari=2026-11-01"))).toMatchObject({
      newPeriod: "30",
      from: null,
    });
  });

  it("writes back what it read, page 1 and the default sort without a parameter", () => {
    const filter = parseCustomerFilter(new URLSearchParams("q=budi&urut=pesanan&ulang=1"));
    expect(customerListHref(filter, 2)).toBe("/admin/customers?q=budi&urut=pesanan&ulang=1&page=2");
    expect(customerListHref(NO_CUSTOMER_FILTER)).toBe("/admin/customers");
  });

  it("counts the quick periods back from today, today included", () => {
    expect(newPeriodDays("7", "2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(newPeriodDays("30", "2026-03-01")).toEqual({ from: "2026-01-31", to: "2026-03-01" });
  });

  it("searches a number typed in any form in the phone, anything else in the name", () => {
    expect(customerSearchPattern("0812-3456")).toEqual({ column: "phone", pattern: "%8123456%" });
    expect(customerSearchPattern("+62 812 3456")).toEqual({
      column: "phone",
      pattern: "%8123456%",
    });
    expect(customerSearchPattern("Siti_100%")).toEqual({
      column: "name",
      pattern: "%siti\\_100\\%%",
    });
    expect(customerSearchPattern("")).toBeNull();
  });
});

describe("a customer's tags", () => {
  it("are kept lower case, once each, between commas", () => {
    const parsed = ZCustomerNoteSchema.parse({
      intent: "save-customer",
      note: "  Suka pedas ",
      tags: "Langganan, reseller ,, langganan,Kantor  Pusat",
    });
    expect(parsed).toEqual({
      intent: "save-customer",
      note: "Suka pedas",
      tags: ["langganan", "reseller", "kantor pusat"],
    });
    expect(storedTags(parsed.tags)).toBe(",langganan,reseller,kantor pusat,");
    expect(tagsOfStored(storedTags(parsed.tags))).toEqual(parsed.tags);
    expect(storedTags([])).toBe("");
    expect(tagsOfStored("")).toEqual([]);
  });

  it("refuse signs and more than ten", () => {
    expect(ZCustomerNoteSchema.safeParse({ intent: "save-customer", tags: "a/b" }).success).toBe(
      false,
    );
    const eleven = Array.from({ length: 11 }, (_, i) => `t${i}`).join(",");
    expect(ZCustomerNoteSchema.safeParse({ intent: "save-customer", tags: eleven }).success).toBe(
      false,
    );
  });
});
