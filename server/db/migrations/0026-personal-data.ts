import { type Kysely, type Migration } from "kysely";
import { DEFAULT_RETENTION_MONTHS } from "#domain/personal-data";
import type { DatabaseKind } from "../database";
import { columnTypes } from "./column-types";

// Customers' personal data (decision 070, UU 27/2022): an order keeps the promotions consent
// the customer ticked (when, and the wording shown), and when its customer's data was
// anonymised; a shop sets how many months it keeps a customer's data after her last order,
// and the message its promotion links carry; every export, erasure and anonymisation by the
// retention period leaves an entry in the shop's audit list. Orders are read by brand and
// number for an export, an erasure and the retention job through the customers' index of
// 0025 (orders_brand_phone_idx).
export function personalDataMigration(kind: DatabaseKind): Migration {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("orders").addColumn("marketing_consent_at", t.timestamp).execute();
      await db.schema.alterTable("orders").addColumn("marketing_consent_text", "text").execute();
      await db.schema.alterTable("orders").addColumn("anonymised_at", t.timestamp).execute();
      await db.schema
        .alterTable("brands")
        .addColumn("customer_data_retention_months", "integer", (c) =>
          c.notNull().defaultTo(DEFAULT_RETENTION_MONTHS),
        )
        .execute();
      await db.schema.alterTable("brands").addColumn("promo_message", "text").execute();
      await db.schema
        .createTable("personal_data_events")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("brand_id", "text", (c) =>
          c.notNull().references("brands.id").onDelete("cascade"),
        )
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("phone_last4", "text", (c) => c.notNull())
        .addColumn("user_id", "text")
        .addColumn("user_name", "text")
        .addColumn("order_count", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createIndex("personal_data_events_brand_created_idx")
        .on("personal_data_events")
        .columns(["brand_id", "created_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("personal_data_events").execute();
      await db.schema.alterTable("brands").dropColumn("promo_message").execute();
      await db.schema.alterTable("brands").dropColumn("customer_data_retention_months").execute();
      await db.schema.alterTable("orders").dropColumn("anonymised_at").execute();
      await db.schema.alterTable("orders").dropColumn("marketing_consent_text").execute();
      await db.schema.alterTable("orders").dropColumn("marketing_consent_at").execute();
    },
  };
}
