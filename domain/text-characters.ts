// Which characters a text field may hold, without zod: storefront pages (page titles, Open
// Graph tags, the WhatsApp text) use these too, and importing the form schemas there would
// bring zod into every shop page's JavaScript. domain/form-text.ts builds its schemas on them.
//
// A single-line field (a name, a title, a phone) holds no control character at all, so it can
// never start a new line in the WhatsApp text or a page; a multi-line field (a note, a
// description) keeps its line breaks ("\r\n" becomes "\n") and nothing else invisible. Neither
// may hold characters that reorder or hide text: bidi overrides and isolates, zero-width
// spaces, the byte-order mark. The zero-width joiner is kept only inside emoji sequences
// (👨‍🍳), where it belongs.

export const INVALID_CHARACTERS_MESSAGE = "Berisi karakter yang tidak diizinkan";
/** A value of the wrong kind (a number, an object, null where text belongs). */
export const INVALID_VALUE_MESSAGE = "Data tidak valid";

// C0 and C1 controls and DEL (\p{Cc}), line and paragraph separators, bidi marks,
// embeddings, overrides and isolates, zero-width space / non-joiner, word joiner and other
// invisible operators, the Mongolian vowel separator, the byte-order mark, interlinear
// annotation marks.
const CONTROL_OR_INVISIBLE =
  /[\p{Cc}\u2028\u2029\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\u200B\u200C\u2060-\u2064\u180E\uFEFF\uFFF9-\uFFFB]/gu;
// A joiner outside an emoji sequence: not preceded by a pictograph (with its optional
// variation selector or skin tone) or not followed by one.
const STRAY_JOINER =
  /(?<![\uFE0F\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}])\u200D|\u200D(?!\p{Extended_Pictographic})/gu;
// An unpaired surrogate (from a broken copy or a crafted request): not text at all.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const matches = (pattern: RegExp, text: string) => {
  pattern.lastIndex = 0;
  return pattern.test(text);
};

/** True when `text` may be stored in a single-line field. */
export function isSingleLineText(text: string): boolean {
  return (
    !matches(CONTROL_OR_INVISIBLE, text) &&
    !matches(STRAY_JOINER, text) &&
    !matches(LONE_SURROGATE, text)
  );
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
 * every control, invisible or line-breaking character becomes a space, runs of spaces one,
 * and half a character (a lone surrogate) the replacement character.
 * Values stored before the fields refused such characters pass through this too.
 */
export function toSingleLine(text: string): string {
  return text
    .replace(CONTROL_OR_INVISIBLE, " ")
    .replace(STRAY_JOINER, "")
    .replace(LONE_SURROGATE, "\uFFFD")
    .replace(/\s+/g, " ")
    .trim();
}
