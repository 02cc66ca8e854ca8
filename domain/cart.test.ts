import { describe, expect, it } from "vitest";
import {
  addToCart,
  canDecrementQuantity,
  cartItemCount,
  cartTotal,
  createCartLineId,
  defaultCustomizations,
  describeCustomizations,
  isSameCartLine,
  parseDialogQuantity,
  removeCartLine,
  replaceCartLine,
  updateCartQuantity,
  type CartItem,
  type ProductOption,
  cartLineOptions,
  createCartItem,
  applyCurrentProducts,
  hasOfferedChoices,
  type CurrentCartProduct,
  orderableLines,
} from "./cart";

const OPTIONS: ProductOption[] = [
  { name: "Ukuran", choices: ["Kecil", "Besar"], isRequired: true },
  { name: "Gula", choices: ["Normal", "Sedikit", "Tanpa"], isRequired: false },
];

function line(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: "p1_1000",
    productId: "p1",
    name: "Es Kopi Susu",
    description: "Kopi susu gula aren",
    price: 18000,
    image: null,
    category: "makanan-minuman",
    images: [],
    options: OPTIONS,
    customizations: { Ukuran: "Kecil", Gula: "Normal" },
    notes: "",
    quantity: 1,
    ...overrides,
  };
}

describe("createCartLineId", () => {
  it("joins product id and timestamp", () => {
    expect(createCartLineId("abc", 1763800000000)).toBe("abc_1763800000000");
  });
});

describe("isSameCartLine", () => {
  it("ignores customization key order", () => {
    expect(
      isSameCartLine(
        line({ customizations: { Ukuran: "Besar", Gula: "Tanpa" } }),
        line({ id: "p1_2", customizations: { Gula: "Tanpa", Ukuran: "Besar" } }),
      ),
    ).toBe(true);
  });

  it("differs on product or any customization value", () => {
    expect(isSameCartLine(line(), line({ productId: "p2" }))).toBe(false);
    expect(
      isSameCartLine(line(), line({ customizations: { Ukuran: "Besar", Gula: "Normal" } })),
    ).toBe(false);
    expect(isSameCartLine(line(), line({ customizations: { Ukuran: "Kecil" } }))).toBe(false);
  });

  it("treats missing and empty customizations as equal", () => {
    expect(
      isSameCartLine(
        { productId: "p1", customizations: undefined },
        { productId: "p1", customizations: {} },
      ),
    ).toBe(true);
  });

  it("compares sugar and ice for older lines", () => {
    const old = line({ customizations: {}, sugar: "Normal", ice: "Less" });
    const copy: CartItem = { ...old, id: "x" };
    expect(isSameCartLine(old, copy)).toBe(true);
    expect(isSameCartLine(old, { ...old, ice: "Normal" })).toBe(false);
    expect(isSameCartLine(old, { ...old, sugar: undefined })).toBe(false);
  });

  it("tells lines with different notes apart, ignoring spaces around them", () => {
    expect(isSameCartLine(line({ notes: "tanpa es" }), line({ notes: "" }))).toBe(false);
    expect(isSameCartLine(line({ notes: "tanpa es" }), line({ notes: " tanpa es " }))).toBe(true);
  });
});

describe("addToCart", () => {
  it("appends a new line without mutating the cart", () => {
    const cart: CartItem[] = [];
    const next = addToCart(cart, line());
    expect(next).toEqual([line()]);
    expect(cart).toEqual([]);
  });

  it("merges the quantity into an identical line", () => {
    const cart = [line({ quantity: 2 })];
    const next = addToCart(cart, line({ id: "p1_2000", quantity: 3 }));
    expect(next).toEqual([line({ quantity: 5 })]);
    expect(cart[0].quantity).toBe(2);
  });

  it("appends when customizations differ", () => {
    const other = line({ id: "p1_2000", customizations: { Ukuran: "Besar", Gula: "Normal" } });
    expect(addToCart([line()], other)).toEqual([line(), other]);
  });
});

describe("updateCartQuantity / removeCartLine", () => {
  const cart = [line(), line({ id: "p2_1", productId: "p2", quantity: 2 })];

  it("sets the quantity of one line", () => {
    expect(updateCartQuantity(cart, "p2_1", 4).map((l) => l.quantity)).toEqual([1, 4]);
  });

  it("removes the line at 0 or less", () => {
    expect(updateCartQuantity(cart, "p2_1", 0).map((l) => l.id)).toEqual(["p1_1000"]);
    expect(updateCartQuantity(cart, "p1_1000", -1).map((l) => l.id)).toEqual(["p2_1"]);
  });

  it("removes a line by id", () => {
    expect(removeCartLine(cart, "p1_1000").map((l) => l.id)).toEqual(["p2_1"]);
    expect(removeCartLine(cart, "nope")).toHaveLength(2);
  });
});

