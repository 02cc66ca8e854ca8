import type { z } from "zod";
import { fieldErrorsOf } from "#domain/account";
import { INTERNAL_ERROR_MESSAGE, INVALID_VALUE_MESSAGE } from "#domain/form-text";
import type { Logger } from "./logger";

// One error type for the use-cases: a code (mapped to an HTTP status here, once), the
// message the user reads (Indonesian, the spec's text where it has one) and, for the log
// only, an internal detail that never reaches the browser.
export type AppErrorCode =
  | "VALIDATION"
  | "UNAUTHENTICATED"
  | "EMAIL_NOT_VERIFIED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  /** Was here and is no more: a suspended or closed shop (decision 077). */
  | "GONE"
  | "CONFLICT"
  | "RATE_LIMITED"
  | "INTERNAL"
  /** Busy for now: the same request may succeed a moment later. */
  | "UNAVAILABLE";

const STATUS: Record<AppErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  GONE: 410,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    /** What went wrong, for the log; the user reads `message` only. */
    readonly detail?: string,
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

/**
 * Any failure as an AppError: a use-case's own as it is (its detail logged), anything else
 * logged with its stack and answered as INTERNAL with `fallback`, the text the user reads.
 */
export function toAppError(
  error: unknown,
  logger: Logger,
  fallback: string = INTERNAL_ERROR_MESSAGE,
): AppError {
  if (isAppError(error)) {
    if (error.detail) logger.warn("request refused", { code: error.code, detail: error.detail });
    return error;
  }
  logger.error("request failed", { error });
  return new AppError("INTERNAL", fallback);
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
