import { data } from "react-router";
import { INTERNAL_ERROR_MESSAGE } from "#domain/form-text";
import { requireBrandOwner } from "#server/auth/guards";
import { toAppError } from "#server/errors";
import { readQrisPicture } from "#server/services/payment-settings";
import type { Route } from "./+types/qris-read";

// POST multipart/form-data { file }: the QRIS in a photo or screenshot of the seller's
// sticker → { merchantName, city, nmid, payload }, for her to confirm on /admin/payments
// before it is saved there. Nothing is stored here. Refusals are { error } with their
// status: 400 no code or no valid QRIS, 401 not signed in, 503 the picture decoder is busy.
export async function action({ request, context }: Route.ActionArgs) {
  await requireBrandOwner(context, request);
  try {
    const form = await request.formData().catch(() => undefined);
    const merchant = await readQrisPicture(form?.get("file"));
    return data({
      merchantName: merchant.merchantName,
      city: merchant.city,
      nmid: merchant.nmid,
      payload: merchant.payload,
    });
  } catch (caught) {
    const error = toAppError(caught, context.logger, INTERNAL_ERROR_MESSAGE);
    const headers: HeadersInit = error.code === "UNAVAILABLE" ? { "Retry-After": "5" } : {};
    return data({ error: error.message }, { status: error.status, headers });
  }
}
