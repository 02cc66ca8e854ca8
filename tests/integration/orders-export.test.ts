import { strFromU8, unzipSync } from "fflate";
import { createRequestHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderPage, OrderStats } from "#domain/order-summary";
import type { BrandOwner } from "#server/auth/guards";
import { createBrand, createOrderRecord, createSeller } from "#server/seed/factories";
import * as exportRoute from "#app/routes/admin/orders-export";
import * as ordersRoute from "#app/routes/admin/orders";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createDataRequester, createTestBuild } from "./support/route-requests";

// The seller's orders list filtered by status, days in the shop's zone and a search, and
// its export (CSV and XLSX) of everything the filter shows, through the routes as the
// browser asks them.

type ListData = { stats: OrderStats; page: OrderPage };

/** The CSV's rows as cells (RFC 4180: quoted cells may hold commas, quotes, line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** A sheet's rows: each cell's inline text, or its number (with its style when it has one). */
function readSheet(xml: string): (string | number)[][] {
  const rows: (string | number)[][] = [];
  for (const [, row] of xml.matchAll(/<row [^>]*>(.*?)<\/row>/g)) {
    const cells: (string | number)[] = [];
    for (const [, attributes, body] of row!.matchAll(/<c ([^>]*)>(.*?)<\/c>/g)) {
      if (attributes!.includes('t="inlineStr"')) {
        const text = /<t[^>]*>(.*?)<\/t>/.exec(body!)![1]!;
        cells.push(
          text
            .replaceAll("&lt;", "<")
            .replaceAll("&gt;", ">")
            .replaceAll("&quot;", '"')
            .replaceAll("&amp;", "&"),
        );
      } else {
        cells.push(Number(/<v>(.*?)<\/v>/.exec(body!)![1]));
      }
    }
    rows.push(cells);
  }
  return rows;
}

/** An instant of the shop's wall clock as Excel counts days (from 30 Dec 1899). */
const excelSerial = (wallClock: string) => Date.parse(wallClock) / 86_400_000 + 25_569;

/** The number format of cell style `index` in styles.xml, when it is one of its own. */
function dateFormatOf(styles: string, index: number): string | undefined {
  const xfs = /<cellXfs[^>]*>(.*?)<\/cellXfs>/.exec(styles)![1]!;
  const xf = [...xfs.matchAll(/<xf ([^>]*?)\/?>/g)][index]?.[1] ?? "";
  const id = /numFmtId="(\d+)"/.exec(xf)?.[1];
  if (!xf.includes('applyNumberFormat="1"')) return undefined;
  return new RegExp(`<numFmt numFmtId="${id}" formatCode="([^"]*)"`).exec(styles)?.[1];
}

let ipCounter = 0;

