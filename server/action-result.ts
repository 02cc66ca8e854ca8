import { data } from "react-router";
import { isAppError } from "./errors";
import type { Logger } from "./logger";

// The JSON answers of the admin's action endpoints: { ok: true, id } on success, and
// { ok: false, error, fieldErrors } with the AppError's HTTP status on failure.

export function actionSuccess(id?: string) {
  return { ok: true as const, id };
}

/** A use-case's AppError as its status and message; anything else is logged and a 500. */
export function actionError(error: unknown, logger: Logger, fallback: string) {
  if (isAppError(error)) {
    return data(
      { ok: false as const, error: error.message, fieldErrors: error.fieldErrors },
      { status: error.status },
    );
  }
  logger.error("admin action failed", { error });
  return data({ ok: false as const, error: fallback, fieldErrors: {} }, { status: 500 });
}
