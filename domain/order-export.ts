import { describeLineOptions, type CartLineOption } from "./cart";
import {
  calendarDayIn,
  formatDateTimeId,
  offsetMinutesOf,
  timeZoneLabel,
  type ShopTimeZone,
} from "./shop-time";
import { ORDER_STATUS_LABELS } from "./order-status";
import { paymentMethodLabel } from "./payment-methods";
import type { OrderHeader } from "./order-summary";
import { PAYMENT_STATUS_LABELS } from "./payment-status";
import { FEE_LATER_LABEL } from "./delivery-fee";
import { ORDER_SOURCE_LABELS } from "./order-source";

// The seller's export of the orders of the chosen days (decision 022 "orders list"): one
// CSV row per order line, or a workbook with a sheet of orders and a sheet of lines. Only
// the text is made here; the server streams it a page of orders at a time.

/** One order as the export reads it, its lines in their order. */
export type ExportOrder = OrderHeader & {
  lines: {
    productName: string;
    options: CartLineOption[];
    quantity: number;
    unitPrice: number;
    totalPrice: number;
  }[];
};

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export function parseExportFormat(value: string | null): ExportFormat | null {
  return value === "csv" || value === "xlsx" ? value : null;
}

/** `pesanan-{username}-{yyyy-mm-dd}.csv`, the day in the shop's zone. */
export function exportFileName(
  username: string,
  now: Date,
  timeZone: ShopTimeZone,
  format: ExportFormat,
): string {
  const day = calendarDayIn(now, timeZone);
  const safe = username.replace(/[^a-z0-9_-]/gi, "") || "toko";
  return `pesanan-${safe}-${day}.${format}`;
}

/**
 * Which orders the export holds: every status of the filter's days and search ('semua',
 * the default: a seller downloading her orders of a month wants them all, whichever tab she
 * is on), or only the tab or status the list shows ('tab'). In the address as `cakupan`.
 */
export const EXPORT_SCOPE_PARAM = "cakupan";
export type ExportScope = "semua" | "tab";

export function parseExportScope(value: string | null): ExportScope {
  return value === "tab" ? "tab" : "semua";
}

export const EXPORT_TEXTS = {
  form: "Unduh pesanan",
  scope: "Pesanan yang diunduh",
  everyStatus: "Semua status",
  csv: "Unduh CSV",
  xlsx: "Unduh Excel",
} as const;

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

// --- CSV (RFC 4180) ---------------------------------------------------------------------

/** Excel reads a file as UTF-8 only when it starts with this mark. */
export const CSV_BOM = "\uFEFF";

export const CSV_HEADER = [
  "Nomor Pesanan",
  "Tanggal",
  "Status",
  "Nama",
  "No. HP",
  "Metode",
  "Jadwal",
  "Catatan",
  "Kode Referral",
  "Pembayaran",
  "Produk",
  "Pilihan",
  "Jumlah",
  "Harga Satuan",
  "Subtotal",
  "Total Pesanan",
  "Status Pembayaran",
  "Dibayar",
  "Area Pengiriman",
  "Ongkir",
  "Sumber",
] as const;

/**
 * A text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe, so an order's note never becomes a formula on the seller's computer.
 */
export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One cell: guarded, and quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string | number): string {
  if (typeof value === "number") return String(value);
  const text = guardFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: readonly (string | number)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** The date as the seller reads it: "22 Nov 2026, 14:05 WIB". */
export function exportDate(iso: string, timeZone: ShopTimeZone): string {
  return `${formatDateTimeId(iso, timeZone)} ${timeZoneLabel(timeZone)}`;
}

function orderCells(order: ExportOrder, timeZone: ShopTimeZone): (string | number)[] {
  return [
    order.orderNumber,
    exportDate(order.createdAt, timeZone),
    ORDER_STATUS_LABELS[order.status],
    order.customerName,
    order.customerPhone,
    order.deliveryMethod,
    order.deliveryTimeOption,
    order.note ?? "",
    order.referralCode ?? "",
    // Orders placed before payment methods have none: an empty cell.
    order.paymentMethod ? paymentMethodLabel(order.paymentMethod) : "",
  ];
}

/** The payment status and the rupiah received (decision 056), after the order's total. */
function paymentCells(order: ExportOrder): [string, number] {
  return [PAYMENT_STATUS_LABELS[order.paymentStatus], order.amountPaid];
}

/** The delivery area and its fee, included in the total (decision 058). */
export function deliveryAreaCell(order: ExportOrder): string {
  if (!order.deliveryArea) return "";
  return order.isDeliveryFeePending
    ? `${order.deliveryArea} (${FEE_LATER_LABEL.toLowerCase()})`
    : order.deliveryArea;
}

/** An order's CSV rows, one per line (an order without lines still gets one row). */
export function orderCsvRows(order: ExportOrder, timeZone: ShopTimeZone): string {
  const head = orderCells(order, timeZone);
  const payment = paymentCells(order);
  const delivery = [deliveryAreaCell(order), order.deliveryFee, ORDER_SOURCE_LABELS[order.source]];
  if (order.lines.length === 0) {
    return csvRow([...head, "", "", "", "", "", order.total, ...payment, ...delivery]);
  }
  return order.lines
    .map((line) =>
      csvRow([
        ...head,
        line.productName,
        describeLineOptions(line.options),
        line.quantity,
        line.unitPrice,
        line.totalPrice,
        order.total,
        ...payment,
        ...delivery,
      ]),
    )
    .join("");
}

// --- XLSX (SpreadsheetML, written row by row) -------------------------------------------

/** Text safe inside XML, without the characters XML 1.0 forbids. */
export function xmlText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
      .replaceAll("&", "&amp;")
      .replaceAll("<", "&lt;")
      .replaceAll(">", "&gt;")
      .replaceAll('"', "&quot;")
  );
}

