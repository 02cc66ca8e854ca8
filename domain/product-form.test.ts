import { describe, expect, it } from "vitest";
import type { ProductOption } from "./cart";
import { normalizeProductInput } from "./product";
import { emptyOption, optionFormValue, productFormValue } from "./product-form";

// How the product dialog fills its form; how a posted form is read back is tested with the
// app's form parsing (app/lib/form-parsing/product-form.test.ts).

describe("product form", () => {
  it("starts a new product with one empty single-choice option of one empty choice", () => {
    expect(emptyOption()).toEqual({
      name: "",
      choices: [{ name: "", price: "", isSoldOut: false }],
      isRequired: false,
      selection: "single",
      minChoices: "0",
      maxChoices: "",
    });
    expect(productFormValue(null)).toMatchObject({ isSoldOut: false, stock: "", price: "" });
  });

  it("opens a stored product with what it holds, and a stored option saves back unchanged", () => {
    const option: ProductOption = {
      name: "Topping",
      choices: ["Keju", "Cokelat"],
      isRequired: true,
      choicePrices: { Keju: 5000 },
      soldOutChoices: ["Cokelat"],
      minChoices: 1,
      maxChoices: 2,
    };
    expect(optionFormValue(option)).toEqual({
      name: "Topping",
      choices: [
        { name: "Keju", price: "5000", isSoldOut: false },
        { name: "Cokelat", price: "", isSoldOut: true },
      ],
      isRequired: true,
      selection: "multiple",
      minChoices: "1",
      maxChoices: "2",
    });
    const single: ProductOption = { name: "Gula", choices: ["Normal"], isRequired: false };
    expect(optionFormValue(single)).toMatchObject({ selection: "single", maxChoices: "" });
    for (const stored of [option, single]) {
      const saved = normalizeProductInput({
        name: "Kopi",
        price: 1,
        options: [optionFormValue(stored)],
      });
      expect(saved.ok && saved.value.options).toEqual([stored]);
    }
  });
});
