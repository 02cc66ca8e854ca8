import crypto from "node:crypto";
import { summarizeCounters } from "#domain/click-rate";
import { LINK_MESSAGES, ZLinkInputSchema, type LinkStats, type OwnLink } from "#domain/link";
import type { BrandOwner } from "../auth/guards";
import { AppError, parseId, parseInput } from "../errors";
import { requireStoredImages, type MediaWriteContext } from "../media/stored-url";
import { ownedBy } from "./brand-scope";
import { firstPlace, saveOrder } from "./display-order";

// The seller's links (spec §2 /admin/links, §7 link writes). Every query is scoped to the
// owner's brand: another brand's link is not found and stays as it is.

type LinksContext = MediaWriteContext;

const TOP_LINKS = 5;

/**
 * All of the owner's links in the seller's order (a new link first), their totals and the
 * most clicked ones.
 */
export async function getOwnLinks(
  context: LinksContext,
  owner: BrandOwner,
): Promise<{ links: OwnLink[]; stats: LinkStats; topLinks: OwnLink[] }> {
  const rows = await context.db
    .selectFrom("links")
    .select([
      "id",
      "title",
      "url",
      "description",
      "icon",
      "thumbnail_type",
      "link_image",
      "views",
      "clicks",
      "created_at",
    ])
    .where(ownedBy(owner))
    .orderBy("display_order")
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  const links = rows.map<OwnLink>((row) => ({
    id: row.id,
    title: row.title,
    url: row.url,
    description: row.description,
    icon: row.icon,
    thumbnailType: row.thumbnail_type,
    linkImage: row.link_image,
    views: Number(row.views),
    clicks: Number(row.clicks),
    createdAt: row.created_at,
  }));
  const { top, ...totals } = summarizeCounters(links, TOP_LINKS);
  return { links, stats: { totalLinks: links.length, ...totals }, topLinks: top };
}

async function parseLink(context: LinksContext, input: unknown) {
  const link = parseInput(ZLinkInputSchema, input);
  await requireStoredImages(context.media, [link.linkImage], {
    field: "linkImage",
    message: LINK_MESSAGES.imageInvalid,
  });
  return link;
}

function linkId(id: unknown): string {
  return parseId(id, LINK_MESSAGES.notFound);
}

/**
 * Adds a link to the owner's own brand, whatever brand the input names. It comes first in
 * the seller's order, as a new product does.
 */
export async function createOwnLink(
  context: LinksContext,
  owner: BrandOwner,
  input: unknown,
): Promise<{ id: string }> {
  const link = await parseLink(context, input);
  const id = crypto.randomUUID();
  await context.db.transaction().execute(async (trx) => {
    const place = await firstPlace(trx, "links", owner);
    await trx
      .insertInto("links")
      .values({
        id,
        brand_id: owner.brandId,
        title: link.title,
        url: link.url,
        description: link.description,
        icon: link.icon,
        thumbnail_type: link.thumbnailType,
        link_image: link.linkImage,
        display_order: place,
        created_at: new Date().toISOString(),
      })
      .execute();
  });
  return { id };
}

export async function updateOwnLink(
  context: LinksContext,
  owner: BrandOwner,
  id: unknown,
  input: unknown,
): Promise<void> {
  const linkIdValue = linkId(id);
  const link = await parseLink(context, input);
  const result = await context.db
    .updateTable("links")
    .set({
      title: link.title,
      url: link.url,
      description: link.description,
      icon: link.icon,
      thumbnail_type: link.thumbnailType,
      link_image: link.linkImage,
    })
    .where("id", "=", linkIdValue)
    .where(ownedBy(owner))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw new AppError("NOT_FOUND", LINK_MESSAGES.notFound);
  }
}

/** Deletes one of the owner's links with its view and click history. */
export async function deleteOwnLink(
  context: LinksContext,
  owner: BrandOwner,
  id: unknown,
): Promise<void> {
  const result = await context.db
    .deleteFrom("links")
    .where("id", "=", linkId(id))
    .where(ownedBy(owner))
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) {
    throw new AppError("NOT_FOUND", LINK_MESSAGES.notFound);
  }
}

/**
 * The seller's order of the shop's links: `ids` must name each of the owner's links exactly
 * once (a list made before a link was added or deleted elsewhere, or naming another shop's,
 * is refused and changes nothing). Written in one transaction.
 */
export async function reorderOwnLinks(
  context: LinksContext,
  owner: BrandOwner,
  ids: unknown,
): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom("links").select("id").where(ownedBy(owner)).execute();
    await saveOrder(trx, "links", owner, {
      ids,
      ownIds: rows.map((row) => row.id),
      mismatch: LINK_MESSAGES.reorderMismatch,
    });
  });
}
