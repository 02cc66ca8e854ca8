// Bench data generator for the trends: a busy shop's views, clicks and orders written
// straight into the SQLite file of a running server, with the daily roll-ups the server
// would have kept while counting them (server/services/daily-counts.ts). The shop is in
// WIB (UTC+7), the demo's zone.
import crypto from "node:crypto";
import Database from "better-sqlite3";
import { dayIn, funnelOf, instantWithin, trafficOf } from "./traffic-shape.mjs";

const WIB_MINUTES = 7 * 60;

/**
 * `count` view and click history rows over the last `days` days, spread over the shop's
 * links, products and stores, and their item and shop days.
 */
export function generateViews(file, brandId, count, { days = 90 } = {}) {
  const db = new Database(file);
  db.pragma("busy_timeout = 10000");
  const items = {
    link: db.prepare("select id from links where brand_id = ?").all(brandId),
    product: db.prepare("select id from products where brand_id = ?").all(brandId),
    store: db.prepare("select id from stores where brand_id = ?").all(brandId),
  };
  const insert = {};
  for (const kind of ["link", "product", "store"]) {
    for (const [event, ip] of [
      ["view", "viewer_ip"],
      ["click", "visitor_ip"],
    ]) {
      insert[`${kind}:${event}`] = db.prepare(
        `insert into ${kind}_${event}_histories (id, ${kind}_id, ${ip}, user_agent, referrer, created_at)
         values (?, ?, null, 'Mozilla/5.0 (Linux; Android 10)', null, ?)`,
      );
    }
  }
  const itemDays = new Map();
  const shopDays = new Map();
  const shopDay = (day) => {
    let entry = shopDays.get(day);
    if (!entry) {
      entry = { link_clicks: 0, product_opens: 0 };
      shopDays.set(day, entry);
    }
    return entry;
  };
  const now = Date.now();
  const write = db.transaction((from, to) => {
    for (let i = from; i < to; i++) {
      const [kind, event] = trafficOf((i * 0.618033988749895) % 1);
      const list = items[kind];
      if (list.length === 0) continue;
      const id = list[i % list.length].id;
      const at = instantWithin(now, days, ((i * 7919) % count) / count);
      insert[`${kind}:${event}`].run(crypto.randomUUID(), id, new Date(at).toISOString());
      const day = dayIn(at, WIB_MINUTES);
      const key = `${kind} ${id} ${day}`;
      const entry = itemDays.get(key) ?? { kind, id, day, views: 0, clicks: 0 };
      entry[event === "view" ? "views" : "clicks"] += 1;
      itemDays.set(key, entry);
      if (event === "click" && kind === "link") shopDay(day).link_clicks += 1;
      if (event === "click" && kind === "product") shopDay(day).product_opens += 1;
    }
  });
  for (let from = 0; from < count; from += 50_000) write(from, Math.min(count, from + 50_000));

  db.transaction(() => {
    for (const { kind, id, day, views, clicks } of itemDays.values()) {
      db.prepare(
        `insert into ${kind}_daily_counts (${kind}_id, day, views, clicks) values (?, ?, ?, ?)
         on conflict (${kind}_id, day) do update set
           views = views + excluded.views, clicks = clicks + excluded.clicks`,
      ).run(id, day, views, clicks);
    }
    const upsert = db.prepare(
      `insert into shop_daily_counts (brand_id, day, page_views, visits, link_clicks, product_opens,
         visits_with_product, visits_with_cart, visits_with_checkout)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (brand_id, day) do update set
         page_views = page_views + excluded.page_views, visits = visits + excluded.visits,
         link_clicks = link_clicks + excluded.link_clicks,
         product_opens = product_opens + excluded.product_opens,
         visits_with_product = visits_with_product + excluded.visits_with_product,
         visits_with_cart = visits_with_cart + excluded.visits_with_cart,
         visits_with_checkout = visits_with_checkout + excluded.visits_with_checkout`,
    );
    for (const [day, { link_clicks, product_opens }] of shopDays) {
      const funnel = funnelOf(product_opens);
      upsert.run(
        brandId,
        day,
        funnel.page_views,
        funnel.visits,
        link_clicks,
        product_opens,
        funnel.visits_with_product,
        funnel.visits_with_cart,
        funnel.visits_with_checkout,
      );
    }
  })();
  db.pragma("wal_checkpoint(TRUNCATE)");
  db.close();
}

/** The shop's days of the orders already written (placed, finished, cancelled, revenue). */
export function rollUpOrders(file, brandId) {
  const db = new Database(file);
  db.pragma("busy_timeout = 10000");
  db.prepare(
    `insert into shop_daily_counts (brand_id, day, orders_placed, orders_finished, orders_cancelled, revenue)
     select brand_id, strftime('%Y-%m-%d', created_at, '+7 hours'), count(*),
       sum(status = 'selesai'), sum(status = 'dibatalkan'),
       sum(case when status = 'dibatalkan' then 0 else total end)
     from orders where brand_id = ?
     group by 2
     on conflict (brand_id, day) do update set
       orders_placed = excluded.orders_placed, orders_finished = excluded.orders_finished,
       orders_cancelled = excluded.orders_cancelled, revenue = excluded.revenue`,
  ).run(brandId);
  db.exec("analyze");
  db.close();
}
