import { CSV_BOM, csvRow, EXPORT_CONTENT_TYPES, type ExportFormat } from "#domain/order-export";
import {
  lineOrdersText,
  namedChoicesText,
  PRODUCTION_FILE_HEADER,
  productionFileName,
  type ProductionList,
} from "#domain/production";
import type { BrandOwner } from "../auth/guards";
import type { Db } from "../db/database";
import { streamOf, workbookChunks, type OrdersExportFile } from "./order-export";
import { getOwnProductionList } from "./production";

// 'Unduh CSV' and 'Unduh Excel' of the production list (decision 063): the lines the page
// shows, one row each, written by the orders export's writers (BOM, formula guard, the
// streamed workbook). A list is bounded by its days, so it is read whole first.

function rowsOf(list: ProductionList): (string | number)[][] {
  return list.products.flatMap((product) =>
    product.lines.map((line) => [
      product.name,
      namedChoicesText(line.choices),
      line.quantity,
      lineOrdersText(line),
    ]),
  );
}

/** The owner's production list of the days in `params`, as a file of `format`. */
export async function exportOwnProduction(
  db: Db,
  owner: BrandOwner,
  params: URLSearchParams,
  format: ExportFormat,
  now: Date = new Date(),
): Promise<OrdersExportFile> {
  const { list, username } = await getOwnProductionList(db, owner, params, now);
  const rows = rowsOf(list);
  async function* csv() {
    yield CSV_BOM + csvRow(PRODUCTION_FILE_HEADER);
    yield rows.map(csvRow).join("");
  }
  async function* sheetRows() {
    yield rows;
  }
  return {
    fileName: productionFileName(username, list, format),
    contentType: EXPORT_CONTENT_TYPES[format],
    body: streamOf(
      format === "csv"
        ? csv()
        : workbookChunks([
            {
              name: "Produksi",
              header: PRODUCTION_FILE_HEADER,
              widths: [30, 40, 10, 60],
              rows: sheetRows,
            },
          ]),
    ),
  };
}
