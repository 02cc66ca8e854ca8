import { describe, expect, it } from "vitest";
import type { CartItem } from "./cart";
import { toCheckoutRequestItem } from "./checkout-request";

const LINE: CartItem = {
  id: "p1_1",
  productId: "p1",
  name: "Kopi Susu",
  description: "Espresso dan susu",
  price: 18000,
  image: "/kopi.svg",
  category: "makanan-minuman",
  images: ["/kopi.svg"],
  options: [{ name: "Ukuran", choices: ["Reguler", "Besar"], isRequired: true }],
  customizations: { Ukuran: "Besar" },
  notes: "Es dipisah",
  quantity: 2,
};

describe("toCheckoutRequestItem", () => {
  it("sends the customer's choices and the price the cart showed", () => {
    expect(toCheckoutRequestItem(LINE)).toEqual({
      productId: "p1",
      quantity: 2,
      customizations: { Ukuran: "Besar" },
      notes: "Es dipisah",
      seenPrice: 18000,
      name: "Kopi Susu",
    });
  });

  it("keeps the sugar and ice of older lines", () => {
    expect(toCheckoutRequestItem({ ...LINE, sugar: "Sedikit", ice: "Normal" })).toMatchObject({
      sugar: "Sedikit",
      ice: "Normal",
    });
  });
});
