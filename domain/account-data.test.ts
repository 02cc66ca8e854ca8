import { describe, expect, it } from "vitest";
import {
  ACCOUNT_DATA_MESSAGES,
  ZAccountActionSchema,
  accountExportFileName,
  deletionBannerText,
  deletionBannerTextWithoutShop,
} from "./account-data";

describe("a seller's own data", () => {
  it("names the file after the shop, or 'user' for an account without one", () => {
    expect(accountExportFileName("dapur-rina", "2026-11-30")).toBe(
      "gerai-data-dapur-rina-2026-11-30.json",
    );
    expect(accountExportFileName(null, "2026-11-30")).toBe("gerai-data-user-2026-11-30.json");
    // Nothing that could break the header's quoted file name.
    expect(accountExportFileName('a"b;c', "2026-11-30")).toBe("gerai-data-abc-2026-11-30.json");
  });

  it("tells the day and time of the erasure in the shop's zone", () => {
    expect(deletionBannerText("2026-12-07T06:13:00.000Z")).toBe(
      "Akun Anda akan dihapus pada 07 Des 2026, 13:13. Toko Anda sudah offline.",
    );
    expect(deletionBannerTextWithoutShop("2026-12-07T06:13:00.000Z")).toBe(
      "Akun Anda akan dihapus pada 07 Des 2026, 13:13.",
    );
  });

  it("asks for the password before a deletion, and nothing to take one back", () => {
    const missing = ZAccountActionSchema.safeParse({ intent: "delete", password: "" });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe(ACCOUNT_DATA_MESSAGES.passwordRequired);
    expect(ZAccountActionSchema.safeParse({ intent: "delete", password: "x" }).success).toBe(true);
    expect(ZAccountActionSchema.safeParse({ intent: "cancel" }).success).toBe(true);
    expect(ZAccountActionSchema.safeParse({ intent: "lain" }).success).toBe(false);
  });
});
