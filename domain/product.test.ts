import { describe, expect, it } from "vitest";
import type { ProductOption } from "./cart";
import {
  canRemoveChoice,
  canRemoveOption,
  isProductSoldOut,
  MAX_CHOICE_PRICE_INPUT_LENGTH,
  MAX_PRICE_INPUT_LENGTH,
  MAX_PRODUCT_PRICE,
  MAX_STOCK,
  normalizeImageUrls,
  normalizeProductInput,
  normalizeProductOptions,
  plainProductInput,
  plainProductOptions,
  ZProductInputSchema,
  type OptionTextInput,
  type ProductTextInput,
} from "./product";
import { matchesProductSearch } from "./product-catalog";

describe("product input normalisation (spec §5)", () => {
  it("keeps options with a name and at least one non-blank choice, dropping blank choices", () => {
    const result = normalizeProductInput({
      name: "Kopi",
      price: "18000",
      options: [
        { name: "Ukuran", choices: ["Reguler", " ", "Besar"], isRequired: true },
        { name: "  ", choices: ["A"] },
        { name: "Gula", choices: ["", "  "] },
        { name: "Es", choices: "banyak" },
      ],
    });
    expect(result).toMatchObject({
      ok: true,
      value: { options: [{ name: "Ukuran", choices: ["Reguler", "Besar"], isRequired: true }] },
    });
  });

  it("drops image URLs that are blank or not strings, keeping the order", () => {
    const result = normalizeProductInput({
      name: "Kopi",
      price: 1,
      images: ["/a.webp", "", 42, null, " /b.webp "],
    });
    expect(result.ok && result.value.images).toEqual(["/a.webp", "/b.webp"]);
  });

  it("converts the price to a number and refuses negatives or text", () => {
    expect(normalizeProductInput({ name: "Kopi", price: "15000" })).toMatchObject({
      ok: true,
      value: { price: 15000 },
    });
    expect(normalizeProductInput({ name: "Gratis", price: 0 })).toMatchObject({ ok: true });
    expect(normalizeProductInput({ name: "Kopi", price: -1 })).toEqual({
      ok: false,
      errors: { price: "Harga minimal 0" },
    });
    expect(normalizeProductInput({ name: "Kopi", price: "lima ribu" })).toEqual({
      ok: false,
      errors: { price: "Harga harus berupa angka" },
    });
  });

  it("requires a name and a price", () => {
    expect(normalizeProductInput({ name: " ", price: 1 })).toMatchObject({
      ok: false,
      errors: { name: "Nama produk wajib diisi" },
    });
    expect(normalizeProductInput({ name: "Kopi", price: "" })).toMatchObject({ ok: false });
  });

  it("bounds what one product may hold, with Indonesian messages", () => {
    const option = (name: string, choice = "Reguler") => ({ name, choices: [choice] });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: "x".repeat(121) }, { name: "Nama produk maksimal 120 karakter" }],
      [{ description: "x".repeat(1001) }, { description: "Deskripsi maksimal 1000 karakter" }],
      [
        { images: Array.from({ length: 11 }, (_, i) => `/media/product-images/${i}-1280.webp`) },
        { images: "Maksimal 10 foto per produk" },
      ],
      [
        { options: Array.from({ length: 21 }, (_, i) => option(`Opsi ${i}`)) },
        { options: "Maksimal 20 opsi per produk" },
      ],
      [
        { options: [option("x".repeat(61))] },
        { options: "Nama opsi dan pilihan maksimal 60 karakter" },
      ],
      [
        { options: [option("Ukuran", "x".repeat(61))] },
        { options: "Nama opsi dan pilihan maksimal 60 karakter" },
      ],
    ];
    for (const [input, errors] of cases) {
      expect(normalizeProductInput({ name: "Kopi", price: "1000", ...input })).toEqual({
        ok: false,
        errors,
      });
    }
    // At the limits, all is well.
    expect(
      normalizeProductInput({
        name: "x".repeat(120),
        description: "x".repeat(1000),
        price: "1000",
        options: Array.from({ length: 20 }, (_, i) => option(`Opsi ${i}`, "y".repeat(60))),
      }),
    ).toMatchObject({ ok: true });
  });

  it("takes a category by its id, blank or anything but text meaning none", () => {
    expect(normalizeProductInput({ name: "A", price: 1, categoryId: " k1 " })).toMatchObject({
      value: { categoryId: "k1" },
    });
    for (const categoryId of ["", "  ", 5, null, undefined, ["k1"]]) {
      expect(normalizeProductInput({ name: "A", price: 1, categoryId })).toMatchObject({
        value: { categoryId: null },
      });
    }
  });
});

