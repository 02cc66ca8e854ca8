import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE_HEADERS } from "#domain/catalogue-file";
import { IMPORT_MESSAGES } from "#domain/catalogue-import";
import { csvRow, CSV_BOM } from "#domain/order-export";
import { PRODUCT_MESSAGES } from "#domain/product";
import type { BrandOwner } from "#server/auth/guards";
import { createOwnProduct, getOwnProducts } from "#server/services/admin-products";
import {
  applyCatalogueImport,
  catalogueTemplate,
  exportOwnCatalogue,
  IMPORT_APPLY_MESSAGES,
  previewCatalogueImport,
} from "#server/services/catalogue";
import {
  changeOwnProductPrices,
  deleteOwnProducts,
  duplicateOwnProduct,
  setOwnProductsSoldOut,
} from "#server/services/product-bulk";
import { createOwnCategory } from "#server/services/product-categories";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { brandOwner, codeOf, createTestMedia, storedPicture } from "./support/sellers";

// The catalogue in bulk (decision 073): export, import with its preview and its
// all-or-nothing apply, bulk edits and 'Salin Produk', on both databases.

async function bytesOf(stream: ReadableStream): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const fileOf = (bytes: Uint8Array | string, name: string) =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name);

/** A row as a spreadsheet saves what was typed: every cell quoted, nothing guarded. */
const typedRow = (cells: readonly (string | number)[]) =>
  `${cells.map((cell) => `"${String(cell).replaceAll('"', '""')}"`).join(",")}\r\n`;

/** A CSV of the header and rows, as a seller's spreadsheet would save it. */
const csvFile = (rows: (string | number)[][], header: readonly string[] = CATALOGUE_HEADERS) =>
  fileOf(CSV_BOM + csvRow(header) + rows.map(typedRow).join(""), "produk.csv");

/** A row of the ten columns from the fields given; the rest blank. */
function row(fields: Partial<Record<(typeof CATALOGUE_HEADERS)[number], string | number>>) {
  return CATALOGUE_HEADERS.map((header) => fields[header] ?? "");
}

/**
 * A workbook as Excel saves one: texts in the shared strings (one of them rich text), a
 * number, and a cell holding a formula; the sheet found through the workbook's relationships.
 */