describe("replaceCartLine", () => {
  it("replaces the edited line in place and keeps its id", () => {
    const cart = [line(), line({ id: "p2_1", productId: "p2" })];
    const edited = line({
      id: "ignored",
      customizations: { Ukuran: "Besar", Gula: "Tanpa" },
      notes: "panas",
      quantity: 2,
    });
    expect(replaceCartLine(cart, "p1_1000", edited)).toEqual([
      { ...edited, id: "p1_1000" },
      cart[1],
    ]);
  });

  it("merges into another identical line and drops the edited one", () => {
    const big = line({
      id: "p1_2000",
      customizations: { Ukuran: "Besar", Gula: "Normal" },
      quantity: 2,
    });
    const cart = [line({ quantity: 3 }), big];
    const edited = line({ customizations: { Gula: "Normal", Ukuran: "Besar" }, quantity: 3 });
    expect(replaceCartLine(cart, "p1_1000", edited)).toEqual([{ ...big, quantity: 5 }]);
  });

  it("leaves the cart unchanged for an unknown line", () => {
    const cart = [line()];
    expect(replaceCartLine(cart, "nope", line({ quantity: 9 }))).toEqual(cart);
  });

  it("removes the line when the edited quantity is 0", () => {
    expect(replaceCartLine([line()], "p1_1000", line({ quantity: 0 }))).toEqual([]);
  });
});

describe("totals", () => {
  it("counts items and sums price × quantity", () => {
    const cart = [
      line({ quantity: 2 }),
      line({ id: "p2_1", productId: "p2", price: 25000, quantity: 3 }),
    ];
    expect(cartItemCount(cart)).toBe(5);
    expect(cartTotal(cart)).toBe(2 * 18000 + 3 * 25000);
    expect(cartItemCount([])).toBe(0);
    expect(cartTotal([])).toBe(0);
  });

  it("leaves out lines whose product sold out or left the shop, not those to change", () => {
    const cart = [
      line({ id: "a" }),
      line({ id: "gone" }),
      line({ id: "habis" }),
      line({ id: "choice" }),
      line({ id: "short" }),
      line({ id: "price" }),
    ];
    const orderable = orderableLines(cart, {
      gone: [{ kind: "unavailable" }],
      habis: [{ kind: "sold-out" }, { kind: "price", from: 18000, to: 20000 }],
      choice: [{ kind: "sold-out", choice: "Besar" }],
      short: [{ kind: "stock", left: 1 }],
      price: [{ kind: "price", from: 18000, to: 20000 }],
    });
    expect(orderable.map((item) => item.id)).toEqual(["a", "choice", "short", "price"]);
    expect(orderableLines(cart, {})).toHaveLength(6);
  });
});

describe("parseDialogQuantity", () => {
  it("parses integers", () => {
    expect(parseDialogQuantity("3", 1)).toBe(3);
    expect(parseDialogQuantity("12abc", 1)).toBe(12);
    expect(parseDialogQuantity("2.7", 1)).toBe(2);
  });

  it("gives 1 for invalid input", () => {
    expect(parseDialogQuantity("", 5)).toBe(1);
    expect(parseDialogQuantity("abc", 5)).toBe(1);
  });

  it("ignores values under 1", () => {
    expect(parseDialogQuantity("0", 4)).toBe(4);
    expect(parseDialogQuantity("-2", 4)).toBe(4);
  });

  it("disables minus at 1", () => {
    expect(canDecrementQuantity(1)).toBe(false);
    expect(canDecrementQuantity(2)).toBe(true);
  });
});

describe("defaultCustomizations", () => {
  it("preselects the first choice of every option with choices", () => {
    expect(
      defaultCustomizations([...OPTIONS, { name: "Topping", choices: [], isRequired: false }]),
    ).toEqual({ Ukuran: "Kecil", Gula: "Normal" });
    expect(defaultCustomizations([])).toEqual({});
  });
});

