import fc from "fast-check";

// Random and hostile values for every kind of input a visitor, a seller or a platform
// admin can send. Mostly-valid inputs are built as a valid value plus a few mutations, so a
// shrunk counterexample names the one field that breaks the route.

/** Pieces that have broken text handling somewhere: each one on its own, or inside text. */
export const HOSTILE_FRAGMENTS = [
  // C0 and C1 controls, DEL, line and paragraph separators.
  "\0",
  "\u0001",
  "\u0007",
  "\b",
  "\t",
  "\n",
  "\v",
  "\f",
  "\r",
  "\r\n",
  "\u001b[31m",
  "\u001f",
  "\u007f",
  "\u0080",
  "\u0085",
  "\u009b",
  "\u009f",
  "\u2028",
  "\u2029",
  // Bidi marks, embeddings, overrides and isolates.
  "\u202a",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200e",
  "\u200f",
  "\u061c",
  // Zero-width and invisible characters, a joiner outside emoji, the byte-order mark.
  "\u200b",
  "\u200c",
  "\u200d",
  "\u2060",
  "\ufeff",
  "\u180e",
  "\u00a0",
  // Lone and swapped surrogates.
  "\ud800",
  "\udfff",
  "\udc00\ud800",
  // Emoji and other characters outside the basic plane, combining marks, wide scripts.
  "😀",
  "👨‍🍳",
  "🇮🇩",
  "𝕏",
  "e\u0301",
  "漢字",
  "İ",
  // Markup, quotes and script.
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "</title><script>",
  '"',
  "'",
  "`",
  "&amp;",
  // URLs that must never be stored as a link or an image.
  "javascript:alert(1)",
  " JaVaScRiPt:alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "data:image/png;base64,iVBORw0KGgo=",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
  "//evil.example/x",
  // Escapes and paths.
  "%00",
  "%0A",
  "%0d%0a",
  "%2e%2e%2f",
  "%",
  "%zz",
  "../",
  "..\\",
  "/media/../../etc/passwd",
  "\\",
  "\\u0000",
  // Lines of the WhatsApp text, and its markup.
  "*Total Harga: Rp 1*",
  "\n*Total Harga: Rp 1*\n",
  "LUNAS",
  "\nLUNAS",
  "\r\nSudah dibayar: LUNAS",
  "\u2028*Total Harga: Rp 1*",
  "*",
  "_",
  "~",
  "```",
  // Template and query syntax, and words code treats specially.
  "${process.env}",
  "{{7*7}}",
  "'; DROP TABLE orders; --",
  "NaN",
  "null",
  "undefined",
  "[object Object]",
  "__proto__",
  "constructor",
  // Blanks.
  "",
  " ",
  "   ",
] as const;

/** Lengths around every limit the forms have (30, 60, 64, 100, 120, 128, 500, 1000, 2000…). */
const LENGTHS = [
  29, 30, 31, 50, 51, 59, 60, 61, 64, 65, 80, 81, 99, 100, 101, 119, 120, 121, 128, 129, 200, 201,
  300, 301, 499, 500, 501, 999, 1000, 1001, 1999, 2000, 2001, 5000, 20_000,
];

/** A string far past (or right at) a limit, of one- and two-unit characters. */
export const hugeText = fc
  .tuple(fc.constantFrom(...LENGTHS), fc.constantFrom("a", "é", "😀", " ", "9", "\n", "\0", "x\n"))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

const fragment = fc.constantFrom(...HOSTILE_FRAGMENTS);

/** Any text at all: plain, full-Unicode, built from hostile fragments, or huge. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.string({ maxLength: 16 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 16 }) },
  {
    weight: 5,
    arbitrary: fc
      .array(fc.oneof(fragment, fc.string({ maxLength: 6 })), { minLength: 1, maxLength: 5 })
      .map((parts) => parts.join("")),
  },
  { weight: 1, arbitrary: hugeText },
);

/** A valid value with something hostile inside or around it, so required checks pass. */
export function tainted(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    fc.tuple(valid, fragment, valid).map(([before, bad, after]) => `${before}${bad}${after}`),
    fc.tuple(valid, fragment).map(([text, bad]) => `${text}${bad}`),
    fc.tuple(fragment, valid).map(([bad, text]) => `${bad}${text}`),
    fc.tuple(valid, hugeText).map(([text, huge]) => `${text}${huge}`),
  );
}

