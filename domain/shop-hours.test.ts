import { describe, expect, it } from "vitest";
import type { ShopTimeZone } from "./shop-time";
import { ALL_DAY_OPERATIONAL_HOURS, DAYS, type OperationalHours } from "./operational-hours";
import {
  ALL_SLOTS_FULL_TEXT,
  checkOrderSlot,
  checkShopHours,
  describeShopHours,
  normalizeTimeInput,
  orderingWindow,
  shopStatus,
  type ShopHoursSettings,
} from "./shop-hours";

// 2026-11-23 is a Monday (Senin).
const at = (local: string, offset = "+07:00") => new Date(`${local}:00${offset}`);

const everyDay = (openTime: string, closeTime: string): OperationalHours =>
  Object.fromEntries(
    DAYS.map((day) => [day, { isOpen: true, openTime, closeTime }]),
  ) as OperationalHours;

const shop = (overrides: Partial<ShopHoursSettings> = {}): ShopHoursSettings => ({
  isSwitchedOn: true,
  hours: everyDay("08:00", "22:00"),
  timeZone: "Asia/Jakarta",
  closedOrderPolicy: "preorder",
  ...overrides,
});

describe("whether the shop is open", () => {
  it("is open inside the day's hours and closed before and after", () => {
    expect(shopStatus(shop(), at("2026-11-23T07:59")).isOpen).toBe(false);
    expect(shopStatus(shop(), at("2026-11-23T08:00")).isOpen).toBe(true);
    expect(shopStatus(shop(), at("2026-11-23T21:59")).isOpen).toBe(true);
    expect(shopStatus(shop(), at("2026-11-23T22:00")).isOpen).toBe(false);
  });

  it("needs the seller's switch on as well as the hours", () => {
    const status = shopStatus(shop({ isSwitchedOn: false }), at("2026-11-23T12:00"));
    expect(status).toEqual({
      isOpen: false,
      closedReason: "switched-off",
      closedText: "Toko sedang tutup",
      nextOpening: null,
    });
  });

  it("runs past midnight when closing comes before opening", () => {
    const late = shop({ hours: everyDay("18:00", "02:00") });
    expect(shopStatus(late, at("2026-11-23T01:30")).isOpen).toBe(true); // Sunday's evening
    expect(shopStatus(late, at("2026-11-23T02:00")).isOpen).toBe(false);
    expect(shopStatus(late, at("2026-11-23T23:00")).isOpen).toBe(true);
  });

  it("keeps yesterday's late hours even when today is closed", () => {
    const hours = everyDay("18:00", "02:00");
    hours.senin = { isOpen: false, openTime: "18:00", closeTime: "02:00" };
    const late = shop({ hours });
    expect(shopStatus(late, at("2026-11-23T01:00")).isOpen).toBe(true);
    expect(shopStatus(late, at("2026-11-23T19:00")).closedText).toBe(
      "Tutup · Buka lagi Selasa 18:00 WIB",
    );
  });

  it("is open around the clock when opening and closing are the same time", () => {
    const always = shop({ hours: { ...ALL_DAY_OPERATIONAL_HOURS } });
    for (const time of ["00:00", "03:00", "23:59"]) {
      expect(shopStatus(always, at(`2026-11-23T${time}`)).isOpen).toBe(true);
    }
  });

  it("says when it opens again: later today, or the next open day by name", () => {
    expect(shopStatus(shop(), at("2026-11-23T06:00")).closedText).toBe(
      "Tutup · Buka lagi hari ini 08:00 WIB",
    );
    expect(shopStatus(shop(), at("2026-11-23T23:00")).closedText).toBe(
      "Tutup · Buka lagi Selasa 08:00 WIB",
    );
    const weekdays = everyDay("08:00", "17:00");
    weekdays.sabtu = { ...weekdays.sabtu, isOpen: false };
    weekdays.minggu = { ...weekdays.minggu, isOpen: false };
    // Friday 27/11 after closing: Monday next.
    expect(shopStatus(shop({ hours: weekdays }), at("2026-11-27T18:00")).closedText).toBe(
      "Tutup · Buka lagi Senin 08:00 WIB",
    );
  });

  it("has no next opening when every day is closed", () => {
    const hours = everyDay("08:00", "22:00");
    for (const day of DAYS) hours[day] = { ...hours[day], isOpen: false };
    expect(shopStatus(shop({ hours }), at("2026-11-23T12:00")).closedText).toBe(
      "Toko sedang tutup",
    );
  });
});

