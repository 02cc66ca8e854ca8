import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CUSTOMERS_PAGE_SIZE,
  type CustomerDetail,
  type CustomerListItem,
  type CustomerPage,
} from "#domain/customers";
import { normalizePhone } from "#domain/phone";
import { calendarDayIn, startOfDayIn, shopTimeZoneOf, type ShopTimeZone } from "#domain/shop-time";
import type { BrandOwner } from "#server/auth/guards";
import type { Db } from "#server/db/database";
import {
  createBrand,
  createOrderRecord,
  createProduct,
  createSeller,
} from "#server/seed/factories";
import { cancelOrder } from "#server/services/admin-orders";
import { forgetCustomer } from "#server/services/customers";
import { createOrder } from "#server/services/orders";
import { getShopTrends } from "#server/services/trends";
import * as customersRoute from "#app/routes/admin/customers";
import * as customerRoute from "#app/routes/admin/customer-detail";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createDataRequester } from "./support/route-requests";
import { createUnmigratedDatabase } from "./support/unmigrated-database";

// The seller's customers (decision 069) against the orders themselves: random orders placed
// through the checkout's use-case in three shops, numbers typed in several forms, names
// that change, cancellations; the list read through its route equals the customers
// computed here from the orders table, for every sort, search and filter, and so do the
// new and returning customers of each day. Then the note and tags through the page's
// action, the shops' isolation, a number forgotten, and the migration's backfill.

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

const NAMES = ["Budi", "Siti Aminah", "Ani", "Rudi Hartono", "Dewi", "Wati", "Joko", "Rina"];
const PHONES = Array.from({ length: 9 }, (_, i) => `0812${String(3400000 + i * 7919)}`);
/** How each number may be typed at the checkout; all are stored as 62…. */
const typed = (phone: string, form: number) =>
  form === 0
    ? phone
    : form === 1
      ? `+62 ${phone.slice(1, 4)}-${phone.slice(4)}`
      : `62${phone.slice(1)}`;

type Shop = { owner: BrandOwner; username: string; zone: ShopTimeZone; products: string[] };

type Expected = CustomerListItem & { brandId: string };

