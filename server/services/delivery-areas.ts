import crypto from "node:crypto";
import { PostgresAdapter } from "kysely";
import { ZDeliveryAreaSchema } from "#domain/delivery-areas-form";
import {
  DELIVERY_AREA_MESSAGES,
  deliveryAreasOf,
  deliveryElsewhereOf,
  withArea,
  type DeliveryArea,
  type DeliveryAreaSettings,
  type DeliveryElsewhere,
} from "#domain/delivery-fee";
import type { BrandOwner } from "../auth/guards";
import type { Db } from "../db/database";
import { AppError, parseInput } from "../errors";

// The seller's delivery areas on /admin/delivery (decision 058): each area's fee and its
// free-delivery amount, and what an address in no area gets. The checkout and the order's
// use-case read the same columns: the fee is always computed from what is stored here.

export const DELIVERY_AREA_COLUMNS = ["delivery_areas", "delivery_elsewhere"] as const;

export function deliveryAreaSettingsOf(row: {
  delivery_areas: unknown;
  delivery_elsewhere: string;
}): DeliveryAreaSettings {
  return {
    areas: deliveryAreasOf(row.delivery_areas),
    elsewhere: deliveryElsewhereOf(row.delivery_elsewhere),
  };
}

export async function getOwnDeliveryAreas(
  db: Db,
  owner: BrandOwner,
): Promise<DeliveryAreaSettings & { isDeliveryByStoreEnabled: boolean }> {
  const row = await db
    .selectFrom("brands")
    .select(DELIVERY_AREA_COLUMNS)
    .select("is_delivery_by_store_enabled")
    .where("id", "=", owner.brandId)
    .executeTakeFirstOrThrow();
  return {
    ...deliveryAreaSettingsOf(row),
    isDeliveryByStoreEnabled: Boolean(row.is_delivery_by_store_enabled),
  };
}

/**
 * Reads the owner's areas, lets `change` give the new list, and writes it; the brand's row
 * is locked on PostgreSQL (SQLite has one writer), so two changes cannot lose each other's.
 */
async function changeOwnAreas(
  db: Db,
  owner: BrandOwner,
  change: (areas: DeliveryArea[]) => DeliveryArea[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let query = trx.selectFrom("brands").select("delivery_areas").where("id", "=", owner.brandId);
    if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
    const row = await query.executeTakeFirstOrThrow();
    const areas = change(deliveryAreasOf(row.delivery_areas));
    await trx
      .updateTable("brands")
      .set({
        delivery_areas: areas.length > 0 ? JSON.stringify(areas) : null,
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", owner.brandId)
      .execute();
  });
}

/**
 * Adds an area, or changes the one with the given id (NOT_FOUND otherwise). VALIDATION when
 * its name is another area's (whatever the case), or the list is full.
 */
export async function saveOwnDeliveryArea(
  db: Db,
  owner: BrandOwner,
  input: unknown,
): Promise<void> {
  const { id, name, fee, freeAbove } = parseInput(ZDeliveryAreaSchema, input);
  await changeOwnAreas(db, owner, (areas) => {
    if (id && !areas.some((area) => area.id === id)) {
      throw new AppError("NOT_FOUND", DELIVERY_AREA_MESSAGES.notFound);
    }
    const area = { id: id ?? crypto.randomBytes(6).toString("hex"), name, fee, freeAbove };
    const next = withArea(areas, area);
    if (!next.ok) throw new AppError("VALIDATION", next.error, { name: next.error });
    return next.areas;
  });
}

export async function deleteOwnDeliveryArea(db: Db, owner: BrandOwner, id: string): Promise<void> {
  await changeOwnAreas(db, owner, (areas) => {
    if (!areas.some((area) => area.id === id)) {
      throw new AppError("NOT_FOUND", DELIVERY_AREA_MESSAGES.notFound);
    }
    return areas.filter((area) => area.id !== id);
  });
}

export async function setOwnDeliveryElsewhere(
  db: Db,
  owner: BrandOwner,
  elsewhere: DeliveryElsewhere,
): Promise<void> {
  await db
    .updateTable("brands")
    .set({ delivery_elsewhere: elsewhere, updated_at: new Date().toISOString() })
    .where("id", "=", owner.brandId)
    .execute();
}
