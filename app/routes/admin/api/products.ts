import { PRODUCT_ADMIN_MESSAGES, readProductForm } from "../../../../domain/product-form";
import { actionError, actionSuccess } from "../../../../server/action-result";
import { requireBrandOwner } from "../../../../server/auth/guards";
import { AppError } from "../../../../server/errors";
import {
  createOwnProduct,
  deleteOwnProduct,
  updateOwnProduct,
} from "../../../../server/services/admin-products";
import type { Route } from "./+types/products";

// POST form { intent: create | update | delete, id, name, category, description, price,
// options (JSON), imagesChanged, images… } → { ok, id } or { ok: false, error, fieldErrors }.
export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireBrandOwner(context, request);
  const form = await request.formData();
  const intent = form.get("intent");
  try {
    switch (intent) {
      case "create":
        return actionSuccess((await createOwnProduct(context, owner, readProductForm(form))).id);
      case "update":
        await updateOwnProduct(context, owner, form.get("id"), readProductForm(form));
        return actionSuccess(String(form.get("id")));
      case "delete":
        await deleteOwnProduct(context, owner, form.get("id"));
        return actionSuccess();
      default:
        throw new AppError("VALIDATION", "Data tidak valid");
    }
  } catch (error) {
    return actionError(error, context.logger, PRODUCT_ADMIN_MESSAGES.failed);
  }
}
