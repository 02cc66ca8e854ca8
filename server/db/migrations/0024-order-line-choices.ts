import { sql, type Kysely, type Migration } from "kysely";
import { CHOICE_NAME_SEPARATOR, CHOICE_SEPARATOR } from "#domain/production";

// Each order line keeps its choices as one text (decision 068), written with the line, so
// the production list groups a week of lines without reading every line's options again.
// Lines already stored get theirs from their options; a line without options gets "".
export function orderLineChoicesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("order_products").addColumn("choice_key", "text").execute();
      await sql`
        update order_products set choice_key = coalesce((
          select string_agg(
            option_name || ${CHOICE_NAME_SEPARATOR} || option_value,
            ${CHOICE_SEPARATOR} order by id)
          from order_product_options
          where order_product_options.order_product_id = order_products.id
        ), '')
      `.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("order_products").dropColumn("choice_key").execute();
    },
  };
}
