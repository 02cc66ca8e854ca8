import { createRequestHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { presetDays } from "#domain/order-schedule";
import { lineOrders, type ProductionDays, type ProductionList } from "#domain/production";
import { startOfDayIn, type ShopTimeZone } from "#domain/shop-time";
import type { BrandOwner } from "#server/auth/guards";
import {
  createBrand,
  createOrderRecord,
  createProduct,
  createSeller,
} from "#server/seed/factories";
import { getOwnProductionList, getProductionList } from "#server/services/production";
import * as productionRoute from "#app/routes/admin/production";
import * as printRoute from "#app/routes/admin/production-print";
import * as exportRoute from "#app/routes/admin/production-export";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createDataRequester, createTestBuild } from "./support/route-requests";
import { brandOwner } from "./support/sellers";
import { createUnmigratedDatabase } from "./support/unmigrated-database";

// 'Daftar Produksi' (decision 063) against the orders themselves: random orders with
// options, cancellations and due times at the edges of the shop's days, from a seeded
// generator, summed here from what was written and compared with the list the database
// sums, for single days, a week and ranges; then the page, print page and file through
// their routes.

const ZONE: ShopTimeZone = "Asia/Makassar";
const MINUTE = 60_000;
/** The days the random orders are due on: 28 November to 9 December 2026. */
const FIRST_DAY = "2026-11-28";
const DAYS = 12;
const ORDERS = 160;

/** mulberry32: the same orders on every run and both databases. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dayAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

type Catalogue = {
  id: string | null;
  name: string;
  displayOrder: number;
  sizes: string[];
  toppings: string[];
}[];

/** An order as written: its due time and status, and its lines with their choices. */
type Written = {
  orderNumber: string;
  slot: string | undefined;
  status: string;
  lines: { key: string; productName: string; choices: string[]; quantity: number }[];
};

/**
 * The list computed from the written orders: per product and choices, the units and the
 * orders behind them ("ORD… ×n"), keyed "product · choices", in no particular order.
 */
function expectedLines(written: readonly Written[], days: Pick<ProductionDays, "from" | "to">) {
  const start = startOfDayIn(days.from, ZONE).getTime();
  const end = startOfDayIn(days.to, ZONE, 1).getTime();
  const lines = new Map<string, { quantity: number; orders: Map<string, number> }>();
  for (const order of written) {
    if (!order.slot || order.status === "dibatalkan") continue;
    const due = Date.parse(order.slot);
    if (due < start || due >= end) continue;
    for (const line of order.lines) {
      const key = `${line.key} · ${line.choices.join(", ")}`;
      const entry = lines.get(key) ?? { quantity: 0, orders: new Map() };
      entry.quantity += line.quantity;
      entry.orders.set(
        order.orderNumber,
        (entry.orders.get(order.orderNumber) ?? 0) + line.quantity,
      );
      lines.set(key, entry);
    }
  }
  return Object.fromEntries(
    [...lines].map(([key, { quantity, orders }]) => [
      key,
      { quantity, orders: [...orders].map(([number, n]) => `${number} ×${n}`).sort() },
    ]),
  );
}

function listedLines(list: ProductionList) {
  return Object.fromEntries(
    list.products.flatMap((product) =>
      product.lines.map((line) => [
        `${product.name} · ${line.choices.map((choice) => `${choice.name}=${choice.value}`).join(", ")}`,
        {
          quantity: line.quantity,
          orders: lineOrders(line)
            .map((order) => `${order.orderNumber} ×${order.quantity}`)
            .sort(),
        },
      ]),
    ),
  );
}

