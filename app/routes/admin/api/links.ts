import { INVALID_VALUE_MESSAGE } from "../../../../domain/form-text";
import { LINK_MESSAGES } from "../../../../domain/link";
import { actionError, actionSuccess } from "../../../../server/action-result";
import { requireBrandOwner } from "../../../../server/auth/guards";
import { AppError } from "../../../../server/errors";
import { readFormData } from "../../../../server/request-body";
import {
  createOwnLink,
  deleteOwnLink,
  updateOwnLink,
} from "../../../../server/services/admin-links";
import type { Route } from "./+types/links";

// POST form { intent: create | update | delete, id, title, url, description, icon,
// thumbnailType, linkImage } → { ok, id } or { ok: false, error, fieldErrors }.
export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireBrandOwner(context, request);
  let intent: FormDataEntryValue | null = null;
  try {
    const form = await readFormData(request);
    intent = form.get("intent");
    const input = Object.fromEntries(form);
    switch (intent) {
      case "create":
        return actionSuccess((await createOwnLink(context, owner, input)).id);
      case "update":
        await updateOwnLink(context, owner, form.get("id"), input);
        return actionSuccess(String(form.get("id")));
      case "delete":
        await deleteOwnLink(context, owner, form.get("id"));
        return actionSuccess();
      default:
        throw new AppError("VALIDATION", INVALID_VALUE_MESSAGE);
    }
  } catch (error) {
    const fallback =
      intent === "update"
        ? LINK_MESSAGES.updateFailed
        : intent === "delete"
          ? LINK_MESSAGES.deleteFailed
          : LINK_MESSAGES.createFailed;
    return actionError(error, context.logger, fallback);
  }
}
