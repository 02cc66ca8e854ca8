import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { productWriteOf, ZProductActionSchema } from "#domain/product-form";
import { normalizeProductInput } from "#domain/product";

// The product dialog's form as the browser posts it, read with the parsing the app uses
// (Conform's parseWithZod, as in server/form-action.ts) against the domain's schema.

/** A form as the product dialog posts it, with the names the form gives its fields. */
function postedForm(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

const dialogFields: [string, string][] = [
  ["intent", "create"],
  ["name", "Kopi Susu"],
  ["categoryId", "k-minuman"],
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
        // No 'Kode Produk' typed: none.
        code: null,
        categoryId: "k-minuman",
        description: "Gula aren asli",
        price: 18000,
        isSoldOut: false,
        stock: null,
        dailyQuota: null,
        leadTime: null,
        images: ["/media/product-images/a-1280.webp", "/media/product-images/b-1280.webp"],
        options: [{ name: "Ukuran", choices: ["Regular", "Large"], isRequired: true }],
      },
    });
  });

  it("reads the lead time's amount and unit as hours, a blank amount as the shop's (decision 065)", () => {
    const withLeadTime = (amount: string, unit: string) =>
      parseWithZod(
        postedForm([...dialogFields, ["leadTime.amount", amount], ["leadTime.unit", unit]]),
        { schema: ZProductActionSchema },
      );
    const threeDays = withLeadTime("3", "hari");
    expect(threeDays.status).toBe("success");
    expect(normalizeProductInput(productWriteOf(threeDays.payload))).toMatchObject({
      value: { leadTime: 72 },
    });
    const blank = withLeadTime("", "hari");
    expect(normalizeProductInput(productWriteOf(blank.payload))).toMatchObject({
      value: { leadTime: null },
    });
    expect(withLeadTime("20", "hari").reply().error).toEqual({
      "leadTime.amount": [
        "Waktu persiapan maksimal 14 hari (336 jam): pesanan hanya diterima sampai 14 hari ke depan",
      ],
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
});

describe("selling rules in the product form (decision 022)", () => {
  const sellingFields: [string, string][] = [
    ["intent", "create"],
    ["name", "Martabak"],
    ["price", "25.000"],
    ["isSoldOut", "on"],
    ["stock", "1.500"],
    ["options[0].name", "Topping"],
    ["options[0].selection", "multiple"],
    ["options[0].minChoices", "1"],
    ["options[0].maxChoices", "2"],
    ["options[0].isRequired", "on"],
    ["options[0].choices[0].name", "Keju"],
    ["options[0].choices[0].price", "5.000"],
    ["options[0].choices[1].name", "Cokelat"],
    ["options[0].choices[1].isSoldOut", "on"],
  ];

  it("carries sold out, stock, priced and sold-out choices and the counts to the service", () => {
    const submission = parseWithZod(postedForm(sellingFields), { schema: ZProductActionSchema });
    expect(submission.status).toBe("success");
    expect(normalizeProductInput(productWriteOf(submission.payload))).toMatchObject({
      ok: true,
      value: {
        isSoldOut: true,
        stock: 1500,
        options: [
          {
            name: "Topping",
            choices: ["Keju", "Cokelat"],
            isRequired: true,
            choicePrices: { Keju: 5000 },
            soldOutChoices: ["Cokelat"],
            minChoices: 1,
            maxChoices: 2,
          },
        ],
      },
    });
  });

  it("switches one product's 'Habis' and saves an order of ids", () => {
    const parse = (fields: [string, string][]) =>
      parseWithZod(postedForm(fields), { schema: ZProductActionSchema });
    const on = parse([
      ["intent", "sold-out"],
      ["id", "p1"],
      ["isSoldOut", "on"],
    ]);
    expect(on.status === "success" && on.value).toEqual({
      intent: "sold-out",
      id: "p1",
      isSoldOut: true,
    });
    const off = parse([
      ["intent", "sold-out"],
      ["id", "p1"],
    ]);
    expect(off.status === "success" && off.value).toMatchObject({ isSoldOut: false });
    const order = parse([
      ["intent", "reorder"],
      ["ids[0]", "p2"],
      ["ids[1]", "p1"],
    ]);
    expect(order.status === "success" && order.value).toEqual({
      intent: "reorder",
      ids: ["p2", "p1"],
    });
  });
});
