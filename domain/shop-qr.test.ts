import { describe, expect, it } from "vitest";
import { qrFileName, shopUrlOf, shortUrlOf } from "./shop-qr";

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
});
