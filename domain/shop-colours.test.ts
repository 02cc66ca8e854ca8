import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  SHOP_COLOUR_FOREGROUND,
  SHOP_COLOUR_PRESETS,
  shopColour,
  shopColourStyle,
  ZShopColourSchema,
} from "./shop-colours";

// The darkest pale surface the storefront draws the colour on as text: oklch(0.95 0.03 80).
const PALEST_SURFACE = "#f9edd9";

describe("shop colours", () => {
  it("keeps a colour dark enough for both of its uses as it is", () => {
    expect(shopColour("#0f766e")).toBe("#0f766e");
    expect(shopColour("#1f2937")).toBe("#1f2937");
    expect(shopColour("#000000")).toBe("#000000");
  });

  it("takes a light pick darker, keeping its hue, until every pair reaches 4.5:1", () => {
    const picks = [...SHOP_COLOUR_PRESETS, "#ffffff", "#ffe14d", "#7dd3fc", "#f9a8d4", "#00ff00"];
    for (const pick of picks) {
      const colour = shopColour(pick.toLowerCase());
      expect(contrastRatio(colour, SHOP_COLOUR_FOREGROUND), pick).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colour, PALEST_SURFACE), pick).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colour, "#ffffff"), pick).toBeGreaterThanOrEqual(4.5);
    }
    // Yellow stays a yellow-brown, not grey: red well above blue.
    const yellow = shopColour("#ffe14d");
    expect(yellow).not.toBe("#ffe14d");
    const [r, , b] = [1, 3, 5].map((i) => Number.parseInt(yellow.slice(i, i + 2), 16));
    expect(r - b).toBeGreaterThan(60);
  });

  it("darkens no more than it must: a shade lighter would fail", () => {
    const colour = shopColour("#7dd3fc");
    expect(contrastRatio(colour, PALEST_SURFACE)).toBeLessThan(4.7);
  });

  it("accepts #rrggbb in any case, empty for Gerai's colour, and refuses anything else", () => {
    expect(ZShopColourSchema.parse(" #0F766E ")).toBe("#0f766e");
    expect(ZShopColourSchema.parse("")).toBeNull();
    for (const bad of ["0f766e", "#0f766", "#0f766g", "red", "#0f766e;}body{", "url(x)"]) {
      expect(ZShopColourSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("writes the page's custom properties only for a well-formed colour", () => {
    expect(shopColourStyle("#0f766e")).toBe(
      ":root{--primary:#0f766e;--primary-foreground:#ffffff;--ring:#0f766e}",
    );
    expect(shopColourStyle(null)).toBeNull();
    expect(shopColourStyle("#0f766e}</style><script>")).toBeNull();
  });
});
