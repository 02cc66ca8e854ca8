import { describe, expect, it } from "vitest";
import type { OrderingDay, OrderingWindow } from "#domain/shop-hours";
import { checkoutDaysOf } from "./day-and-time";

const day = (value: OrderingDay["value"], quotaLeft?: Record<string, number>): OrderingDay => ({
  value,
  label: value,
  date: "01/12/2026",
  weekday: "Selasa",
  slots: ["10:00"],
  fullSlots: [],
  ...(quotaLeft ? { quotaLeft } : {}),
});

const windowOf = (days: OrderingDay[]) => ({ days }) as unknown as OrderingWindow;
const roti = (quantity: number) => [{ productId: "roti", name: "Roti Bakar", quantity }];

describe("checkoutDaysOf", () => {
  it("marks the days short of a quota with what is left and names the product", () => {
    const days = checkoutDaysOf(
      windowOf([
        day("today", { roti: 0 }),
        day("tomorrow", { roti: 1 }),
        day("day-2", { roti: 5 }),
      ]),
      {},
      roti(2),
    );
    expect([...days.quotaShortDays]).toEqual([
      ["today", { productId: "roti", left: 0 }],
      ["tomorrow", { productId: "roti", left: 1 }],
    ]);
    expect(days.firstOpenDay?.value).toBe("day-2");
    expect(days.quotaNote).toBe(
      "Kuota harian Roti Bakar tidak cukup untuk 2 item pada hari yang ditandai.",
    );
    expect(days.quotaError).toBeNull();
  });

  it("says at once that the cart must change when no day's quota takes it", () => {
    const days = checkoutDaysOf(
      windowOf([day("today", { roti: 3 }), day("tomorrow", { roti: 3 })]),
      {},
      roti(4),
    );
    expect(days.firstOpenDay).toBeUndefined();
    expect(days.quotaNote).toBeNull();
    expect(days.quotaError).toBe(
      "Kuota harian Roti Bakar tidak cukup untuk 4 item pada hari mana pun. Kurangi jumlahnya di keranjang.",
    );
  });

  it("says nothing for a cart every day takes", () => {
    const days = checkoutDaysOf(
      windowOf([day("today", { roti: 3 }), day("tomorrow")]),
      {},
      roti(3),
    );
    expect(days.quotaShortDays.size).toBe(0);
    expect(days.quotaNote).toBeNull();
    expect(days.quotaError).toBeNull();
    expect(days.firstOpenDay?.value).toBe("today");
  });
});
