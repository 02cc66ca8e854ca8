import { z } from "zod";

import {
  INVALID_CHARACTERS_MESSAGE,
  INVALID_VALUE_MESSAGE,
  isMultiLineText,
  isSingleLineText,
  normalizeLineBreaks,
} from "./text-characters";

// Text fields of every form, each refusal with an Indonesian message (zod's own messages
// are English). Which characters a field may hold is decided in domain/text-characters.ts.

export {
  INVALID_CHARACTERS_MESSAGE,
  INVALID_VALUE_MESSAGE,
  isMultiLineText,
  isSingleLineText,
  normalizeLineBreaks,
};
export { toSingleLine } from "./text-characters";

/** What the user reads when the server failed for a reason of its own. */
export const INTERNAL_ERROR_MESSAGE = "Terjadi kesalahan pada server. Silakan coba lagi.";

export const tooLongMessage = (max: number) => `Maksimal ${max} karakter`;

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