describe.each(testDatabaseKinds)("the orders filter and export on %s", (kind) => {
  let t: TestDatabase;
  let sari: BrandOwner;
  let tono: BrandOwner;
  let sariCookie: string;
  let tonoCookie: string;
  let request: ReturnType<typeof createDataRequester>;
  let download: (path: string, cookie?: string) => Promise<Response>;

  async function seller(name: string): Promise<BrandOwner> {
    const email = `${name}@example.com`;
    const { userId } = await createSeller(t.auth, {
      email,
      password: "rahasia123",
      name,
      emailVerified: true,
    });
    // Sari's shop is in WITA (UTC+8): her days start at 16:00 UTC the day before.
    const brand = await createBrand(t.db, {
      userId,
      name,
      username: name,
      timeZone: name === "sari" ? "Asia/Makassar" : "Asia/Jakarta",
    });
    return { id: userId, email, name, emailVerified: true, role: "brand-owner", brandId: brand.id };
  }

  async function signIn(email: string): Promise<string> {
    const response = await t.auth.api.signInEmail({
      body: { email, password: "rahasia123" },
      asResponse: true,
    });
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }

  async function list(query: string): Promise<ListData> {
    const response = await request.load(`/admin/orders${query}`, { cookie: sariCookie });
    expect(response.status).toBe(200);
    return (response.value as Record<string, { data: ListData }>)["admin-orders"]!.data;
  }

  const numbersOf = (data: ListData) => data.page.orders.map((order) => order.orderNumber);

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const context = { ...createTestContext(t), clientIp: `10.7.0.${++ipCounter}` };
    request = createDataRequester(
      [{ id: "admin-orders", path: "admin/orders", module: ordersRoute }],
      context,
    );
    const handle = createRequestHandler(
      createTestBuild([
        {
          id: "admin-orders-export",
          parentId: "root",
          path: "admin/orders-export",
          module: exportRoute,
        },
      ]),
      "production",
    );
    download = (path, cookie) =>
      handle(
        new Request(new URL(path, context.config.appUrl), {
          headers: cookie ? { Cookie: cookie } : {},
        }),
        context,
      );
    sari = await seller("sari");
    tono = await seller("tono");
    sariCookie = await signIn("sari@example.com");
    tonoCookie = await signIn("tono@example.com");

    const order = (orderNumber: string, fields: Partial<Parameters<typeof createOrderRecord>[1]>) =>
      createOrderRecord(t.db, {
        brandId: sari.brandId,
        orderNumber,
        customerName: "Budi Santoso",
        customerPhone: "6281234567890",
        items: [{ productId: null, productName: "Kopi Susu", quantity: 1, unitPrice: 18_000 }],
        ...fields,
      });
    // 23 Nov 2026 in WITA runs from 22 Nov 16:00 UTC to 23 Nov 16:00 UTC.
    await order("ORD10000001", {
      createdAt: "2026-11-22T15:59:00.000Z", // 22 Nov, 23:59 WITA
      customerName: "Ani 100%_Sumarni",
    });
    const options = await order("ORD10000002", {
      createdAt: "2026-11-22T16:00:00.000Z", // 23 Nov, 00:00 WITA
      status: "diproses",
      customerName: "Dewi Lestari",
      customerPhone: "+6285700001111",
      note: '=HYPERLINK("http://jahat")',
      items: [
        {
          productId: null,
          productName: "Nasi Goreng, Spesial",
          quantity: 2,
          unitPrice: 25_000,
          options: [
            { name: "Ukuran", value: "Besar" },
            { name: "Topping", value: "Telur" },
          ],
        },
        { productId: null, productName: 'Es Teh "Manis"', quantity: 3, unitPrice: 5_000 },
      ],
    });
    await t.db
      .updateTable("order_product_options")
      .set({ price_delta: 5_000 })
      .where("option_value", "=", "Besar")
      .where(
        "order_product_id",
        "in",
        t.db.selectFrom("order_products").select("id").where("order_id", "=", options.id),
      )
      .execute();
    await order("ORD10000003", {
      createdAt: "2026-11-23T15:59:00.000Z", // 23 Nov, 23:59 WITA
      status: "selesai",
      customerName: "budi HARTONO",
    });
    await order("ORD10000004", {
      createdAt: "2026-11-23T16:00:00.000Z", // 24 Nov, 00:00 WITA
      status: "dibatalkan",
      customerPhone: "6285700001111",
    });
    await createOrderRecord(t.db, {
      brandId: tono.brandId,
      orderNumber: "ORD20000001",
      customerName: "Budi Tono",
      customerPhone: "6285700001111",
      createdAt: "2026-11-23T01:00:00.000Z",
      items: [{ productId: null, productName: "Teh", quantity: 1, unitPrice: 8_000 }],
    });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("filters by status, which picks its tab, with counts and pages following", async () => {
    const processing = await list("?status=diproses");
    expect(numbersOf(processing)).toEqual(["ORD10000002"]);
    expect(processing.page.totalCount).toBe(1);

    const cancelled = await list("?status=dibatalkan");
    expect(numbersOf(cancelled)).toEqual(["ORD10000004"]);
    expect((await list("?status=bukan-status")).page.totalCount).toBe(2);
  });

  it("reads the days in the shop's zone, both ends included", async () => {
    const day = await list("?view=aktif&dari=2026-11-23&sampai=2026-11-23");
    expect(numbersOf(day)).toEqual(["ORD10000002"]);
    expect(day.stats).toMatchObject({ total: 2, active: 1, finished: 1, cancelled: 0 });
    expect(numbersOf(await list("?view=selesai&dari=2026-11-23&sampai=2026-11-23"))).toEqual([
      "ORD10000003",
    ]);
    // The range typed the wrong way round means the same days.
    expect(numbersOf(await list("?sampai=2026-11-22&dari=2026-11-23"))).toEqual([
      "ORD10000001",
      "ORD10000002",
    ]);
    expect(numbersOf(await list("?view=dibatalkan&dari=2026-11-24"))).toEqual(["ORD10000004"]);
    expect((await list("?dari=2026-11-25")).page).toMatchObject({ totalCount: 0, orders: [] });
  });

  it("searches number, name and phone, ignoring case and taking wildcards literally", async () => {
    expect(numbersOf(await list("?q=ord10000002"))).toEqual(["ORD10000002"]);
    expect(numbersOf(await list("?view=selesai&q=BUDI%20h"))).toEqual(["ORD10000003"]);
    // 0857… finds +62857… and 62857…, in every tab it asks.
    expect(numbersOf(await list("?q=0857-0000-1111"))).toEqual(["ORD10000002"]);
    expect(numbersOf(await list("?view=dibatalkan&q=0857 0000 1111"))).toEqual(["ORD10000004"]);
    expect(numbersOf(await list("?q=100%25_"))).toEqual(["ORD10000001"]);
    expect(numbersOf(await list("?q=%25"))).toEqual(["ORD10000001"]);
    expect(numbersOf(await list("?q=_"))).toEqual(["ORD10000001"]);
    // Tono's customer Budi is never Sari's.
    expect(numbersOf(await list("?q=tono"))).toEqual([]);
  });

  it("exports the filter's orders as CSV, one row per line, guarded and quoted", async () => {
    const response = await download(
      "/admin/orders-export?format=csv&dari=2026-11-23&cakupan=tab",
      sariCookie,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="pesanan-sari-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(new TextDecoder().decode(bytes.slice(3)));
    expect(rows[0]).toEqual([
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
    ]);
    // The active tab from 23 Nov: only ORD10000002, its two lines; a phone starting with +
    // is guarded like a formula.
    expect(rows.slice(1)).toEqual([
      [
        "ORD10000002",
        "23 Nov 2026, 00:00 WITA",
        "Diproses",
        "Dewi Lestari",
        "'+6285700001111",
        "Diambil Sendiri",
        "Hari ini",
        `'=HYPERLINK("http://jahat")`,
        "",
        "",
        "Nasi Goreng, Spesial",
        "Ukuran: Besar (+Rp 5.000), Topping: Telur",
        "2",
        "25000",
        "50000",
        "65000",
        "Belum Bayar",
        "0",
        "",
        "0",
        "Toko Online",
      ],
      [
        "ORD10000002",
        "23 Nov 2026, 00:00 WITA",
        "Diproses",
        "Dewi Lestari",
        "'+6285700001111",
        "Diambil Sendiri",
        "Hari ini",
        `'=HYPERLINK("http://jahat")`,
        "",
        "",
        'Es Teh "Manis"',
        "",
        "3",
        "5000",
        "15000",
        "65000",
        "Belum Bayar",
        "0",
        "",
        "0",
        "Toko Online",
      ],
    ]);
  });

  it("exports every status of the chosen days unless asked for the tab alone", async () => {
    // Asked from 'Pesanan Aktif': the finished and the cancelled orders of the days too.
    const all = await download("/admin/orders-export?format=csv&dari=2026-11-23", sariCookie);
    const allRows = parseCsv((await all.text()).replace(/^\uFEFF/, "")).slice(1);
    expect(allRows.map((row) => [row[0], row[2]])).toEqual([
      ["ORD10000002", "Diproses"],
      ["ORD10000002", "Diproses"],
      ["ORD10000003", "Selesai"],
      ["ORD10000004", "Dibatalkan"],
    ]);
    // A status asked for is left out the same way, the search kept.
    const searched = await download(
      "/admin/orders-export?format=csv&status=selesai&q=0857&cakupan=semua",
      sariCookie,
    );
    const searchedRows = parseCsv((await searched.text()).replace(/^\uFEFF/, "")).slice(1);
    expect(searchedRows.map((row) => row[0])).toEqual([
      "ORD10000002",
      "ORD10000002",
      "ORD10000004",
    ]);

    const tab = await download(
      "/admin/orders-export?format=csv&view=selesai&cakupan=tab",
      sariCookie,
    );
    const tabRows = parseCsv((await tab.text()).replace(/^\uFEFF/, "")).slice(1);
    expect(tabRows.map((row) => row[0])).toEqual(["ORD10000003"]);
  });

  it("exports a workbook with an order sheet and a line sheet in Rupiah", async () => {
    const response = await download("/admin/orders-export?format=xlsx&q=ani", sariCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers.get("Content-Disposition")).toMatch(/pesanan-sari-.*\.xlsx"$/);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "xl/_rels/workbook.xml.rels",
      "xl/styles.xml",
      "xl/workbook.xml",
      "xl/worksheets/sheet1.xml",
      "xl/worksheets/sheet2.xml",
    ]);
    const workbook = strFromU8(files["xl/workbook.xml"]!);
    expect(workbook).toContain('<sheet name="Pesanan"');
    expect(workbook).toContain('<sheet name="Item"');
    expect(strFromU8(files["xl/styles.xml"]!)).toContain('formatCode="&quot;Rp &quot;#,##0"');
    const sheet1 = strFromU8(files["xl/worksheets/sheet1.xml"]!);
    // Every status, searched for Ani; the date as a date of the shop's zone.
    expect(readSheet(sheet1)).toEqual([
      [
        "Nomor Pesanan",
        "Tanggal (WITA)",
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
      [
        "ORD10000001",
        excelSerial("2026-11-22T23:59:00Z"),
        "Menunggu Diterima",
        "Ani 100%_Sumarni",
        "6281234567890",
        "Diambil Sendiri",
        "Hari ini",
        "",
        "",
        "",
        1,
        18_000,
        "Belum Bayar",
        0,
        "",
        0,
        "Toko Online",
      ],
    ]);
    // Amounts carry the Rupiah style.
    expect(sheet1).toMatch(/<c r="L2" s="1"><v>18000<\/v><\/c>/);
    // The date is a number (not text) whose style shows it as a date and time, so that a
    // spreadsheet sorts and filters it as one.
    const dateCell = /<c r="B2"([^>]*)>(.*?)<\/c>/.exec(sheet1)!;
    expect(dateCell[1]).not.toContain("t=");
    const style = Number(/ s="(\d+)"/.exec(dateCell[1]!)![1]);
    expect(dateFormatOf(strFromU8(files["xl/styles.xml"]!), style)).toBe("dd/mm/yyyy hh:mm");
    expect(readSheet(strFromU8(files["xl/worksheets/sheet2.xml"]!))).toEqual([
      ["Nomor Pesanan", "Produk", "Pilihan", "Jumlah", "Harga Satuan", "Subtotal"],
      ["ORD10000001", "Kopi Susu", "", 1, 18_000, 18_000],
    ]);
  });

  it("gives each seller only their own orders, and nothing to a visitor", async () => {
    const tonos = await download("/admin/orders-export?format=csv&q=budi", tonoCookie);
    const rows = parseCsv((await tonos.text()).replace(/^\uFEFF/, ""));
    expect(rows.slice(1).map((row) => row[0])).toEqual(["ORD20000001"]);

    const visitor = await download("/admin/orders-export?format=csv");
    expect(visitor.status).toBeGreaterThanOrEqual(300);
    expect(await visitor.text()).not.toContain("ORD1");

    const unknown = await download("/admin/orders-export?format=pdf", sariCookie);
    expect(unknown.status).toBe(400);
  });

  it("streams a large export complete, page after page", async () => {
    const owner = await seller("ramai");
    const total = 3_001;
    const createdAt = (i: number) =>
      new Date(Date.UTC(2026, 9, 1) + Math.floor(i / 3) * 60_000).toISOString();
    for (let start = 0; start < total; start += 250) {
      const orders = [];
      const lines = [];
      for (let i = start; i < Math.min(total, start + 250); i++) {
        const id = `ramai-${String(i).padStart(5, "0")}`;
        orders.push({
          id,
          brand_id: owner.brandId,
          order_number: `ORD3${String(i).padStart(7, "0")}`,
          status: "menunggu_diterima",
          customer_name: `Pelanggan ${i}`,
          customer_phone: "6281200000000",
          delivery_method: "Diambil Sendiri",
          delivery_time_option: "Hari ini",
          total: 10_000 + i,
          // Three orders share each minute: the pages must not lose or repeat any.
          created_at: createdAt(i),
          updated_at: createdAt(i),
        });
        lines.push({
          id: `${id}-1`,
          order_id: id,
          product_id: null,
          product_name: "Kue",
          quantity: 1,
          unit_price: 10_000 + i,
          total_price: 10_000 + i,
          display_order: 0,
        });
      }
      await t.db.insertInto("orders").values(orders).execute();
      await t.db.insertInto("order_products").values(lines).execute();
    }
    const cookie = await signIn("ramai@example.com");

    const csv = await download("/admin/orders-export?format=csv", cookie);
    const rows = parseCsv((await csv.text()).replace(/^\uFEFF/, "")).slice(1);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((row) => row[0])).size).toBe(total);
    expect(rows.reduce((sum, row) => sum + Number(row[14]), 0)).toBe(
      total * 10_000 + (total * (total - 1)) / 2,
    );

    const xlsx = await download("/admin/orders-export?format=xlsx", cookie);
    const files = unzipSync(new Uint8Array(await xlsx.arrayBuffer()));
    const orders = readSheet(strFromU8(files["xl/worksheets/sheet1.xml"]!)).slice(1);
    expect(orders).toHaveLength(total);
    expect(orders.at(-1)![0]).toBe(`ORD3${String(total - 1).padStart(7, "0")}`);
    expect(readSheet(strFromU8(files["xl/worksheets/sheet2.xml"]!)).slice(1)).toHaveLength(total);
  });
});
