import { useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { INVALID_VALUE_MESSAGE } from "#domain/form-text";

// Forms of the admin and the account pages are driven by the domain schema their action
// checks (server/form-action.ts): the same limits, required fields and Indonesian messages
// in the browser before the round trip, and the server's answer (`lastResult`) shown the
// same way when it refuses something only it can know.

type SchemaInternals = {
  def: {
    type: string;
    checks?: { _zod: { def: Record<string, unknown> } }[];
    shape?: Record<string, z.ZodType>;
    in?: z.ZodType;
    out?: z.ZodType;
    innerType?: z.ZodType;
    element?: z.ZodType;
    options?: z.ZodType[];
    items?: z.ZodType[];
    left?: z.ZodType;
    right?: z.ZodType;
  };
  bag: Record<string, unknown>;
};

const withLengths = new WeakSet<z.ZodType>();

const internals = (schema: z.ZodType) => (schema as unknown as { _zod: SchemaInternals })._zod;

/** The string whose limits Conform reads for `schema`: through a pipe, its output's. */
function constrainedStringBag(schema: z.ZodType | undefined): Record<string, unknown> | undefined {
  if (!schema) return undefined;
  const { def, bag } = internals(schema);
  if (def.type === "string") return bag;
  if (def.type !== "pipe" || !def.out) return undefined;
  const isTransform = internals(def.out).def.type === "transform";
  return constrainedStringBag(isTransform ? def.in : def.out);
}

/**
 * Conform reads a text's length limits from the schema's `bag`, which this zod no longer
 * fills from its checks; they are written there from the checks, once per schema, so the
 * inputs get their `maxLength` and `minLength` from the schema as the checks state them.
 * Through `a.pipe(b)` Conform reads only `b`, so a limit stated on `a` (a text checked
 * further by `b`, as an e-mail address or a phone number) is written on `b` too.
 */
function recordLengthLimits(schema: z.ZodType | undefined) {
  if (!schema || withLengths.has(schema)) return;
  withLengths.add(schema);
  const { def, bag } = internals(schema);
  if (def.type === "string") {
    for (const check of def.checks ?? []) {
      const { check: kind, maximum, minimum, length } = check._zod.def;
      if (kind === "max_length" || kind === "length_equals") {
        const max = (kind === "max_length" ? maximum : length) as number;
        bag.maximum = Math.min(max, (bag.maximum as number | undefined) ?? Infinity);
      }
      if (kind === "min_length" || kind === "length_equals") {
        const min = (kind === "min_length" ? minimum : length) as number;
        bag.minimum = Math.max(min, (bag.minimum as number | undefined) ?? -Infinity);
      }
    }
  }
  for (const inner of [
    ...Object.values(def.shape ?? {}),
    def.in,
    def.out,
    def.innerType,
    def.element,
    def.left,
    def.right,
    ...(def.options ?? []),
    ...(def.items ?? []),
  ]) {
    recordLengthLimits(inner);
  }
  if (def.type === "pipe" && def.out && internals(def.out).def.type === "string") {
    const from = constrainedStringBag(def.in);
    const to = internals(def.out).bag;
    if (from?.maximum !== undefined && to.maximum === undefined) to.maximum = from.maximum;
    if (from?.minimum !== undefined && to.minimum === undefined) to.minimum = from.minimum;
  }
}

/** The limits and required marks of a schema's fields, as the inputs are given them. */
export function schemaConstraint(schema: z.ZodType) {
  recordLengthLimits(schema);
  return getZodConstraint(schema);
}

// Conform checks a field when it is left by submitting its form with an intent button
// (named "__intent__"), which its submit handler takes back. A field still focused when its
// form leaves the page (a form swapped for its success message, a dialog closed on success)
// is left during React's removal, when that handler is already gone: the intent would post
// the emptied form as a page. While this script runs, an intent never goes to the server.
const CONFORM_INTENT = "__intent__";
let keepsIntentsInPage = false;

function keepIntentsInPage() {
  if (keepsIntentsInPage) return;
  keepsIntentsInPage = true;
  document.addEventListener(
    "submit",
    (event) => {
      if (event.submitter?.getAttribute("name") === CONFORM_INTENT) event.preventDefault();
    },
    { capture: true },
  );
}

export function useSchemaForm<
  S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>(
  schema: S,
  options: {
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: Partial<z.input<S>>;
    id?: string;
    onSubmit?: Parameters<typeof useForm<z.input<S>, z.output<S>, string[]>>[0]["onSubmit"];
  } = {},
) {
  useEffect(keepIntentsInPage, []);
  return useForm<z.input<S>, z.output<S>, string[]>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue as never,
    constraint: schemaConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onSubmit: options.onSubmit,
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema, error: () => INVALID_VALUE_MESSAGE }),
  });
}

/**
 * Runs `onSuccess` once when a fetcher's submission has been accepted (close the dialog,
 * move on), with the action's `value`.
 */
export function useFormSuccess<T>(
  fetcher: {
    state: string;
    data?: { result: SubmissionResult<string[]>; value?: T } | undefined;
  },
  onSuccess: (value: T | undefined) => void,
) {
  const latest = useRef(onSuccess);
  useEffect(() => {
    latest.current = onSuccess;
  });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.result.status === "success") {
      latest.current(fetcher.data.value);
    }
  }, [fetcher.state, fetcher.data]);
}