describe("describeCustomizations", () => {
  it("lists choices in option order", () => {
    expect(
      describeCustomizations(line({ customizations: { Gula: "Sedikit", Ukuran: "Besar" } })),
    ).toBe("Ukuran: Besar, Gula: Sedikit");
  });

  it("describes older sugar/ice lines", () => {
    expect(
      describeCustomizations(
        line({ options: [], customizations: {}, sugar: "Normal", ice: "Less" }),
      ),
    ).toBe("Sugar: Normal, Ice: Less");
    expect(describeCustomizations({ sugar: "Normal" })).toBe("Sugar: Normal");
  });

  it("is empty when nothing was chosen", () => {
    expect(describeCustomizations(line({ options: [], customizations: {} }))).toBe("");
    expect(describeCustomizations({})).toBe("");
  });
});

describe("createCartItem", () => {
  const product = {
    id: "p1",
    name: "Es Kopi Susu",
    description: "Kopi susu gula aren",
    price: "Rp 18.000",
    image: null,
    category: "makanan-minuman",
    images: ["/a.webp", "/b.webp"],
    options: OPTIONS,
  };

  it("builds a line with a product_timestamp id and the price parsed from digits", () => {
    const item = createCartItem(
      product,
      { quantity: 2, customizations: { Ukuran: "Besar", Gula: "Normal" }, notes: "panas" },
      1763800000000,
    );
    expect(item).toEqual({
      id: "p1_1763800000000",
      productId: "p1",
      name: "Es Kopi Susu",
      description: "Kopi susu gula aren",
      price: 18000,
      basePrice: 18000,
      image: "/a.webp",
      category: "makanan-minuman",
      images: ["/a.webp", "/b.webp"],
      options: OPTIONS,
      customizations: { Ukuran: "Besar", Gula: "Normal" },
      notes: "panas",
      quantity: 2,
    });
  });

  it("copies the selection so later form edits cannot change the line", () => {
    const customizations = { Ukuran: "Kecil" };
    const item = createCartItem(product, { quantity: 1, customizations, notes: "" }, 1);
    customizations.Ukuran = "Besar";
    expect(item.customizations).toEqual({ Ukuran: "Kecil" });
  });

  it("has no image when the product has none", () => {
    const item = createCartItem(
      { id: "p9", name: "Jasa Antar", price: 5000 },
      { quantity: 1, customizations: {}, notes: "" },
      1,
    );
    expect(item.image).toBeNull();
    expect(item.description).toBe("");
    expect(item.options).toEqual([]);
  });
});

describe("a note stays with its own items", () => {
  it("adds a line with another note as a line of its own", () => {
    const cart = addToCart(
      [line({ notes: "tanpa es" })],
      line({ id: "p1_2", notes: "pakai sedotan" }),
    );
    expect(cart.map(({ id, notes, quantity }) => ({ id, notes, quantity }))).toEqual([
      { id: "p1_1000", notes: "tanpa es", quantity: 1 },
      { id: "p1_2", notes: "pakai sedotan", quantity: 1 },
    ]);
  });

  it("merges a line with the same options and the same note", () => {
    expect(
      addToCart([line({ notes: "tanpa es" })], line({ id: "p1_2", notes: "tanpa es" })),
    ).toEqual([line({ notes: "tanpa es", quantity: 2 })]);
    expect(addToCart([line()], line({ id: "p1_2" }))).toEqual([line({ quantity: 2 })]);
  });

  it("keeps an edited line apart when only its note differs from another line", () => {
    const other = line({ id: "p1_2", customizations: { Ukuran: "Besar", Gula: "Normal" } });
    const edited = line({ customizations: { Ukuran: "Besar", Gula: "Normal" }, notes: "panas" });
    expect(replaceCartLine([line(), other], "p1_1000", edited)).toEqual([edited, other]);
  });

  it("folds an edited line into another with the same options and note", () => {
    const other = line({
      id: "p1_2",
      customizations: { Ukuran: "Besar", Gula: "Normal" },
      notes: "panas",
    });
    const edited = line({ customizations: { Ukuran: "Besar", Gula: "Normal" }, notes: "panas" });
    expect(replaceCartLine([line(), other], "p1_1000", edited)).toEqual([
      { ...other, quantity: 2 },
    ]);
  });
});

describe("hasOfferedChoices", () => {
  it("accepts the product's own choices, blanks for optional ones included", () => {
    expect(hasOfferedChoices({ Ukuran: "Besar", Gula: "" }, OPTIONS)).toBe(true);
  });

  it("refuses an unknown option or choice and a missing required option", () => {
    expect(hasOfferedChoices({ Ukuran: "Jumbo" }, OPTIONS)).toBe(false);
    expect(hasOfferedChoices({ Ukuran: "Besar", Es: "Banyak" }, OPTIONS)).toBe(false);
    expect(hasOfferedChoices({ Gula: "Normal" }, OPTIONS)).toBe(false);
  });
});

