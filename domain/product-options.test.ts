import { describe, expect, it } from "vitest";
import {
  defaultCustomizations,
  describeChoiceRange,
  formatChoicePrice,
  isProductSoldOut,
  selectionProblem,
  toggleChoice,
  unitPriceOf,
  type ProductOption,
} from "./product-options";

const size: ProductOption = {
  name: "Ukuran",
  choices: ["Kecil", "Sedang", "Besar"],
  isRequired: true,
  choicePrices: { Kecil: -2000, Besar: 5000 },
  soldOutChoices: ["Sedang"],
};
const toppings: ProductOption = {
  name: "Topping",
  choices: ["Keju", "Telur", "Sosis", "Jamur"],
  isRequired: false,
  choicePrices: { Keju: 3000, Telur: 4000 },
  minChoices: 0,
  maxChoices: 3,
};
const sauces: ProductOption = {
  name: "Saus",
  choices: ["Sambal", "Tomat", "Mayones"],
  isRequired: true,
  minChoices: 2,
  maxChoices: 2,
};

describe("unitPriceOf", () => {
  it("adds what every chosen value adds to the base price", () => {
    expect(
      unitPriceOf(20000, [size, toppings], { Ukuran: "Besar", Topping: ["Keju", "Telur"] }),
    ).toBe(32000);
  });

  it("subtracts a negative amount and never goes below 0", () => {
    expect(unitPriceOf(20000, [size], { Ukuran: "Kecil" })).toBe(18000);
    expect(unitPriceOf(1000, [size], { Ukuran: "Kecil" })).toBe(0);
  });

  it("adds nothing for values without an amount, unknown options or blanks", () => {
    expect(unitPriceOf(15000, [toppings], { Topping: ["Sosis"], Lain: "x" })).toBe(15000);
    expect(unitPriceOf(15000, [size], { Ukuran: "" })).toBe(15000);
  });
});

describe("selectionProblem", () => {
  it("accepts a selection within every option's rules", () => {
    expect(
      selectionProblem({ Ukuran: "Besar", Topping: ["Keju"], Saus: ["Sambal", "Tomat"] }, [
        size,
        toppings,
        sauces,
      ]),
    ).toBeNull();
  });

  it("refuses a sold-out choice by name", () => {
    expect(selectionProblem({ Ukuran: "Sedang" }, [size])).toEqual({
      kind: "sold-out",
      option: "Ukuran",
      choice: "Sedang",
    });
  });

  it("refuses more values than the option's most and fewer than its fewest", () => {
    expect(selectionProblem({ Topping: ["Keju", "Telur", "Sosis", "Jamur"] }, [toppings])).toEqual({
      kind: "too-many",
      option: "Topping",
      max: 3,
    });
    expect(selectionProblem({ Saus: ["Sambal"] }, [sauces])).toEqual({
      kind: "too-few",
      option: "Saus",
      min: 2,
    });
  });

  it("refuses a required single choice left out", () => {
    expect(selectionProblem({}, [size])).toEqual({ kind: "too-few", option: "Ukuran", min: 1 });
  });

  it("refuses values the product does not offer, repeated, or of the wrong shape", () => {
    expect(selectionProblem({ Topping: ["Nanas"] }, [toppings])).toEqual({ kind: "unknown" });
    expect(selectionProblem({ Topping: ["Keju", "Keju"] }, [toppings])).toEqual({
      kind: "unknown",
    });
    expect(selectionProblem({ Topping: "Keju" }, [toppings])).toEqual({ kind: "unknown" });
    expect(selectionProblem({ Ukuran: ["Besar"] }, [size])).toEqual({ kind: "unknown" });
    expect(selectionProblem({ Warna: "Merah" }, [size])).toEqual({ kind: "unknown" });
  });

  it("keeps options saved before prices existed working as before", () => {
    const legacy: ProductOption = {
      name: "Gula",
      choices: ["Normal", "Sedikit"],
      isRequired: false,
    };
    expect(selectionProblem({ Gula: "Sedikit" }, [legacy])).toBeNull();
    expect(selectionProblem({}, [legacy])).toBeNull();
    expect(unitPriceOf(12000, [legacy], { Gula: "Sedikit" })).toBe(12000);
  });
});

describe("defaultCustomizations", () => {
  it("preselects the first available choice of single-choice options, nothing of multi ones", () => {
    expect(defaultCustomizations([size, toppings])).toEqual({ Ukuran: "Kecil", Topping: [] });
    expect(defaultCustomizations([{ ...size, soldOutChoices: ["Kecil"] }])).toEqual({
      Ukuran: "Sedang",
    });
  });
});

describe("toggleChoice", () => {
  it("keeps the product's order and refuses a pick past the most", () => {
    expect(toggleChoice(toppings, ["Sosis"], "Keju")).toEqual(["Keju", "Sosis"]);
    expect(toggleChoice(toppings, ["Keju", "Telur", "Sosis"], "Jamur")).toEqual([
      "Keju",
      "Telur",
      "Sosis",
    ]);
    expect(toggleChoice(toppings, ["Keju", "Telur"], "Keju")).toEqual(["Telur"]);
  });
});

describe("isProductSoldOut", () => {
  it("is sold out by the switch, by stock 0, or when a required option has nothing left", () => {
    expect(isProductSoldOut({ isSoldOut: true })).toBe(true);
    expect(isProductSoldOut({ stock: 0 })).toBe(true);
    expect(isProductSoldOut({ stock: 3 })).toBe(false);
    expect(isProductSoldOut({ stock: null, options: [size] })).toBe(false);
    expect(
      isProductSoldOut({ options: [{ ...size, soldOutChoices: ["Kecil", "Sedang", "Besar"] }] }),
    ).toBe(true);
    expect(isProductSoldOut({ options: [{ ...toppings, soldOutChoices: toppings.choices }] })).toBe(
      false,
    );
  });
});

describe("texts", () => {
  it("writes amounts with their sign and ranges in Indonesian", () => {
    expect(formatChoicePrice(5000)).toBe("+Rp 5.000");
    expect(formatChoicePrice(-2000)).toBe("-Rp 2.000");
    expect(formatChoicePrice(0)).toBe("");
    expect(describeChoiceRange(toppings)).toBe("Pilih hingga 3");
    expect(describeChoiceRange(sauces)).toBe("Pilih 2");
    expect(describeChoiceRange({ ...toppings, minChoices: 1 })).toBe("Pilih 1–3");
  });
});
