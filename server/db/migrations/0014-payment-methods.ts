import type { Kysely, Migration } from "kysely";
import type { DatabaseKind } from "../database";
import { columnTypes } from "./column-types";

// How a shop is paid (decision 055):
// - brands: a switch per method (cash, bank transfer, QRIS), the transfer accounts as one
//   JSON list, the seller's static QRIS payload read from her sticker, and whether transfer
//   orders get a unique code added to their total. Cash starts on, so every shop, old and
//   new, keeps taking orders; transfer and QRIS start on but are offered only once the
//   seller has an account or a QRIS.
// - orders: the method the customer chose (null for orders placed before methods existed)
//   and the unique code included in the total (null when none was added).
export function paymentMethodsMigration(kind: DatabaseKind): Migration {
  const t = columnTypes(kind);
  const switches = [
    ["is_cash_enabled", true],
    ["is_transfer_enabled", true],
    ["is_qris_enabled", true],
    ["is_unique_code_enabled", false],
  ] as const;
  return {
    async up(db: Kysely<unknown>) {
      for (const [column, value] of switches) {
        await db.schema
          .alterTable("brands")
          .addColumn(column, t.bool, (c) => c.notNull().defaultTo(t.boolValue(value)))
          .execute();
      }
      await db.schema.alterTable("brands").addColumn("bank_accounts", t.json).execute();
      await db.schema.alterTable("brands").addColumn("qris_payload", "text").execute();
      await db.schema.alterTable("orders").addColumn("payment_method", "text").execute();
      await db.schema.alterTable("orders").addColumn("payment_unique_code", "integer").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("orders").dropColumn("payment_unique_code").execute();
      await db.schema.alterTable("orders").dropColumn("payment_method").execute();
      await db.schema.alterTable("brands").dropColumn("qris_payload").execute();
      await db.schema.alterTable("brands").dropColumn("bank_accounts").execute();
      for (const [column] of [...switches].reverse()) {
        await db.schema.alterTable("brands").dropColumn(column).execute();
      }
    },
  };
}
