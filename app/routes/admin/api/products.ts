import { INVALID_VALUE_MESSAGE } from "../../../../domain/form-text";
import { PRODUCT_ADMIN_MESSAGES, readProductForm } from "../../../../domain/product-form";
import { actionError, actionSuccess } from "../../../../server/action-result";
import { requireBrandOwner } from "../../../../server/auth/guards";
import { AppError, parseId } from "../../../../server/errors";
import { readFormData } from "../../../../server/request-body";
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
  try {
    const form = await readFormData(request);
    switch (form.get("intent")) {
      case "create":
        return actionSuccess((await createOwnProduct(context, owner, readProductForm(form))).id);
      case "update": {
        const id = parseId(form.get("id"), PRODUCT_ADMIN_MESSAGES.notFound);
        await updateOwnProduct(context, owner, id, readProductForm(form));
        return actionSuccess(id);
      }
      case "delete":
        await deleteOwnProduct(
          context,
          owner,
          parseId(form.get("id"), PRODUCT_ADMIN_MESSAGES.notFound),
        );
        return actionSuccess();
      default:
        throw new AppError("VALIDATION", INVALID_VALUE_MESSAGE);
    }
  } catch (error) {
    return actionError(error, context.logger, PRODUCT_ADMIN_MESSAGES.failed);
  }
}