describe("applyCurrentProducts", () => {
  const current = (overrides: Partial<CurrentCartProduct> = {}): CurrentCartProduct => ({
    id: "p1",
    name: "Es Kopi Susu",
    price: 18000,
    options: OPTIONS,
    ...overrides,
  });

  it("takes a changed price and says from what to what", () => {
    const result = applyCurrentProducts(
      [line({ price: 15000 })],
      ["p1"],
      [current({ price: 20000 })],
    );
    expect(result.cart).toEqual([line({ price: 20000, basePrice: 20000 })]);
    expect(result.notices).toEqual({ p1_1000: [{ kind: "price", from: 15000, to: 20000 }] });
  });

  it("marks a product no longer sold and keeps its line for the customer to remove", () => {
    const result = applyCurrentProducts([line()], ["p1"], []);
    expect(result.cart).toEqual([line()]);
    expect(result.notices).toEqual({ p1_1000: [{ kind: "unavailable" }] });
  });

  it("takes a new name and options silently, and leaves unchecked lines alone", () => {
    const other = line({ id: "p2_1", productId: "p2", price: 1 });
    const result = applyCurrentProducts(
      [line(), other],
      ["p1"],
      [current({ name: "Kopi Susu Aren" })],
    );
    expect(result.cart).toEqual([line({ name: "Kopi Susu Aren", basePrice: 18000 }), other]);
    expect(result.notices).toEqual({});
  });

  it("drops choices the product stopped offering and says so", () => {
    const options = [{ name: "Ukuran", choices: ["Reguler", "Jumbo"], isRequired: true }];
    const result = applyCurrentProducts(
      [line({ customizations: { Ukuran: "Kecil", Gula: "Normal" } })],
      ["p1"],
      [current({ options })],
    );
    expect(result.cart[0]).toMatchObject({ options, customizations: {} });
    expect(result.notices).toEqual({ p1_1000: [{ kind: "choices" }] });
  });

  it("does not change the cart it is given", () => {
    const cart = [line({ price: 15000 })];
    applyCurrentProducts(cart, ["p1"], [current()]);
    expect(cart).toEqual([line({ price: 15000 })]);
  });
});

describe("cart edge cases", () => {
  it("adds nothing for a quantity of 0", () => {
    expect(addToCart([line()], line({ id: "p2_1", productId: "p2", quantity: 0 }))).toEqual([
      line(),
    ]);
  });

  it("merges a legacy sugar/ice line only with the same sugar and ice", () => {
    const old = line({ customizations: {}, sugar: "Normal", ice: "Less" });
    expect(addToCart([old], { ...old, id: "x", quantity: 2 })).toEqual([{ ...old, quantity: 3 }]);
    expect(addToCart([old], { ...old, id: "x", ice: "No" })).toHaveLength(2);
  });

  it("truncates a fractional quantity and ignores NaN", () => {
    expect(updateCartQuantity([line()], "p1_1000", 2.9)[0].quantity).toBe(2);
    expect(updateCartQuantity([line()], "p1_1000", 0.5)).toEqual([]);
    expect(updateCartQuantity([line()], "p1_1000", Number.NaN)).toEqual([line()]);
  });

  it("does not mutate the cart when updating or replacing", () => {
    const cart = [line({ quantity: 2 })];
    updateCartQuantity(cart, "p1_1000", 7);
    replaceCartLine(cart, "p1_1000", line({ quantity: 9 }));
    expect(cart).toEqual([line({ quantity: 2 })]);
  });

  it("merges into the first identical line only", () => {
    const a = line({ id: "a", quantity: 1 });
    const b = line({ id: "b", productId: "p2" });
    const next = addToCart([a, b], line({ id: "c", quantity: 4 }));
    expect(next.map((l) => [l.id, l.quantity])).toEqual([
      ["a", 5],
      ["b", 1],
    ]);
  });
});