describe("product price bound", () => {
  it("takes prices up to Rp 1.000.000.000 and refuses higher ones with its message", () => {
    expect(MAX_PRODUCT_PRICE).toBe(1_000_000_000);
    for (const [price, stored] of [
      [1_000_000_000, 1_000_000_000],
      ["1.000.000.000", 1_000_000_000],
      ["1000000000", 1_000_000_000],
      [999_999_999.4, 999_999_999],
    ] as const) {
      expect(normalizeProductInput({ name: "Kopi", price })).toMatchObject({
        ok: true,
        value: { price: stored },
      });
    }
    for (const price of [1_000_000_001, 2_147_483_648, 1e300, "1.000.000.001", 999_999_999.5 + 1]) {
      expect(normalizeProductInput({ name: "Kopi", price })).toEqual({
        ok: false,
        errors: { price: "Harga maksimal Rp 1.000.000.000" },
      });
    }
  });

  it("takes decimal digits only, grouped by thousands with dots or not", () => {
    for (const [price, stored] of [
      ["16", 16],
      [" 12 ", 12],
      ["15.000", 15000],
      ["007", 7],
      [16, 16],
    ] as const) {
      expect(normalizeProductInput({ name: "Kopi", price }), String(price)).toMatchObject({
        ok: true,
        value: { price: stored },
      });
    }
    // Number() reads all of these; none is how a price is written.
    for (const price of [
      "0x10",
      "0b101",
      "0o17",
      "1e3",
      "1e300",
      "+5",
      "Infinity",
      "12.5",
      "1.5.000",
      "15.00",
      "1 000",
      "١٢",
      ".5",
      "5.",
      Infinity,
      Number.NaN,
    ]) {
      expect(normalizeProductInput({ name: "Kopi", price }), String(price)).toEqual({
        ok: false,
        errors: { price: "Harga harus berupa angka" },
      });
    }
    for (const price of ["-5", "-15.000", "-0.5", -1]) {
      expect(normalizeProductInput({ name: "Kopi", price }), String(price)).toEqual({
        ok: false,
        errors: { price: "Harga minimal 0" },
      });
    }
  });

  it("lets the price field hold the highest price written the Indonesian way", () => {
    expect(MAX_PRICE_INPUT_LENGTH).toBe("1.000.000.000".length);
  });
});

describe("product texts", () => {
  it("keeps the name, option names and choices to one clean line", () => {
    for (const name of ["Kopi\nSusu", "Kopi\u0000", "Kopi\u202ESusu", "Ko\u200Bpi"]) {
      expect(normalizeProductInput({ name, price: 1 })).toEqual({
        ok: false,
        errors: { name: "Berisi karakter yang tidak diizinkan" },
      });
    }
    for (const option of [
      { name: "Ukuran\nBonus", choices: ["Besar"] },
      { name: "Ukuran", choices: ["XXXL\nGratis 10 cup"] },
      { name: "Ukuran", choices: ["Besar\u0000"] },
    ]) {
      expect(normalizeProductInput({ name: "Kopi", price: 1, options: [option] })).toEqual({
        ok: false,
        errors: { options: "Berisi karakter yang tidak diizinkan" },
      });
    }
  });

  it("refuses two options of one name, which a customer could not choose apart", () => {
    expect(
      normalizeProductInput({
        name: "Kopi",
        price: 1,
        options: [
          { name: "Ukuran", choices: ["1", "2"] },
          { name: " Ukuran ", choices: ["Kecil", "Besar"] },
        ],
      }),
    ).toEqual({ ok: false, errors: { options: "Nama opsi tidak boleh sama" } });
  });

  it("keeps the description's line breaks and nothing else invisible", () => {
    expect(
      normalizeProductInput({ name: "Kopi", price: 1, description: "Baris 1\r\nBaris 2" }),
    ).toMatchObject({ ok: true, value: { description: "Baris 1\nBaris 2" } });
    expect(normalizeProductInput({ name: "Kopi", price: 1, description: "a\u0000b" })).toEqual({
      ok: false,
      errors: { description: "Berisi karakter yang tidak diizinkan" },
    });
    expect(normalizeProductInput({ name: "Kopi", price: 1, description: 42 })).toEqual({
      ok: false,
      errors: { description: "Data tidak valid" },
    });
  });
});