/** The customers of each shop, computed from its orders and their lines. */
async function customersFromOrders(db: Db): Promise<Expected[]> {
  const orders = await db
    .selectFrom("orders")
    .select(["id", "brand_id", "customer_phone", "customer_name", "status", "total", "created_at"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const lines = await db
    .selectFrom("order_products")
    .select(["order_id", "product_name", "quantity"])
    .execute();
  const customers = new Map<string, Expected & { units: Map<string, number> }>();
  const byId = new Map(orders.map((order) => [order.id, order]));
  for (const order of orders) {
    const key = `${order.brand_id} ${order.customer_phone}`;
    const at = new Date(order.created_at).toISOString();
    const customer = customers.get(key) ?? {
      brandId: order.brand_id,
      phone: order.customer_phone,
      name: order.customer_name,
      orderCount: 0,
      totalSpent: 0,
      firstOrderAt: at,
      lastOrderAt: at,
      tags: [],
      favourites: [],
      units: new Map<string, number>(),
    };
    // In order of placing: the latest name wins.
    customer.name = order.customer_name;
    customer.lastOrderAt = at;
    customer.orderCount += 1;
    if (order.status !== "dibatalkan") customer.totalSpent += Number(order.total);
    customers.set(key, customer);
  }
  for (const line of lines) {
    const order = byId.get(line.order_id)!;
    if (order.status === "dibatalkan") continue;
    const customer = customers.get(`${order.brand_id} ${order.customer_phone}`)!;
    customer.units.set(
      line.product_name,
      (customer.units.get(line.product_name) ?? 0) + line.quantity,
    );
  }
  return [...customers.values()].map(({ units, ...customer }) => ({
    ...customer,
    favourites: [...units]
      .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, 3)
      .map(([name]) => name),
  }));
}

/** The new and returning customers of each shop's day, from its orders. */
async function customerDaysFromOrders(db: Db) {
  const orders = await db
    .selectFrom("orders")
    .innerJoin("brands", "brands.id", "orders.brand_id")
    .select(["orders.brand_id", "orders.customer_phone", "orders.created_at", "brands.time_zone"])
    .orderBy("orders.created_at")
    .orderBy("orders.id")
    .execute();
  const seen = new Set<string>();
  const days = new Map<string, { new: number; returning: number }>();
  for (const order of orders) {
    const day = calendarDayIn(order.created_at, shopTimeZoneOf(order.time_zone));
    const key = `${order.brand_id} ${day}`;
    const entry = days.get(key) ?? { new: 0, returning: 0 };
    const customer = `${order.brand_id} ${order.customer_phone}`;
    if (seen.has(customer)) entry.returning += 1;
    else entry.new += 1;
    seen.add(customer);
    days.set(key, entry);
  }
  return days;
}

async function customerDaysStored(db: Db) {
  const rows = await db
    .selectFrom("shop_daily_counts")
    .select(["brand_id", "day", "new_customers", "returning_customers"])
    .execute();
  return new Map(
    rows
      .filter((row) => row.new_customers + row.returning_customers > 0)
      .map((row) => [
        `${row.brand_id} ${row.day}`,
        { new: Number(row.new_customers), returning: Number(row.returning_customers) },
      ]),
  );
}

const listed = ({
  phone,
  name,
  orderCount,
  totalSpent,
  firstOrderAt,
  lastOrderAt,
  favourites,
}: CustomerListItem) => ({
  phone,
  name,
  orderCount,
  totalSpent,
  firstOrderAt,
  lastOrderAt,
  favourites,
});

const SORTS = {
  terakhir: (c: Sorted) => c.lastOrderAt,
  pesanan: (c: Sorted) => c.orderCount,
  belanja: (c: Sorted) => c.totalSpent,
} as const;

/** Sorted as the list sorts: its column, then the number, both descending. */
type Sorted = Pick<CustomerListItem, "phone" | "lastOrderAt" | "orderCount" | "totalSpent">;
function sortedAs<T extends Sorted>(customers: T[], sort: keyof typeof SORTS): T[] {
  const of = SORTS[sort];
  return [...customers].sort((a, b) => {
    const [x, y] = [of(a), of(b)];
    if (x !== y) return x < y ? 1 : -1;
    return a.phone < b.phone ? 1 : -1;
  });
}

describe.each(testDatabaseKinds)("the seller's customers on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  const shops: Shop[] = [];
  const cookies = new Map<string, string>();
  let request: ReturnType<typeof createDataRequester>;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = { ...createTestContext(t), clientIp: "10.9.0.7" };
    for (const [username, zone] of [
      ["kopi-pelanggan", "Asia/Jakarta"],
      ["roti-pelanggan", "Asia/Jayapura"],
      ["sambal-pelanggan", "Asia/Makassar"],
    ] as const) {
      const email = `${username}@example.com`;
      const { userId } = await createSeller(t.auth, {
        email,
        password: "rahasia123",
        name: username,
        emailVerified: true,
      });
      const brand = await createBrand(t.db, {
        userId,
        name: username,
        username,
        customerServiceWhatsapp: "6281234567890",
        timeZone: zone,
      });
      const products: string[] = [];
      for (const [i, name] of ["Kopi Susu", "Roti Bakar", "Sambal Roa", "Teh Manis"].entries()) {
        products.push((await createProduct(t.db, brand.id, { name, price: 8000 + i * 3500 })).id);
      }
      shops.push({
        owner: {
          id: userId,
          email,
          name: username,
          emailVerified: true,
          role: "brand-owner",
          brandId: brand.id,
        },
        username,
        zone,
        products,
      });
      const response = await t.auth.api.signInEmail({
        body: { email, password: "rahasia123" },
        asResponse: true,
      });
      cookies.set(
        username,
        response.headers
          .getSetCookie()
          .map((line) => line.split(";")[0])
          .join("; "),
      );
    }
    request = createDataRequester(
      [
        { id: "customers", path: "admin/customers", module: customersRoute },
        { id: "customer", path: "admin/customers/:phone", module: customerRoute },
      ],
      context,
    );

    // Orders over three weeks, in the order they were placed, a few minutes apart.
    const random = seededRandom(20261129);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const start = Date.parse("2026-11-01T01:00:00.000Z");
    let at = start;
    const placed: { shop: Shop; orderId: string }[] = [];
    for (let i = 0; i < 90; i++) {
      at += Math.floor(random() * 8 * 60 + 7) * 60_000;
      const shop = pick(shops);
      // A few numbers order often, most now and then.
      const phone = random() < 0.4 ? PHONES[Math.floor(random() * 3)]! : pick(PHONES);
      const order = await createOrder(
        context,
        {
          username: shop.username,
          form: {
            deliveryDay: "tomorrow",
            deliveryTime: "10:00",
            customerName: pick(NAMES),
            customerPhone: typed(phone, Math.floor(random() * 3)),
            note: "",
            referralCode: "",
          },
          items: Array.from({ length: 1 + Math.floor(random() * 2) }, () => {
            const index = Math.floor(random() * shop.products.length);
            return {
              productId: shop.products[index]!,
              quantity: 1 + Math.floor(random() * 4),
              customizations: {},
              notes: "",
              seenPrice: 8000 + index * 3500,
            };
          }),
        },
        { now: () => new Date(at) },
      );
      const row = await t.db
        .selectFrom("orders")
        .select("id")
        .where("brand_id", "=", shop.owner.brandId)
        .where("order_number", "=", order.orderNumber)
        .executeTakeFirstOrThrow();
      placed.push({ shop, orderId: row.id });
    }
    for (const { shop, orderId } of placed) {
      if (random() < 0.2) {
        await cancelOrder(t.db, shop.owner, { orderId, reason: "Stok habis" });
      }
    }
  });
  afterAll(async () => {
    await t?.destroy();
  });

  /** Every page of the list for `query`, as the seller's browser reads it. */
  async function listAll(shop: Shop, query = "") {
    const customers: CustomerListItem[] = [];
    for (let page = 1; ; page++) {
      const separator = query ? "&" : "";
      const answer = await request.load(`/admin/customers?${query}${separator}page=${page}`, {
        cookie: cookies.get(shop.username)!,
      });
      expect(answer.status).toBe(200);
      const data = (answer.value as Record<string, { data: { page: CustomerPage } }>)["customers"]!
        .data.page;
      customers.push(...data.customers);
      expect(data.customers.length).toBeLessThanOrEqual(CUSTOMERS_PAGE_SIZE);
      if (page >= data.totalPages) {
        expect(customers).toHaveLength(data.totalCount);
        return customers;
      }
    }
  }

  const expectedOf = async (shop: Shop) =>
    (await customersFromOrders(t.db)).filter((c) => c.brandId === shop.owner.brandId);

  it("lists each number once per shop, as its orders add up, in every sort", async () => {
    const all = await customersFromOrders(t.db);
    expect(all.some((c) => c.orderCount >= 3)).toBe(true);
    for (const shop of shops) {
      const expected = (await expectedOf(shop)).map(listed);
      expect(expected.length).toBeGreaterThan(3);
      for (const sort of ["terakhir", "pesanan", "belanja"] as const) {
        const query = sort === "terakhir" ? "" : `urut=${sort}`;
        expect((await listAll(shop, query)).map(listed), `${shop.username} ${sort}`).toEqual(
          sortedAs(expected, sort),
        );
      }
    }
    // Every number stored normalised: one customer whatever form it was typed in.
    const phones = all.map((c) => c.phone);
    expect(phones.every((phone) => phone === normalizePhone(phone))).toBe(true);
  });

  it("finds customers by name and by number, and filters repeat buyers and new ones", async () => {
    const shop = shops[0]!;
    const expected = sortedAs((await expectedOf(shop)).map(listed), "terakhir");
    const byName = expected.filter((c) => c.name.toLowerCase().includes("ti"));
    expect((await listAll(shop, "q=TI")).map(listed)).toEqual(byName);
    const someone = expected[0]!;
    const local = `0${someone.phone.slice(2)}`;
    expect((await listAll(shop, `q=${encodeURIComponent(local.slice(0, 8))}`)).map(listed)).toEqual(
      expected.filter((c) => c.phone.includes(someone.phone.slice(2, 9))),
    );
    expect((await listAll(shop, "q=tidak-ada-nama")).length).toBe(0);
    // A page past the last is the last.
    const past = await request.load("/admin/customers?urut=pesanan&page=999", {
      cookie: cookies.get(shop.username)!,
    });
    const last = (past.value as Record<string, { data: { page: CustomerPage } }>)["customers"]!.data
      .page;
    expect(last.page).toBe(last.totalPages);
    expect(last.customers.map(listed)).toEqual(
      sortedAs(expected, "pesanan").slice((last.totalPages - 1) * CUSTOMERS_PAGE_SIZE),
    );

    const repeat = expected.filter((c) => c.orderCount >= 2);
    expect(repeat.length).toBeGreaterThan(0);
    expect((await listAll(shop, "ulang=1")).map(listed)).toEqual(repeat);
    expect((await listAll(shop, "ulang=1&urut=belanja")).map(listed)).toEqual(
      sortedAs(repeat, "belanja"),
    );

    const from = "2026-11-05";
    const to = "2026-11-12";
    const start = startOfDayIn(from, shop.zone).toISOString();
    const end = startOfDayIn(to, shop.zone, 1).toISOString();
    const fresh = expected.filter((c) => c.firstOrderAt >= start && c.firstOrderAt < end);
    expect((await listAll(shop, `dari=${from}&sampai=${to}`)).map(listed)).toEqual(fresh);
    // The last 7 days of today: none of these orders of November.
    expect((await listAll(shop, "baru=7")).length).toBe(0);
  });

  it("counts new and returning customers on each day as the orders say, and shows them on the home", async () => {
    expect(await customerDaysStored(t.db)).toEqual(await customerDaysFromOrders(t.db));
    const shop = shops[1]!;
    const trends = await getShopTrends(context, shop.owner, 90);
    const series = Object.fromEntries(trends.series.map((s) => [s.key, s]));
    expect(series["newCustomers"]!.label).toBe("Pelanggan Baru");
    expect(series["returningCustomers"]!.label).toBe("Pelanggan Kembali");
  });

  it("keeps the seller's note and tags on a customer, saved through the page's action", async () => {
    const [shop, neighbour] = shops as [Shop, Shop];
    const customer = (await listAll(shop))[0]!;
    const path = `/admin/customers/${customer.phone}`;
    const cookie = cookies.get(shop.username)!;
    const saved = await request.post(
      path,
      { intent: "save-customer", note: "Suka kurang manis", tags: "Langganan, reseller,langganan" },
      { cookie },
    );
    expect(saved.status).toBe(200);
    const page = await request.load(path, { cookie });
    expect(page.status).toBe(200);
    const detail = (page.value as Record<string, { data: { customer: CustomerDetail } }>)[
      "customer"
    ]!.data.customer;
    expect(detail).toMatchObject({
      phone: customer.phone,
      name: customer.name,
      note: "Suka kurang manis",
      tags: ["langganan", "reseller"],
      orderCount: customer.orderCount,
      totalSpent: customer.totalSpent,
    });
    expect(detail.orders).toHaveLength(customer.orderCount);
    expect(new Set(detail.orders.map((order) => order.orderNumber)).size).toBe(customer.orderCount);
    // The tag filters the list.
    expect((await listAll(shop, "label=reseller")).map((c) => c.phone)).toEqual([customer.phone]);
    const refused = await request.post(
      path,
      { intent: "save-customer", tags: "a,b/c" },
      { cookie },
    );
    expect(refused.status).toBe(400);

    // Another seller: not found, for the page and the action, and nothing changes.
    const other = cookies.get(neighbour.username)!;
    const ownNumberThere = (await listAll(neighbour)).some((c) => c.phone === customer.phone);
    if (!ownNumberThere) {
      expect((await request.load(path, { cookie: other })).status).toBe(404);
      expect(
        (
          await request.post(
            path,
            { intent: "save-customer", note: "Bukan milikmu" },
            { cookie: other },
          )
        ).status,
      ).toBe(404);
    } else {
      // Her own customer with the same number: her note, not the first seller's.
      const hers = await request.load(path, { cookie: other });
      expect(
        (hers.value as Record<string, { data: { customer: CustomerDetail } }>)["customer"]!.data
          .customer.note,
      ).toBe("");
    }
    expect((await request.load("/admin/customers/6280000000001", { cookie: other })).status).toBe(
      404,
    );
    // Anonymous: the login, for the list, the page and the action.
    for (const answer of [
      await request.load("/admin/customers", {}),
      await request.load(path, {}),
      await request.post(path, { intent: "save-customer", note: "x" }, {}),
    ]) {
      // An action's redirect comes back as the data it sends the browser on with.
      const sentTo = answer.redirect ?? (/"\/auth[?"]/.test(answer.body) ? "/auth" : "");
      expect(sentTo || String(answer.status)).toMatch(/auth|401|403/);
    }
    const after = await t.db
      .selectFrom("customers")
      .select(["note", "tags"])
      .where("brand_id", "=", shop.owner.brandId)
      .where("phone", "=", customer.phone)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ note: "Suka kurang manis", tags: ",langganan,reseller," });
    // The neighbour's list holds only the neighbour's customers.
    const theirs = (await expectedOf(neighbour)).map((c) => c.phone).sort();
    expect((await listAll(neighbour)).map((c) => c.phone).sort()).toEqual(theirs);
  });

  it("forgets a number's row, and her next order starts one again", async () => {
    const shop = shops[2]!;
    const customer = (await listAll(shop))[0]!;
    await t.db
      .transaction()
      .execute((trx) => forgetCustomer(trx, shop.owner.brandId, customer.phone));
    expect((await listAll(shop)).some((c) => c.phone === customer.phone)).toBe(false);
    const cookie = cookies.get(shop.username)!;
    expect((await request.load(`/admin/customers/${customer.phone}`, { cookie })).status).toBe(404);
    // The other shops keep theirs.
    for (const other of shops.slice(0, 2)) {
      expect((await listAll(other)).map(listed)).toEqual(
        sortedAs((await expectedOf(other)).map(listed), "terakhir"),
      );
    }
  });
});

