import { describe, expect, it } from "vitest";
import { DAYS, type OperationalHours } from "./operational-hours";
import {
  cartLeadTime,
  cartOrderingWindow,
  checkCartSlot,
  leadTimeTooLongText,
} from "./cart-lead-time";
import type { ShopHoursSettings } from "./shop-hours";

// 2026-11-30 is a Monday (Senin); Thursday (Kamis) is 03/12/2026.
const at = (local: string) => new Date(`${local}:00+07:00`);
const MONDAY_TEN = at("2026-11-30T10:00");

const everyDay = (openTime: string, closeTime: string): OperationalHours =>
  Object.fromEntries(
    DAYS.map((day) => [day, { isOpen: true, openTime, closeTime }]),
  ) as OperationalHours;

const shop = (overrides: Partial<ShopHoursSettings> = {}): ShopHoursSettings => ({
  isSwitchedOn: true,
  hours: everyDay("08:00", "22:00"),
  timeZone: "Asia/Jakarta",
  closedOrderPolicy: "preorder",
  orderDaysAhead: 7,
  leadTimeHours: 1,
  ...overrides,
});

const NO_ORDERS = new Map<string, number>();
const lapis = { name: "Lapis Legit", leadTimeHours: 72 };
const roti = { name: "Roti Bakar", leadTimeHours: null };
const es = { name: "Es Teh", leadTimeHours: 0 };

describe("a cart's lead time (decision 065)", () => {
  it("is the longest its products need, the shop's for a product without its own", () => {
    expect(cartLeadTime(1, [])).toEqual({ hours: 1 });
    expect(cartLeadTime(1, [roti])).toEqual({ hours: 1 });
    expect(cartLeadTime(1, [roti, lapis])).toEqual({
      hours: 72,
      product: { name: "Lapis Legit", hours: 72 },
    });
    // A product's own may be shorter than the shop's: alone, it orders sooner.
    expect(cartLeadTime(3, [es])).toEqual({ hours: 0 });
    expect(cartLeadTime(3, [es, roti])).toEqual({ hours: 3 });
  });

  it("offers nothing earlier than a three-day product allows, and names it", () => {
    const window = cartOrderingWindow(shop(), MONDAY_TEN, NO_ORDERS, [roti, lapis]);
    expect(window.canOrder).toBe(true);
    expect(window.days.map((day) => day.date)).toEqual([
      "03/12/2026",
      "04/12/2026",
      "05/12/2026",
      "06/12/2026",
      "07/12/2026",
    ]);
    expect(window.days[0].slots[0]).toBe("10:00");
    expect(window.leadTimeNote).toBe(
      "Lapis Legit perlu disiapkan 3 hari: paling cepat Kamis, 03/12/2026 10:00 WIB.",
    );
    // Without it, the shop's own hour of notice.
    const plain = cartOrderingWindow(shop(), MONDAY_TEN, NO_ORDERS, [roti]);
    expect(plain.days[0].date).toBe("30/11/2026");
    expect(plain.days[0].slots[0]).toBe("11:00");
    expect(plain.leadTimeNote).toBeUndefined();
  });

  it("offers the first day a product can meet past the shop's days ahead", () => {
    const window = cartOrderingWindow(shop({ orderDaysAhead: 1 }), MONDAY_TEN, NO_ORDERS, [lapis]);
    expect(window.days.map((day) => day.date)).toEqual(["03/12/2026"]);
  });

  it("names a product that moves only the first hour", () => {
    const bolu = { name: "Bolu Pandan", leadTimeHours: 5 };
    const window = cartOrderingWindow(shop(), MONDAY_TEN, NO_ORDERS, [bolu]);
    expect(window.days[0].slots[0]).toBe("15:00");
    expect(window.leadTimeNote).toBe(
      "Bolu Pandan perlu disiapkan 5 jam: paling cepat Senin, 30/11/2026 15:00 WIB.",
    );
  });

  it("says nothing when the shop's own first slots are taken anyway", () => {
    const bolu = { name: "Bolu Pandan", leadTimeHours: 3 };
    const taken = new Map(
      ["11:00", "12:00"].map((time) => [at(`2026-11-30T${time}`).toISOString(), 1]),
    );
    const window = cartOrderingWindow(shop({ maxOrdersPerSlot: 1 }), MONDAY_TEN, taken, [bolu]);
    expect(window.days[0].slots[0]).toBe("13:00");
    expect(window.leadTimeNote).toBeUndefined();
  });

  it("refuses the cart, naming the product, when its lead time leaves no slot", () => {
    const lateEvening = at("2026-11-30T21:30");
    const twoWeeks = { name: "Kue Pengantin", leadTimeHours: 336 };
    const window = cartOrderingWindow(shop(), lateEvening, NO_ORDERS, [twoWeeks]);
    expect(window.canOrder).toBe(false);
    expect(window.notice).toBe(leadTimeTooLongText({ name: "Kue Pengantin", hours: 336 }));
    expect(window.notice).toBe(
      "Kue Pengantin perlu disiapkan 14 hari, lebih lama dari jadwal yang bisa dipesan. Hapus produk ini dari keranjang untuk memesan yang lain.",
    );
    // Earlier in the day, day 14's later hours are still ahead.
    expect(cartOrderingWindow(shop(), MONDAY_TEN, NO_ORDERS, [twoWeeks]).days[0].date).toBe(
      "14/12/2026",
    );
  });

  it("refuses a slot earlier than a product allows, naming it, and takes one it meets", () => {
    const check = (deliveryDay: string, deliveryTime: string, settings = shop()) =>
      checkCartSlot(settings, MONDAY_TEN, { deliveryDay, deliveryTime }, NO_ORDERS, [roti, lapis]);
    expect(check("tomorrow", "10:00")).toEqual({
      ok: false,
      error:
        "Lapis Legit perlu disiapkan 3 hari: jadwal paling cepat Kamis, 03/12/2026 10:00 WIB. Pilih hari dan jam pengiriman lain.",
    });
    expect(check("day-3", "09:00").ok).toBe(false);
    expect(check("day-3", "10:00")).toEqual({
      ok: true,
      deliveryTimeOption: "Kamis, 03/12/2026 10:00 WIB",
      slotStartsAt: "2026-12-03T03:00:00.000Z",
    });
    // Past the shop's days ahead, as the checkout offered it.
    expect(check("day-3", "10:00", shop({ orderDaysAhead: 1 })).ok).toBe(true);
    // A refusal that is not the product's stays the shop's own.
    expect(check("tomorrow", "23:00")).toEqual({
      ok: false,
      error:
        "Jadwal Selasa, 01/12/2026 23:00 WIB tidak tersedia. Pilih hari dan jam pengiriman lain.",
    });
    expect(check("day-3", "10:00", shop({ isSwitchedOn: false }))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Toko sedang tutup/),
    });
  });
});