function excelWorkbook(): Uint8Array {
  const strings = ["Nama Produk", "Harga", "Kode Produk", "Kue &amp; Roti", "K-1"];
  const shared = strings.map((text) => `<si><t>${text}</t></si>`).join("");
  const rich = "<si><r><t>Bolu </t></r><r><rPr><b/></rPr><t>Pandan</t></r><rPh><t>x</t></rPh></si>";
  const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>
<row r="1"><c r="A1" t="s"><v>2</v></c><c r="B1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>
<row r="2"><c r="A2" t="s"><v>4</v></c><c r="B2" t="s"><v>5</v></c><c r="C2"><v>1.5E+4</v></c></row>
<row r="4"><c r="B4" t="s"><v>3</v></c><c r="C4"><f>C2*2</f><v>30000</v></c></row>
</sheetData></worksheet>`;
  return zipSync({
    "xl/workbook.xml": strToU8(
      '<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId7"/></sheets></workbook>',
    ),
    "xl/_rels/workbook.xml.rels": strToU8(
      '<Relationships><Relationship Id="rId7" Type="worksheet" Target="worksheets/data.xml"/></Relationships>',
    ),
    "xl/sharedStrings.xml": strToU8(`<sst>${shared}${rich}</sst>`),
    "xl/worksheets/data.xml": strToU8(sheet),
  });
}

describe.each(testDatabaseKinds)("the catalogue in bulk on %s", (kind) => {
  let t: TestDatabase;
  let context: { db: TestDatabase["db"]; media: ReturnType<typeof createTestMedia> };
  let seller: BrandOwner;
  let counter = 0;
  let photoA: string;
  let photoB: string;

  const freshSeller = async () => brandOwner(t, `katalog${kind}${++counter}`);

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = { db: t.db, media: createTestMedia() };
    photoA = await storedPicture(context.media, "product-images", "a");
    photoB = await storedPicture(context.media, "product-images", "b");
    seller = await freshSeller();
  });
  afterAll(async () => {
    await t?.destroy();
    context?.media.remove();
  });

  /** A shop of three products: codes, a category, options of every kind, photos, stock. */
  async function stockedShop(owner: BrandOwner) {
    const kue = await createOwnCategory(context, owner, { categoryName: "Kue" });
    await createOwnProduct(context, owner, {
      name: "Teh Manis",
      price: "5000",
      description: "=SUM(A1) bukan rumus; - manis",
    });
    await createOwnProduct(context, owner, {
      name: "Bolu Pandan",
      code: "KUE-1",
      categoryId: kue.id,
      description: "Lembut\nharum",
      price: "45000",
      stock: "7",
      isSoldOut: true,
      images: [photoA, photoB],
      options: [
        {
          name: "Ukuran: besar",
          choices: [
            { name: "Kecil", price: "0" },
            { name: "Besar; jumbo", price: "+5000", isSoldOut: true },
          ],
          isRequired: "on",
        },
        {
          name: "Topping",
          choices: [
            { name: "Keju", price: "3000" },
            { name: "Coklat=manis", price: "-1000" },
            { name: "Susu (habis)" },
          ],
          selection: "multiple",
          minChoices: "0",
          maxChoices: "2",
        },
      ],
    });
    await createOwnProduct(context, owner, { name: "+62 Kopi", code: "@KOPI", price: "12000" });
  }

  it("exports the catalogue and imports the same CSV and workbook without changing anything", async () => {
    const owner = await freshSeller();
    await stockedShop(owner);
    const before = await getOwnProducts(context, owner);
    for (const format of ["csv", "xlsx"] as const) {
      const exported = await exportOwnCatalogue(context, owner, format);
      expect(exported.fileName).toBe(`produk-${owner.name}.${format}`);
      const bytes = await bytesOf(exported.body);
      if (format === "csv") {
        const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
        expect(text.startsWith(CSV_BOM + CATALOGUE_HEADERS.join(","))).toBe(true);
        // Formula-looking text is guarded, as in the orders export.
        expect(text).toContain("'=SUM(A1)");
        expect(text).toContain("'+62 Kopi");
        expect(text).toContain("Ukuran\\: besar: Kecil=0; Besar\\; jumbo=+5000 (habis) | wajib");
      }
      const preview = await previewCatalogueImport(context, owner, fileOf(bytes, `p.${format}`));
      expect(preview.plan.problems).toEqual([]);
      expect(preview.plan.notices).toEqual([]);
      expect(preview.plan.counts).toEqual({ new: 0, changed: 0, unchanged: 3 });
      await applyCatalogueImport(context, owner, fileOf(bytes, `p.${format}`), preview.digest);
    }
    const after = await getOwnProducts(context, owner);
    expect(after.products).toEqual(before.products);
  });

  it("exports a catalogue of several pages, each product with its own options and photos, and reads it back", async () => {
    const owner = await freshSeller();
    // Made first, so the products the file adds come before it: the last, on the third page.
    await createOwnProduct(context, owner, {
      name: "Bolu Foto",
      code: "FOTO",
      price: "30000",
      images: [photoA, photoB],
    });
    const count = 600;
    const made = csvFile(
      Array.from({ length: count }, (_, index) =>
        row({
          "Kode Produk": `P-${index}`,
          "Nama Produk": `Produk ${index}`,
          Harga: 1000 + index,
          Opsi: `Ukuran: Kecil=0; Besar=+${index + 1} | wajib`,
        }),
      ),
    );
    const planned = await previewCatalogueImport(context, owner, made);
    expect(planned.plan.counts).toEqual({ new: count, changed: 0, unchanged: 0 });
    await applyCatalogueImport(context, owner, made, planned.digest);

    const files = new Map<string, Uint8Array>();
    for (const format of ["csv", "xlsx"] as const) {
      files.set(format, await bytesOf((await exportOwnCatalogue(context, owner, format)).body));
    }
    const text = new TextDecoder().decode(files.get("csv"));
    const lines = text.split("\r\n");
    expect(lines[1]).toBe(
      csvRow(
        row({
          "Kode Produk": "P-0",
          "Nama Produk": "Produk 0",
          Harga: 1000,
          Habis: "Tidak",
          Opsi: "Ukuran: Kecil=0; Besar=+1 | wajib",
          Urutan: 1,
        }),
      ).replace("\r\n", ""),
    );
    expect(text).toContain(
      csvRow(
        row({
          "Kode Produk": "P-599",
          "Nama Produk": "Produk 599",
          Harga: 1599,
          Habis: "Tidak",
          Opsi: "Ukuran: Kecil=0; Besar=+600 | wajib",
          Urutan: 600,
        }),
      ),
    );
    expect(text).toContain(
      csvRow(
        row({
          "Kode Produk": "FOTO",
          "Nama Produk": "Bolu Foto",
          Harga: 30000,
          Habis: "Tidak",
          Urutan: 601,
          Foto: `${photoA}\n${photoB}`,
        }),
      ),
    );
    for (const [format, bytes] of files) {
      const preview = await previewCatalogueImport(context, owner, fileOf(bytes, `p.${format}`));
      expect(preview.plan.problems).toEqual([]);
      expect(preview.plan.notices).toEqual([]);
      expect(preview.plan.counts).toEqual({ new: 0, changed: 0, unchanged: count + 1 });
    }

    // One product's options changed since: the exported files change it back, and only it.
    const change = csvFile([
      row({
        "Kode Produk": "P-300",
        "Nama Produk": "Produk 300",
        Harga: 1300,
        Opsi: "Ukuran: Kecil=0; Besar=+9 | wajib",
      }),
    ]);
    const changing = await previewCatalogueImport(context, owner, change);
    expect(changing.plan.counts).toEqual({ new: 0, changed: 1, unchanged: 0 });
    await applyCatalogueImport(context, owner, change, changing.digest);
    for (const [format, bytes] of files) {
      const preview = await previewCatalogueImport(context, owner, fileOf(bytes, `p.${format}`));
      expect(preview.plan.counts).toEqual({ new: 0, changed: 1, unchanged: count });
      const changed = preview.plan.rows.filter((planned) => planned.kind === "changed");
      expect(changed.map((planned) => [planned.row, planned.changes])).toEqual([[302, ["Opsi"]]]);
    }
  });

  it("lists every problem of a file with its row, column and message, and writes nothing", async () => {
    const owner = await freshSeller();
    await stockedShop(owner);
    const tooManyOptions = Array.from({ length: 21 }, (_, index) => `O${index}: a`).join("\n");
    const file = csvFile([
      row({ "Nama Produk": "", Harga: "1000", Deskripsi: "tanpa nama" }),
      row({ "Nama Produk": "Roti", Harga: "seribu" }),
      row({ "Nama Produk": "Roti Sobek", Harga: "1000", Opsi: "Ukuran Kecil Besar" }),
      row({ "Kode Produk": "R-1", "Nama Produk": "Roti A", Harga: "1000" }),
      row({ "Kode Produk": "R-1", "Nama Produk": "Roti B", Harga: "1000" }),
      row({ "Nama Produk": '=HYPERLINK("http://x")', Harga: "1000" }),
      row({ "Nama Produk": "x".repeat(121), Harga: "1000", Opsi: tooManyOptions }),
      row({ "Nama Produk": "Roti C", Harga: "1000", Habis: "mungkin", Urutan: "-1" }),
    ]);
    const preview = await previewCatalogueImport(context, owner, file);
    expect(preview.plan.problems).toEqual([
      { row: 2, column: "Nama Produk", message: PRODUCT_MESSAGES.nameRequired },
      { row: 3, column: "Harga", message: PRODUCT_MESSAGES.priceNotNumber },
      {
        row: 4,
        column: "Opsi",
        message:
          'Opsi "Ukuran Kecil Besar" tidak dapat dibaca. Tulis seperti: Ukuran: Kecil=0; Besar=+5000 | wajib',
      },
      { row: 6, column: "Kode Produk", message: 'Kode Produk "R-1" sudah dipakai di baris 5' },
      { row: 7, column: "Nama Produk", message: IMPORT_MESSAGES.formula },
      { row: 8, column: "Nama Produk", message: PRODUCT_MESSAGES.nameTooLong },
      { row: 8, column: "Opsi", message: PRODUCT_MESSAGES.tooManyOptions },
      { row: 9, column: "Habis", message: IMPORT_MESSAGES.soldOut },
      { row: 9, column: "Urutan", message: IMPORT_MESSAGES.order },
    ]);
    const before = await getOwnProducts(context, owner);
    expect(await codeOf(applyCatalogueImport(context, owner, file, preview.digest))).toBe(
      `VALIDATION: ${IMPORT_APPLY_MESSAGES.hasProblems}`,
    );
    expect((await getOwnProducts(context, owner)).products).toEqual(before.products);
  });

  it("reads a workbook as Excel saves it, and refuses a formula cell", async () => {
    const owner = await freshSeller();
    const preview = await previewCatalogueImport(context, owner, fileOf(excelWorkbook(), "a.xlsx"));
    expect(preview.plan.problems).toEqual([
      { row: 4, column: "Harga", message: IMPORT_MESSAGES.formula },
    ]);
    expect(
      preview.plan.rows.map((planned) => [
        planned.row,
        planned.value.name,
        planned.value.code,
        planned.value.price,
      ]),
    ).toEqual([[2, "Bolu Pandan", "K-1", 15000]]);
  });

  it("refuses a file that is neither a CSV nor a workbook", async () => {
    const owner = await freshSeller();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(await codeOf(previewCatalogueImport(context, owner, fileOf(png, "a.csv")))).toBe(
      `VALIDATION: ${IMPORT_MESSAGES.unreadable}`,
    );
  });

  it("refuses a file without the required columns, or past the row limit", async () => {
    const owner = await freshSeller();
    const noPrice = await previewCatalogueImport(
      context,
      owner,
      csvFile([["Roti"]], ["Nama Produk"]),
    );
    expect(noPrice.plan.problems).toEqual([
      { row: 1, column: "Harga", message: IMPORT_MESSAGES.missingColumn("Harga") },
    ]);
    const many = Array.from({ length: 5001 }, (_, index) =>
      row({ "Nama Produk": `P${index}`, Harga: 1000 }),
    );
    const tooMany = await previewCatalogueImport(context, owner, csvFile(many));
    expect(tooMany.plan.problems).toEqual([
      { row: null, column: null, message: IMPORT_MESSAGES.tooManyRows(5001) },
    ]);
  });

  it("applies a file in one transaction: new, changed and kept products, its categories and photos", async () => {
    const owner = await freshSeller();
    await stockedShop(owner);
    // Semicolons, as Indonesian Excel saves a CSV; a photo that is not the product's own.
    const lines = [
      CATALOGUE_HEADERS.join(";"),
      `KUE-1;Bolu Pandan Besar;;Kue Basah;50.000;;Tidak;;;${photoB} https://contoh.id/foto.jpg`,
      `;Teh Manis;;;6000;;;"Gula: Normal=0; Sedikit=0 | wajib";;`,
      `BARU-1;Roti Sobek;;Roti;15000;3;Tidak;;;`,
    ];
    const file = fileOf(`${lines.join("\r\n")}\r\n`, "produk.csv");
    const preview = await previewCatalogueImport(context, owner, file);
    expect(preview.plan.problems).toEqual([]);
    expect(preview.plan.notices).toEqual([
      {
        row: 2,
        column: "Foto",
        message: IMPORT_MESSAGES.photoIgnored("https://contoh.id/foto.jpg"),
      },
    ]);
    expect(preview.plan.counts).toEqual({ new: 1, changed: 2, unchanged: 0 });
    expect(preview.plan.newCategories).toEqual(["Kue Basah", "Roti"]);
    const changed = preview.plan.rows.find((planned) => planned.row === 2)!;
    expect(changed.changes).toEqual([
      "Nama Produk",
      "Deskripsi",
      "Kategori",
      "Harga",
      "Stok",
      "Habis",
      "Opsi",
      "Foto",
    ]);
    // Nothing changed by the preview.
    expect((await getOwnProducts(context, owner)).products.map((p) => p.name)).toEqual([
      "+62 Kopi",
      "Bolu Pandan",
      "Teh Manis",
    ]);

    // A stale preview (the catalogue changed meanwhile) is refused.
    expect(await codeOf(applyCatalogueImport(context, owner, file, "0".repeat(64)))).toBe(
      `VALIDATION: ${IMPORT_APPLY_MESSAGES.stale}`,
    );
    const done = await applyCatalogueImport(context, owner, file, preview.digest);
    expect(done.message).toBe("1 produk baru ditambahkan, 2 produk diubah");
    const { products } = await getOwnProducts(context, owner);
    expect(products.map((p) => [p.name, p.code, p.price, p.stock, p.isSoldOut])).toEqual([
      ["Roti Sobek", "BARU-1", 15000, 3, false],
      ["+62 Kopi", "@KOPI", 12000, null, false],
      ["Bolu Pandan Besar", "KUE-1", 50000, null, false],
      ["Teh Manis", null, 6000, null, false],
    ]);
    const bolu = products.find((p) => p.code === "KUE-1")!;
    expect(bolu.images).toEqual([photoB]);
    expect(bolu.options).toEqual([]);
    expect(products.find((p) => p.name === "Teh Manis")!.options).toEqual([
      { name: "Gula", choices: ["Normal", "Sedikit"], isRequired: true },
    ]);
    const categories = await t.db
      .selectFrom("product_categories")
      .select("name")
      .where("brand_id", "=", owner.brandId)
      .orderBy("position")
      .execute();
    expect(categories.map((c) => c.name)).toEqual(["Kue", "Kue Basah", "Roti"]);
  });

  it("applies all rows or none: a file with one bad row writes nothing", async () => {
    const owner = await freshSeller();
    await stockedShop(owner);
    const file = csvFile([
      row({ "Nama Produk": "Baru 1", Harga: 1000 }),
      row({ "Kode Produk": "KUE-1", "Nama Produk": "Bolu Murah", Harga: 1000 }),
      row({ "Nama Produk": "Baru 2", Harga: "-5" }),
    ]);
    const before = await getOwnProducts(context, owner);
    const preview = await previewCatalogueImport(context, owner, file);
    expect(preview.plan.problems).toEqual([
      { row: 4, column: "Harga", message: PRODUCT_MESSAGES.priceNegative },
    ]);
    expect(await codeOf(applyCatalogueImport(context, owner, file, preview.digest))).toBe(
      `VALIDATION: ${IMPORT_APPLY_MESSAGES.hasProblems}`,
    );
    expect((await getOwnProducts(context, owner)).products).toEqual(before.products);
  });

  it("reads the template in both formats as one new product", async () => {
    const owner = await freshSeller();
    for (const format of ["csv", "xlsx"] as const) {
      const template = catalogueTemplate(format);
      expect(template.fileName).toBe(`template-produk.${format}`);
      const preview = await previewCatalogueImport(
        context,
        owner,
        fileOf(await bytesOf(template.body), `t.${format}`),
      );
      expect(preview.plan.problems).toEqual([]);
      expect(preview.plan.counts).toEqual({ new: 1, changed: 0, unchanged: 0 });
      const [created] = preview.plan.rows;
      expect(created?.kind === "new" ? created.value.options : null).toEqual([
        {
          name: "Ukuran",
          choices: ["Kecil", "Besar"],
          isRequired: true,
          choicePrices: { Besar: 5000 },
        },
        {
          name: "Topping",
          choices: ["Keju", "Coklat"],
          isRequired: false,
          choicePrices: { Keju: 5000, Coklat: 3000 },
          minChoices: 0,
          maxChoices: 2,
        },
      ]);
    }
  });

  it("changes the chosen products' prices exactly: amounts, percentages rounded, never below 0", async () => {
    const owner = await freshSeller();
    const ids: string[] = [];
    for (const price of ["1000", "1005", "15000", "333"]) {
      ids.push((await createOwnProduct(context, owner, { name: `P${price}`, price })).id);
    }
    const prices = async () =>
      Object.fromEntries(
        (await getOwnProducts(context, owner)).products.map((p) => [p.name, p.price]),
      );
    await changeOwnProductPrices(context, owner, {
      ids,
      by: "amount",
      direction: "up",
      value: "2.000",
    });
    expect(await prices()).toEqual({ P1000: 3000, P1005: 3005, P15000: 17000, P333: 2333 });
    // 10% of 3005 is 300.5, rounded to 301; of 2333 is 233.3, rounded to 233.
    await changeOwnProductPrices(context, owner, {
      ids,
      by: "percent",
      direction: "down",
      value: "10",
    });
    expect(await prices()).toEqual({ P1000: 2700, P1005: 2704, P15000: 15300, P333: 2100 });
    await changeOwnProductPrices(context, owner, {
      ids: [ids[0], ids[3]],
      by: "amount",
      direction: "down",
      value: "2500",
    });
    expect(await prices()).toEqual({ P1000: 200, P1005: 2704, P15000: 15300, P333: 0 });
    // Past the highest price: refused, nothing changed.
    expect(
      await codeOf(
        changeOwnProductPrices(context, owner, {
          ids,
          by: "percent",
          direction: "up",
          value: "1000",
        }),
      ),
    ).toBe("resolved");
    expect(await prices()).toEqual({ P1000: 2200, P1005: 29744, P15000: 168300, P333: 0 });
    await t.db
      .updateTable("products")
      .set({ price: 999_999_000 })
      .where("id", "=", ids[0]!)
      .execute();
    expect(
      await codeOf(
        changeOwnProductPrices(context, owner, {
          ids,
          by: "amount",
          direction: "up",
          value: "1001",
        }),
      ),
    ).toBe("VALIDATION: Harga baru melewati batas Rp 1.000.000.000");
    expect((await prices()).P1005).toBe(29744);
    // Another shop's product among them: refused, nothing changed.
    const other = await createOwnProduct(context, seller, { name: "Lain", price: "100" });
    expect(
      await codeOf(
        changeOwnProductPrices(context, owner, {
          ids: [ids[1], other.id],
          by: "amount",
          direction: "up",
          value: "1",
        }),
      ),
    ).toMatch(/^VALIDATION: Sebagian produk sudah tidak ada/);
    expect((await prices()).P1005).toBe(29744);
  });

  it("marks many sold out or available, deletes many and frees their codes", async () => {
    const owner = await freshSeller();
    const a = await createOwnProduct(context, owner, { name: "A", code: "A", price: "1" });
    const b = await createOwnProduct(context, owner, { name: "B", price: "1" });
    await setOwnProductsSoldOut(context, owner, { ids: [a.id, b.id], isSoldOut: true });
    expect((await getOwnProducts(context, owner)).products.every((p) => p.isSoldOut)).toBe(true);
    const back = await setOwnProductsSoldOut(context, owner, { ids: [a.id], isSoldOut: false });
    expect(back.message).toBe("1 produk tersedia lagi");
    const removed = await deleteOwnProducts(context, owner, { ids: [a.id, b.id] });
    expect(removed.message).toBe("2 produk dihapus");
    expect((await getOwnProducts(context, owner)).products).toEqual([]);
    expect(
      await codeOf(createOwnProduct(context, owner, { name: "A2", code: "A", price: "1" })),
    ).toBe("resolved");
    expect(
      await codeOf(createOwnProduct(context, owner, { name: "A3", code: "A", price: "1" })),
    ).toBe(`VALIDATION: ${PRODUCT_MESSAGES.codeTaken}`);
  });

  it("copies a product with its options and photos as '(Salinan)', first in the list", async () => {
    const owner = await freshSeller();
    await stockedShop(owner);
    const source = (await getOwnProducts(context, owner)).products.find((p) => p.code === "KUE-1")!;
    const copy = await duplicateOwnProduct(context, owner, source.id);
    const { products } = await getOwnProducts(context, owner);
    expect(products[0]!.id).toBe(copy.id);
    expect(products[0]).toMatchObject({
      name: "Bolu Pandan (Salinan)",
      code: null,
      categoryId: source.categoryId,
      description: source.description,
      price: source.price,
      images: source.images,
      options: source.options,
      isSoldOut: true,
      stock: 7,
      views: 0,
    });
    expect(await codeOf(duplicateOwnProduct(context, seller, source.id))).toMatch(/^NOT_FOUND/);
  });
});