describe.each(testDatabaseKinds)("orders stored before the customers on %s", (kind) => {
  it("fill the customers and the new and returning customers of each day", async () => {
    const older = await createUnmigratedDatabase(kind);
    try {
      expect((await older.migrator.migrateTo("0024-order-line-choices")).error).toBeUndefined();
      const random = seededRandom(7);
      const brands: string[] = [];
      for (const [i, zone] of (["Asia/Jakarta", "Asia/Jayapura"] as const).entries()) {
        const { userId } = await createSeller(older.auth, {
          email: `lama${i}@example.com`,
          password: "rahasia123",
          name: `Lama ${i}`,
        });
        brands.push(
          (
            await createBrand(older.db, {
              userId,
              name: `Lama ${i}`,
              username: `lama-${i}`,
              timeZone: zone,
            })
          ).id,
        );
      }
      let at = Date.parse("2026-10-01T00:00:00.000Z");
      for (let i = 0; i < 60; i++) {
        at += Math.floor(random() * 10 * 60 + 1) * 60_000;
        await createOrderRecord(older.db, {
          countInTrends: false,
          brandId: brands[Math.floor(random() * 2)]!,
          customerName: NAMES[Math.floor(random() * NAMES.length)]!,
          customerPhone: normalizePhone(PHONES[Math.floor(random() * 5)]!),
          status: random() < 0.2 ? "dibatalkan" : "diproses",
          createdAt: new Date(at).toISOString(),
          items: [
            {
              productId: null,
              productName: ["Kopi", "Roti", "Teh"][Math.floor(random() * 3)]!,
              quantity: 1 + Math.floor(random() * 3),
              unitPrice: 5000,
            },
          ],
        });
      }
      expect((await older.migrator.migrateToLatest()).error).toBeUndefined();
      const db = older.db as unknown as Db;
      const stored = await db
        .selectFrom("customers")
        .select([
          "brand_id",
          "phone",
          "name",
          "order_count",
          "total_spent",
          "first_order_at",
          "last_order_at",
        ])
        .execute();
      const expected = await customersFromOrders(db);
      expect(
        stored
          .map((row) => ({
            brandId: row.brand_id,
            phone: row.phone,
            name: row.name,
            orderCount: Number(row.order_count),
            totalSpent: Number(row.total_spent),
            firstOrderAt: new Date(row.first_order_at).toISOString(),
            lastOrderAt: new Date(row.last_order_at).toISOString(),
          }))
          .sort((a, b) => (`${a.brandId}${a.phone}` < `${b.brandId}${b.phone}` ? -1 : 1)),
      ).toEqual(
        expected
          .map(({ brandId, phone, name, orderCount, totalSpent, firstOrderAt, lastOrderAt }) => ({
            brandId,
            phone,
            name,
            orderCount,
            totalSpent,
            firstOrderAt,
            lastOrderAt,
          }))
          .sort((a, b) => (`${a.brandId}${a.phone}` < `${b.brandId}${b.phone}` ? -1 : 1)),
      );
      expect(await customerDaysStored(db)).toEqual(await customerDaysFromOrders(db));
      // What each number took of each product, from her orders not cancelled.
      const units = await db
        .selectFrom("orders")
        .innerJoin("order_products", "order_products.order_id", "orders.id")
        .select([
          "orders.brand_id",
          "orders.customer_phone",
          "order_products.product_name",
          "order_products.quantity",
        ])
        .where("orders.status", "<>", "dibatalkan")
        .execute();
      const expectedUnits = new Map<string, number>();
      for (const row of units) {
        const key = `${row.brand_id} ${row.customer_phone} ${row.product_name}`;
        expectedUnits.set(key, (expectedUnits.get(key) ?? 0) + row.quantity);
      }
      const storedUnits = await db.selectFrom("customer_products").selectAll().execute();
      expect(
        new Map(
          storedUnits.map((row) => [
            `${row.brand_id} ${row.phone} ${row.product_name}`,
            Number(row.units),
          ]),
        ),
      ).toEqual(expectedUnits);
    } finally {
      await older.destroy();
    }
  });
});
