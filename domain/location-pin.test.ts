import { describe, expect, it } from "vitest";
import {
  buildLocationLink,
  isLocationLink,
  LOCATION_MESSAGES,
  locationLinkOf,
} from "./location-pin";

const MAPS = "https://www.google.com/maps/search/?api=1&query=";

describe("the shared location", () => {
  it("becomes a maps link of two numbers, 6 decimals at most", () => {
    expect(buildLocationLink({ latitude: -6.2000001234, longitude: 106.8166667 })).toBe(
      `${MAPS}-6.2,106.816667`,
    );
    expect(buildLocationLink({ latitude: 0, longitude: -0 })).toBe(`${MAPS}0,0`);
    expect(buildLocationLink({ latitude: -0.0000001, longitude: 1e-7 })).toBe(`${MAPS}0,0`);
    expect(buildLocationLink({ latitude: 90, longitude: -180 })).toBe(`${MAPS}90,-180`);
  });

  it("is nothing for numbers out of range or anything that is no position", () => {
    for (const pin of [
      { latitude: 90.000001, longitude: 0 },
      { latitude: 0, longitude: -180.5 },
      { latitude: "1", longitude: "2" },
      { latitude: Number.POSITIVE_INFINITY, longitude: 0 },
      { latitude: Number.NaN, longitude: 0 },
      { latitude: 1 },
      `${MAPS}1,2`,
      null,
      [1, 2],
    ]) {
      expect(buildLocationLink(pin)).toBeNull();
    }
  });

  it("is refused when sent malformed, and nothing when not sent", () => {
    expect(locationLinkOf(undefined)).toEqual({ ok: true, link: null });
    expect(locationLinkOf(null)).toEqual({ ok: true, link: null });
    expect(locationLinkOf({ latitude: 1.5, longitude: 2 })).toEqual({
      ok: true,
      link: `${MAPS}1.5,2`,
    });
    expect(locationLinkOf("javascript:alert(1)")).toEqual({
      ok: false,
      error: LOCATION_MESSAGES.invalid,
    });
  });

  it("recognises only a link it builds itself", () => {
    expect(isLocationLink(`${MAPS}-6.2,106.816667`)).toBe(true);
    expect(isLocationLink(`${MAPS}-6.2,106.816667&x=1`)).toBe(false);
    expect(isLocationLink(`${MAPS}95,10`)).toBe(false);
    expect(isLocationLink(`${MAPS}1.1234567,10`)).toBe(false);
    expect(isLocationLink(`${MAPS}-0,10`)).toBe(false);
    expect(isLocationLink("javascript:alert(1)")).toBe(false);
    expect(isLocationLink(null)).toBe(false);
  });
});
