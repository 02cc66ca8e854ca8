import { describe, expect, it } from "vitest";
import { formatScheduleDay, groupByDueDay, NO_SCHEDULE_DAY, presetDays } from "./order-schedule";
import {
  NO_FILTER,
  orderFilterParams,
  parseOrderFilter,
  isSortedBySchedule,
} from "./order-summary";

describe("presetDays", () => {
  // Sunday 29 November 2026, 23:30 in Jakarta; already Monday 30 November in Jayapura.
  const now = new Date("2026-11-29T16:30:00.000Z");

  it("reads today and tomorrow on the shop's calendar", () => {
    expect(presetDays("hari-ini", now, "Asia/Jakarta")).toEqual({
      from: "2026-11-29",
      to: "2026-11-29",
    });
    expect(presetDays("besok", now, "Asia/Jakarta")).toEqual({
      from: "2026-11-30",
      to: "2026-11-30",
    });
    expect(presetDays("hari-ini", now, "Asia/Jayapura")).toEqual({
      from: "2026-11-30",
      to: "2026-11-30",
    });
  });

  it("takes this week from Monday to Sunday, a Sunday closing its week", () => {
    expect(presetDays("minggu-ini", now, "Asia/Jakarta")).toEqual({
      from: "2026-11-23",
      to: "2026-11-29",
    });
    expect(presetDays("minggu-ini", now, "Asia/Jayapura")).toEqual({
      from: "2026-11-30",
      to: "2026-12-06",
    });
    // Across a year's end.
    expect(presetDays("minggu-ini", new Date("2026-12-31T05:00:00Z"), "Asia/Jakarta")).toEqual({
      from: "2026-12-28",
      to: "2027-01-03",
    });
  });
});

describe("formatScheduleDay", () => {
  it("names the day, its date and month", () => {
    expect(formatScheduleDay("2026-12-01")).toBe("Selasa, 1 Des 2026");
    expect(formatScheduleDay("2027-01-03")).toBe("Minggu, 3 Jan 2027");
  });
});

describe("groupByDueDay", () => {
  it("groups orders in a row by their due day, in the order given", () => {
    const groups = groupByDueDay([
      { id: "a", dueDay: "2026-12-01" },
      { id: "b", dueDay: "2026-12-01" },
      { id: "c", dueDay: "2026-12-02" },
      { id: "d", dueDay: null },
    ]);
    expect(groups.map((group) => [group.label, group.orders.map((order) => order.id)])).toEqual([
      ["Selasa, 1 Des 2026", ["a", "b"]],
      ["Rabu, 2 Des 2026", ["c"]],
      [NO_SCHEDULE_DAY, ["d"]],
    ]);
    expect(groupByDueDay([])).toEqual([]);
  });
});

describe("the orders filter's due days in the address", () => {
  it("reads and writes jadwal, tanggal and urut, leaving out what is malformed", () => {
    const filter = parseOrderFilter(
      new URLSearchParams("jadwal=besok&tanggal=jadwal&dari=2026-12-01&urut=jadwal"),
    );
    expect(filter).toMatchObject({
      schedule: "besok",
      dateKind: "jadwal",
      from: "2026-12-01",
      sort: "jadwal",
    });
    expect(orderFilterParams(filter).toString()).toBe(
      "jadwal=besok&dari=2026-12-01&tanggal=jadwal&urut=jadwal",
    );
    expect(parseOrderFilter(new URLSearchParams("jadwal=lusa&tanggal=x&urut=y"))).toEqual(
      NO_FILTER,
    );
    // The kind of date says nothing without days.
    expect(orderFilterParams({ ...NO_FILTER, dateKind: "jadwal" }).toString()).toBe("");
  });

  it("lists by due time when asked or when due days narrow the list", () => {
    expect(isSortedBySchedule(NO_FILTER)).toBe(false);
    expect(isSortedBySchedule({ ...NO_FILTER, sort: "jadwal" })).toBe(true);
    expect(isSortedBySchedule({ ...NO_FILTER, schedule: "hari-ini" })).toBe(true);
    expect(isSortedBySchedule({ ...NO_FILTER, dateKind: "jadwal" })).toBe(false);
    expect(isSortedBySchedule({ ...NO_FILTER, dateKind: "jadwal", to: "2026-12-01" })).toBe(true);
    expect(isSortedBySchedule({ ...NO_FILTER, from: "2026-12-01" })).toBe(false);
  });
});
