import { describe, expect, it } from "vitest";
import {
  csvCell,
  csvRow,
  excelDateSerial,
  exportFileName,
  ORDER_SHEET,
  orderCsvRows,
  orderSheetCells,
  parseExportFormat,
  parseExportScope,
  workbookParts,
  xlsxRow,
  xmlText,
  type ExportOrder,
} from "./order-export";

const ORDER: ExportOrder = {
  orderNumber: "ORD12345678",
  createdAt: "2026-11-22T07:05:00.000Z",
  status: "diproses",
  customerName: 'Budi, "Si Kopi"',
  customerPhone: "6281234567890",
  deliveryMethod: "Diantar",
  deliveryTimeOption: "Senin, 23/11/2026 10:00 WIB",
  note: "Pagar hijau\nrumah kedua",
  referralCode: null,
  total: 41_000,
  paymentMethod: "qris",
  uniqueCode: null,
  paymentStatus: "dp",
  amountPaid: 20_000,
  deliveryArea: null,
  deliveryFee: 0,
  isDeliveryFeePending: false,
  source: "online",
  lines: [
    {
      productName: "Kopi Susu",
      options: [
        { name: "Ukuran", value: "Besar", price: 5_000 },
        { name: "Topping", value: "Keju", price: 3_000 },
        { name: "Topping", value: "Telur" },
      ],
      quantity: 1,
      unitPrice: 26_000,
      totalPrice: 26_000,
    },
    { productName: "Roti", options: [], quantity: 1, unitPrice: 15_000, totalPrice: 15_000 },
  ],
};

