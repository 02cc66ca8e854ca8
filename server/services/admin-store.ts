import crypto from "node:crypto";
import { sql } from "kysely";
import { storeClickRate } from "#domain/click-rate";
import {
  STORE_MESSAGES,
  storeImageTitle,
  ZStoreFormSchema,
  type StoreInfo,
  type StoreStats,
} from "#domain/store";
import type { BrandOwner } from "../auth/guards";
import type { Db } from "../db/database";
import { ownedBy } from "./brand-scope";
import { AppError, parseId, parseInput } from "../errors";
import { requireStoredImages, type MediaWriteContext } from "../media/stored-url";
import {
  checkShopHours,
  describeShopHours,
  SHOP_HOURS_MESSAGES,
  type OwnShopHours,
} from "#domain/shop-hours";
import { readShopHours } from "./shop-hours";

// The seller's store information (spec §2 /admin/store). Every query is scoped to the
// owner's own brand; another brand's ids are simply not found.

export async function getOwnStore(
  db: Db,
  owner: BrandOwner,
): Promise<{ store: StoreInfo | null; stats: StoreStats }> {
  const totals = await db
    .selectFrom("stores")
    .select([
      sql<number>`coalesce(sum(views), 0)`.as("views"),
      sql<number>`coalesce(sum(clicks), 0)`.as("clicks"),
    ])
    .where(ownedBy(owner))
    .executeTakeFirstOrThrow();
  const views = Number(totals.views);
  const clicks = Number(totals.clicks);
  const stats = { views, clicks, clickRate: storeClickRate(clicks, views) };

  const store = await db
    .selectFrom("stores")
    .select(["id", "name", "address", "phone", "google_maps_link"])
    .where(ownedBy(owner))
    .orderBy("created_at", "desc")
    .orderBy("id")
    .executeTakeFirst();
  if (!store) return { store: null, stats };
  const images = await db
    .selectFrom("store_images")
    .select(["id", "image_url"])
    .where("store_id", "=", store.id)
    .orderBy("display_order")
    .execute();
  return {
    store: {
      id: store.id,
      name: store.name,
      address: store.address,
      phone: store.phone,
      googleMapsLink: store.google_maps_link,
      images: images.map((image) => ({ id: image.id, imageUrl: image.image_url })),
    },
    stats,
  };
}

/**
 * Creates the store or updates the owner's existing one, replacing its photo set with the
 * given photos in their order (the first becomes the main photo), all in one transaction.
 */
export async function saveOwnStore(
  { db, media }: MediaWriteContext,
  owner: BrandOwner,
  input: unknown,
): Promise<{ id: string; isNew: boolean }> {
  const form = parseInput(ZStoreFormSchema, input);
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("stores")
      .select("id")
      .where(ownedBy(owner))
      .orderBy("created_at", "desc")
      .orderBy("id")
      .executeTakeFirst();
    const saved = existing
      ? await trx
          .selectFrom("store_images")
          .select("image_url")
          .where("store_id", "=", existing.id)
          .execute()
      : [];
    await requireStoredImages(media, form.images, {
      field: "images",
      message: STORE_MESSAGES.imageInvalid,
      kept: saved.map((image) => image.image_url),
    });
    const fields = {
      name: form.name,
      address: form.address,
      phone: form.phone,
      google_maps_link: form.googleMapsLink,
      image_url: form.images[0] ?? null,
      updated_at: now,
    };
    const id = existing?.id ?? crypto.randomUUID();
    if (existing) {
      await trx.updateTable("stores").set(fields).where("id", "=", id).execute();
      await trx.deleteFrom("store_images").where("store_id", "=", id).execute();
    } else {
      await trx
        .insertInto("stores")
        .values({ id, brand_id: owner.brandId, ...fields, created_at: now })
        .execute();
    }
    if (form.images.length > 0) {
      await trx
        .insertInto("store_images")
        .values(
          form.images.map((imageUrl, index) => ({
            id: crypto.randomUUID(),
            store_id: id,
            image_url: imageUrl,
            display_order: index,
            title: storeImageTitle(index),
          })),
        )
        .execute();
    }
    return { id, isNew: !existing };
  });
}

/** Deletes one photo of the owner's store; the next photo becomes the main one. */
export async function deleteOwnStoreImage(
  db: Db,
  owner: BrandOwner,
  input: unknown,
): Promise<void> {
  const imageId = parseId(input, "Foto tidak ditemukan");
  await db.transaction().execute(async (trx) => {
    const image = await trx
      .selectFrom("store_images")
      .innerJoin("stores", "stores.id", "store_images.store_id")
      .select(["store_images.id", "store_images.store_id"])
      .where("store_images.id", "=", imageId)
      .where(ownedBy(owner, "stores"))
      .executeTakeFirst();
    if (!image) throw new AppError("NOT_FOUND", "Foto tidak ditemukan");
    await trx.deleteFrom("store_images").where("id", "=", image.id).execute();
    const rest = await trx
      .selectFrom("store_images")
      .select(["id", "image_url"])
      .where("store_id", "=", image.store_id)
      .orderBy("display_order")
      .execute();
    for (const [index, photo] of rest.entries()) {
      await trx
        .updateTable("store_images")
        .set({ display_order: index, title: storeImageTitle(index) })
        .where("id", "=", photo.id)
        .execute();
    }
    await trx
      .updateTable("stores")
      .set({ image_url: rest[0]?.image_url ?? null, updated_at: new Date().toISOString() })
      .where("id", "=", image.store_id)
      .execute();
  });
}

/** The hours editor's values and what customers see now (domain/shop-hours.ts). */
export async function getOwnShopHours(
  db: Db,
  owner: BrandOwner,
  now: Date = new Date(),
): Promise<OwnShopHours> {
  const settings = await readShopHours(db, owner.brandId, now);
  const view = describeShopHours(settings, now);
  return {
    timeZone: settings.timeZone,
    operationalHours: settings.hours,
    closedOrderPolicy: settings.closedOrderPolicy,
    isOpen: view.isOpen,
    closedText: view.closedText,
    isSwitchedOn: settings.isSwitchedOn,
  };
}

/** Saves the zone, the seven days and the closed-order policy together. */
export async function updateOwnShopHours(db: Db, owner: BrandOwner, input: unknown): Promise<void> {
  const checked = checkShopHours(input);
  if (!checked.ok) {
    throw new AppError(
      "VALIDATION",
      Object.values(checked.errors)[0] ?? SHOP_HOURS_MESSAGES.saveFailed,
      checked.errors,
    );
  }
  await db
    .updateTable("brands")
    .set({
      time_zone: checked.data.timeZone,
      operational_hours: JSON.stringify(checked.data.operationalHours),
      closed_order_policy: checked.data.closedOrderPolicy,
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", owner.brandId)
    .execute();
}

/** Whether the owner has saved a store yet (the store form's texts differ before). */
export async function hasOwnStore(db: Db, owner: BrandOwner): Promise<boolean> {
  const row = await db.selectFrom("stores").select("id").where(ownedBy(owner)).executeTakeFirst();
  return row !== undefined;
}
