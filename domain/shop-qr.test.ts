import { describe, expect, it } from "vitest";
import {
  posterAddressParts,
  posterAddressSize,
  qrFileName,
  shopUrlOf,
  shortUrlOf,
} from "./shop-qr";

describe("the shop's QR address", () => {
  it("is the shop's page under the public base URL", () => {
    expect(shopUrlOf("https://gerai.id", "sari")).toBe("https://gerai.id/sari");
    expect(shopUrlOf("https://gerai.id/", "sari")).toBe("https://gerai.id/sari");
    expect(shopUrlOf("http://localhost:3000", "kopi-sari")).toBe("http://localhost:3000/kopi-sari");
  });

  it("reads without scheme, www and trailing slash on the poster", () => {
    expect(shortUrlOf("https://www.gerai.id/sari")).toBe("gerai.id/sari");
    expect(shortUrlOf("http://localhost:3000/sari/")).toBe("localhost:3000/sari");
    expect(shortUrlOf("HTTPS://Gerai.id/sari")).toBe("Gerai.id/sari");
  });

  it("names the downloads after the shop", () => {
    expect(qrFileName("sari", "svg")).toBe("qr-sari.svg");
    expect(qrFileName("kopi-sari", "png")).toBe("qr-kopi-sari.png");
  });

  it("breaks the poster's address only after '/' or '.', never inside the shop's name", () => {
    expect(posterAddressParts("gerai.id/dapurbusari")).toEqual(["gerai.", "id/", "dapurbusari"]);
    expect(posterAddressParts("127.0.0.1:3000/kopi-sari")).toEqual([
      "127.",
      "0.",
      "0.",
      "1:3000/",
      "kopi-sari",
    ]);
    expect(posterAddressParts("toko.id/")).toEqual(["toko.", "id/"]);
    expect(posterAddressParts("localhost")).toEqual(["localhost"]);
    expect(posterAddressParts("gerai.id/dapurbusari").join("")).toBe("gerai.id/dapurbusari");
  });

  it("shrinks the poster's address when its longest piece would not fit a line", () => {
    expect(posterAddressSize("gerai.id/sari")).toBe(6);
    const long = `gerai.id/${"a".repeat(60)}`;
    expect(posterAddressSize(long)).toBeLessThan(6);
    // 60 wide characters still fit the poster's 80 % of width.
    expect(posterAddressSize(long) * 0.66 * 60).toBeLessThanOrEqual(80);
  });
});
