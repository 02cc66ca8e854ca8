import { describe, expect, it } from "vitest";
import { normalizeProductInput } from "./product";
import {
  emptyProductForm,
  productFormData,
  readProductForm,
  type ProductFormValues,
} from "./product-form";

const values: ProductFormValues = {
  name: "Kopi Susu",
  category: "makanan-minuman",
  description: "Gula aren asli",
  price: "18.000",
  options: [
    { name: "Ukuran", choices: ["Regular", " ", "Large"], isRequired: true },
    { name: "", choices: ["Panas"], isRequired: false },
  ],
  images: ["/media/product-images/a-1280.webp", "/media/product-images/b-1280.webp"],
};

describe("product form body", () => {
  it("carries fields, options and photos in order, and reads back into valid input", () => {
    const input = readProductForm(productFormData(values, true));
    expect(input.images).toEqual(values.images);
    const result = normalizeProductInput(input);
    expect(result).toEqual({
      ok: true,
      value: {
        name: "Kopi Susu",
        category: "makanan-minuman",
        description: "Gula aren asli",
        price: 18000,
        images: values.images,
        options: [{ name: "Ukuran", choices: ["Regular", "Large"], isRequired: true }],
      },
    });
  });

  it("leaves the photos out when they were not changed", () => {
    const form = productFormData(values, false);
    expect(form.has("images")).toBe(false);
    expect(readProductForm(form).images).toBeUndefined();
  });

  it("sends an emptied photo list as a change to no photos", () => {
    expect(readProductForm(productFormData({ ...values, images: [] }, true)).images).toEqual([]);
  });

  it("turns broken option JSON into input the schema refuses", () => {
    const form = productFormData(values, false);
    form.set("options", "{not json");
    expect(normalizeProductInput(readProductForm(form))).toEqual({
      ok: false,
      errors: { options: "Opsi produk tidak valid" },
    });
  });

  it("starts a new product with one empty option of one empty choice", () => {
    expect(emptyProductForm().options).toEqual([{ name: "", choices: [""], isRequired: false }]);
  });
});
