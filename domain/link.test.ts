import { describe, expect, it } from "vitest";
import { INVALID_CHARACTERS_MESSAGE, INVALID_VALUE_MESSAGE } from "./form-text";
import {
  completeLinkUrl,
  DEFAULT_LINK_ICON,
  LINK_ICONS,
  LINK_MESSAGES,
  ZLinkInputSchema,
} from "./link";

const valid = {
  title: "  Instagram ",
  url: " https://instagram.com/kopisenja ",
  description: "",
  icon: "📸",
  thumbnailType: "icon",
  linkImage: "",
};

const errorsOf = (input: unknown) =>
  Object.fromEntries(
    (ZLinkInputSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      String(issue.path[0]),
      issue.message,
    ]),
  );

describe("link input", () => {
  it("trims title and url; a blank description is none", () => {
    expect(ZLinkInputSchema.parse(valid)).toEqual({
      title: "Instagram",
      url: "https://instagram.com/kopisenja",
      description: null,
      icon: "📸",
      thumbnailType: "icon",
      linkImage: null,
    });
  });

  it("requires a title and a url", () => {
    expect(errorsOf({ ...valid, title: "   ", url: "" })).toEqual({
      title: LINK_MESSAGES.titleRequired,
      url: LINK_MESSAGES.urlRequired,
    });
    expect(errorsOf({})).toMatchObject({
      title: LINK_MESSAGES.titleRequired,
      url: LINK_MESSAGES.urlRequired,
    });
  });

  it("takes only http and https urls", () => {
    expect(ZLinkInputSchema.parse({ ...valid, url: "http://toko.id/a?b=1" }).url).toBe(
      "http://toko.id/a?b=1",
    );
    for (const url of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "javascript:1",
      "kopi senja",
      "instagram",
      "localhost:3000",
      "data:text/html,<b>hai</b>",
      "ftp://files.example.com",
      "https://",
      "mailto:toko@example.com",
    ]) {
      expect(errorsOf({ ...valid, url }), url).toEqual({ url: LINK_MESSAGES.urlInvalid });
    }
  });

  it("completes an address typed without https://", () => {
    for (const [typed, stored] of [
      ["tokoku.com/menu", "https://tokoku.com/menu"],
      [" www.instagram.com/kopisenja ", "https://www.instagram.com/kopisenja"],
      ["tokoku.com", "https://tokoku.com"],
      ["toko.id:8080/a?b=1#c", "https://toko.id:8080/a?b=1#c"],
      ["//tokoku.com/menu", "https://tokoku.com/menu"],
      ["kopi-senja.my.id?ref=wa", "https://kopi-senja.my.id?ref=wa"],
      ["http://tokoku.com/menu", "http://tokoku.com/menu"],
    ]) {
      expect(completeLinkUrl(typed!), typed).toBe(stored);
      expect(ZLinkInputSchema.parse({ ...valid, url: typed }).url, typed).toBe(stored);
    }
  });

  it("leaves an address with a scheme of its own, or no host, as typed", () => {
    for (const typed of ["javascript:alert(1)", "mailto:a@b.id", "instagram", "a b.com", ""]) {
      expect(completeLinkUrl(typed), typed).toBe(typed);
    }
  });

  it("falls back to the link emoji when no icon is chosen", () => {
    expect(ZLinkInputSchema.parse({ ...valid, icon: " " }).icon).toBe(DEFAULT_LINK_ICON);
    expect(ZLinkInputSchema.parse({ title: "A", url: "https://a.id" })).toMatchObject({
      icon: "🔗",
      thumbnailType: "icon",
    });
  });

  it("needs the picture for an uploaded thumbnail, and drops it for an icon", () => {
    expect(errorsOf({ ...valid, thumbnailType: "upload" })).toEqual({
      linkImage: LINK_MESSAGES.imageRequired,
    });
    const image = "/media/brand-logos/abc-1280.webp";
    expect(
      ZLinkInputSchema.parse({ ...valid, thumbnailType: "upload", linkImage: image }).linkImage,
    ).toBe(image);
    expect(ZLinkInputSchema.parse({ ...valid, linkImage: image }).linkImage).toBeNull();
  });

  it("refuses an unknown thumbnail type and over-long texts", () => {
    expect(errorsOf({ ...valid, thumbnailType: "video" })).toHaveProperty("thumbnailType");
    expect(errorsOf({ ...valid, title: "x".repeat(101) })).toEqual({
      title: LINK_MESSAGES.titleTooLong,
    });
    expect(errorsOf({ ...valid, description: "x".repeat(301) })).toEqual({
      description: LINK_MESSAGES.descriptionTooLong,
    });
  });
});

describe("link text", () => {
  // Inside the text: trimming would take some of them off the ends.
  const hidden = ["\u0000", "\n", "\t", "\u0085", "\u202E", "\u2067", "\u200B", "\uFEFF", "\uD800"];

  it("refuses control, bidi and zero-width characters in every text, on its own field", () => {
    for (const char of hidden) {
      const label = JSON.stringify(char);
      expect(errorsOf({ ...valid, title: `Insta${char}gram` }), label).toEqual({
        title: INVALID_CHARACTERS_MESSAGE,
      });
      expect(errorsOf({ ...valid, url: `https://toko.id/${char}a` }), label).toEqual({
        url: INVALID_CHARACTERS_MESSAGE,
      });
      expect(errorsOf({ ...valid, description: `Promo${char} hari ini` }), label).toEqual({
        description: INVALID_CHARACTERS_MESSAGE,
      });
      expect(errorsOf({ ...valid, icon: `📸${char}📸` }), label).toEqual({
        icon: INVALID_CHARACTERS_MESSAGE,
      });
    }
  });

  it("keeps emoji joined into one picture, refuses a joiner elsewhere", () => {
    expect(ZLinkInputSchema.parse({ ...valid, icon: "👨‍🍳", title: "Dapur 👩‍👧" })).toMatchObject({
      icon: "👨‍🍳",
      title: "Dapur 👩‍👧",
    });
    expect(errorsOf({ ...valid, title: "Ka\u200Dfe" })).toEqual({
      title: INVALID_CHARACTERS_MESSAGE,
    });
  });

  it("answers a value of the wrong kind in Indonesian", () => {
    expect(errorsOf({ ...valid, title: 5, url: null })).toEqual({
      title: LINK_MESSAGES.titleRequired,
      url: LINK_MESSAGES.urlRequired,
    });
    expect(errorsOf({ ...valid, description: {}, icon: [], thumbnailType: 1 })).toEqual({
      description: INVALID_VALUE_MESSAGE,
      icon: INVALID_VALUE_MESSAGE,
      thumbnailType: INVALID_VALUE_MESSAGE,
    });
    expect(errorsOf({ ...valid, icon: "🔗".repeat(17) })).toEqual({ icon: INVALID_VALUE_MESSAGE });
    expect(
      errorsOf({ ...valid, thumbnailType: "upload", linkImage: "/media/a\u0000-1280.webp" }),
    ).toEqual({ linkImage: LINK_MESSAGES.imageInvalid });
  });
});

describe("icon picker", () => {
  it("offers about 90 different emoji, the link emoji first", () => {
    expect(LINK_ICONS.length).toBe(90);
    expect(new Set(LINK_ICONS).size).toBe(LINK_ICONS.length);
    expect(LINK_ICONS[0]).toBe(DEFAULT_LINK_ICON);
  });
});
