import { z } from "zod";

// Text fields of the sellers' forms, each refusal with an Indonesian message (zod's own
// messages are English).

export const tooLongMessage = (max: number) => `Maksimal ${max} karakter`;

/** A text that must be given: trimmed, `message` when blank, at most `max` characters. */
export const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLongMessage(max) });

/** A text that may be left out: trimmed, blank becomes null, at most `max` characters. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLongMessage(max) })
    .nullish()
    .transform((value) => value || null);

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}
