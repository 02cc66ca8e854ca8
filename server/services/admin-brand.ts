import crypto from "node:crypto";
import {
  BRAND_MESSAGES,
  priceListTitle,
  type BrandProfile,
  ZBrandProfileSchema,
  ZNewPriceListsSchema,
  ZShopAppearanceSchema,
} from "#domain/brand-profile";
import { businessKindOf } from "#domain/business-kind";
import { resolvePaymentSendAtStatus } from "#domain/customer-notification";
import { MEMBER_MESSAGES } from "#domain/member-forms";
import { mayUse } from "#domain/member-roles";
import { USERNAME_TAKEN_ERROR } from "#domain/username";
import type { BrandOwner } from "../auth/guards";
import type { Db } from "../db/database";
import { ownedBy } from "./brand-scope";
import { AppError, parseId, parseInput } from "../errors";
import { requireStoredImages, type MediaWriteContext } from "../media/stored-url";

// The seller's brand profile, open/closed status and price-list images (spec §2
// /admin/about). Every query is scoped to the owner's own brand.

export async function getOwnBrandProfile(db: Db, owner: BrandOwner): Promise<BrandProfile> {
  const brand = await db
    .selectFrom("brands")
    .selectAll()
    .where("id", "=", owner.brandId)
    .executeTakeFirstOrThrow();
  const priceLists = await db
    .selectFrom("brand_price_lists")
    .select(["id", "image_url", "title"])
    .where(ownedBy(owner))
    .orderBy("display_order")
    .orderBy("created_at")
    .execute();
  return {
    name: brand.name,
    username: brand.username,
    aboutText: brand.about_text,
    businessKind: businessKindOf(brand.business_kind),
    customerServiceWhatsapp: brand.customer_service_whatsapp,
    customerServiceEmail: brand.customer_service_email,
    logoUrl: brand.logo_url,
    isCurrentlyOpen: brand.is_currently_open,
    paymentInformation: brand.payment_information,
    paymentInformationSendAtStatus: resolvePaymentSendAtStatus(
      brand.payment_information_send_at_status,
    ),
    isDeliveryByStoreEnabled: brand.is_delivery_by_store_enabled,
    deliveryCostInformation: brand.delivery_cost_information,
    appearance: { themeColour: brand.theme_colour, coverImageUrl: brand.cover_image_url },
    priceLists: priceLists.map((row) => ({
      id: row.id,
      imageUrl: row.image_url,
      title: row.title,
    })),
  };
}

