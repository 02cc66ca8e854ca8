import path from "node:path";
import { createDatabase, type DatabaseHandle } from "#server/db/database";
import { DEMO_USERNAME } from "#server/seed/demo";
import { readOrderLines } from "#server/services/order-lines";
import { send, type BodyWriter, type Outcome } from "./http";
import type { GeraiServer } from "./server";

// Guest orders at the demo shop as the checkout sends them, and what the database holds
// afterwards: every order with its lines, their options and its history.

type ServerDatabase = Pick<GeraiServer, "dataDir" | "databaseUrl">;

/** The server's own database, opened beside it (SQLite in WAL mode allows that). */
export function openServerDatabase(server: ServerDatabase): DatabaseHandle {
  return server.databaseUrl
    ? createDatabase({ kind: "postgres", url: server.databaseUrl })
    : createDatabase({ kind: "sqlite", file: path.join(server.dataDir, "gerai.db") });
}

async function withDatabase<T>(
  server: ServerDatabase,
  read: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const handle = openServerDatabase(server);
  try {
    return await read(handle);
  } finally {
    await handle.close();
  }
}

type Product = { id: string; name: string; price: number };
export type DemoProducts = { kopi: Product; roti: Product };

/** The two demo products the orders use: one with two options, one with a required one. */
export async function readDemoProducts(server: ServerDatabase): Promise<DemoProducts> {
  const products = await withDatabase(server, ({ db }) =>
    db
      .selectFrom("products")
      .innerJoin("brands", "brands.id", "products.brand_id")
      .select(["products.id", "products.name", "products.price"])
      .where("brands.username", "=", DEMO_USERNAME)
      .execute(),
  );
  const find = (name: string) => {
    const product = products.find((candidate) => candidate.name === name);
    if (!product) throw new Error(`The demo shop has no product named ${name}`);
    return product;
  };
  return { kopi: find("Kopi Susu Gula Aren"), roti: find("Roti Bakar Cokelat Keju") };
}

export type ExpectedLine = {
  productName: string;
  quantity: number;
  unitPrice: number;
  /** "name=value", sorted. */
  options: string[];
};

export type OrderToSend = {
  customerName: string;
  body: string;
  total: number;
  lines: ExpectedLine[];
};

/** Order number `index`: two lines, three options, quantities varying with the index. */
export function buildOrder(products: DemoProducts, index: number): OrderToSend {
  const size = index % 2 === 0 ? "Reguler" : "Besar";
  const lines = [
    {
      product: products.kopi,
      quantity: 1 + (index % 3),
      customizations: { Ukuran: size, Gula: "Sedikit" },
    },
    { product: products.roti, quantity: 1 + (index % 2), customizations: { Topping: "Srikaya" } },
  ];
  const customerName = `Pelanggan ${index}`;
  const body = JSON.stringify({
    username: DEMO_USERNAME,
    form: {
      deliveryDay: "tomorrow",
      deliveryTime: "10:00",
      customerName,
      customerPhone: "0812-3456-7890",
      deliveryMethod: "Diantar",
      note: "",
      referralCode: "",
    },
    items: lines.map((line) => ({
      productId: line.product.id,
      quantity: line.quantity,
      customizations: line.customizations,
      notes: "",
      seenPrice: Number(line.product.price),
      name: line.product.name,
    })),
  });
  const expected = lines.map((line) => ({
    productName: line.product.name,
    quantity: line.quantity,
    unitPrice: line.product.price,
    options: Object.entries(line.customizations)
      .map(([name, value]) => `${name}=${value}`)
      .sort(),
  }));
  return {
    customerName,
    body,
    total: expected.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
    lines: expected,
  };
}

let lastClient = 0;

/** A client address of its own for every request: the per-address order limit never bites. */
export function nextClientAddress(): string {
  lastClient += 1;
  return `10.${(lastClient >> 16) & 255}.${(lastClient >> 8) & 255}.${lastClient & 255}`;
}

/** Same-origin JSON POST headers, from a client address of its own. */
export function orderHeaders(baseUrl: string): Record<string, string> {
  return {
    "Content-Type": "application/json",
    Origin: baseUrl,
    "X-Forwarded-For": nextClientAddress(),
  };
}

/**
 * Places the order. With `release`, only the headers and half the body go out at first
 * (`onHeld` is called then); the rest follows once `release` settles, so the request is in
 * flight until then.
 */
