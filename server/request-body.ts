import { INVALID_VALUE_MESSAGE } from "#domain/form-text";
import { AppError } from "./errors";

// The bodies the admin's actions read. Whatever a request carries instead of the expected
// shape (no body, broken JSON, null, an array, a number) is a 400 with an Indonesian
// message, answered like any other refusal and never a 500.

/** The JSON object an action expects; anything else is a VALIDATION error. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => undefined);
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new AppError("VALIDATION", INVALID_VALUE_MESSAGE);
  }
  return body as Record<string, unknown>;
}

/** The posted form; a body that is not one is a VALIDATION error. */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new AppError("VALIDATION", INVALID_VALUE_MESSAGE);
  }
}