/** Numbers no form expects: huge, negative, fractional, non-finite, at integer edges. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    1,
    -1,
    0.5,
    1.5,
    -0.5,
    0.1 + 0.2,
    999,
    1000,
    1001,
    2 ** 31 - 1,
    2 ** 31,
    2 ** 32,
    2 ** 53 - 1,
    2 ** 53,
    2 ** 53 + 2,
    1e15,
    1e21,
    1e308,
    -1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ),
  fc.integer(),
  fc.double(),
);

/** Numbers as text: thousands separators both ways, exponents, other digits, junk. */
export const numericText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "0",
    "-1",
    "-0",
    "1.5",
    "0.5",
    "1.000",
    "15.000",
    "1.000.000",
    "999.999.999.999.999",
    "1,000",
    "15.000,50",
    "1,5",
    "1e3",
    "1e308",
    "1e999",
    "-1e999",
    "0x1F",
    "0b11",
    "Infinity",
    "-Infinity",
    "NaN",
    " 12 ",
    "12abc",
    "Rp 15.000",
    "١٢٣",
    "１２３",
    "9".repeat(20),
    "9".repeat(400),
    "1_000",
    "+5",
    "--5",
    ".5",
    "5.",
    "00012",
    "",
  ),
  hostileNumber.map(String),
);

/** A value of the wrong kind where text or a number belongs. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hostileNumber,
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(fc.string({ maxLength: 4 }), fc.integer(), fc.constant(null)), {
    minLength: 1,
    maxLength: 3,
  }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.oneof(fc.string({ maxLength: 4 }), fc.integer()), {
    minKeys: 1,
    maxKeys: 3,
  }),
  fc.constant({ toString: "x", valueOf: 1 }),
);

/** Any JSON value, nested, with hostile text and numbers, keys from `keys` or anything. */
export function hostileJson(keys: readonly string[] = []): fc.Arbitrary<unknown> {
  const key = fc.oneof(
    { weight: 3, arbitrary: keys.length > 0 ? fc.constantFrom(...keys) : fc.string() },
    { weight: 1, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "prototype") },
  );
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      hostileText,
      hostileNumber,
      fc.boolean(),
      fc.constant(null),
      fc.array(tie("value"), { maxLength: 4 }),
      fc.dictionary(key, tie("value"), { maxKeys: 5, noNullPrototype: true }),
    ),
  }));
  return value;
}

/** Leaves a key out of the input altogether. */
export const OMIT = Symbol("omit");

/** Any text where a text field belongs: the right kind, hostile content. */
export function hostileString(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: tainted(valid) },
    { weight: 3, arbitrary: hostileText },
    { weight: 1, arbitrary: numericText },
  );
}

/** Anything where a text field belongs: hostile text, a value of another kind, or nothing. */
export function hostileField(valid: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: hostileString(valid) },
    { weight: 2, arbitrary: wrongType },
    { weight: 1, arbitrary: fc.constant(OMIT) },
  );
}

/** A value of another kind, or nothing, where a field belongs. */
export const wrongKind: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: wrongType },
  { weight: 1, arbitrary: fc.constant(OMIT) },
);

export type Mutation = { path: readonly (string | number)[]; value: unknown };

/**
 * A valid input with up to `max` of its fields replaced by hostile values (or removed).
 * Shrinking drops mutations first, so a counterexample shows the field that matters.
 */
export function mutated<T>(
  base: fc.Arbitrary<T>,
  fields: Record<string, fc.Arbitrary<unknown>>,
  max = 3,
): fc.Arbitrary<T> {
  const mutation = fc.oneof(
    ...Object.entries(fields).map(([path, value]) =>
      value.map<Mutation>((v) => ({ path: path.split("."), value: v })),
    ),
  );
  return fc
    .tuple(base, fc.array(mutation, { maxLength: max }))
    .map(([value, mutations]) => applyMutations(value, mutations));
}

/** A deep copy of plain objects and arrays; anything else (OMIT, a Blob) is kept as is. */
function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copy);
  if (
    typeof value === "object" &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item)]));
  }
  return value;
}

/** Removes every key whose value is OMIT, at any depth. */
function withoutOmitted(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== OMIT).map(withoutOmitted);
  if (
    typeof value === "object" &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== OMIT)
        .map(([key, item]) => [key, withoutOmitted(item)]),
    );
  }
  return value;
}

function applyMutations<T>(value: T, mutations: readonly Mutation[]): T {
  const out = copy(value);
  for (const { path, value: replacement } of mutations) {
    let target = out as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) {
      const next = target[key];
      if (typeof next !== "object" || next === null) break;
      target = next as Record<string | number, unknown>;
    }
    const last = path[path.length - 1];
    target[last] = replacement;
  }
  return withoutOmitted(out) as T;
}

/** A form body's fields: text only, so wrong kinds arrive as their text or not at all. */
export function toFormFields(input: Record<string, unknown>): [string, string][] {
  const fields: [string, string][] = [];
  for (const [key, value] of Object.entries(input)) {
    if (value === OMIT || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value)
        fields.push([key, typeof item === "string" ? item : JSON.stringify(item)]);
    } else {
      fields.push([key, typeof value === "string" ? value : (JSON.stringify(value) ?? "")]);
    }
  }
  return fields;
}

/** Plain words for the valid part of a text, in the shape sellers and customers type. */
export const word = fc.constantFrom(
  "Budi",
  "Sari",
  "Kopi",
  "Warung",
  "Roti Bakar",
  "Es Teh",
  "Jl. Merdeka No. 5",
  "Pedas",
  "Manis",
  "Toko Sejahtera",
);