describe.each(testDatabaseKinds)("the production list on %s", (kind) => {
  let t: TestDatabase;
  let owner: BrandOwner;
  let other: BrandOwner;
  const written: Written[] = [];
  let catalogue: Catalogue;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    owner = await brandOwner(t, "dapur-produksi");
    other = await brandOwner(t, "dapur-tetangga");
    await t.db.updateTable("brands").set({ time_zone: ZONE }).execute();
    const sizes = ["Kecil", "Besar"];
    const toppings = ["Keju", "Cokelat", "Kacang"];
    catalogue = [];
    // Created in one order, shown in another: the list follows the catalogue's order.
    for (const [name, displayOrder] of [
      ["Bolu Pandan", 2],
      ["Brownies", 0],
      ["Lapis Legit", 1],
    ] as const) {
      const { id } = await createProduct(t.db, owner.brandId, {
        name,
        price: 50_000,
        options: [
          { name: "Ukuran", choices: sizes },
          { name: "Topping", choices: toppings, maxChoices: 3 },
        ],
      });
      await t.db
        .updateTable("products")
        .set({ display_order: displayOrder })
        .where("id", "=", id)
        .execute();
      catalogue.push({ id, name, displayOrder, sizes, toppings });
    }
    // A product deleted since: its lines keep their name and no id.
    catalogue.push({ id: null, name: "Kue Lama", displayOrder: 99, sizes: [], toppings: [] });

    const random = seededRandom(20261201);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    for (let i = 0; i < ORDERS; i++) {
      const day = dayAfter(FIRST_DAY, Math.floor(random() * DAYS));
      // A fifth at the very edges of a day on the shop's clock.
      const minutes = pick([0, 24 * 60 - 1, 8 * 60, 10 * 60 + 30, 14 * 60, 17 * 60 + 15]);
      const slot =
        random() < 0.05
          ? undefined
          : new Date(startOfDayIn(day, ZONE).getTime() + minutes * MINUTE).toISOString();
      const status =
        random() < 0.2 ? "dibatalkan" : pick(["menunggu_diterima", "diproses", "selesai"]);
      const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
        const product = pick(catalogue);
        const options = [
          ...(product.sizes.length && random() < 0.9
            ? [{ name: "Ukuran", value: pick(product.sizes) }]
            : []),
          ...product.toppings
            .filter(() => random() < 0.35)
            .map((value) => ({ name: "Topping", value })),
        ];
        return { product, options, quantity: 1 + Math.floor(random() * 5) };
      });
      const orderNumber = `ORD${String(40_000_000 + i)}`;
      await createOrderRecord(t.db, {
        brandId: owner.brandId,
        orderNumber,
        customerName: `Pelanggan ${i}`,
        customerPhone: "6285711112222",
        status,
        deliverySlotAt: slot,
        // Half the lines keep their choices as the order path writes them, half are read
        // from their options, as lines stored before decision 068 are.
        keepsChoices: i % 2 === 0,
        items: lines.map((line) => ({
          productId: line.product.id,
          productName: line.product.name,
          quantity: line.quantity,
          unitPrice: 50_000,
          options: line.options,
        })),
      });
      written.push({
        orderNumber,
        slot,
        status,
        lines: lines.map((line) => ({
          key: line.product.id ? `renamed:${line.product.name}` : line.product.name,
          productName: line.product.name,
          choices: line.options.map((option) => `${option.name}=${option.value}`),
          quantity: line.quantity,
        })),
      });
    }
    // Renamed after its orders: the list shows the name the kitchen knows today.
    for (const product of catalogue) {
      if (product.id) {
        await t.db
          .updateTable("products")
          .set({ name: `renamed:${product.name}` })
          .where("id", "=", product.id)
          .execute();
      }
    }
    // Another shop's orders on the same days are never counted.
    for (let i = 0; i < 5; i++) {
      await createOrderRecord(t.db, {
        brandId: other.brandId,
        customerName: "Tetangga",
        customerPhone: "6285711113333",
        deliverySlotAt: new Date(
          startOfDayIn(dayAfter(FIRST_DAY, i), ZONE).getTime() + 9 * 60 * MINUTE,
        ).toISOString(),
        items: [{ productId: null, productName: "Kue Lama", quantity: 7, unitPrice: 1_000 }],
      });
    }
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const list = (from: string, to: string) =>
    getProductionList(t.db, owner, { preset: null, from, to, isShortened: false });

  it("sums each day's lines exactly as the orders do, cancellations left out", async () => {
    let linesSeen = 0;
    for (let n = -1; n <= DAYS; n++) {
      const day = dayAfter(FIRST_DAY, n);
      const listed = await list(day, day);
      expect(listedLines(listed), day).toEqual(expectedLines(written, { from: day, to: day }));
      linesSeen += listed.products.length;
    }
    // The generator made enough of a day's work to prove something.
    expect(linesSeen).toBeGreaterThan(20);
  });

  it("sums a week and the whole range as the orders do", async () => {
    for (const [from, to] of [
      ["2026-11-30", "2026-12-06"],
      [FIRST_DAY, dayAfter(FIRST_DAY, DAYS - 1)],
      ["2026-12-03", "2026-12-04"],
    ] as const) {
      const listed = await list(from, to);
      const expected = expectedLines(written, { from, to });
      expect(listedLines(listed)).toEqual(expected);
      const units = Object.values(expected).reduce((sum, line) => sum + line.quantity, 0);
      expect(listed.unitCount).toBe(units);
      expect(listed.products.reduce((sum, product) => sum + product.quantity, 0)).toBe(units);
      const orders = new Set(
        Object.values(expected).flatMap((line) => line.orders.map((o) => o.split(" ")[0])),
      );
      expect(listed.orderCount).toBe(orders.size);
    }
  });

  it("lists products in the catalogue's order, a deleted product last, lines by their choices", async () => {
    const listed = await list(FIRST_DAY, dayAfter(FIRST_DAY, DAYS - 1));
    expect(listed.products.map((product) => product.name)).toEqual([
      "renamed:Brownies",
      "renamed:Lapis Legit",
      "renamed:Bolu Pandan",
      "Kue Lama",
    ]);
    for (const product of listed.products) {
      const texts = product.lines.map((line) =>
        line.choices.map((choice) => choice.value).join(", "),
      );
      expect(texts).toEqual([...texts].sort((a, b) => a.localeCompare(b, "id")));
      for (const line of product.lines) {
        const due = line.orderNumbers.map((number) => listed.dueAt[number]!);
        expect(due).toEqual([...due].sort());
      }
    }
  });

  it("opens on tomorrow, takes a day, a range and a quick choice from the address", async () => {
    const now = new Date("2026-12-01T12:00:00Z");
    const of = async (query: string) =>
      (await getOwnProductionList(t.db, owner, new URLSearchParams(query), now)).list;
    expect(await of("")).toMatchObject({ preset: "besok", from: "2026-12-02", to: "2026-12-02" });
    expect(await of("jadwal=minggu-ini")).toMatchObject({ from: "2026-11-30", to: "2026-12-06" });
    expect(await of("dari=2026-12-05")).toMatchObject({
      preset: null,
      from: "2026-12-05",
      to: "2026-12-05",
    });
    expect(await of("dari=2026-12-06&sampai=2026-12-03")).toMatchObject({
      from: "2026-12-03",
      to: "2026-12-06",
    });
    expect(await of("dari=2026-13-01&jadwal=nanti")).toMatchObject({
      preset: "besok",
      from: "2026-12-02",
    });
    const long = await of("dari=2026-01-01&sampai=2026-12-31");
    expect(long).toMatchObject({ from: "2026-01-01", to: "2026-01-31", isShortened: true });
    expect(listedLines(await of("dari=2026-12-02"))).toEqual(
      expectedLines(written, { from: "2026-12-02", to: "2026-12-02" }),
    );
  });

  it("answers the page, the print page and the files through their routes, the seller's own only", async () => {
    const context = { ...createTestContext(t), clientIp: "10.9.0.1" };
    const signIn = async (email: string) => {
      const response = await t.auth.api.signInEmail({
        body: { email, password: "rahasia123" },
        asResponse: true,
      });
      return response.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
    };
    const cookie = await signIn("dapur-produksi@example.com");
    const request = createDataRequester(
      [
        { id: "production", path: "admin/production", module: productionRoute },
        { id: "production-print", path: "admin/production/print", module: printRoute },
      ],
      context,
    );
    const tomorrow = presetDays("besok", new Date(), ZONE).from;
    const week = `dari=${FIRST_DAY}&sampai=${dayAfter(FIRST_DAY, 6)}`;
    const page = await request.load(`/admin/production?${week}`, { cookie });
    expect(page.status).toBe(200);
    const pageList = (page.value as Record<string, { data: { list: ProductionList } }>)[
      "production"
    ]!.data.list;
    expect(listedLines(pageList)).toEqual(
      expectedLines(written, { from: FIRST_DAY, to: dayAfter(FIRST_DAY, 6) }),
    );
    const opened = await request.load("/admin/production", { cookie });
    expect(
      (opened.value as Record<string, { data: { list: ProductionList } }>)["production"]!.data.list,
    ).toMatchObject({ from: tomorrow, preset: "besok" });

    const printed = await request.load(`/admin/production/print?${week}&kertas=58mm`, { cookie });
    expect(
      (printed.value as Record<string, { data: { paper: string; list: ProductionList } }>)[
        "production-print"
      ]!.data,
    ).toMatchObject({ paper: "58mm", list: { unitCount: pageList.unitCount } });

    const anonymous = await request.load("/admin/production", {});
    expect(anonymous.redirect ?? String(anonymous.status)).toMatch(/auth|401|403/);

    const handle = createRequestHandler(
      createTestBuild([
        { id: "export", parentId: "root", path: "admin/production-export", module: exportRoute },
      ]),
      "production",
    );
    const download = (query: string, asCookie: string) =>
      handle(
        new Request(new URL(`/admin/production-export?${query}`, context.config.appUrl), {
          headers: { Cookie: asCookie },
        }),
        context,
      );
    const csvResponse = await download(`format=csv&${week}`, cookie);
    expect(csvResponse.headers.get("Content-Disposition")).toBe(
      `attachment; filename="produksi-dapur-produksi-${FIRST_DAY}-sampai-${dayAfter(FIRST_DAY, 6)}.csv"`,
    );
    const csvBytes = new Uint8Array(await csvResponse.arrayBuffer());
    // Excel reads the file as UTF-8 for its byte order mark.
    expect([...csvBytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(csvBytes);
    expect(csv.startsWith("Produk,Pilihan,Jumlah,Pesanan\r\n")).toBe(true);
    const rows = csv.trim().split("\r\n").slice(1);
    const lineCount = pageList.products.reduce((sum, product) => sum + product.lines.length, 0);
    expect(rows).toHaveLength(lineCount);
    const first = pageList.products[0]!;
    expect(csv).toContain(`${first.name},`);
    const quantities = csv
      .trim()
      .split("\r\n")
      .slice(1)
      .map((row) => Number(/,(\d+),(?:"[^"]*"|[^,]*)$/.exec(row)?.[1]));
    expect(quantities.reduce((sum, n) => sum + n, 0)).toBe(pageList.unitCount);

    const xlsx = await download(`format=xlsx&${week}`, cookie);
    expect(xlsx.headers.get("Content-Type")).toContain("spreadsheetml");
    const bytes = new Uint8Array(await xlsx.arrayBuffer());
    const { unzipSync, strFromU8 } = await import("fflate");
    const sheet = strFromU8(unzipSync(bytes)["xl/worksheets/sheet1.xml"]!);
    expect(sheet).toContain(first.name);
    expect(sheet.match(/<row /g)).toHaveLength(lineCount + 1);

    expect((await download(`format=pdf&${week}`, cookie)).status).toBe(400);
    // The neighbour's file of the same days holds only the neighbour's orders.
    const neighbour = await (
      await download(`format=csv&${week}`, await signIn("dapur-tetangga@example.com"))
    ).text();
    expect(neighbour.trim().split("\r\n").slice(1)).toEqual([
      expect.stringMatching(/^Kue Lama,,35,/),
    ]);
  });
});

describe.each(testDatabaseKinds)(
  "order lines stored before they kept their choices on %s",
  (kind) => {
    it("get them from their options, in the order chosen, and '' without any", async () => {
      const older = await createUnmigratedDatabase(kind);
      try {
        expect((await older.migrator.migrateTo("0023-link-order")).error).toBeUndefined();
        const { userId } = await createSeller(older.auth, {
          email: `pilihan-${kind}@example.com`,
          password: "rahasia123",
          name: "Lama",
        });
        const brand = await createBrand(older.db, { userId, name: "Lama", username: "lama" });
        const { id } = await createOrderRecord(older.db, {
          // A schema older than the customers' day counts (0025) has nothing to count it in.
          countInTrends: false,
          brandId: brand.id,
          customerName: "Budi",
          customerPhone: "6281234567890",
          items: [
            {
              productId: null,
              productName: "Bolu Pandan",
              quantity: 2,
              unitPrice: 40_000,
              options: [
                { name: "Ukuran", value: "Besar" },
                { name: "Topping", value: "Keju" },
                { name: "Topping", value: "Cokelat" },
              ],
            },
            { productId: null, productName: "Nastar", quantity: 1, unitPrice: 90_000 },
          ],
        });

        const { error, results } = await older.migrator.migrateToLatest();
        expect(error).toBeUndefined();
        expect(results?.map((result) => result.migrationName)).toContain("0024-order-line-choices");
        const lines = await older.db
          .selectFrom("order_products")
          .select(["product_name", "choice_key"])
          .where("order_id", "=", id)
          .orderBy("display_order")
          .execute();
        expect(lines).toEqual([
          {
            product_name: "Bolu Pandan",
            choice_key: "Ukuran\u001FBesar\u001ETopping\u001FKeju\u001ETopping\u001FCokelat",
          },
          { product_name: "Nastar", choice_key: "" },
        ]);
      } finally {
        await older.destroy();
      }
    });
  },
);
