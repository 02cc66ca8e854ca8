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
  const lines = await db
    .selectFrom("order_products")
    .select(["id", "product_name", "quantity", "unit_price", "total_price", "note"])
    .where("order_id", "=", orderId)
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
  return lines.map((line) => ({
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
  }));
}
