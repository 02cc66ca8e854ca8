import { sql, type Transaction } from "kysely";
import { z } from "zod";
import { isOrderOf } from "#domain/reorder";
import type { BrandOwner } from "../auth/guards";
import type { Database } from "../db/schema";
import { AppError, parseInput } from "../errors";
import { ownedBy } from "./brand-scope";

// The seller's own order of a list the shop shows (products since decision 022, links since
// decision 067): `display_order`, lowest first, written by one of these for every list.

/** The lists a seller orders: tables of a brand's rows with a `display_order`. */
export type OrderedTable = "products" | "links";

/**
 * A new row's place: first, one below the lowest of the owner's rows (0 for the first one),
 * so the rows already ordered keep their places.
 */
export async function firstPlace(
  trx: Transaction<Database>,
  table: OrderedTable,
  owner: BrandOwner,
): Promise<number> {
  const { lowest } = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.min("display_order").as("lowest"))
    .where(ownedBy(owner))
    .executeTakeFirstOrThrow();
  return lowest === null ? 0 : Number(lowest) - 1;
}

/**
 * Saves the seller's order of a list, given as it was posted: `ids` must name each of
 * `ownIds` (the owner's rows of the list, read in the same transaction) exactly once. A list
 * made before a row was added or deleted elsewhere, or naming another shop's, is refused
 * with `mismatch` and changes nothing.
 */
export async function saveOrder(
  trx: Transaction<Database>,
  table: OrderedTable,
  owner: BrandOwner,
  { ids, ownIds, mismatch }: { ids: unknown; ownIds: readonly string[]; mismatch: string },
): Promise<void> {
  // Any text: an id that names none of the owner's rows makes the list not theirs.
  const order = parseInput(z.array(z.string(), { error: mismatch }), ids ?? []);
  if (!isOrderOf(order, ownIds)) {
    throw new AppError(
      "VALIDATION",
      mismatch,
      {},
      `Reorder ids are not exactly the brand's ${table}`,
    );
  }
  if (order.length === 0) return;
  // One statement: each id its position (inlined: they are this loop's own integers).
  const positions = sql.join(
    order.map((id, index) => sql`when ${id} then ${sql.lit(index)}`),
    sql` `,
  );
  await trx
    .updateTable(table)
    .set({ display_order: sql<number>`case id ${positions} else display_order end` })
    .where(ownedBy(owner))
    .where("id", "in", order)
    .execute();
}
