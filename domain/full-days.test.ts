import { describe, expect, it } from "vitest";
import { fullDaysText } from "./full-days";

describe("fullDaysText", () => {
  it("names the full days and the next one with room", () => {
    const day = (weekday: string, date: string) => ({ weekday, date });
    expect(fullDaysText([day("Selasa", "24/11/2026")], day("Rabu", "25/11/2026"))).toBe(
      "Jadwal Selasa, 24/11/2026 sudah penuh. Hari terdekat yang masih tersedia: Rabu, 25/11/2026.",
    );
    expect(fullDaysText([day("Senin", "23/11/2026"), day("Selasa", "24/11/2026")], undefined)).toBe(
      "Jadwal Senin, 23/11/2026 dan Selasa, 24/11/2026 sudah penuh.",
    );
  });
});