describe("product option editing", () => {
  it("removes an option or a choice only while more than one exists", () => {
    expect(canRemoveOption([{}])).toBe(false);
    expect(canRemoveOption([{}, {}])).toBe(true);
    expect(canRemoveChoice(["A"])).toBe(false);
    expect(canRemoveChoice(["A", "B"])).toBe(true);
  });
});

describe("product search (spec §2)", () => {
  const kopi = { name: "Kopi Susu", description: "Gula aren asli", category: "Minuman Dingin" };

  it("matches a case-insensitive substring of the name, description or category", () => {
    expect(matchesProductSearch(kopi, "SUSU")).toBe(true);
    expect(matchesProductSearch(kopi, "aren")).toBe(true);
    expect(matchesProductSearch(kopi, "dingin")).toBe(true);
    expect(matchesProductSearch(kopi, "Minuman Dingin")).toBe(true);
    expect(matchesProductSearch(kopi, "teh")).toBe(false);
  });

  it("matches everything for an empty query", () => {
    expect(matchesProductSearch(kopi, "  ")).toBe(true);
  });
});

describe("product input details", () => {
  it("reads an Indonesian grouped price as thousands, not decimals", () => {
    expect(normalizeProductInput({ name: "Kopi", price: "15.000" })).toMatchObject({
      value: { price: 15000 },
    });
    expect(normalizeProductInput({ name: "Kopi", price: "1.250.000" })).toMatchObject({
      value: { price: 1250000 },
    });
  });

  it("rounds a price a caller gives as a number to whole rupiah; typed, rupiah has no decimals", () => {
    expect(normalizeProductInput({ name: "Kopi", price: 1500.6 })).toMatchObject({
      value: { price: 1501 },
    });
    expect(normalizeProductInput({ name: "Kopi", price: "1500.6" })).toEqual({
      ok: false,
      errors: { price: "Harga harus berupa angka" },
    });
  });

  it("says the price is required when blank or missing", () => {
    expect(normalizeProductInput({ name: "Kopi", price: "  " })).toEqual({
      ok: false,
      errors: { price: "Harga wajib diisi" },
    });
    expect(normalizeProductInput({ name: "Kopi" })).toEqual({
      ok: false,
      errors: { price: "Harga wajib diisi" },
    });
  });

  it("trims texts and fills the defaults", () => {
    expect(
      normalizeProductInput({ name: "  Kopi ", price: 1, description: null, images: null }),
    ).toEqual({
      ok: true,
      value: {
        name: "Kopi",
        categoryId: null,
        description: "",
        price: 1,
        isSoldOut: false,
        stock: null,
        dailyQuota: null,
        leadTime: null,
        images: [],
        options: [],
      },
    });
  });

  it("reports every invalid field at once", () => {
    expect(normalizeProductInput({ name: "", price: -5 })).toEqual({
      ok: false,
      errors: { name: "Nama produk wajib diisi", price: "Harga minimal 0" },
    });
  });

  it("gives the form the same rules through the schema", () => {
    const parsed = ZProductInputSchema.safeParse({
      name: "Kaos",
      categoryId: "k-barang",
      price: "75000",
      options: [{ name: " Ukuran ", choices: [" M ", "L"], isRequired: "yes" }],
    });
    expect(parsed.success && parsed.data).toEqual({
      name: "Kaos",
      categoryId: "k-barang",
      description: "",
      price: 75000,
      isSoldOut: false,
      stock: null,
      dailyQuota: null,
      leadTime: null,
      images: [],
      options: [{ name: "Ukuran", choices: ["M", "L"], isRequired: false }],
    });
  });

  it("keeps options in order and only when usable", () => {
    expect(
      normalizeProductOptions([
        { name: "Level", choices: ["1", "2"], isRequired: true },
        { name: "Topping", choices: [null, " Keju "] },
        { name: "Kosong", choices: [] },
      ]),
    ).toEqual([
      { name: "Level", choices: ["1", "2"], isRequired: true },
      { name: "Topping", choices: ["Keju"], isRequired: false },
    ]);
  });

  it("drops blank and non-string image URLs", () => {
    expect(normalizeImageUrls([undefined, "  ", {}, "/x.webp"])).toEqual(["/x.webp"]);
  });
});

