// Bench data generator: a busy seller's order book written straight into the SQLite file
// of a running server (WAL lets both work on it). Most orders are finished, a few are in
// flight, spread over two years, each with one to three lines.
import crypto from "node:crypto";
import Database from "better-sqlite3";

const STATUSES = ["menunggu_diterima", "pesanan_diterima", "diproses", "siap_dikirim"];
const PRODUCTS = [
  ["Kopi Susu Gula Aren", 18000],
  ["Es Teh Manis", 8000],
  ["Roti Bakar Cokelat Keju", 15000],
];

export function generateOrders(file, brandId, count, { activeShare = 0.03 } = {}) {
  const db = new Database(file);
  db.pragma("busy_timeout = 10000");
  const insertOrder = db.prepare(
    `insert into orders (id, brand_id, order_number, status, customer_name, customer_phone,
       delivery_method, delivery_time_option, note, referral_code, total, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, 'Diambil Sendiri', 'Besok, 10:00', null, null, ?, ?, ?)`,
  );
  const insertLine = db.prepare(
    `insert into order_products (id, order_id, product_id, product_name, quantity, unit_price,
       total_price, note, display_order) values (?, ?, null, ?, ?, ?, ?, null, ?)`,
  );
  const insertHistory = db.prepare(
    `insert into order_histories (id, order_id, status, note, created_at) values (?, ?, ?, null, ?)`,
  );
  const start = Date.now() - 2 * 365 * 24 * 3600 * 1000;
  const step = (2 * 365 * 24 * 3600 * 1000) / count;
  const write = db.transaction((from, to) => {
    for (let i = from; i < to; i++) {
      const id = crypto.randomUUID();
      // The newest orders are the ones still in flight.
      const isActive = i >= count * (1 - activeShare);
      const status = isActive ? STATUSES[i % STATUSES.length] : "selesai";
      const createdAt = new Date(start + i * step).toISOString();
      const lines = Array.from({ length: 1 + (i % 3) }, (_, l) => {
        const [name, price] = PRODUCTS[(i + l) % PRODUCTS.length];
        return { name, price, quantity: 1 + ((i + l) % 2) };
      });
      const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
      insertOrder.run(
        id,
        brandId,
        `ORD${String(i).padStart(8, "0")}`,
        status,
        `Pelanggan ${i}`,
        `62857${String(i).padStart(8, "0")}`,
        total,
        createdAt,
        createdAt,
      );
      lines.forEach(({ name, price, quantity }, l) =>
        insertLine.run(crypto.randomUUID(), id, name, quantity, price, price * quantity, l),
      );
      insertHistory.run(crypto.randomUUID(), id, status, createdAt);
    }
  });
  // Several transactions, so the server's own writes are not held up for long.
  for (let from = 0; from < count; from += 10_000) write(from, Math.min(count, from + 10_000));
  db.pragma("wal_checkpoint(TRUNCATE)");
  db.exec("analyze");
  db.close();
}
