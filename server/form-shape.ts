import type { SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { INVALID_VALUE_MESSAGE } from "#domain/form-text";
import { AppError } from "./errors";

// A posted form's field names are paths (`options[3].choices[7].name`, Conform's naming), and
// Conform builds the value they describe before any schema sees it: `x[100000000]=1` is a list
// of a hundred million places, which the schema then walks and the answer echoes back. So the
// shape a form may build is bounded from its names alone, before it is parsed: how many fields,
// how long a name, how deep a path, and how many places all its lists hold together. The
// bounds are far above the largest real form (a product of 20 options of 50 priced choices).

export const FORM_SHAPE_LIMITS = {
  /** Fields in one form. */
  fields: 5_000,
  /** Characters in one field's name. */
  nameLength: 200,
  /** Segments of one path: `options[3].choices[7].name` has five. */
  depth: 8,
  /** Places in all the lists the names make, together. */
  listPlaces: 5_000,
} as const;

/** Conform's intent field: a button's insert, remove, reorder, update or reset, as JSON. */
const INTENT_FIELD = "__intent__";
const STATE_FIELD = "__state__";

type Segment = string | number | "";

// The same grammar as Conform's path parser: names, `[n]` indexes, `[]` appends.
const SEGMENT = /([^.[\]]+)|\[(\d*)\]/g;

/** A name's segments, or undefined when Conform would not read it as a path. */
function pathSegments(name: string): Segment[] | undefined {
  const segments: Segment[] = [];
  let end = 0;
  SEGMENT.lastIndex = 0;
  for (let match = SEGMENT.exec(name); match; match = SEGMENT.exec(name)) {
    const isJoined = match.index === end || (match.index === end + 1 && name[end] === ".");
    if (!isJoined) return undefined;
    const [, key, index] = match;
    if (key !== undefined) segments.push(key);
    else if (index === "") segments.push("");
    else segments.push(Number(index));
    end = SEGMENT.lastIndex;
  }
  return end === name.length ? segments : undefined;
}

/** Counts the places each list of a form takes, by the list's path. */
class ListPlaces {
  private readonly longest = new Map<string, number>();
  private appended = 0;
  total = 0;

  add(segments: readonly Segment[]) {
    let prefix = "";
    for (const segment of segments) {
      if (segment === "") {
        this.appended += 1;
        this.total += 1;
      } else if (typeof segment === "number") {
        const before = this.longest.get(prefix) ?? 0;
        if (segment + 1 > before) {
          this.longest.set(prefix, segment + 1);
          this.total += segment + 1 - before;
        }
      }
      prefix += typeof segment === "number" ? `[${segment}]` : `.${segment}`;
    }
  }
}

function refuse(): never {
  throw new AppError("VALIDATION", INVALID_VALUE_MESSAGE);
}

/** The paths an intent button would write to, as names; nothing when it names none. */
function intentPaths(serialized: FormDataEntryValue): string[] {
  if (typeof serialized !== "string") refuse();
  let intent: unknown;
  try {
    intent = JSON.parse(serialized);
  } catch {
    refuse();
  }
  if (typeof intent !== "object" || intent === null) refuse();
  const { type, payload } = intent as { type?: unknown; payload?: unknown };
  if (typeof type !== "string" || typeof payload !== "object" || payload === null) refuse();
  const { name, index, from, to } = payload as Record<string, unknown>;
  if (name !== undefined && typeof name !== "string") refuse();
  const base = name ?? "";
  const paths = [base];
  for (const position of [index, from, to]) {
    if (position === undefined) continue;
    if (!Number.isSafeInteger(position) || (position as number) < 0) refuse();
    paths.push(`${base}[${position as number}]`);
  }
  return paths.filter((path) => path !== "");
}

/**
 * Refuses, as a VALIDATION error, a form whose names would build more than
 * FORM_SHAPE_LIMITS allow; reads only the names, never builds anything.
 */
export function checkFormShape(form: FormData): void {
  const places = new ListPlaces();
  let fields = 0;
  const check = (name: string) => {
    if (name.length > FORM_SHAPE_LIMITS.nameLength) refuse();
    const segments = pathSegments(name);
    // A name Conform cannot read as a path is dropped by it: nothing is built.
    if (!segments) return;
    if (segments.length > FORM_SHAPE_LIMITS.depth) refuse();
    places.add(segments);
    if (places.total > FORM_SHAPE_LIMITS.listPlaces) refuse();
  };
  for (const [name, value] of form) {
    fields += 1;
    if (fields > FORM_SHAPE_LIMITS.fields) refuse();
    if (name === STATE_FIELD) refuse();
    if (name === INTENT_FIELD) intentPaths(value).forEach(check);
    else check(name);
  }
}

/**
 * The top-level field names a schema reads: the keys of its object, of every option of a
 * union, through pipes, refinements and wrappers. What a refused form is sent back with is
 * cut to these, so an answer never carries fields the form does not have.
 */
export function schemaFieldNames(schema: z.ZodType): Set<string> {
  const names = new Set<string>();
  const visit = (type: z.core.$ZodType) => {
    const def = type._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
    switch (def.type) {
      case "object":
        for (const key of Object.keys(def.shape as object)) names.add(key);
        return;
      case "union":
        for (const option of def.options as z.core.$ZodType[]) visit(option);
        return;
      case "pipe":
        visit(def.in as z.core.$ZodType);
        return;
      case "intersection":
        visit(def.left as z.core.$ZodType);
        visit(def.right as z.core.$ZodType);
        return;
      case "lazy":
        visit((def.getter as () => z.core.$ZodType)());
        return;
      default:
        if (def.innerType) visit(def.innerType as z.core.$ZodType);
    }
  };
  visit(schema);
  return names;
}

/** The first segment of a field's name: `options` of `options[3].name`. */
function topLevelName(name: string): string {
  return /^[^.[\]]*/.exec(name)![0];
}

/**
 * A submission's answer with only what concerns the schema's fields: the values typed in
 * them, the names of those posted, an intent on one of them, and never Conform's state.
 */
export function withSchemaFieldsOnly<R extends SubmissionResult<string[]>>(
  result: R,
  names: ReadonlySet<string>,
): R {
  const kept = { ...result, state: undefined };
  if (result.initialValue) {
    kept.initialValue = Object.fromEntries(
      Object.entries(result.initialValue).filter(([name]) => names.has(name)),
    ) as R["initialValue"];
  }
  if (result.fields) kept.fields = result.fields.filter((name) => names.has(topLevelName(name)));
  const intentName = (result.intent?.payload as { name?: unknown } | undefined)?.name;
  if (typeof intentName === "string" && !names.has(topLevelName(intentName))) {
    kept.intent = undefined;
  }
  return kept;
}
