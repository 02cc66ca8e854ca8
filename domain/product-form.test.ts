import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { normalizeProductInput } from "./product";
import { emptyOption, productWriteOf, ZProductActionSchema } from "./product-form";

/** A form as the product dialog posts it, with the names the form gives its fields. */
function postedForm(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

const dialogFields: [string, string][] = [
  ["intent", "create"],
  ["name", "Kopi Susu"],
  ["category", "makanan-minuman"],
  ["description", "Gula aren asli"],
  ["price", "18.000"],
  ["options[0].name", "Ukuran"],
  ["options[0].choices[0]", "Regular"],
  ["options[0].choices[1]", " "],
  ["options[0].choices[2]", "Large"],
  ["options[0].isRequired", "on"],
  ["options[1].name", ""],
  ["options[1].choices[0]", "Panas"],
  ["imagesChanged", "true"],
  ["images[0]", "/media/product-images/a-1280.webp"],
  ["images[1]", "/media/product-images/b-1280.webp"],
];

describe("product form body", () => {
  it("carries fields, options and photos in order, and reads back into valid input", () => {
    const submission = parseWithZod(postedForm(dialogFields), { schema: ZProductActionSchema });
    expect(submission.status).toBe("success");
    const input = productWriteOf(submission.payload);
    expect(input.images).toEqual([
      "/media/product-images/a-1280.webp",
      "/media/product-images/b-1280.webp",
    ]);
    expect(normalizeProductInput(input)).toEqual({
      ok: true,
      value: {
        name: "Kopi Susu",
        category: "makanan-minuman",
        description: "Gula aren asli",
        price: 18000,
        images: ["/media/product-images/a-1280.webp", "/media/product-images/b-1280.webp"],
        options: [{ name: "Ukuran", choices: ["Regular", "Large"], isRequired: true }],
      },
    });
  });

  it("leaves the photos out when they were not changed", () => {
    const fields = dialogFields.filter(([name]) => name !== "imagesChanged");
    const submission = parseWithZod(postedForm(fields), { schema: ZProductActionSchema });
    expect(productWriteOf(submission.payload).images).toBeUndefined();
  });

  it("sends an emptied photo list as a change to no photos", () => {
    const fields = dialogFields.filter(([name]) => !name.startsWith("images["));
    const submission = parseWithZod(postedForm(fields), { schema: ZProductActionSchema });
    expect(productWriteOf(submission.payload).images).toEqual([]);
  });

  it("refuses options that are not a list of options, on the options field", () => {
    const fields: [string, string][] = [
      ["intent", "create"],
      ["name", "Kopi"],
      ["price", "1000"],
      ["options", "{not json"],
    ];
    const submission = parseWithZod(postedForm(fields), { schema: ZProductActionSchema });
    expect(submission.status).toBe("error");
    expect(normalizeProductInput(productWriteOf(submission.payload))).toEqual({
      ok: false,
      errors: { options: "Opsi produk tidak valid" },
    });
  });

  it("says what is wrong under the field it belongs to, before any round trip", () => {
    const fields: [string, string][] = [
      ["intent", "update"],
      ["id", "p1"],
      ["name", ""],
      ["price", "-5"],
      ["options[0].name", "x".repeat(61)],
      ["options[0].choices[0]", "A"],
    ];
    const submission = parseWithZod(postedForm(fields), { schema: ZProductActionSchema });
    expect(submission.reply().error).toEqual({
      name: ["Nama produk wajib diisi"],
      price: ["Harga minimal 0"],
      "options[0].name": ["Nama opsi dan pilihan maksimal 60 karakter"],
    });
  });

  it("deletes by id alone, and refuses an intent it does not know", () => {
    const remove = parseWithZod(
      postedForm([
        ["intent", "delete"],
        ["id", "p1"],
      ]),
      {
        schema: ZProductActionSchema,
      },
    );
    expect(remove.status === "success" && remove.value).toEqual({ intent: "delete", id: "p1" });
    const unknown = parseWithZod(
      postedForm([
        ["intent", "archive"],
        ["id", "p1"],
      ]),
      {
        schema: ZProductActionSchema,
      },
    );
    expect(unknown.status).toBe("error");
  });

  it("starts a new product with one empty option of one empty choice", () => {
    expect(emptyOption()).toEqual({ name: "", choices: [""], isRequired: false });
  });
});