describe("each zone reads the hours on its own clock", () => {
  // 2026-11-23T00:30Z: 07:30 WIB, 08:30 WITA, 09:30 WIT.
  const instant = new Date("2026-11-23T00:30:00Z");
  const cases: [ShopTimeZone, boolean, string][] = [
    ["Asia/Jakarta", false, "WIB"],
    ["Asia/Makassar", true, "WITA"],
    ["Asia/Jayapura", true, "WIT"],
  ];
  it.each(cases)("%s", (timeZone, isOpen, label) => {
    const view = describeShopHours(shop({ timeZone }), instant);
    expect(view.isOpen).toBe(isOpen);
    expect(view.todayText).toBe(`Hari ini: 08:00–22:00 ${label}`);
    expect(view.zoneLabel).toBe(label);
  });

  it("turns the day at each zone's own midnight", () => {
    // 16:30Z on Sunday 22/11: 23:30 WIB Sunday, 00:30 WITA Monday, 01:30 WIT Monday.
    const hours = everyDay("08:00", "22:00");
    hours.minggu = { isOpen: true, openTime: "00:00", closeTime: "00:00" };
    const instant = new Date("2026-11-22T16:30:00Z");
    expect(shopStatus(shop({ hours }), instant).isOpen).toBe(true);
    expect(shopStatus(shop({ hours, timeZone: "Asia/Makassar" }), instant).isOpen).toBe(false);
    expect(
      describeShopHours(shop({ hours, timeZone: "Asia/Jayapura" }), instant).week,
    ).toContainEqual({ day: "Senin", hours: "08:00–22:00", isToday: true });
  });
});

describe("the days and slots offered", () => {
  it("offers only slots still ahead and inside the hours", () => {
    const window = orderingWindow(
      shop({ hours: everyDay("10:00", "15:00") }),
      at("2026-11-23T11:20"),
    );
    expect(window.canOrder).toBe(true);
    expect(window.notice).toBeNull();
    expect(window.days.map((day) => [day.label, day.date, day.slots])).toEqual([
      ["Hari ini", "23/11/2026", ["12:00", "13:00", "14:00"]],
      ["Besok", "24/11/2026", ["10:00", "11:00", "12:00", "13:00", "14:00"]],
    ]);
  });

  it("drops 'Hari ini' once no slot is left, and names the next open day", () => {
    const hours = everyDay("08:00", "22:00");
    hours.selasa = { ...hours.selasa, isOpen: false };
    // Monday 21:30: today's last slot (21:00) has passed and Tuesday is closed, so the
    // default window (today and tomorrow) has no slot: the next open day is offered.
    const window = orderingWindow(shop({ hours }), at("2026-11-23T21:30"));
    expect(window.days.map((day) => [day.value, day.label, day.date])).toEqual([
      ["day-2", "Rabu", "25/11/2026"],
    ]);
    expect(window.days[0].slots[0]).toBe("08:00");
  });

  it("keeps the spec's default: the first hour after now", () => {
    const window = orderingWindow(
      shop({ hours: { ...ALL_DAY_OPERATIONAL_HOURS } }),
      at("2026-11-23T13:05"),
    );
    expect(window.days[0].slots[0]).toBe("14:00");
  });

  it("takes orders for the next open times while closed, when the seller chose so", () => {
    const window = orderingWindow(shop(), at("2026-11-23T23:00"));
    expect(window.canOrder).toBe(true);
    expect(window.notice).toBe(
      "Toko sedang tutup. Anda tetap bisa memesan untuk jadwal setelah toko buka: Selasa 08:00 WIB.",
    );
    expect(window.days[0].label).toBe("Besok");
    expect(window.shopNotice).toBe(
      "Toko sedang tutup. Pesanan untuk Selasa, 24/11/2026 tetap diterima.",
    );
    expect(orderingWindow(shop(), at("2026-11-23T12:00")).shopNotice).toBeNull();
  });

  it("takes none while closed when the seller chose so, and none when switched off", () => {
    const none = orderingWindow(shop({ closedOrderPolicy: "none" }), at("2026-11-23T23:00"));
    expect(none).toMatchObject({
      canOrder: false,
      days: [],
      notice: "Toko sedang tutup. Pesanan bisa dikirim lagi saat toko buka: Selasa 08:00 WIB.",
    });
    const off = orderingWindow(shop({ isSwitchedOn: false }), at("2026-11-23T12:00"));
    expect(off.canOrder).toBe(false);
    expect(off.notice).toBe(
      "Toko sedang tutup. Pesanan belum bisa dikirim sampai penjual membuka toko kembali.",
    );
    // Said where customers shop too, not only at the checkout.
    expect(none.shopNotice).toBe(none.notice);
    expect(off.shopNotice).toBe(off.notice);
  });

  it("offers nothing when no slot falls inside the hours within a week", () => {
    // Open half an hour a day: no hour fits.
    const window = orderingWindow(
      shop({ hours: everyDay("21:00", "21:30") }),
      at("2026-11-23T12:00"),
    );
    expect(window.canOrder).toBe(false);
    expect(window.notice).toMatch(/^Belum ada jam pengiriman/);
  });
});

