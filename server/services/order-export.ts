import { shopTimeZoneOf } from "#domain/shop-time";
import {
  CSV_BOM,
  CSV_HEADER,
  EXPORT_CONTENT_TYPES,
  exportFileName,
  LINE_SHEET,
  lineSheetCells,
  ORDER_SHEET,
  orderCsvRows,
  orderSheetCells,
  SHEET_END,
  sheetStart,
  workbookParts,
  xlsxRow,
  csvRow,
  type ExportFormat,
  type ExportOrder,
  type ExportScope,
  type XlsxCell,
} from "#domain/order-export";
import type { ShopTimeZone } from "#domain/shop-time";
import type { OrderFilter } from "#domain/order-summary";
import type { BrandOwner } from "../auth/guards";
import type { Db } from "../db/database";
import { matchesDaysAndSearchOf, matchesFilter, orderHeaderOf } from "./admin-orders";

// The seller's export of the orders of the filter's days and search, every status or only
// what the list shows (decision 022), every page of it: read a page of orders at a time in
// (created_at, id) order, so that however many orders a shop has, only one page of them is
// in memory while the body streams out.

export const EXPORT_PAGE_SIZE = 500;

type Cursor = { createdAt: string; id: string };

/** What is exported: the filter, and whether its tab or status narrows it (ExportScope). */
type ExportSelection = { filter: OrderFilter; scope: ExportScope; timeZone: ShopTimeZone };

/** One page of the selection's orders after `after`, in (created_at, id) order. */
function readOrderPage(
  db: Db,
  owner: BrandOwner,
  { filter, scope, timeZone }: ExportSelection,
  after: Cursor | null,
  pageSize: number,
) {
  return db
    .selectFrom("orders")
    .select([
      "id",
      "order_number",
      "created_at",
      "status",
      "customer_name",
      "customer_phone",
      "delivery_method",
      "delivery_time_option",
      "note",
      "referral_code",
      "total",
      "payment_method",
      "payment_unique_code",
      "payment_status",
      "amount_paid",
      "delivery_area",
      "delivery_fee",
      "is_delivery_fee_pending",
      "source",
    ])
    .where(
      scope === "tab"
        ? matchesFilter(owner, filter, timeZone)
        : matchesDaysAndSearchOf(owner, filter, timeZone),
    )
    .$if(after !== null, (query) =>
      query.where((eb) =>
        eb.or([
          eb("created_at", ">", after!.createdAt),
          eb.and([eb("created_at", "=", after!.createdAt), eb("id", ">", after!.id)]),
        ]),
      ),
    )
    .orderBy("created_at")
    .orderBy("id")
    .limit(pageSize)
    .execute();
}

/** The selection's orders, oldest first, a page at a time, each with its lines and options. */
export async function* readExportPages(
  db: Db,
  owner: BrandOwner,
  selection: ExportSelection,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<ExportOrder[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const orders = await readOrderPage(db, owner, selection, cursor, pageSize);
    if (orders.length === 0) return;

    const ids = orders.map((order) => order.id);
    const [lines, options] = await Promise.all([
      db
        .selectFrom("order_products")
        .select(["id", "order_id", "product_name", "quantity", "unit_price", "total_price"])
        .where("order_id", "in", ids)
        .orderBy("order_id")
        .orderBy("display_order")
        .orderBy("id")
        .execute(),
      db
        .selectFrom("order_product_options")
        .innerJoin("order_products", "order_products.id", "order_product_options.order_product_id")
        .select([
          "order_product_options.order_product_id",
          "order_product_options.option_name",
          "order_product_options.option_value",
          "order_product_options.price_delta",
        ])
        .where("order_products.order_id", "in", ids)
        // In the order they were chosen in (orderOptionId).
        .orderBy("order_product_options.id")
        .execute(),
    ]);
    const optionsOf = groupBy(options, (option) => option.order_product_id);
    const linesOf = groupBy(lines, (line) => line.order_id);

    yield orders.map((order) => ({
      ...orderHeaderOf(order),
      lines: (linesOf.get(order.id) ?? []).map((line) => ({
        productName: line.product_name,
        quantity: line.quantity,
        unitPrice: line.unit_price,
        totalPrice: line.total_price,
        options: (optionsOf.get(line.id) ?? []).map((option) => {
          const price = Number(option.price_delta);
          return price
            ? { name: option.option_name, value: option.option_value, price }
            : { name: option.option_name, value: option.option_value };
        }),
      })),
    }));
    if (orders.length < pageSize) return;
    const last = orders[orders.length - 1]!;
    cursor = { createdAt: last.created_at, id: last.id };
  }
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

type ExportSource = () => AsyncIterable<ExportOrder[]>;

/** The CSV: a BOM, the header, then each order's lines, a page of orders per chunk. */
export async function* csvChunks(
  pages: ExportSource,
  timeZone: ShopTimeZone,
): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(CSV_HEADER);
  for await (const orders of pages()) {
    yield orders.map((order) => orderCsvRows(order, timeZone)).join("");
  }
}

