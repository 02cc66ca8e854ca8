import { z } from "zod";

// Text fields of every form, each refusal with an Indonesian message (zod's own messages
// are English).
//
// What a field may hold: a single-line field (a name, a title, a phone) holds no control
// character at all, so it can never start a new line in the WhatsApp text or a page; a
// multi-line field (a note, a description) keeps its line breaks ("\r\n" becomes "\n") and
// nothing else invisible. Neither may hold characters that reorder or hide text: bidi
// overrides and isolates, zero-width spaces, the byte-order mark. The zero-width joiner is
// kept only inside emoji sequences (👨‍🍳), where it belongs.

export const tooLongMessage = (max: number) => `Maksimal ${max} karakter`;

export const INVALID_CHARACTERS_MESSAGE = "Berisi karakter yang tidak diizinkan";
/** A value of the wrong kind (a number, an object, null where text belongs). */
export const INVALID_VALUE_MESSAGE = "Data tidak valid";

// C0 and C1 controls and DEL (\p{Cc}), line and paragraph separators, bidi marks,
// embeddings, overrides and isolates, zero-width space / non-joiner, word joiner and other
// invisible operators, the Mongolian vowel separator, the byte-order mark, interlinear
// annotation marks.
const INVISIBLE_OR_CONTROL =
  /[\p{Cc}\u2028\u2029\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\u200B\u200C\u2060-\u2064\u180E\uFEFF\uFFF9-\uFFFB]/u;
const CONTROL_EXCEPT_NEWLINE =
  /[\p{Cc}\u2028\u2029\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\u200B\u200C\u2060-\u2064\u180E\uFEFF\uFFF9-\uFFFB]/gu;
// A joiner outside an emoji sequence: not preceded by a pictograph (with its optional
// variation selector or skin tone) or not followed by one.
const STRAY_JOINER =
  /(?<![\p{Extended_Pictographic}\uFE0F\u{1F3FB}-\u{1F3FF}])\u200D|\u200D(?!\p{Extended_Pictographic})/u;
// An unpaired surrogate (from a broken copy or a crafted request): not text at all.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` may be stored in a single-line field. */
export function isSingleLineText(text: string): boolean {
  return !INVISIBLE_OR_CONTROL.test(text) && !STRAY_JOINER.test(text) && !LONE_SURROGATE.test(text);
}

/** True when `text` may be stored in a multi-line field ("\n" line breaks allowed). */
export function isMultiLineText(text: string): boolean {
  return isSingleLineText(text.replace(/\n/g, " "));
}

/** "\r\n" and lone "\r" as "\n", the way browsers submit a textarea. */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/**
 * For output into a one-line slot (the WhatsApp text, a page title, an Open Graph tag):
 * every control, invisible or line-breaking character becomes a space, runs of spaces one.
 * Values stored before the rules above existed pass through this too.
 */
export function toSingleLine(text: string): string {
  return text
    .replace(CONTROL_EXCEPT_NEWLINE, " ")
    .replace(new RegExp(STRAY_JOINER.source, "gu"), "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A z.string() that refuses characters the field may not hold (see above). */
export const lineString = (message: string = INVALID_CHARACTERS_MESSAGE) =>
  z.string({ error: message }).refine(isSingleLineText, { error: INVALID_CHARACTERS_MESSAGE });

/** A text that must be given: trimmed, `message` when blank, at most `max` characters. */
export const requiredText = (
  message: string,
  max: number,
  { multiline = false }: { multiline?: boolean } = {},
) =>
  z
    .string({ error: message })
    .transform(normalizeLineBreaks)
    .pipe(
      z
        .string()
        .trim()
        .min(1, { error: message })
        .max(max, { error: tooLongMessage(max) })
        .refine(multiline ? isMultiLineText : isSingleLineText, {
          error: INVALID_CHARACTERS_MESSAGE,
        }),
    );

/** A text that may be left out: trimmed, blank becomes null, at most `max` characters. */
export const optionalText = (max: number, { multiline = false }: { multiline?: boolean } = {}) =>
  z
    .string({ error: INVALID_VALUE_MESSAGE })
    .nullish()
    .transform((value) => (value == null ? value : normalizeLineBreaks(value)))
    .pipe(
      z
        .string()
        .trim()
        .max(max, { error: tooLongMessage(max) })
        .refine(multiline ? isMultiLineText : isSingleLineText, {
          error: INVALID_CHARACTERS_MESSAGE,
        })
        .nullish(),
    )
    .transform((value) => value || null);

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}