describe("checking a picked slot", () => {
  const pick = (deliveryDay: string, deliveryTime: string, deliveryDate?: string) => ({
    deliveryDay,
    deliveryTime,
    deliveryDate,
  });

  it("stores the absolute day with the zone", () => {
    expect(
      checkOrderSlot(
        shop({ timeZone: "Asia/Makassar" }),
        at("2026-11-23T10:00", "+08:00"),
        pick("tomorrow", "10:00"),
      ),
    ).toEqual({
      ok: true,
      deliveryTimeOption: "Selasa, 24/11/2026 10:00 WITA",
      slotStartsAt: "2026-11-24T02:00:00.000Z",
    });
  });

  it("refuses a slot already past or outside the hours", () => {
    expect(checkOrderSlot(shop(), at("2026-11-23T20:30"), pick("today", "09:00"))).toEqual({
      ok: false,
      error:
        "Jadwal Senin, 23/11/2026 09:00 WIB tidak tersedia. Pilih hari dan jam pengiriman lain.",
    });
    const short = shop({ hours: everyDay("10:00", "15:00") });
    expect(checkOrderSlot(short, at("2026-11-23T08:00"), pick("tomorrow", "16:00")).ok).toBe(false);
  });

  it("keeps the date the customer saw when the order crosses midnight", () => {
    // 'Besok (24/11/2026)' picked on Monday evening arrives on Tuesday.
    expect(
      checkOrderSlot(
        shop({ hours: { ...ALL_DAY_OPERATIONAL_HOURS } }),
        at("2026-11-24T00:01"),
        pick("tomorrow", "10:00", "24/11/2026"),
      ),
    ).toEqual({
      ok: true,
      deliveryTimeOption: "Selasa, 24/11/2026 10:00 WIB",
      slotStartsAt: "2026-11-24T03:00:00.000Z",
    });
  });

  it("refuses with the reason when the shop takes no order", () => {
    expect(
      checkOrderSlot(
        shop({ closedOrderPolicy: "none" }),
        at("2026-11-23T23:00"),
        pick("tomorrow", "10:00"),
      ),
    ).toEqual({
      ok: false,
      error: "Toko sedang tutup. Pesanan bisa dikirim lagi saat toko buka: Selasa 08:00 WIB.",
    });
  });
});

