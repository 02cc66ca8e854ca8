import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { BrandOwner } from "../auth/guards";
import type { Database } from "../db/schema";

// The one tenant filter for seller-side queries (STYLE.md "one scoping helper"): a row is
// the owner's when its brand_id is the owner's brand. Another brand's ids simply match
// nothing, so reads miss them and writes change nothing.

export type BrandScopedTable = {
  [T in keyof Database]: Database[T] extends { brand_id: string } ? T : never;
}[keyof Database];

/** `brand_id = <the owner's brand>`, qualified with the table name in joins. */
export function ownedBy(owner: BrandOwner, table?: BrandScopedTable): RawBuilder<SqlBool> {
  const column = sql.ref(table ? `${table}.brand_id` : "brand_id");
  return sql<SqlBool>`${column} = ${owner.brandId}`;
}