describe("cartLineOptions", () => {
  it("puts option order first, then other customizations, then Sugar and Ice", () => {
    expect(
      cartLineOptions({
        options: OPTIONS,
        customizations: { Topping: "Boba", Gula: "Tanpa", Ukuran: "Besar" },
        sugar: "Normal",
        ice: "Less",
      }),
    ).toEqual([
      { name: "Ukuran", value: "Besar" },
      { name: "Gula", value: "Tanpa" },
      { name: "Topping", value: "Boba" },
      { name: "Sugar", value: "Normal" },
      { name: "Ice", value: "Less" },
    ]);
  });

  it("skips blank values and options that were not chosen", () => {
    expect(
      cartLineOptions({ options: OPTIONS, customizations: { Ukuran: " ", Gula: "Sedikit" } }),
    ).toEqual([{ name: "Gula", value: "Sedikit" }]);
    expect(cartLineOptions({ sugar: "", ice: "  " })).toEqual([]);
  });
});

describe("priced and multi-choice options", () => {
  const PRICED: ProductOption[] = [
    {
      name: "Ukuran",
      choices: ["Kecil", "Besar"],
      isRequired: true,
      choicePrices: { Besar: 5000 },
    },
    {
      name: "Topping",
      choices: ["Keju", "Telur", "Sosis"],
      isRequired: false,
      choicePrices: { Keju: 3000, Telur: 4000 },
      minChoices: 0,
      maxChoices: 3,
    },
  ];
  const product = { id: "p1", name: "Roti Bakar", price: 20000, options: PRICED };

  it("prices a new line with what its values add", () => {
    const item = createCartItem(
      product,
      { quantity: 2, customizations: { Ukuran: "Besar", Topping: ["Keju", "Telur"] }, notes: "" },
      1,
    );
    expect(item.price).toBe(32000);
    expect(cartTotal([item])).toBe(64000);
  });

  it("lists each value with its amount, the values of one option together", () => {
    const item = {
      customizations: { Ukuran: "Besar", Topping: ["Keju", "Sosis"] },
      options: PRICED,
    };
    expect(cartLineOptions(item)).toEqual([
      { name: "Ukuran", value: "Besar", price: 5000 },
      { name: "Topping", value: "Keju", price: 3000 },
      { name: "Topping", value: "Sosis" },
    ]);
    expect(describeCustomizations(item)).toBe(
      "Ukuran: Besar (+Rp 5.000), Topping: Keju (+Rp 3.000), Sosis",
    );
  });

  it("merges lines whose multi-choice values are the same in another order", () => {
    const a = line({ customizations: { Topping: ["Keju", "Telur"] } });
    const b = line({ id: "b", customizations: { Topping: ["Telur", "Keju"] } });
    const c = line({ id: "c", customizations: { Topping: ["Keju"] } });
    expect(isSameCartLine(a, b)).toBe(true);
    expect(isSameCartLine(a, c)).toBe(false);
  });

  it("shows a sold-out product, a sold-out choice and too little stock on the line", () => {
    const held = line({
      id: "l1",
      productId: "p1",
      price: 25000,
      quantity: 3,
      customizations: { Ukuran: "Besar" },
    });
    const current = (overrides: Partial<CurrentCartProduct>): CurrentCartProduct[] => [
      { ...product, ...overrides },
    ];
    expect(applyCurrentProducts([held], ["p1"], current({ isSoldOut: true })).notices).toEqual({
      l1: [{ kind: "sold-out" }],
    });
    expect(applyCurrentProducts([held], ["p1"], current({ stock: 0 })).notices).toEqual({
      l1: [{ kind: "sold-out" }],
    });
    expect(applyCurrentProducts([held], ["p1"], current({ stock: 2 })).notices).toEqual({
      l1: [{ kind: "stock", left: 2 }],
    });
    const soldOutChoice = current({
      options: [{ ...PRICED[0], soldOutChoices: ["Besar"] }, PRICED[1]],
    });
    expect(applyCurrentProducts([held], ["p1"], soldOutChoice).notices).toEqual({
      l1: [{ kind: "sold-out", choice: "Besar" }],
    });
    expect(applyCurrentProducts([held], ["p1"], current({ stock: 3 })).notices).toEqual({});
  });

  it("takes the unit price again when a choice's amount changed", () => {
    const held = line({
      id: "l1",
      productId: "p1",
      price: 25000,
      customizations: { Ukuran: "Besar" },
    });
    const result = applyCurrentProducts(
      [held],
      ["p1"],
      [{ ...product, options: [{ ...PRICED[0], choicePrices: { Besar: 7000 } }, PRICED[1]] }],
    );
    expect(result.cart[0].price).toBe(27000);
    expect(result.notices).toEqual({ l1: [{ kind: "price", from: 25000, to: 27000 }] });
  });
});