describe("slots from the opening hours", () => {
  const slotsOn = (settings: ShopHoursSettings, now: Date) =>
    orderingWindow(settings, now).days.map((day) => [day.label, day.slots]);

  it("runs hourly from each day's opening to its closing", () => {
    // Before opening on Monday: 07:00–21:00 gives 07:00 … 20:00.
    const [today] = orderingWindow(
      shop({ hours: everyDay("07:00", "21:00") }),
      at("2026-11-23T05:00"),
    ).days;
    expect(today.slots).toEqual([
      "07:00", "08:00", "09:00", "10:00", "11:00", "12:00", "13:00",
      "14:00", "15:00", "16:00", "17:00", "18:00", "19:00", "20:00",
    ]); // prettier-ignore
  });

  it("starts on the opening's minute and keeps only hours that end by the closing", () => {
    expect(slotsOn(shop({ hours: everyDay("07:30", "10:00") }), at("2026-11-23T05:00"))).toEqual([
      ["Hari ini", ["07:30", "08:30"]],
      ["Besok", ["07:30", "08:30"]],
    ]);
  });

  it("gives the hours past midnight to the calendar day they fall on", () => {
    const hours = everyDay("20:00", "02:00");
    // Monday noon: Monday has Sunday's 00:00 and 01:00 (past) and its own evening.
    expect(slotsOn(shop({ hours }), at("2026-11-23T12:00"))).toEqual([
      ["Hari ini", ["20:00", "21:00", "22:00", "23:00"]],
      ["Besok", ["00:00", "01:00", "20:00", "21:00", "22:00", "23:00"]],
    ]);
  });

  it("offers every hour of a shop open around the clock", () => {
    const [, tomorrow] = orderingWindow(
      shop({ hours: { ...ALL_DAY_OPERATIONAL_HOURS } }),
      at("2026-11-23T12:00"),
    ).days;
    expect(tomorrow.slots).toHaveLength(24);
    expect(tomorrow.slots[0]).toBe("00:00");
    expect(tomorrow.slots[23]).toBe("23:00");
  });
});

describe("days ahead and lead time", () => {
  const always = (overrides: Partial<ShopHoursSettings> = {}) =>
    shop({ hours: { ...ALL_DAY_OPERATIONAL_HOURS }, ...overrides });

  it("offers today and tomorrow by default, and every day up to the shop's days ahead", () => {
    const labels = (settings: ShopHoursSettings) =>
      orderingWindow(settings, at("2026-11-23T10:00")).days.map((day) => day.label);
    expect(labels(always())).toEqual(["Hari ini", "Besok"]);
    expect(labels(always({ orderDaysAhead: 0 }))).toEqual(["Hari ini"]);
    expect(labels(always({ orderDaysAhead: 3 }))).toEqual(["Hari ini", "Besok", "Rabu", "Kamis"]);
    const fortnight = orderingWindow(always({ orderDaysAhead: 14 }), at("2026-11-23T10:00")).days;
    expect(fortnight).toHaveLength(15);
    expect(fortnight.at(-1)).toMatchObject({ value: "day-14", date: "07/12/2026" });
  });

  it("skips closed days inside the window", () => {
    const hours = everyDay("08:00", "17:00");
    hours.rabu = { ...hours.rabu, isOpen: false };
    const window = orderingWindow(shop({ hours, orderDaysAhead: 3 }), at("2026-11-23T10:00"));
    expect(window.days.map((day) => day.label)).toEqual(["Hari ini", "Besok", "Kamis"]);
  });

  it("takes a pick 3 days ahead only when the shop books that far", () => {
    const pick = { deliveryDay: "day-3", deliveryDate: "26/11/2026", deliveryTime: "10:00" };
    expect(checkOrderSlot(always({ orderDaysAhead: 3 }), at("2026-11-23T10:00"), pick)).toEqual({
      ok: true,
      deliveryTimeOption: "Kamis, 26/11/2026 10:00 WIB",
      slotStartsAt: "2026-11-26T03:00:00.000Z",
    });
    expect(checkOrderSlot(always(), at("2026-11-23T10:00"), pick)).toEqual({
      ok: false,
      error:
        "Jadwal Kamis, 26/11/2026 10:00 WIB tidak tersedia. Pilih hari dan jam pengiriman lain.",
    });
  });

  it("offers only slots at least the lead time ahead", () => {
    const window = orderingWindow(
      shop({ hours: everyDay("08:00", "22:00"), leadTimeHours: 3 }),
      at("2026-11-23T13:05"),
    );
    expect(window.days[0].slots[0]).toBe("17:00");
    // Exactly the lead time ahead is enough.
    const exact = orderingWindow(shop({ leadTimeHours: 2 }), at("2026-11-23T13:00"));
    expect(exact.days[0].slots[0]).toBe("15:00");
    expect(
      checkOrderSlot(shop({ leadTimeHours: 3 }), at("2026-11-23T13:05"), {
        deliveryDay: "today",
        deliveryTime: "16:00",
      }),
    ).toMatchObject({ ok: false });
  });

  it("carries a long lead time over to the next day that has a slot", () => {
    const window = orderingWindow(
      always({ leadTimeHours: 72, orderDaysAhead: 1 }),
      at("2026-11-23T10:00"),
    );
    expect(window.canOrder).toBe(true);
    expect(window.days.map((day) => [day.label, day.slots[0]])).toEqual([["Kamis", "10:00"]]);
  });

  it("still takes orders for the next open day when closed over the whole window", () => {
    const weekdays = everyDay("08:00", "17:00");
    weekdays.sabtu = { ...weekdays.sabtu, isOpen: false };
    weekdays.minggu = { ...weekdays.minggu, isOpen: false };
    // Friday 27/11 after closing: Saturday and Sunday are closed, Monday is offered.
    const window = orderingWindow(shop({ hours: weekdays }), at("2026-11-27T18:00"));
    expect(window.canOrder).toBe(true);
    expect(window.days.map((day) => [day.label, day.date])).toEqual([["Senin", "30/11/2026"]]);
  });
});