/** Saves the About form (opening hours are the hours editor's, on /admin/store). */
export async function updateOwnBrandProfile(
  { db, media }: MediaWriteContext,
  owner: BrandOwner,
  input: unknown,
): Promise<{ username: string }> {
  const profile = parseInput(ZBrandProfileSchema, input);
  const current = await db
    .selectFrom("brands")
    .select(["logo_url", "username"])
    .where("id", "=", owner.brandId)
    .executeTakeFirstOrThrow();
  // The shop's web address is the owner's to change (decision 071): links to it are out there.
  if (profile.username !== current.username && !mayUse(owner.memberRole ?? "owner", "owner")) {
    throw new AppError("FORBIDDEN", MEMBER_MESSAGES.addressOwnerOnly, {
      username: MEMBER_MESSAGES.addressOwnerOnly,
    });
  }
  await requireStoredImages(media, [profile.logoUrl], {
    field: "logoUrl",
    message: BRAND_MESSAGES.imageInvalid,
    kept: current.logo_url ? [current.logo_url] : [],
  });
  const taken = await db
    .selectFrom("brands")
    .select("id")
    .where("username", "=", profile.username)
    .where("id", "!=", owner.brandId)
    .executeTakeFirst();
  if (taken) {
    throw new AppError("CONFLICT", USERNAME_TAKEN_ERROR, { username: USERNAME_TAKEN_ERROR });
  }
  try {
    await db
      .updateTable("brands")
      .set({
        name: profile.name,
        username: profile.username,
        about_text: profile.aboutText,
        business_kind: profile.businessKind,
        customer_service_whatsapp: profile.customerServiceWhatsapp,
        customer_service_email: profile.customerServiceEmail,
        logo_url: profile.logoUrl,
        payment_information: profile.paymentInformation,
        payment_information_send_at_status: profile.paymentInformationSendAtStatus,
        is_delivery_by_store_enabled: profile.isDeliveryByStoreEnabled,
        delivery_cost_information: profile.deliveryCostInformation,
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", owner.brandId)
      .execute();
  } catch (error) {
    // Two sellers taking one name at the same moment: the unique index decides.
    const isNowTaken = await db
      .selectFrom("brands")
      .select("id")
      .where("username", "=", profile.username)
      .where("id", "!=", owner.brandId)
      .executeTakeFirst();
    if (isNowTaken) {
      throw new AppError("CONFLICT", USERNAME_TAKEN_ERROR, { username: USERNAME_TAKEN_ERROR });
    }
    throw error;
  }
  return { username: profile.username };
}

/**
 * 'Tampilan Toko': the shop's colour (empty: Gerai's own) and its home's cover picture, which
 * must be one the platform stored (or the one kept).
 */
export async function updateOwnShopAppearance(
  { db, media }: MediaWriteContext,
  owner: BrandOwner,
  input: unknown,
): Promise<void> {
  const appearance = parseInput(ZShopAppearanceSchema, input);
  const current = await db
    .selectFrom("brands")
    .select("cover_image_url")
    .where("id", "=", owner.brandId)
    .executeTakeFirstOrThrow();
  await requireStoredImages(media, [appearance.coverImageUrl], {
    field: "coverImageUrl",
    message: BRAND_MESSAGES.imageInvalid,
    kept: current.cover_image_url ? [current.cover_image_url] : [],
  });
  await db
    .updateTable("brands")
    .set({
      theme_colour: appearance.themeColour,
      cover_image_url: appearance.coverImageUrl,
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", owner.brandId)
    .execute();
}

/** 'Tutup Toko' / 'Buka Toko'. */
export async function setOwnStoreOpen(db: Db, owner: BrandOwner, isOpen: unknown): Promise<void> {
  if (typeof isOpen !== "boolean") throw new AppError("VALIDATION", BRAND_MESSAGES.statusInvalid);
  await db
    .updateTable("brands")
    .set({ is_currently_open: isOpen, updated_at: new Date().toISOString() })
    .where("id", "=", owner.brandId)
    .execute();
}

/** Adds price-list images after the existing ones, titled 'Price List N'. */
export async function addOwnPriceLists(
  { db, media }: MediaWriteContext,
  owner: BrandOwner,
  input: unknown,
): Promise<void> {
  const { images } = parseInput(ZNewPriceListsSchema, input);
  await requireStoredImages(media, images, {
    field: "images",
    message: BRAND_MESSAGES.imageInvalid,
  });
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("brand_price_lists")
      .select(["display_order"])
      .where(ownedBy(owner))
      .execute();
    const next = existing.reduce((max, row) => Math.max(max, row.display_order + 1), 0);
    const now = Date.now();
    await trx
      .insertInto("brand_price_lists")
      .values(
        images.map((imageUrl, index) => ({
          id: crypto.randomUUID(),
          brand_id: owner.brandId,
          image_url: imageUrl,
          title: priceListTitle(existing.length + index),
          display_order: next + index,
          // Distinct instants keep "oldest first" stable for rows added together.
          created_at: new Date(now + index).toISOString(),
        })),
      )
      .execute();
  });
}

/** Deletes one price-list image; the rest keep their order and are titled 1..n again. */
export async function deleteOwnPriceList(db: Db, owner: BrandOwner, input: unknown): Promise<void> {
  const id = parseId(input, "Gambar daftar harga tidak ditemukan");
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("brand_price_lists")
      .where("id", "=", id)
      .where(ownedBy(owner))
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) {
      throw new AppError("NOT_FOUND", "Gambar daftar harga tidak ditemukan");
    }
    const rest = await trx
      .selectFrom("brand_price_lists")
      .select("id")
      .where(ownedBy(owner))
      .orderBy("display_order")
      .orderBy("created_at")
      .execute();
    for (const [index, row] of rest.entries()) {
      await trx
        .updateTable("brand_price_lists")
        .set({ display_order: index, title: priceListTitle(index) })
        .where("id", "=", row.id)
        .execute();
    }
  });
}
