import { describe, expect, it } from "vitest";
import { checkoutKeyFor, forgetCheckoutKey } from "./checkout-key";

// Outside a browser there is no session storage: the key lives in memory, as it does in a
// private tab.

describe("checkout keys", () => {
  const order = (customerName: string, quantity = 1) =>
    JSON.stringify({
      username: "kopi",
      form: { customerName },
      items: [{ productId: "p1", quantity }],
    });

  it("stay the same while the order's content does, so a retry is not a second order", () => {
    forgetCheckoutKey();
    const key = checkoutKeyFor(order("Budi"));
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(checkoutKeyFor(order("Budi"))).toBe(key);
  });

  it("change with the cart or the form, so another content never meets the first order's key", () => {
    forgetCheckoutKey();
    const first = checkoutKeyFor(order("Budi"));
    const otherCart = checkoutKeyFor(order("Budi", 2));
    expect(otherCart).not.toBe(first);
    const otherForm = checkoutKeyFor(order("Budi Santoso", 2));
    expect(otherForm).not.toBe(otherCart);
    // Going back to the first content is a new attempt as well.
    expect(checkoutKeyFor(order("Budi"))).not.toBe(first);
  });

  it("are new once forgotten, after a placed order or a refused key", () => {
    forgetCheckoutKey();
    const key = checkoutKeyFor(order("Budi"));
    forgetCheckoutKey();
    expect(checkoutKeyFor(order("Budi"))).not.toBe(key);
  });
});