describe("full slots", () => {
  const capped = shop({ hours: everyDay("08:00", "12:00"), maxOrdersPerSlot: 2 });
  // Monday 10:00 WIB is 03:00 UTC.
  const mondayTen = "2026-11-23T03:00:00.000Z";

  it("shows a slot holding the cap as full, and not as a slot to pick", () => {
    const taken = new Map([[mondayTen, 2]]);
    const [today, tomorrow] = orderingWindow(capped, at("2026-11-23T08:30"), taken).days;
    expect(today).toMatchObject({ slots: ["09:00", "11:00"], fullSlots: ["10:00"] });
    expect(tomorrow.fullSlots).toEqual([]);
  });

  it("keeps a slot below the cap, and ignores counts without a cap", () => {
    const taken = new Map([[mondayTen, 1]]);
    expect(orderingWindow(capped, at("2026-11-23T08:30"), taken).days[0].fullSlots).toEqual([]);
    const uncapped = shop({ hours: everyDay("08:00", "12:00") });
    const many = new Map([[mondayTen, 500]]);
    expect(orderingWindow(uncapped, at("2026-11-23T08:30"), many).days[0].fullSlots).toEqual([]);
  });

  it("refuses a full slot with its day, date and time", () => {
    const taken = new Map([[mondayTen, 2]]);
    expect(
      checkOrderSlot(
        capped,
        at("2026-11-23T08:30"),
        { deliveryDay: "today", deliveryTime: "10:00" },
        taken,
      ),
    ).toEqual({
      ok: false,
      error: "Jadwal Senin, 23/11/2026 10:00 WIB sudah penuh. Pilih hari dan jam pengiriman lain.",
    });
  });

  it("takes no order when every slot offered is full", () => {
    const shortShop = shop({
      hours: everyDay("08:00", "09:00"),
      maxOrdersPerSlot: 1,
      orderDaysAhead: 0,
    });
    const taken = new Map([["2026-11-23T01:00:00.000Z", 1]]);
    const window = orderingWindow(shortShop, at("2026-11-23T07:00"), taken);
    expect(window).toMatchObject({ canOrder: false, notice: ALL_SLOTS_FULL_TEXT });
    expect(window.days[0]).toMatchObject({ slots: [], fullSlots: ["08:00"] });
  });
});