describe("product search details", () => {
  it("matches the category's name and tolerates missing fields", () => {
    expect(matchesProductSearch({ name: "Cuci Sepatu", category: "Jasa" }, "JASA")).toBe(true);
    expect(matchesProductSearch({ name: "Cuci Sepatu", description: null }, "sepatu")).toBe(true);
    expect(matchesProductSearch({ name: "Cuci Sepatu" }, "barang")).toBe(false);
  });
});

describe("sold out and stock (decision 022)", () => {
  it("reads the 'Habis' switch and a counted stock, blank meaning not counted", () => {
    expect(normalizeProductInput({ name: "Kopi", price: 1 })).toMatchObject({
      value: { isSoldOut: false, stock: null },
    });
    expect(
      normalizeProductInput({ name: "Kopi", price: 1, isSoldOut: "on", stock: "1.000" }),
    ).toMatchObject({ value: { isSoldOut: true, stock: 1000 } });
    for (const [stock, stored] of [
      ["", null],
      ["  ", null],
      ["0", 0],
      [0, 0],
      ["12", 12],
      ["1.000.000", MAX_STOCK],
      [null, null],
    ] as const) {
      expect(normalizeProductInput({ name: "Kopi", price: 1, stock })).toMatchObject({
        value: { stock: stored },
      });
    }
  });

  it("refuses a stock that is negative, not whole, or above 1.000.000", () => {
    for (const [stock, message] of [
      ["-1", "Stok minimal 0"],
      [-3, "Stok minimal 0"],
      ["1,5", "Stok harus berupa angka bulat"],
      ["2.5", "Stok harus berupa angka bulat"],
      ["banyak", "Stok harus berupa angka bulat"],
      ["1000001", "Stok maksimal 1.000.000"],
      ["1.000.001", "Stok maksimal 1.000.000"],
      ["99999999999", "Stok maksimal 1.000.000"],
      ["0x10", "Stok harus berupa angka bulat"],
      ["1e3", "Stok harus berupa angka bulat"],
      ["+5", "Stok harus berupa angka bulat"],
      ["Infinity", "Stok harus berupa angka bulat"],
      [1.5, "Stok harus berupa angka bulat"],
    ] as const) {
      expect(normalizeProductInput({ name: "Kopi", price: 1, stock }), String(stock)).toEqual({
        ok: false,
        errors: { stock: message },
      });
    }
  });

  it("reads a daily quota (decision 060): blank is none, 1 to 100.000 units", () => {
    for (const [dailyQuota, stored] of [
      ["", null],
      [undefined, null],
      [null, null],
      ["30", 30],
      [30, 30],
      ["100.000", 100_000],
    ] as const) {
      expect(normalizeProductInput({ name: "Bolu", price: 1, dailyQuota })).toMatchObject({
        value: { dailyQuota: stored },
      });
    }
    for (const [dailyQuota, message] of [
      ["0", "Kuota harian minimal 1"],
      ["-2", "Kuota harian minimal 1"],
      ["2,5", "Kuota harian harus berupa angka bulat"],
      ["banyak", "Kuota harian harus berupa angka bulat"],
      ["100001", "Kuota harian maksimal 100.000"],
      ["99999999999", "Kuota harian maksimal 100.000"],
    ] as const) {
      expect(normalizeProductInput({ name: "Bolu", price: 1, dailyQuota }), dailyQuota).toEqual({
        ok: false,
        errors: { dailyQuota: message },
      });
    }
  });

  it("reads a lead time in hours or days (decision 065): blank follows the shop, up to 14 days", () => {
    for (const [leadTime, stored] of [
      [undefined, null],
      [null, null],
      [{ amount: "", unit: "hari" }, null],
      [{ unit: "jam" }, null],
      [{ amount: "0", unit: "jam" }, 0],
      [{ amount: " 5 ", unit: "jam" }, 5],
      [{ amount: "3", unit: "hari" }, 72],
      [{ amount: "3" }, 3],
      [{ amount: "14", unit: "hari" }, 336],
      [{ amount: "336", unit: "jam" }, 336],
    ] as const) {
      expect(normalizeProductInput({ name: "Bolu", price: 1, leadTime })).toMatchObject({
        value: { leadTime: stored },
      });
    }
    const tooLong =
      "Waktu persiapan maksimal 14 hari (336 jam): pesanan hanya diterima sampai 14 hari ke depan";
    const notWhole = "Waktu persiapan harus berupa angka bulat 0 atau lebih";
    for (const [leadTime, message] of [
      [{ amount: "15", unit: "hari" }, tooLong],
      [{ amount: "337", unit: "jam" }, tooLong],
      [{ amount: "-1", unit: "jam" }, notWhole],
      [{ amount: "1,5", unit: "hari" }, notWhole],
      [{ amount: "lama", unit: "hari" }, notWhole],
      [{ amount: "2", unit: "minggu" }, "Pilih satuan waktu persiapan: jam atau hari"],
      ["3", notWhole],
    ] as const) {
      expect(normalizeProductInput({ name: "Bolu", price: 1, leadTime }), String(leadTime)).toEqual(
        {
          ok: false,
          errors: { leadTime: message },
        },
      );
    }
  });

  it("counts a product at 0 as sold out, like one switched to 'Habis'", () => {
    expect(isProductSoldOut({ isSoldOut: false, stock: null })).toBe(false);
    expect(isProductSoldOut({ isSoldOut: false, stock: 3 })).toBe(false);
    expect(isProductSoldOut({ isSoldOut: false, stock: 0 })).toBe(true);
    expect(isProductSoldOut({ isSoldOut: true, stock: 5 })).toBe(true);
  });
});

