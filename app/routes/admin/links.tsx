import type { ShouldRevalidateFunctionArgs } from "react-router";
import { LINK_MESSAGES, ZLinkActionSchema } from "#domain/link";
import { requireMember } from "#server/auth/guards";
import { submitForm, textsByIntent } from "#server/form-action";
import {
  createOwnLink,
  deleteOwnLink,
  getOwnLinks,
  reorderOwnLinks,
  updateOwnLink,
} from "#server/services/admin-links";
import type { Route } from "./+types/links";
import { titled } from "#app/lib/page-title";
import { LinksAdmin } from "#app/features/admin-links/links-admin";

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "shop");
  return getOwnLinks(context, owner);
}

/**
 * Read again after every submission, refusals included: a refused order often means the
 * list changed elsewhere, and the page should show the list the server has.
 */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (
    (formMethod !== undefined && formMethod.toUpperCase() !== "GET") || defaultShouldRevalidate
  );
}

const TEXTS = {
  create: { success: LINK_MESSAGES.created, failure: LINK_MESSAGES.createFailed },
  update: { success: LINK_MESSAGES.updated, failure: LINK_MESSAGES.updateFailed },
  delete: { success: LINK_MESSAGES.deleted, failure: LINK_MESSAGES.deleteFailed },
  // A refusal keeps the dragged order on screen with the reason (links-admin.tsx).
  reorder: { success: LINK_MESSAGES.reordered, failure: LINK_MESSAGES.reorderFailed },
};

/** The toasts of each intent; any other intent is refused by the schema, without a toast. */
const textsOf = textsByIntent(TEXTS);

// The link dialog adds or changes a link, the list deletes one and saves the order it was
// dragged into; the service checks what was posted itself, with the same schema.
export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireMember(context, request, "shop");
  return submitForm(
    { request, context, pages: owner },
    ZLinkActionSchema,
    async (value, payload) => {
      switch (value.intent) {
        case "create":
          return createOwnLink(context, owner, payload);
        case "update":
          await updateOwnLink(context, owner, payload.id, payload);
          return { id: String(payload.id) };
        case "delete":
          await deleteOwnLink(context, owner, payload.id);
          return { id: String(payload.id) };
        case "reorder":
          await reorderOwnLinks(context, owner, payload.ids);
          return { id: "" };
      }
    },
    textsOf,
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Tautan");
}

export default function AdminLinks({ loaderData }: Route.ComponentProps) {
  return <LinksAdmin {...loaderData} />;
}
