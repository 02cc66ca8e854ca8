import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { z } from "zod";
import { INVALID_VALUE_MESSAGE } from "#domain/form-text";
import type { ToastText } from "#domain/toast";
import type { AppContext } from "./context";
import { isAppError, toAppError } from "./errors";
import { checkFormShape, schemaFieldNames, withSchemaFieldsOnly } from "./form-shape";
import { readFormData } from "./request-body";
import { touchPages, type ChangedPages } from "./services/page-versions";
import { toastCookie } from "./toast";

// The one write path of the interface: a form posts to its route's own action, which hands
// it here with the domain schema and the use-case to run. The same schema validated the form
// in the browser (app/lib/forms.ts); here it is checked again, the use-case runs, and the
// answer is Conform's submission result (field errors shown under their fields, what the
// user typed kept) with at most one toast, carried by a cookie (server/toast.ts). Each form
// names the kept shop pages its success changes, and they are marked out of date here, once
// its writes have committed (decision 054): no use-case has to remember to.

export type FormTexts<T> = {
  /** The toast after success; none when the page shows the result itself. */
  success?: ToastText | ((result: T) => ToastText);
  /**
   * The toast of a refusal that names no field: a title with the refusal's reason under it,
   * or a fixed title and description. Without it, the refusal is only the form's own error
   * (`form.errors`), shown inline by the form.
   */
  failure?: string | { title: string; description: string };
  /** Where to go after success, with the toast. */
  redirectTo?: string | ((result: T) => string);
  /** Empties the form after success (a form that adds one more of something). */
  resetForm?: boolean;
  /** Fields never sent back with what the user typed (passwords, secrets). */
  hideFields?: string[];
};

/** What a form action answers: `result` for Conform's `lastResult`, `value` on success. */
export type FormAnswer<T> = { result: SubmissionResult<string[]>; value?: T };

/**
 * The texts of a page with several forms, one entry per intent; an intent the page does not
 * know gets none (its schema refuses it).
 */
export function textsByIntent<T>(
  texts: Readonly<Record<string, FormTexts<T>>>,
): (intent: string) => FormTexts<T> {
  return (intent) => (Object.hasOwn(texts, intent) ? texts[intent]! : {});
}

/**
 * After a form's use-case succeeded, its writes committed: marks the pages it changed out of
 * date. Should that fail, the write stays saved and is still answered as saved; the kept
 * pages show it when their minute ends.
 */
async function touchChangedPages(context: AppContext, pages: ChangedPages): Promise<void> {
  try {
    await touchPages(context.db, pages);
  } catch (error) {
    context.logger.error("kept pages not marked out of date after a write", { error });
  }
}

/**
 * Reads and checks a posted form against `schema`, runs `run` with the parsed value and
 * answers with the submission result, the HTTP status of any refusal and its toast.
 * `pages` are the kept shop pages its success changes: the signed-in seller's shop (the
 * owner a guard returned), "every-shop" or "none".
 * A page with several forms posts each with an `intent` field: the schema is then a union
 * discriminated by it, and `textsOf` may be a function of the intent.
 * `run` gets the parsed value and the form as it was posted (`payload`, structured but not
 * coerced) for use-cases that parse their own input, as most do: their own check stays the
 * boundary, whoever calls them.
 * Fields whose names the form repeats (photos, options) arrive as arrays, named
 * `field[0]`, `field[1]`, …, as Conform names them.
 */
export async function submitForm<S extends z.ZodType, T>(
  { request, context, pages }: { request: Request; context: AppContext; pages: ChangedPages },
  schema: S,
  run: (value: z.output<S>, payload: Record<string, unknown>) => Promise<T>,
  textsOf: FormTexts<T> | ((intent: string) => FormTexts<T>) = {},
) {
  const secure = context.config.appUrl.startsWith("https:");
  const fieldNames = schemaFieldNames(schema);
  const refuse = async (
    result: SubmissionResult<string[]>,
    status: number,
    message: string | undefined,
  ) => {
    const failure = texts.failure;
    const toast: ToastText | undefined =
      typeof failure === "string"
        ? { title: failure, description: message !== failure ? message : undefined }
        : failure;
    const headers: HeadersInit =
      toast && message ? { "Set-Cookie": await toastCookie("error", toast, secure) } : {};
    return data<FormAnswer<T>>(
      { result: withSchemaFieldsOnly(result, fieldNames) },
      { status, headers },
    );
  };

  let form: FormData;
  let texts = typeof textsOf === "function" ? textsOf("") : textsOf;
  try {
    form = await readFormData(request);
    // Before Conform builds anything from the names (server/form-shape.ts).
    checkFormShape(form);
    if (typeof textsOf === "function") texts = textsOf(String(form.get("intent") ?? ""));
  } catch (error) {
    const appError = toAppError(error, context.logger);
    return refuse(
      { status: "error", error: { "": [appError.message] } },
      appError.status,
      appError.message,
    );
  }

  const submission = parseWithZod(form, {
    schema,
    error: () => INVALID_VALUE_MESSAGE,
  });
  if (submission.status !== "success") {
    const result = submission.reply({ hideFields: texts.hideFields });
    const formError = submission.error?.[""]?.[0];
    return refuse(result, 400, formError);
  }

  let isRun = false;
  try {
    const value = await run(
      submission.value as z.output<S>,
      submission.payload as Record<string, unknown>,
    );
    isRun = true;
    await touchChangedPages(context, pages);
    const success = typeof texts.success === "function" ? texts.success(value) : texts.success;
    const headers: HeadersInit = success
      ? { "Set-Cookie": await toastCookie("success", success, secure) }
      : {};
    if (texts.redirectTo) {
      const to =
        typeof texts.redirectTo === "function" ? texts.redirectTo(value) : texts.redirectTo;
      throw redirect(to, { headers });
    }
    return data<FormAnswer<T>>(
      {
        result: withSchemaFieldsOnly(
          submission.reply({ resetForm: texts.resetForm, hideFields: texts.hideFields }),
          fieldNames,
        ),
        value,
      },
      { headers },
    );
  } catch (error) {
    if (error instanceof Response) {
      // A use-case may answer its success with a redirect of its own (signing in).
      if (!isRun && error.status >= 300 && error.status < 400) {
        await touchChangedPages(context, pages);
      }
      throw error;
    }
    const appError = toAppError(
      error,
      context.logger,
      typeof texts.failure === "string" ? texts.failure : texts.failure?.description,
    );
    const fieldErrors = Object.entries(appError.fieldErrors);
    if (isAppError(error) && fieldErrors.length > 0) {
      return refuse(
        submission.reply({
          fieldErrors: Object.fromEntries(fieldErrors.map(([name, text]) => [name, [text]])),
          hideFields: texts.hideFields,
        }),
        appError.status,
        undefined,
      );
    }
    return refuse(
      submission.reply({ formErrors: [appError.message], hideFields: texts.hideFields }),
      appError.status,
      appError.message,
    );
  }
}