/**
 * Style 1 of styles.xml: a whole number of Rupiah. Style 2: bold, for the header. Style 3:
 * a date and time, written as Excel's serial number so that it sorts and filters as one.
 */
const RUPIAH_STYLE = 1;
const HEADER_STYLE = 2;
const DATE_STYLE = 3;
export const XLSX_DATE_FORMAT = "dd/mm/yyyy hh:mm";

/** A cell: text inline (guarded like the CSV), a plain number, Rupiah, or a date. */
export type XlsxCell = string | number | { rupiah: number } | { date: number };

const MS_PER_DAY = 86_400_000;
/** 1970-01-01 as Excel counts days (from 1899-12-30, its 1900 leap-year bug included). */
const EXCEL_UNIX_EPOCH = 25_569;

/**
 * An instant as Excel's date serial on the shop's clock: whole days since 1899-12-30 and
 * the time as a fraction, so 22 Nov 2026 23:59 WITA reads 22/11/2026 23:59 in any
 * spreadsheet, whatever its computer's zone. Null for a date that cannot be read.
 */
export function excelDateSerial(iso: string, timeZone: ShopTimeZone): number | null {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return null;
  const local = instant + offsetMinutesOf(timeZone) * 60_000;
  return local / MS_PER_DAY + EXCEL_UNIX_EPOCH;
}

function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

export function xlsxRow(rowNumber: number, cells: readonly XlsxCell[], header = false): string {
  const xml = cells.map((cell, index) => {
    const ref = `${columnName(index)}${rowNumber}`;
    if (typeof cell === "number") return `<c r="${ref}"><v>${cell}</v></c>`;
    if (typeof cell === "object") {
      return "date" in cell
        ? `<c r="${ref}" s="${DATE_STYLE}"><v>${cell.date}</v></c>`
        : `<c r="${ref}" s="${RUPIAH_STYLE}"><v>${cell.rupiah}</v></c>`;
    }
    const style = header ? ` s="${HEADER_STYLE}"` : "";
    const text = xmlText(guardFormula(cell));
    return `<c r="${ref}" t="inlineStr"${style}><is><t xml:space="preserve">${text}</t></is></c>`;
  });
  return `<row r="${rowNumber}">${xml.join("")}</row>`;
}

export const ORDER_SHEET = {
  name: "Pesanan",
  /** The dates are the shop's clock; the header names its zone, as the CSV's dates do. */
  header: (timeZone: ShopTimeZone) => [
    "Nomor Pesanan",
    `Tanggal (${timeZoneLabel(timeZone)})`,
    "Status",
    "Nama",
    "No. HP",
    "Metode",
    "Jadwal",
    "Catatan",
    "Kode Referral",
    "Pembayaran",
    "Jumlah Item",
    "Total Pesanan",
    "Status Pembayaran",
    "Dibayar",
    "Area Pengiriman",
    "Ongkir",
    "Sumber",
  ],
};

export const LINE_SHEET = {
  name: "Item",
  header: ["Nomor Pesanan", "Produk", "Pilihan", "Jumlah", "Harga Satuan", "Subtotal"],
} as const;

export function orderSheetCells(order: ExportOrder, timeZone: ShopTimeZone): XlsxCell[] {
  const itemCount = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const [orderNumber, , ...rest] = orderCells(order, timeZone);
  const serial = excelDateSerial(order.createdAt, timeZone);
  return [
    orderNumber!,
    serial === null ? "" : { date: serial },
    ...rest,
    itemCount,
    { rupiah: order.total },
    PAYMENT_STATUS_LABELS[order.paymentStatus],
    { rupiah: order.amountPaid },
    deliveryAreaCell(order),
    { rupiah: order.deliveryFee },
    ORDER_SOURCE_LABELS[order.source],
  ];
}

export function lineSheetCells(order: ExportOrder): XlsxCell[][] {
  return order.lines.map((line) => [
    order.orderNumber,
    line.productName,
    describeLineOptions(line.options),
    line.quantity,
    { rupiah: line.unitPrice },
    { rupiah: line.totalPrice },
  ]);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships";

/** The opening of a sheet's XML up to its first row; the rows follow, then SHEET_END. */
export function sheetStart(columnWidths: readonly number[]): string {
  const cols = columnWidths
    .map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}"/>`)
    .join("");
  return `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData>`;
}

export const SHEET_END = "</sheetData></worksheet>";

/** The workbook's fixed parts, by their path in the zip. */
export function workbookParts(sheetNames: readonly string[]): Record<string, string> {
  const sheets = sheetNames.map((_, index) => index + 1);
  return {
    "[Content_Types].xml": `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${sheets.map((n) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join("")}</Types>`,
    "_rels/.rels": `${XML_DECLARATION}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    "xl/workbook.xml": `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>${sheetNames.map((name, index) => `<sheet name="${xmlText(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`).join("")}</sheets></workbook>`,
    "xl/_rels/workbook.xml.rels": `${XML_DECLARATION}<Relationships xmlns="${PKG_REL_NS}">${sheets.map((n) => `<Relationship Id="rId${n}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${n}.xml"/>`).join("")}<Relationship Id="rId${sheets.length + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    "xl/styles.xml": `${XML_DECLARATION}<styleSheet xmlns="${MAIN_NS}"><numFmts count="2"><numFmt numFmtId="164" formatCode="&quot;Rp &quot;#,##0"/><numFmt numFmtId="165" formatCode="${XLSX_DATE_FORMAT}"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
  };
}
