import { data } from "react-router";
import { UPLOAD_FAILED_MESSAGE } from "#domain/media";
import { getSessionUser } from "#server/auth/guards";
import { AppError, toAppError } from "#server/errors";
import { UPLOAD_UNAUTHENTICATED_MESSAGE, uploadImage } from "#server/services/uploads";
import type { Route } from "./+types/uploads";

// POST multipart/form-data { area, file } → { url } of the stored WebP image. Refusals are
// { error } with the use-case's status: 400 not a picture, 401 not signed in, 403 not this
// area, 429 too many, 503 too many pictures waiting for the decoder already.
export async function action({ request, context }: Route.ActionArgs) {
  const user = await getSessionUser(context, request);
  try {
    if (!user) {
      throw new AppError("UNAUTHENTICATED", UPLOAD_UNAUTHENTICATED_MESSAGE, {}, "no session");
    }
    // A body that is no multipart form is refused like a form without a picture.
    const form = await request.formData().catch(() => undefined);
    const image = await uploadImage(context, user, {
      area: form?.get("area"),
      file: form?.get("file"),
    });
    return data({ url: image.url, width: image.width, height: image.height });
  } catch (caught) {
    const error = toAppError(caught, context.logger, UPLOAD_FAILED_MESSAGE);
    const headers: HeadersInit = error.code === "UNAVAILABLE" ? { "Retry-After": "5" } : {};
    return data({ error: error.message }, { status: error.status, headers });
  }
}
