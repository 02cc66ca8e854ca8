import type { OrderLine } from "../../domain/order-tracking";
import type { Db } from "../db/database";

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
          .select(["order_product_id", "option_name", "option_value"])
          .where(
            "order_product_id",
            "in",
            lines.map((line) => line.id),
          )
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
      .map((option) => ({ name: option.option_name, value: option.option_value })),
  }));
}