describe("the hours editor", () => {
  it("reads times typed on a number pad as 24-hour HH:MM", () => {
    expect(normalizeTimeInput("730")).toBe("07:30");
    expect(normalizeTimeInput("2200")).toBe("22:00");
    expect(normalizeTimeInput("8")).toBe("08:00");
    expect(normalizeTimeInput("8.15")).toBe("08:15");
    expect(normalizeTimeInput("7:30 PM")).toBe("7:30 PM");
  });

  it("takes times as typed on a number pad when the form is sent, and stores them as HH:MM", () => {
    const hours = everyDay("08:00", "22:00");
    const result = checkShopHours({
      timeZone: "Asia/Jakarta",
      closedOrderPolicy: "preorder",
      operationalHours: {
        ...hours,
        senin: { isOpen: true, openTime: "1000", closeTime: "2200" },
        selasa: { isOpen: true, openTime: "930", closeTime: "21.30" },
        rabu: { isOpen: false, openTime: " 10.00 ", closeTime: "0" },
      },
    });
    expect(result.ok && result.data.operationalHours).toMatchObject({
      senin: { isOpen: true, openTime: "10:00", closeTime: "22:00" },
      selasa: { isOpen: true, openTime: "09:30", closeTime: "21:30" },
      rabu: { isOpen: false, openTime: "10:00", closeTime: "00:00" },
    });
    // What no clock shows is still refused.
    for (const wrong of ["2400", "1060", "10.000", "12345"]) {
      const refused = checkShopHours({
        timeZone: "Asia/Jakarta",
        closedOrderPolicy: "preorder",
        operationalHours: {
          ...hours,
          kamis: { isOpen: true, openTime: wrong, closeTime: "22:00" },
        },
      });
      expect(refused, wrong).toEqual({
        ok: false,
        errors: {
          "operationalHours.kamis.openTime":
            "Jam harus ditulis 24 jam dengan format JJ:MM, contoh 08:00.",
        },
      });
    }
  });

  it("names each wrong field in Indonesian", () => {
    const hours = everyDay("08:00", "22:00");
    const result = checkShopHours({
      timeZone: "Europe/Paris",
      closedOrderPolicy: "kadang",
      operationalHours: {
        ...hours,
        senin: { isOpen: true, openTime: "7:30 PM", closeTime: "22:00" },
      },
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        timeZone: "Pilih zona waktu WIB, WITA, atau WIT.",
        closedOrderPolicy: "Pilih apa yang terjadi dengan pesanan saat toko tutup.",
        "operationalHours.senin.openTime":
          "Jam harus ditulis 24 jam dengan format JJ:MM, contoh 08:00.",
      },
    });
  });
});

describe("a pick is taken exactly when the checkout offers it", () => {
  // checkOrderSlot decides a pick on its own day where it can (the order path's shortcut);
  // its answer must be the window's, for every shop, moment and pick.
  const weekdaysOnly = {
    ...everyDay("07:00", "15:00"),
    sabtu: { isOpen: false, openTime: "07:00", closeTime: "15:00" },
    minggu: { isOpen: false, openTime: "07:00", closeTime: "15:00" },
  } as OperationalHours;
  const shops: ShopHoursSettings[] = [];
  for (const hours of [everyDay("08:00", "22:00"), everyDay("20:00", "02:00"), weekdaysOnly]) {
    for (const orderDaysAhead of [0, 1, 7]) {
      for (const leadTimeHours of [0, 30]) {
        shops.push(shop({ hours, orderDaysAhead, leadTimeHours }));
      }
    }
  }
  shops.push(
    shop({ isSwitchedOn: false }),
    shop({ closedOrderPolicy: "none", hours: everyDay("09:00", "10:00") }),
    shop({ hours: everyDay("08:00", "10:00"), maxOrdersPerSlot: 1, orderDaysAhead: 2 }),
    shop({ timeZone: "Asia/Jayapura", orderDaysAhead: 3 }),
  );
  // Monday 08:00, Tuesday 09:00 and 10:00 WIB hold one order each.
  const taken = new Map([
    ["2026-11-23T01:00:00.000Z", 1],
    ["2026-11-24T02:00:00.000Z", 1],
    ["2026-11-24T03:00:00.000Z", 1],
  ]);
  const moments = ["2026-11-23T07:30", "2026-11-23T21:15", "2026-11-27T23:59", "2026-11-28T12:00"];
  const times = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, "0")}:00`);

  it("agrees with orderingWindow on every day and hour", () => {
    let accepted = 0;
    for (const settings of shops) {
      for (const moment of moments) {
        const now = at(moment);
        const window = orderingWindow(settings, now, taken);
        for (const day of ["today", "tomorrow", "day-2", "day-3", "day-7", "day-9"]) {
          const offered = window.days.find((offeredDay) => offeredDay.value === day);
          for (const time of times) {
            const checked = checkOrderSlot(
              settings,
              now,
              { deliveryDay: day, deliveryTime: time },
              taken,
            );
            const isOffered = window.canOrder && (offered?.slots.includes(time) ?? false);
            expect({ settings, moment, day, time, ok: checked.ok }).toEqual({
              settings,
              moment,
              day,
              time,
              ok: isOffered,
            });
            if (checked.ok) {
              accepted += 1;
              expect(checked.deliveryTimeOption).toContain(`${offered!.date} ${time}`);
            }
          }
        }
      }
    }
    expect(accepted).toBeGreaterThan(1000);
  });
});
