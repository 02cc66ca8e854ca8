import type { Selectable } from "kysely";
import type { MinimumOrder } from "#domain/minimum-order";
import type { BrandsTable } from "../db/schema";

// A shop's minimum order as its row stores it (decision 059), read with the brand by the
// order settings, the checkout settings and the order's own use-case.

export const MINIMUM_ORDER_COLUMNS = ["min_order_delivery", "min_order_pickup"] as const;

type MinimumOrderRow = Pick<Selectable<BrandsTable>, (typeof MINIMUM_ORDER_COLUMNS)[number]>;

const amountOf = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

/** PostgreSQL answers a bigint as text; both databases give numbers here. */
export function minimumOrderOf(row: MinimumOrderRow): MinimumOrder {
  return { delivery: amountOf(row.min_order_delivery), pickup: amountOf(row.min_order_pickup) };
}
