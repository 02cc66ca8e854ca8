import { describe, expect, it } from "vitest";
import { trackingQrPath } from "./tracking-qr";

describe("the tracking QR image", () => {
  it("lives under the shop's tracking page with the order number", () => {
    expect(trackingQrPath("sari", "ORD12345678")).toBe(
      "/sari/order-tracking/qr?number=ORD12345678",
    );
  });
});