describe("priced and multi-choice options (decision 022)", () => {
  const parse = (options: unknown[]) => normalizeProductInput({ name: "Kopi", price: 1, options });
  const toppings = (overrides: Record<string, unknown> = {}) => ({
    name: "Topping",
    choices: [
      { name: "Keju", price: "5.000" },
      { name: "Cokelat", price: "-2.000", isSoldOut: "on" },
      { name: "Susu", price: "" },
    ],
    selection: "multiple",
    minChoices: "0",
    maxChoices: "3",
    ...overrides,
  });

  it("keeps prices by choice, sold-out choices and the counts of a multi-choice option", () => {
    expect(parse([toppings()])).toEqual({
      ok: true,
      value: expect.objectContaining({
        options: [
          {
            name: "Topping",
            choices: ["Keju", "Cokelat", "Susu"],
            isRequired: false,
            choicePrices: { Keju: 5000, Cokelat: -2000 },
            soldOutChoices: ["Cokelat"],
            minChoices: 0,
            maxChoices: 3,
          },
        ],
      }),
    });
  });

  it("leaves a single-choice option without prices exactly as options always were", () => {
    const option = {
      name: "Ukuran",
      choices: [{ name: "M" }, { name: "L", price: "0" }],
      isRequired: "on",
      selection: "single",
      minChoices: "2",
      maxChoices: "9",
    };
    expect(parse([option])).toMatchObject({
      ok: true,
      value: { options: [{ name: "Ukuran", choices: ["M", "L"], isRequired: true }] },
    });
    const [saved] = (parse([option]) as { value: { options: object[] } }).value.options;
    expect(Object.keys(saved)).toEqual(["name", "choices", "isRequired"]);
  });

  it("takes back an option in the shape it is stored in, unchanged", () => {
    const stored = {
      name: "Topping",
      choices: ["Keju", "Cokelat"],
      isRequired: true,
      choicePrices: { Keju: 5000 },
      soldOutChoices: ["Cokelat"],
      minChoices: 1,
      maxChoices: 2,
    };
    expect(parse([stored])).toMatchObject({ ok: true, value: { options: [stored] } });
    expect(normalizeProductOptions([stored])).toEqual([stored]);
  });

  it("reads a choice's price the Indonesian way, added or subtracted, up to the price bound", () => {
    for (const [price, stored] of [
      ["+5.000", 5000],
      ["-1.250.000", -1_250_000],
      ["2500", 2500],
      ["+5", 5],
      [" -500 ", -500],
      ["-0", undefined],
      ["1.000.000.000", MAX_PRODUCT_PRICE],
      ["-1.000.000.000", -MAX_PRODUCT_PRICE],
    ] as const) {
      const result = parse([{ name: "Ukuran", choices: [{ name: "L", price }] }]);
      expect(result, price).toMatchObject({ ok: true });
      const [option] = (result as { value: { options: ProductOption[] } }).value.options;
      expect(option.choicePrices?.L, price).toBe(stored);
    }
    for (const [price, message] of [
      ["lima ribu", "Harga pilihan harus berupa angka"],
      ["0x10", "Harga pilihan harus berupa angka"],
      ["-0x10", "Harga pilihan harus berupa angka"],
      ["1e3", "Harga pilihan harus berupa angka"],
      ["Infinity", "Harga pilihan harus berupa angka"],
      ["-Infinity", "Harga pilihan harus berupa angka"],
      ["2.5", "Harga pilihan harus berupa angka"],
      ["+-5", "Harga pilihan harus berupa angka"],
      ["1.000.000.001", "Harga pilihan antara -Rp 1.000.000.000 dan +Rp 1.000.000.000"],
      ["-1000000001", "Harga pilihan antara -Rp 1.000.000.000 dan +Rp 1.000.000.000"],
      ["1".repeat(20), "Harga pilihan antara -Rp 1.000.000.000 dan +Rp 1.000.000.000"],
    ] as const) {
      const result = ZProductInputSchema.safeParse({
        name: "Kopi",
        price: 1,
        options: [{ name: "Ukuran", choices: [{ name: "L", price }] }],
      });
      expect(result.success, price).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
        ["options.0.choices.0.price", message],
      ]);
    }
    expect(MAX_CHOICE_PRICE_INPUT_LENGTH).toBe("-1.000.000.000".length);
  });

  it("refuses counts outside 0 ≤ min ≤ max ≤ choices, max ≥ 1, under the field at fault", () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ maxChoices: "" }, "maxChoices", "Maksimal wajib diisi"],
      [{ maxChoices: "0" }, "maxChoices", "Maksimal paling sedikit 1"],
      [{ maxChoices: "4" }, "maxChoices", "Maksimal 3: sebanyak pilihan yang ada"],
      [{ maxChoices: "dua" }, "maxChoices", "Isi dengan angka bulat 0 atau lebih"],
      [{ minChoices: "-1" }, "minChoices", "Isi dengan angka bulat 0 atau lebih"],
      [
        { minChoices: "3", maxChoices: "2", isRequired: "on" },
        "minChoices",
        "Minimal tidak boleh lebih dari maksimal",
      ],
      [
        { minChoices: "0", isRequired: "on" },
        "minChoices",
        "Opsi wajib dipilih: minimal paling sedikit 1",
      ],
      [{ minChoices: "1" }, "minChoices", "Minimal di atas 0 hanya untuk opsi yang wajib dipilih"],
    ];
    for (const [overrides, field, message] of cases) {
      const result = ZProductInputSchema.safeParse({
        name: "Kopi",
        price: 1,
        options: [toppings(overrides)],
      });
      expect(result.success, JSON.stringify(overrides)).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
        [`options.0.${field}`, message],
      ]);
    }
    // A required option of 1 to 3 values, and one that takes up to 1 value, are fine.
    expect(parse([toppings({ minChoices: "1", isRequired: "on" })])).toMatchObject({
      ok: true,
      value: { options: [{ isRequired: true, minChoices: 1, maxChoices: 3 }] },
    });
    expect(parse([toppings({ minChoices: "", maxChoices: "1" })])).toMatchObject({
      ok: true,
      value: { options: [{ minChoices: 0, maxChoices: 1 }] },
    });
  });

  it("refuses one text twice in an option: its price and 'Habis' are kept by it", () => {
    const result = ZProductInputSchema.safeParse({
      name: "Kopi",
      price: 1,
      options: [{ name: "Ukuran", choices: [{ name: "L" }, { name: "M" }, { name: " L " }] }],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["options.0.choices.2.name", "Nama pilihan dalam satu opsi tidak boleh sama"],
    ]);
  });

  it("checks nothing of an option left blank, which is dropped", () => {
    expect(parse([toppings({ name: " ", maxChoices: "" })])).toMatchObject({
      ok: true,
      value: { options: [] },
    });
  });
});

