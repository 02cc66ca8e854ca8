import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseKind } from "../database";
import { columnTypes } from "./column-types";

// Every entity of the product specification §3, with the indexes its lookups (§7) need.
// `user_id` points at better-auth's "user" table, created before this migration.
export function initialMigration(kind: DatabaseKind): Migration {
  const t = columnTypes(kind);

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("platform_settings")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("site_title", "text")
        .addColumn("favicon_url", "text")
        .addColumn("logo_url", "text")
        .addColumn("logo_small_url", "text")
        .addColumn("customer_support_phone", "text")
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();

      await db.schema
        .createTable("brands")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) =>
          c.notNull().unique().references("user.id").onDelete("cascade"),
        )
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("username", "text", (c) => c.notNull().unique())
        .addColumn("about_text", "text")
        .addColumn("phone_number", "text")
        .addColumn("logo_url", "text")
        .addColumn("is_currently_open", t.bool, (c) => c.notNull().defaultTo(t.boolValue(true)))
        .addColumn("customer_service_email", "text")
        .addColumn("customer_service_whatsapp", "text")
        .addColumn("operational_hours", t.json)
        .addColumn("payment_information", "text")
        .addColumn("payment_information_send_at_status", "text", (c) =>
          c.notNull().defaultTo("pesanan_diterima"),
        )
        .addColumn("is_delivery_by_store_enabled", t.bool, (c) =>
          c.notNull().defaultTo(t.boolValue(false)),
        )
        .addColumn("delivery_cost_information", "text")
        .addColumn("time_zone", "text", (c) => c.notNull().defaultTo("Asia/Jakarta"))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();

      await db.schema
        .createTable("links")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("brand_id", "text", (c) =>
          c.notNull().references("brands.id").onDelete("cascade"),
        )
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("url", "text", (c) => c.notNull())
        .addColumn("description", "text")
        .addColumn("icon", "text", (c) => c.notNull().defaultTo("🔗"))
        .addColumn("thumbnail_type", "text", (c) => c.notNull().defaultTo("icon"))
        .addColumn("link_image", "text")
        .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("clicks", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createIndex("links_brand_created_idx")
        .on("links")
        .columns(["brand_id", "created_at"])
        .execute();

      await db.schema
        .createTable("brand_price_lists")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("brand_id", "text", (c) =>
          c.notNull().references("brands.id").onDelete("cascade"),
        )
        .addColumn("image_url", "text", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("display_order", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createIndex("brand_price_lists_brand_idx")
        .on("brand_price_lists")
        .columns(["brand_id", "created_at"])
        .execute();

      await db.schema
        .createTable("products")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("brand_id", "text", (c) =>
          c.notNull().references("brands.id").onDelete("cascade"),
        )
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("category", "text")
        .addColumn("description", "text")
        .addColumn("price", "integer", (c) => c.notNull().check(sqlCheck("price >= 0")))
        .addColumn("image_url", "text")
        .addColumn("is_active", t.bool, (c) => c.notNull().defaultTo(t.boolValue(true)))
        .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("clicks", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createIndex("products_brand_active_created_idx")
        .on("products")
        .columns(["brand_id", "is_active", "created_at"])
        .execute();

      await db.schema
        .createTable("product_images")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("product_id", "text", (c) =>
          c.notNull().references("products.id").onDelete("cascade"),
        )
        .addColumn("image_url", "text", (c) => c.notNull())
        .addColumn("display_order", "integer", (c) => c.notNull())
        .addColumn("is_primary", t.bool, (c) => c.notNull().defaultTo(t.boolValue(false)))
        .execute();
      await db.schema
        .createIndex("product_images_product_idx")
        .on("product_images")
        .columns(["product_id", "display_order"])
        .execute();

      await db.schema
        .createTable("product_options")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("product_id", "text", (c) =>
          c.notNull().references("products.id").onDelete("cascade"),
        )
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("choices", t.json, (c) => c.notNull())
        .addColumn("is_required", t.bool, (c) => c.notNull().defaultTo(t.boolValue(false)))
        .addColumn("display_order", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex("product_options_product_idx")
        .on("product_options")
        .columns(["product_id", "display_order"])
        .execute();

      await db.schema
        .createTable("stores")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("brand_id", "text", (c) =>
          c.notNull().references("brands.id").onDelete("cascade"),
        )
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("address", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("google_maps_link", "text")
        .addColumn("image_url", "text")
        .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("clicks", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createIndex("stores_brand_created_idx")
        .on("stores")
        .columns(["brand_id", "created_at"])
        .execute();
      await db.schema.createIndex("stores_created_idx").on("stores").column("created_at").execute();

      await db.schema
        .createTable("store_images")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("store_id", "text", (c) =>
          c.notNull().references("stores.id").onDelete("cascade"),
        )
        .addColumn("image_url", "text", (c) => c.notNull())
        .addColumn("display_order", "integer", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("store_images_store_idx")
        .on("store_images")
        .columns(["store_id", "display_order"])
        .execute();

      const histories = [
        ["link_view_histories", "link_id", "links", "viewer_ip"],
        ["link_click_histories", "link_id", "links", "visitor_ip"],
        ["product_view_histories", "product_id", "products", "viewer_ip"],
        ["product_click_histories", "product_id", "products", "visitor_ip"],
        ["store_view_histories", "store_id", "stores", "viewer_ip"],
        ["store_click_histories", "store_id", "stores", "visitor_ip"],
      ] as const;
      for (const [table, parentKey, parentTable, ipColumn] of histories) {
        await db.schema
          .createTable(table)
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn(parentKey, "text", (c) =>
            c.notNull().references(`${parentTable}.id`).onDelete("cascade"),
          )
          .addColumn(ipColumn, "text")
          .addColumn("user_agent", "text")
          .addColumn("referrer", "text")
          .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
          .execute();
        await db.schema
          .createIndex(`${table}_parent_idx`)
          .on(table)
          .columns([parentKey, "created_at"])
          .execute();
      }

      await db.schema
        .createTable("orders")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("brand_id", "text", (c) =>
          c.notNull().references("brands.id").onDelete("cascade"),
        )
        .addColumn("order_number", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("menunggu_diterima"))
        .addColumn("customer_name", "text", (c) => c.notNull())
        .addColumn("customer_phone", "text", (c) => c.notNull())
        .addColumn("delivery_method", "text", (c) => c.notNull())
        .addColumn("delivery_time_option", "text", (c) => c.notNull())
        .addColumn("note", "text")
        .addColumn("referral_code", "text")
        .addColumn("total", "integer", (c) => c.notNull().check(sqlCheck("total >= 0")))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addUniqueConstraint("orders_brand_number_unique", ["brand_id", "order_number"])
        .execute();
      await db.schema
        .createIndex("orders_brand_status_created_idx")
        .on("orders")
        .columns(["brand_id", "status", "created_at"])
        .execute();
      await db.schema
        .createIndex("orders_brand_created_idx")
        .on("orders")
        .columns(["brand_id", "created_at"])
        .execute();

      await db.schema
        .createTable("order_products")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("order_id", "text", (c) =>
          c.notNull().references("orders.id").onDelete("cascade"),
        )
        .addColumn("product_id", "text", (c) => c.references("products.id").onDelete("set null"))
        .addColumn("product_name", "text", (c) => c.notNull())
        .addColumn("quantity", "integer", (c) => c.notNull().check(sqlCheck("quantity > 0")))
        .addColumn("unit_price", "integer", (c) => c.notNull())
        .addColumn("total_price", "integer", (c) => c.notNull())
        .addColumn("note", "text")
        .addColumn("display_order", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex("order_products_order_idx")
        .on("order_products")
        .columns(["order_id", "display_order"])
        .execute();

      await db.schema
        .createTable("order_product_options")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("order_product_id", "text", (c) =>
          c.notNull().references("order_products.id").onDelete("cascade"),
        )
        .addColumn("option_name", "text", (c) => c.notNull())
        .addColumn("option_value", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("order_product_options_parent_idx")
        .on("order_product_options")
        .column("order_product_id")
        .execute();

      await db.schema
        .createTable("order_histories")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("order_id", "text", (c) =>
          c.notNull().references("orders.id").onDelete("cascade"),
        )
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("note", "text")
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createIndex("order_histories_order_idx")
        .on("order_histories")
        .columns(["order_id", "created_at"])
        .execute();
    },
  };
}

function sqlCheck(expression: string) {
  return sql.raw(expression);
}
