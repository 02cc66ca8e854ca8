import type { OrderLine } from "#domain/order-tracking";
import type { Db } from "../db/database";

/**
 * The id of a line's `position`th option. order_product_options has no order column of its
 * own: these ids sort in the order the options were chosen in, which readOrderLines follows.
 */
export function orderOptionId(lineId: string, position: number): string {
  return `${lineId}-${String(position).padStart(2, "0")}`;
}

/** The order's lines in their order, each with its chosen options. */
export async function readOrderLines(db: Db, orderId: string): Promise<OrderLine[]> {
  return (await readLinesOfOrders(db, [orderId])).get(orderId) ?? [];
}

/** The lines of each of `orderIds`, by order, in their order, each with its chosen options. */
export async function readLinesOfOrders(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, OrderLine[]>> {
  const byOrder = new Map<string, OrderLine[]>();
  if (orderIds.length === 0) return byOrder;
  const lines = await db
    .selectFrom("order_products")
    .select(["id", "order_id", "product_name", "quantity", "unit_price", "total_price", "note"])
    .where("order_id", "in", orderIds)
    .orderBy("display_order")
    .orderBy("id")
    .execute();
  const options =
    lines.length === 0
      ? []
      : await db
          .selectFrom("order_product_options")
          .select(["order_product_id", "option_name", "option_value", "price_delta"])
          .where(
            "order_product_id",
            "in",
            lines.map((line) => line.id),
          )
          // In the order they were chosen in (orderOptionId).
          .orderBy("id")
          .execute();
  for (const line of lines) {
    const orderLines = byOrder.get(line.order_id) ?? [];
    orderLines.push({
      id: line.id,
      productName: line.product_name,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      totalPrice: line.total_price,
      note: line.note?.trim() ? line.note : null,
      options: options
        .filter((option) => option.order_product_id === line.id)
        .map((option) => {
          const price = Number(option.price_delta);
          return price
            ? { name: option.option_name, value: option.option_value, price }
            : { name: option.option_name, value: option.option_value };
        }),
    });
    byOrder.set(line.order_id, orderLines);
  }
  return byOrder;
}