describe("options worked out without the schema (decision 082)", () => {
  const bySchema = (options: OptionTextInput[]) => {
    const parsed = ZProductInputSchema.safeParse({ name: "x", price: "1", options });
    return parsed.success ? parsed.data.options : null;
  };
  const option = (fields: Partial<OptionTextInput> = {}): OptionTextInput => ({
    name: "Ukuran",
    choices: [
      { name: "Kecil", price: "0", isSoldOut: false },
      { name: "Besar", price: "+5.000", isSoldOut: true },
    ],
    isRequired: false,
    selection: "single",
    minChoices: "0",
    maxChoices: "",
    ...fields,
  });

  it("gives what the schema gives for plainly valid options, in the same order of fields", () => {
    const options = [
      option({ isRequired: true }),
      option({ name: " Topping ", selection: "multiple", minChoices: "0", maxChoices: "2" }),
      option({ name: "Kosong", choices: [{ name: " ", price: "", isSoldOut: false }] }),
    ];
    const plain = plainProductOptions(options);
    expect(plain).toEqual([
      {
        name: "Ukuran",
        choices: ["Kecil", "Besar"],
        isRequired: true,
        choicePrices: { Besar: 5000 },
        soldOutChoices: ["Besar"],
      },
      {
        name: "Topping",
        choices: ["Kecil", "Besar"],
        isRequired: false,
        choicePrices: { Besar: 5000 },
        soldOutChoices: ["Besar"],
        minChoices: 0,
        maxChoices: 2,
      },
    ]);
    expect(JSON.stringify(plain)).toBe(JSON.stringify(bySchema(options)));
  });

  it("leaves to the schema whatever it refuses", () => {
    const refused = [
      [option({ name: "a".repeat(61) })],
      [option({ name: "Uk\u0007uran" })],
      [option({ choices: [{ name: "Kecil", price: "1e3", isSoldOut: false }] })],
      [option({ choices: [{ name: "Kecil", price: "+1.000.000.001", isSoldOut: false }] })],
      [option({ choices: [option().choices[0]!, option().choices[0]!] })],
      [option({ selection: "multiple", maxChoices: "3" })],
      [option({ selection: "multiple", isRequired: true, minChoices: "0", maxChoices: "2" })],
      [option({ selection: "multiple", minChoices: "x", maxChoices: "2" })],
      [option(), option({ name: "Ukuran " })],
      Array.from({ length: 21 }, (_, index) => option({ name: `Opsi ${index}` })),
    ];
    for (const options of refused) {
      expect(bySchema(options)).toBeNull();
      expect(plainProductOptions(options)).toBeNull();
    }
  });

  it("agrees with the schema on thousands of options made of valid and invalid parts", () => {
    const names = ["Ukuran", "", " ", "Rasa", "__proto__", "a".repeat(60), "a".repeat(61)];
    const moreNames = ["Ukuran ", "x\u200d", "b\u0000", "Pedas\n", "12"];
    const choiceNames = ["Kecil", "Besar", "", "Kecil", "__proto__", "0", "c".repeat(61)];
    const moreChoiceNames = ["d\u0007", " Sedang ", "Keju"];
    const prices = ["", "0", "+2000", "-2.000", "5.000", "-0", "1e3", "abc", " 500 ", "+"];
    const morePrices = ["+1.000.000.000", "-1000000000", "+1.000.000.001", "12345678901234"];
    const counts = ["", "0", "1", "2", "3", "5", "x", "12345", " 2 ", "-1"];
    let seed = 82;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pick = <T>(list: readonly T[], rare: readonly T[] = []): T =>
      random() < 0.1 && rare.length > 0
        ? rare[Math.floor(random() * rare.length)]!
        : list[Math.floor(random() * list.length)]!;
    let agreedValid = 0;
    for (let index = 0; index < 3000; index += 1) {
      const options = Array.from({ length: Math.floor(random() * 4) }, () =>
        option({
          name: pick(names, moreNames),
          choices: Array.from({ length: Math.floor(random() * 4) }, () => ({
            name: pick(choiceNames, moreChoiceNames),
            price: pick(prices, morePrices),
            isSoldOut: random() < 0.3,
          })),
          isRequired: random() < 0.5,
          selection: random() < 0.5 ? "multiple" : "single",
          minChoices: pick(counts),
          maxChoices: pick(counts),
        }),
      );
      const plain = plainProductOptions(options);
      const schema = bySchema(options);
      expect(JSON.stringify(plain)).toBe(JSON.stringify(schema));
      if (plain !== null) agreedValid += 1;
    }
    // Both answers were often an accepted list, not only refusals.
    expect(agreedValid).toBeGreaterThan(300);
  });
});

