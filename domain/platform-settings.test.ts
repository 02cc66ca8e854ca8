import { describe, expect, it } from "vitest";
import { INVALID_CHARACTERS_MESSAGE, INVALID_VALUE_MESSAGE } from "./form-text";
import { PLATFORM_SETTINGS_MESSAGES, ZPlatformSettingsSchema } from "./platform-settings";

const errorsOf = (input: unknown) =>
  Object.fromEntries(
    (ZPlatformSettingsSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      String(issue.path[0]),
      issue.message,
    ]),
  );

describe("platform settings", () => {
  it("trims the title, falls back to the product name, normalises the phone", () => {
    expect(
      ZPlatformSettingsSchema.parse({ siteTitle: "  Pasar Warga ", customerSupportPhone: "0812" }),
    ).toEqual({
      siteTitle: "Pasar Warga",
      customerSupportPhone: "62812",
      faviconUrl: null,
      logoUrl: null,
      logoSmallUrl: null,
    });
    expect(ZPlatformSettingsSchema.parse({ siteTitle: " " }).siteTitle).toBe("Gerai");
  });

  it("refuses control, bidi and zero-width characters in the title and the phone", () => {
    for (const char of ["\u0000", "\n", "\u202E", "\u200B", "\uFEFF", "\u0085"]) {
      expect(
        errorsOf({ siteTitle: `Pasar${char}Warga`, customerSupportPhone: `0812${char}1` }),
        JSON.stringify(char),
      ).toEqual({
        siteTitle: INVALID_CHARACTERS_MESSAGE,
        customerSupportPhone: INVALID_CHARACTERS_MESSAGE,
      });
    }
  });

  it("answers values of the wrong kind without zod's English", () => {
    expect(errorsOf({ siteTitle: 1, customerSupportPhone: {}, faviconUrl: 2 })).toEqual({
      siteTitle: INVALID_VALUE_MESSAGE,
      customerSupportPhone: INVALID_VALUE_MESSAGE,
      faviconUrl: PLATFORM_SETTINGS_MESSAGES.imageInvalid,
    });
    expect(errorsOf({ logoUrl: "/media/platform-assets/a\u0000-1280.webp" })).toEqual({
      logoUrl: PLATFORM_SETTINGS_MESSAGES.imageInvalid,
    });
  });
});
