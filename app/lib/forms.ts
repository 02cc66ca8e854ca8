import { useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { INVALID_VALUE_MESSAGE } from "#domain/form-text";

// Forms of the admin and the account pages are driven by the domain schema their action
// checks (server/form-action.ts): the same limits, required fields and Indonesian messages
// in the browser before the round trip, and the server's answer (`lastResult`) shown the
// same way when it refuses something only it can know.

/** A text input's length limits, as Conform gives them to the input. */
type Lengths = { minLength?: number; maxLength?: number };
/** A field's limits, and `required: false` for one that may be left out. */
type Limits = Lengths & { required?: false };
/** Each field's limits by its name as Conform writes it (`options[].name`). */
type FieldLengths = Map<string, Limits>;

/** The parts of a schema's public `def` that lead to the schemas inside it. */
type Parts = {
  type: string;
  shape?: Record<string, z.ZodType>;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  items?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
};

const partsOf = (schema: z.ZodType) => schema.def as unknown as Parts;

/** A text's own limits, as its checks state them (zod's public `minLength`/`maxLength`). */
function ownLengths(schema: z.ZodType): Lengths {
  const { minLength, maxLength } = schema as z.ZodString;
  return {
    ...(minLength === null ? {} : { minLength }),
    ...(maxLength === null ? {} : { maxLength }),
  };
}

/**
 * The limits of the text a pipe's output is checked from: a text's own, or through a pipe,
 * those of the text its output (or, when that is a transform, its input) is.
 */
function textLengths(schema: z.ZodType | undefined): Lengths {
  if (!schema) return {};
  const parts = partsOf(schema);
  if (parts.type === "string") return ownLengths(schema);
  if (parts.type !== "pipe" || !parts.out) return {};
  return textLengths(partsOf(parts.out).type === "transform" ? parts.in : parts.out);
}

/** Two branches of a union: a field in both keeps only the limits they agree on. */
function mergeBranches(first: FieldLengths, second: FieldLengths): FieldLengths {
  const merged = new Map([...first, ...second]);
  for (const [name, lengths] of first) {
    const other = second.get(name);
    if (!other) continue;
    merged.set(
      name,
      Object.fromEntries(
        Object.entries(lengths).filter(([key, value]) => other[key as keyof Limits] === value),
      ),
    );
  }
  return merged;
}

/**
 * Walks `schema` as Conform does, naming its fields the same way, and notes each text's
 * length limits. Through `a.pipe(b)` Conform reads only `b`, so a limit stated on `a` (a
 * text checked further by `b`, as an e-mail address or a phone number) counts for `b` when
 * `b` states none.
 */
function collectLengths(
  schema: z.ZodType | undefined,
  found: FieldLengths,
  name: string,
  seen: Set<z.ZodType>,
) {
  if (!schema || seen.has(schema)) return;
  seen.add(schema);
  const parts = partsOf(schema);
  const field = (path: string) => (name ? `${name}.${path}` : path);
  switch (parts.type) {
    case "object":
      for (const [key, inner] of Object.entries(parts.shape ?? {})) {
        collectLengths(inner, found, field(key), seen);
      }
      break;
    case "pipe": {
      const out = parts.out!;
      if (partsOf(out).type === "transform") collectLengths(parts.in, found, name, seen);
      else if (partsOf(out).type === "string") {
        found.set(name, { ...textLengths(parts.in), ...ownLengths(out) });
      } else collectLengths(out, found, name, seen);
      break;
    }
    case "string":
      found.set(name, ownLengths(schema));
      break;
    case "optional":
    case "default":
      collectLengths(parts.innerType, found, name, seen);
      // May be left out, whatever is inside: Conform marks it so, then lets a union inside
      // (a text or a number) mark it required again.
      if (name) found.set(name, { ...found.get(name), required: false });
      break;
    case "nullable":
    case "readonly":
      collectLengths(parts.innerType, found, name, seen);
      break;
    case "lazy":
      collectLengths(parts.getter?.(), found, name, seen);
      break;
    case "array":
      collectLengths(parts.element, found, `${name}[]`, seen);
      break;
    case "tuple":
      parts.items?.forEach((item, index) => collectLengths(item, found, `${name}[${index}]`, seen));
      break;
    case "intersection":
      collectLengths(parts.left, found, name, seen);
      collectLengths(parts.right, found, name, seen);
      break;
    case "union": {
      const branches = (parts.options ?? []).map((option) => {
        const branch: FieldLengths = new Map();
        collectLengths(option, branch, name, new Set(seen));
        return branch;
      });
      for (const [path, lengths] of branches.reduce(mergeBranches, new Map())) {
        found.set(path, lengths);
      }
      break;
    }
  }
  seen.delete(schema);
}

const lengthsBySchema = new WeakMap<z.ZodType, FieldLengths>();

/**
 * The limits and required marks of a schema's fields, as the inputs are given them.
 * Conform reads a text's length limits from where this zod no longer writes them; they are
 * read from the schema's checks through zod's public API and added, so the inputs get their
 * `maxLength` and `minLength` as the checks state them. A field that may be left out is never
 * marked required, even when Conform lost that inside it.
 */
export function schemaConstraint(schema: z.ZodType) {
  let lengths = lengthsBySchema.get(schema);
  if (!lengths) {
    lengths = new Map();
    collectLengths(schema, lengths, "", new Set());
    lengthsBySchema.set(schema, lengths);
  }
  const constraint = getZodConstraint(schema);
  for (const [name, limits] of lengths) {
    const field = constraint[name];
    if (field) Object.assign(field, limits);
  }
  return constraint;
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

// Kept apart so that a page using only this hook does not load Conform and zod.
export { useFormSuccess } from "./form-success";
