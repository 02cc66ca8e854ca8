import type { z } from "zod";
import { fieldErrorsOf } from "../domain/account";
import { INVALID_VALUE_MESSAGE } from "../domain/form-text";

// One error type for the use-cases; route modules map codes to HTTP statuses here and
// to the spec's Indonesian texts in the UI.
export type AppErrorCode =
  | "VALIDATION"
  | "UNAUTHENTICATED"
  | "EMAIL_NOT_VERIFIED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "RATE_LIMITED"
  | "INTERNAL";

const STATUS: Record<AppErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return STATUS[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export type ActionFailure = {
  error: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
};

/**
 * Turns a use-case's AppError into an action answer that keeps what the user typed
 * (minus secrets), so a form never loses input. Anything else is rethrown.
 */
export function actionFailure(
  error: unknown,
  form: FormData,
  secretFields: readonly string[] = ["password", "confirmPassword"],
): { data: ActionFailure; status: number } {
  if (!isAppError(error)) throw error;
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && !secretFields.includes(key)) values[key] = value;
  }
  return {
    data: { error: error.message, fieldErrors: error.fieldErrors, values },
    status: error.status,
  };
}

/**
 * Parses a use-case's input; a mismatch is a VALIDATION error carrying the first message.
 * Every schema names its own Indonesian messages; any issue without one (a value of the
 * wrong kind deep in a crafted request) is "Data tidak valid", never zod's English.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { error: () => INVALID_VALUE_MESSAGE });
  if (!result.success) {
    const fieldErrors = fieldErrorsOf(result.error);
    throw new AppError(
      "VALIDATION",
      Object.values(fieldErrors)[0] ?? INVALID_VALUE_MESSAGE,
      fieldErrors,
    );
  }
  return result.data;
}

/**
 * The id of a row named by a request. Ids are UUIDs made here; anything else (not text,
 * a NUL byte PostgreSQL refuses to read) names no row, so it is NOT_FOUND with `message`.
 */
export function parseId(input: unknown, message: string): string {
  if (typeof input !== "string" || !/^[A-Za-z0-9_-]{1,64}$/.test(input)) {
    throw new AppError("NOT_FOUND", message);
  }
  return input;
}
