import { sql, type Kysely, type Migration } from "kysely";

// Opening hours that decide ordering (domain/shop-hours.ts):
// - brands.closed_order_policy: while closed by its hours a shop takes orders for its next
//   open times ('preorder', the default, as shops took orders at any hour before) or none;
// - brands.time_zone holds one of WIB, WITA and WIT; anything else read as WIB before and is
//   written as WIB now, so what is stored is what the shop runs on;
// - orders stored their day relative to the day they were placed ("Hari ini (23/11/2026)
//   10:00"), which reads wrongly days later: they get the absolute day ("Senin, 23/11/2026
//   10:00 WIB"), as new orders are stored.

const SHOP_ZONES: Record<string, string> = {
  "Asia/Jakarta": "WIB",
  "Asia/Makassar": "WITA",
  "Asia/Jayapura": "WIT",
};

const WEEKDAYS = ["Minggu", "Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"];

/** "Besok (23/11/2026) 10:00" → "Senin, 23/11/2026 10:00 WIB"; undefined if not that shape. */
export function absoluteDeliveryText(stored: string, zoneLabel: string): string | undefined {
  const match = /^(?:Hari ini|Besok) \((\d{2})\/(\d{2})\/(\d{4})\)(?: (\d{2}:\d{2}))?$/.exec(
    stored,
  );
  if (!match) return undefined;
  const [, day, month, year, slot] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day)) return undefined;
  const text = `${WEEKDAYS[date.getUTCDay()]}, ${day}/${month}/${year}`;
  return slot ? `${text} ${slot} ${zoneLabel}` : text;
}

type Brands = { id: string; time_zone: string; closed_order_policy: string };
type Orders = { id: string; brand_id: string; delivery_time_option: string };

export function shopHoursMigration(): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      await untyped.schema
        .alterTable("brands")
        .addColumn("closed_order_policy", "text", (c) => c.notNull().defaultTo("preorder"))
        .execute();

      const db = untyped as unknown as Kysely<{ brands: Brands; orders: Orders }>;
      await db
        .updateTable("brands")
        .set({ time_zone: "Asia/Jakarta" })
        .where("time_zone", "not in", Object.keys(SHOP_ZONES))
        .execute();

      const zones = new Map(
        (await db.selectFrom("brands").select(["id", "time_zone"]).execute()).map((brand) => [
          brand.id,
          SHOP_ZONES[brand.time_zone] ?? "WIB",
        ]),
      );
      // Only the old relative shape is read, in pages, so a big table is never held at once.
      let after = "";
      for (;;) {
        const page = await db
          .selectFrom("orders")
          .select(["id", "brand_id", "delivery_time_option"])
          .where((eb) =>
            eb.or([
              eb("delivery_time_option", "like", "Hari ini (%"),
              eb("delivery_time_option", "like", "Besok (%"),
            ]),
          )
          .where("id", ">", after)
          .orderBy("id")
          .limit(500)
          .execute();
        for (const order of page) {
          const text = absoluteDeliveryText(
            order.delivery_time_option,
            zones.get(order.brand_id) ?? "WIB",
          );
          if (text) {
            await db
              .updateTable("orders")
              .set({ delivery_time_option: text })
              .where("id", "=", order.id)
              .execute();
          }
        }
        if (page.length < 500) break;
        after = page[page.length - 1]!.id;
      }
    },
    async down(db: Kysely<unknown>) {
      await sql`alter table brands drop column closed_order_policy`.execute(db);
    },
  };
}