describe("CSV cells", () => {
  it("quotes commas, quotes and line breaks as RFC 4180 says", () => {
    expect(csvCell("biasa")).toBe("biasa");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('kata "kunci"')).toBe('"kata ""kunci"""');
    expect(csvCell("dua\r\nbaris")).toBe('"dua\r\nbaris"');
    expect(csvCell(18_000)).toBe("18000");
    expect(csvRow(["a", 1])).toBe("a,1\r\n");
  });

  it("keeps a spreadsheet from running a cell as a formula", () => {
    for (const text of ["=1+1", "+62812", "-5", "@SUM(A1)", "\tx", "\rx"]) {
      expect(csvCell(text).replace(/^"/, "")).toMatch(/^'/);
    }
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(csvCell("Rp 5.000")).toBe("Rp 5.000");
  });

  it("writes one row per line, the order repeated and the options with their prices", () => {
    const head =
      'ORD12345678,"22 Nov 2026, 14:05 WIB",Diproses,"Budi, ""Si Kopi""",6281234567890,Diantar,"Senin, 23/11/2026 10:00 WIB","Pagar hijau\nrumah kedua",,QRIS,';
    expect(orderCsvRows(ORDER, "Asia/Jakarta")).toBe(
      `${head}Kopi Susu,"Ukuran: Besar (+Rp 5.000), Topping: Keju (+Rp 3.000), Telur",1,26000,26000,41000,DP,20000,,0,Toko Online\r\n` +
        `${head}Roti,,1,15000,15000,41000,DP,20000,,0,Toko Online\r\n`,
    );
    expect(orderCsvRows({ ...ORDER, lines: [] }, "Asia/Jakarta")).toMatch(
      /,,,,,41000,DP,20000,,0,Toko Online\r\n$/,
    );
    expect(orderCsvRows({ ...ORDER, lines: [] }, "Asia/Jakarta")).toMatch(
      /,QRIS,,,,,,41000,DP,20000,,0,Toko Online\r\n$/,
    );
    // The delivery area and its fee (decision 058), the fee within the total.
    const delivered = { ...ORDER, total: 51_000, deliveryArea: "Sukajadi", deliveryFee: 10_000 };
    expect(orderCsvRows(delivered, "Asia/Jakarta")).toContain(
      ",51000,DP,20000,Sukajadi,10000,Toko Online\r\n",
    );
    expect(
      orderCsvRows(
        { ...ORDER, deliveryArea: "Lembang", deliveryFee: 0, isDeliveryFeePending: true },
        "Asia/Jakarta",
      ),
    ).toContain(",DP,20000,Lembang (ongkir menyusul),0,Toko Online\r\n");
    // Where it came from (decision 072): a sale at the stall says so.
    expect(orderCsvRows({ ...ORDER, source: "walk-in" }, "Asia/Jakarta")).toContain(
      ",0,Datang Langsung\r\n",
    );
    // An order placed before payment methods has none.
    expect(orderCsvRows({ ...ORDER, paymentMethod: null }, "Asia/Jakarta")).toContain(
      '"Pagar hijau\nrumah kedua",,,Kopi Susu',
    );
  });
});

describe("XLSX parts", () => {
  it("writes inline text, numbers and Rupiah amounts, escaped and guarded", () => {
    expect(xlsxRow(2, ['a<b & "c"', 3, { rupiah: 18_000 }, "=1"])).toBe(
      '<row r="2"><c r="A2" t="inlineStr"><is><t xml:space="preserve">a&lt;b &amp; &quot;c&quot;</t></is></c><c r="B2"><v>3</v></c><c r="C2" s="1"><v>18000</v></c><c r="D2" t="inlineStr"><is><t xml:space="preserve">\'=1</t></is></c></row>',
    );
    expect(
      xlsxRow(
        1,
        Array.from({ length: 28 }, () => 0),
      ),
    ).toContain('<c r="AB1">');
    expect(xmlText("a\u0001b\u000bc")).toBe("abc");
  });

  it("writes the order's date as a date of the shop's clock, for sorting and filtering", () => {
    // 22 Nov 2026 14:05 WIB is 07:05 UTC; in WITA it is 15:05.
    const wib = excelDateSerial(ORDER.createdAt, "Asia/Jakarta")!;
    expect(Math.floor(wib)).toBe(46_348); // 22/11/2026 as Excel counts days
    expect(Math.round((wib % 1) * 24 * 60)).toBe(14 * 60 + 5);
    const wita = excelDateSerial(ORDER.createdAt, "Asia/Makassar")!;
    expect(Math.round((wita % 1) * 24 * 60)).toBe(15 * 60 + 5);
    expect(excelDateSerial("bukan tanggal", "Asia/Jakarta")).toBeNull();

    const cells = orderSheetCells(ORDER, "Asia/Makassar");
    expect(cells[1]).toEqual({ date: wita });
    expect(xlsxRow(2, cells.slice(0, 2))).toBe(
      `<row r="2"><c r="A2" t="inlineStr"><is><t xml:space="preserve">ORD12345678</t></is></c><c r="B2" s="3"><v>${wita}</v></c></row>`,
    );
    expect(ORDER_SHEET.header("Asia/Makassar")[1]).toBe("Tanggal (WITA)");
    // Style 3 is the date format.
    const styles = workbookParts(["Pesanan"])["xl/styles.xml"]!;
    expect(styles).toContain('<numFmt numFmtId="165" formatCode="dd/mm/yyyy hh:mm"/>');
    const xfs = [...styles.matchAll(/<cellXfs[^>]*>(.*?)<\/cellXfs>/g)][0]![1]!;
    expect([...xfs.matchAll(/<xf [^>]*\/>/g)][3]![0]).toContain('numFmtId="165"');
  });

  it("exports every status unless the tab alone is asked for", () => {
    expect(parseExportScope(null)).toBe("semua");
    expect(parseExportScope("semua")).toBe("semua");
    expect(parseExportScope("tab")).toBe("tab");
    expect(parseExportScope("lain")).toBe("semua");
  });

  it("names both sheets in a workbook with a Rupiah format", () => {
    const parts = workbookParts(["Pesanan", "Item"]);
    expect(Object.keys(parts)).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "xl/workbook.xml",
      "xl/_rels/workbook.xml.rels",
      "xl/styles.xml",
    ]);
    expect(parts["xl/workbook.xml"]).toContain('<sheet name="Item" sheetId="2" r:id="rId2"/>');
    expect(parts["xl/_rels/workbook.xml.rels"]).toContain('Target="worksheets/sheet2.xml"');
    expect(parts["xl/styles.xml"]).toContain('formatCode="&quot;Rp &quot;#,##0"');
    expect(parts["[Content_Types].xml"]).toContain('PartName="/xl/worksheets/sheet1.xml"');
  });

  it("names the file after the shop and its day", () => {
    const evening = new Date("2026-11-22T18:00:00.000Z");
    expect(exportFileName("kopi-uji", evening, "Asia/Jakarta", "csv")).toBe(
      "pesanan-kopi-uji-2026-11-23.csv",
    );
    expect(exportFileName('a"b/c', evening, "Asia/Jakarta", "xlsx")).toBe(
      "pesanan-abc-2026-11-23.xlsx",
    );
    expect(parseExportFormat("xlsx")).toBe("xlsx");
    expect(parseExportFormat("pdf")).toBeNull();
  });
});