/** A sheet of a workbook: its name, header, column widths and rows, read as they come. */
export type WorkbookSheet = {
  name: string;
  header: readonly string[];
  widths: readonly number[];
  rows: () => AsyncIterable<XlsxCell[][]>;
};

/**
 * The workbook's zip, deflated as it goes: the fixed parts, then each sheet from its own
 * pass over its rows, so no sheet waits in memory.
 */
export async function* workbookChunks(
  sheets: readonly WorkbookSheet[],
): AsyncGenerator<Uint8Array> {
  // The zip library is loaded with the first workbook asked for.
  const { Zip, ZipDeflate, strToU8 } = await import("fflate");
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.push(chunk);
  });
  function* drain() {
    if (failure) throw failure;
    yield* out.splice(0);
  }
  function stored(name: string, text: string) {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(strToU8(text), true);
  }

  for (const [name, text] of Object.entries(workbookParts(sheets.map((sheet) => sheet.name)))) {
    stored(name, text);
  }
  yield* drain();

  for (const [index, sheet] of sheets.entries()) {
    const file = new ZipDeflate(`xl/worksheets/sheet${index + 1}.xml`, { level: 6 });
    zip.add(file);
    file.push(strToU8(sheetStart(sheet.widths) + xlsxRow(1, sheet.header, true)));
    let rowNumber = 1;
    for await (const rows of sheet.rows()) {
      file.push(strToU8(rows.map((cells) => xlsxRow(++rowNumber, cells)).join("")));
      yield* drain();
    }
    file.push(strToU8(SHEET_END), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}

/** The orders' workbook: a 'Pesanan' sheet of orders and an 'Item' sheet of their lines. */
export function xlsxChunks(
  pages: ExportSource,
  timeZone: ShopTimeZone,
): AsyncGenerator<Uint8Array> {
  async function* rowsOf(cellsOf: (order: ExportOrder) => XlsxCell[][]) {
    for await (const orders of pages()) yield orders.flatMap(cellsOf);
  }
  return workbookChunks([
    {
      name: ORDER_SHEET.name,
      header: ORDER_SHEET.header(timeZone),
      widths: [16, 24, 18, 24, 16, 16, 30, 30, 14, 16, 12, 16, 18, 16, 24, 14, 16],
      rows: () => rowsOf((order) => [orderSheetCells(order, timeZone)]),
    },
    {
      name: LINE_SHEET.name,
      header: LINE_SHEET.header,
      widths: [16, 30, 40, 10, 16, 16],
      rows: () => rowsOf(lineSheetCells),
    },
  ]);
}

/** A byte stream that reads the next chunk only when the reader asks for it. */
export function streamOf(chunks: AsyncGenerator<string | Uint8Array>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          const next = await chunks.next();
          if (next.done) return controller.close();
          const bytes = typeof next.value === "string" ? encoder.encode(next.value) : next.value;
          if (bytes.byteLength === 0) continue;
          return controller.enqueue(bytes);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

/** A file of the owner's orders: its name, its type and its bytes, streamed as read. */
export type OrdersExportFile = { fileName: string; contentType: string; body: ReadableStream };

/**
 * The owner's export of the orders the filter and scope select: named after the shop's
 * username and today's date in its zone, in which its dates are also written.
 */
export async function exportOwnOrders(
  db: Db,
  owner: BrandOwner,
  { format, filter, scope }: { format: ExportFormat; filter: OrderFilter; scope: ExportScope },
  now: Date = new Date(),
): Promise<OrdersExportFile> {
  const brand = await db
    .selectFrom("brands")
    .select(["username", "time_zone"])
    .where("id", "=", owner.brandId)
    .executeTakeFirstOrThrow();
  const timeZone = shopTimeZoneOf(brand.time_zone);
  return {
    fileName: exportFileName(brand.username, now, timeZone, format),
    contentType: EXPORT_CONTENT_TYPES[format],
    body: exportOrders(db, owner, { filter, scope, format, timeZone }),
  };
}

/** The export of the selection's orders as a stream of the format's bytes. */
function exportOrders(
  db: Db,
  owner: BrandOwner,
  { format, ...selection }: ExportSelection & { format: ExportFormat },
): ReadableStream<Uint8Array> {
  const { timeZone } = selection;
  const pages = () => readExportPages(db, owner, selection);
  return streamOf(format === "csv" ? csvChunks(pages, timeZone) : xlsxChunks(pages, timeZone));
}