export function placeOrder(
  server: Pick<GeraiServer, "baseUrl">,
  order: OrderToSend,
  {
    release,
    onHeld,
    timeoutMs,
  }: { release?: Promise<unknown>; onHeld?: () => void; timeoutMs?: number } = {},
): Promise<Outcome> {
  const bytes = Buffer.from(order.body);
  const half = Math.floor(bytes.length / 2);
  const held: BodyWriter = async ({ write }) => {
    await write(bytes.subarray(0, half));
    onHeld?.();
    await release;
    await write(bytes.subarray(half));
  };
  return send(server.baseUrl, {
    method: "POST",
    path: "/api/orders",
    headers: { ...orderHeaders(server.baseUrl), "Content-Length": String(bytes.length) },
    body: release ? held : bytes,
    timeoutMs,
  });
}

export type StoredOrder = {
  orderNumber: string;
  customerName: string;
  total: number;
  histories: number;
  lines: (ExpectedLine & { totalPrice: number })[];
};

/** Every order of the demo shop, whole or not, as the database holds it. */
export async function readStoredOrders(server: ServerDatabase): Promise<StoredOrder[]> {
  return withDatabase(server, async ({ db }) => {
    const orders = await db
      .selectFrom("orders")
      .innerJoin("brands", "brands.id", "orders.brand_id")
      .select(["orders.id", "orders.order_number", "orders.customer_name", "orders.total"])
      .where("brands.username", "=", DEMO_USERNAME)
      .execute();
    const orderIds = orders.map((order) => order.id);
    if (orderIds.length === 0) return [];
    const histories = await db
      .selectFrom("order_histories")
      .select("order_id")
      .where("order_id", "in", orderIds)
      .execute();
    const stored: StoredOrder[] = [];
    for (const order of orders) {
      const lines = await readOrderLines(db, order.id);
      stored.push({
        orderNumber: order.order_number,
        customerName: order.customer_name,
        total: Number(order.total),
        histories: histories.filter((history) => history.order_id === order.id).length,
        lines: lines.map((line) => ({
          productName: line.productName,
          quantity: Number(line.quantity),
          unitPrice: Number(line.unitPrice),
          totalPrice: Number(line.totalPrice),
          options: line.options.map((option) => `${option.name}=${option.value}`).sort(),
        })),
      });
    }
    return stored;
  });
}

/** What is missing or inconsistent in a stored order; empty when it is whole. */
export function orderDefects(order: StoredOrder): string[] {
  const defects: string[] = [];
  const sum = order.lines.reduce((total, line) => total + line.totalPrice, 0);
  if (order.lines.length === 0) defects.push("no lines");
  if (order.total !== sum) defects.push(`total ${order.total} ≠ sum of lines ${sum}`);
  for (const line of order.lines) {
    if (line.totalPrice !== line.unitPrice * line.quantity) {
      defects.push(`line ${line.productName}: ${line.totalPrice} ≠ price × quantity`);
    }
  }
  if (order.histories === 0) defects.push("no status history");
  return defects.map((defect) => `${order.orderNumber} (${order.customerName}): ${defect}`);
}

/** How a stored order differs from the one sent; empty when it holds exactly what was sent. */
export function differencesFromSent(order: StoredOrder, sent: OrderToSend): string[] {
  const stored = order.lines
    .map(({ productName, quantity, unitPrice, options }) => ({
      productName,
      quantity,
      unitPrice,
      options,
    }))
    .sort((a, b) => a.productName.localeCompare(b.productName));
  const expected = [...sent.lines].sort((a, b) => a.productName.localeCompare(b.productName));
  const differences: string[] = [];
  if (JSON.stringify(stored) !== JSON.stringify(expected)) {
    differences.push(`lines ${JSON.stringify(stored)} ≠ sent ${JSON.stringify(expected)}`);
  }
  if (order.total !== sent.total) differences.push(`total ${order.total} ≠ ${sent.total}`);
  return differences.map((difference) => `${sent.customerName}: ${difference}`);
}

/**
 * What the stored orders get wrong: confirmed orders missing, stored orders partial or
 * inconsistent, and orders stored otherwise than they were sent. All empty when right.
 */
export function storedOrderProblems(
  stored: StoredOrder[],
  { confirmed, sent }: { confirmed: OrderToSend[]; sent: OrderToSend[] },
) {
  const storedByName = new Map(stored.map((order) => [order.customerName, order]));
  return {
    lost: confirmed.map((order) => order.customerName).filter((name) => !storedByName.has(name)),
    defects: stored.flatMap(orderDefects),
    differences: sent.flatMap((order) => {
      const found = storedByName.get(order.customerName);
      return found ? differencesFromSent(found, order) : [];
    }),
  };
}