describe("a product worked out without the schema (decision 082)", () => {
  const bySchema = (input: ProductTextInput) => {
    const parsed = ZProductInputSchema.safeParse(input);
    if (!parsed.success) return null;
    const { name, code, description, price, isSoldOut, stock, options, images } = parsed.data;
    return { name, code, description, price, isSoldOut, stock, options, images };
  };
  const product = (fields: Partial<ProductTextInput> = {}): ProductTextInput => ({
    name: "Kue Lapis",
    code: "KL-1",
    description: "Manis\r\nlembut",
    price: "15.000",
    isSoldOut: false,
    stock: "",
    options: [],
    images: [],
    ...fields,
  });

  it("gives what the schema gives for a plainly valid product", () => {
    const input = product({
      name: " Kue Lapis ",
      code: " ",
      stock: "1.000",
      images: [" /media/a.webp ", ""],
      options: [
        {
          name: "Ukuran",
          choices: [{ name: "Besar", price: "+5000", isSoldOut: false }],
          isRequired: true,
          selection: "single",
          minChoices: "",
          maxChoices: "",
        },
      ],
    });
    const plain = plainProductInput(input);
    expect(plain).toEqual({
      name: "Kue Lapis",
      code: null,
      description: "Manis\nlembut",
      price: 15000,
      isSoldOut: false,
      stock: 1000,
      options: [
        { name: "Ukuran", choices: ["Besar"], isRequired: true, choicePrices: { Besar: 5000 } },
      ],
      images: ["/media/a.webp"],
    });
    expect(JSON.stringify(plain)).toBe(JSON.stringify(bySchema(input)));
  });

  it("agrees with the schema on thousands of products made of valid and invalid parts", () => {
    const names = ["Kue", " Kue Lapis ", "", "  ", "a".repeat(120), "a".repeat(121), "K\u0007"];
    const codes = ["", "KL-1", " KL-2 ", "k".repeat(40), "k".repeat(41), "K\nL", "K\u200d"];
    const descriptions = ["", "Manis", "a\r\nb", "a\rb", "d".repeat(1000), "d".repeat(1001)];
    const moreDescriptions = [" x ".repeat(334), "a\u0000", "a\n\n"];
    const prices = ["0", "15000", "15.000", "", "-5", "1.5", "1e3", "0x10", "1.000.000.000"];
    const morePrices = ["1.000.000.001", "1000000001", " 20 ", "+5", "12.34", "1,000"];
    const stocks = ["", "0", "12", "1.000", "1.000.000", "1.000.001", "-1", "x", " 7 ", "1.5"];
    const imageLists = [
      [],
      [" /a.webp "],
      ["", " "],
      Array.from({ length: 11 }, (_, i) => `/${i}`),
    ];
    const option: OptionTextInput = {
      name: "Rasa",
      choices: [{ name: "Keju", price: "+3000", isSoldOut: false }],
      isRequired: false,
      selection: "single",
      minChoices: "",
      maxChoices: "",
    };
    const optionLists: OptionTextInput[][] = [
      [],
      [option],
      [option, option],
      [{ ...option, choices: [{ name: "Keju", price: "x", isSoldOut: false }] }],
    ];
    let seed = 820;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    // Each list's first value is valid: taken half the time, so many products are.
    const pick = <T>(list: readonly T[], rare: readonly T[] = []): T =>
      random() < 0.5
        ? list[0]!
        : random() < 0.2 && rare.length > 0
          ? rare[Math.floor(random() * rare.length)]!
          : list[Math.floor(random() * list.length)]!;
    let agreedValid = 0;
    for (let index = 0; index < 3000; index += 1) {
      const input = product({
        name: pick(names),
        code: pick(codes),
        description: pick(descriptions, moreDescriptions),
        price: pick(prices, morePrices),
        isSoldOut: random() < 0.5,
        stock: pick(stocks),
        images: pick(imageLists),
        options: pick(optionLists),
      });
      const plain = plainProductInput(input);
      expect(JSON.stringify(plain)).toBe(JSON.stringify(bySchema(input)));
      if (plain !== null) agreedValid += 1;
    }
    expect(agreedValid).toBeGreaterThan(300);
  });
});
