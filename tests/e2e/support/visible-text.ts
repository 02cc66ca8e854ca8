import type { Page } from "@playwright/test";
import { ENGLISH_WORDS } from "./english-words";
import { SPEC_QUOTED_PHRASES } from "./spec-english";

// Reads what a person meets on a page, as text: what is rendered, what a screen reader
// announces (aria-label, alt, title), what sits in empty fields (placeholder), the tab's
// title, and what the browser itself draws inside a native file input. Then finds the English
// words in it that no quoted spec phrase accounts for.

export type EnglishFinding = { where: string; word: string; context: string };

/** Everything readable on the page right now, one piece per line. */
export async function readVisibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [document.title, document.body.innerText];
    const ATTRIBUTES = ["aria-label", "aria-roledescription", "placeholder", "title", "alt"];
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      for (const attribute of ATTRIBUTES) {
        const value = element.getAttribute(attribute);
        if (value) parts.push(value);
      }
      if (element instanceof HTMLSelectElement) {
        for (const option of Array.from(element.options)) parts.push(option.text);
      }
      if (!(element instanceof HTMLInputElement)) continue;
      if (["button", "submit", "reset"].includes(element.type)) parts.push(element.value);
      // A file input the browser draws itself reads "Choose file" / "No file chosen"; one
      // hidden behind a label of ours (a 1 px screen-reader-only box) shows nothing.
      const box = element.getBoundingClientRect();
      if (
        element.type === "file" &&
        box.width > 1 &&
        box.height > 1 &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      ) {
        parts.push(element.multiple ? "Choose Files" : "Choose File");
        if (!element.files?.length) parts.push("No file chosen");
      }
    }
    return parts.join("\n");
  });
}

const quotedPatterns = SPEC_QUOTED_PHRASES.map(
  (phrase) =>
    new RegExp(
      phrase
        .split("{n}")
        .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+"))
        .join("\\d+"),
      "giu",
    ),
);

/** The English words of `text` left once the spec's quoted phrases are taken out. */
export function findEnglishWords(text: string): { word: string; context: string }[] {
  let rest = text
    // Addresses are the shop's own data, not interface text.
    .replace(/\S+@\S+\.\S+/g, " ")
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, " ")
    .replace(/\b(?:\d{1,3}(?:\.\d{1,3}){3}|localhost)(?::\d+)?\S*/g, " ")
    // "No." is Indonesian shorthand for "nomor" (No. HP, No. Pesanan).
    .replace(/\bNo\.(?=\s)/g, "Nomor");
  for (const pattern of quotedPatterns) rest = rest.replace(pattern, " ¦ ");
  const findings: { word: string; context: string }[] = [];
  for (const match of rest.matchAll(/[A-Za-z]+(?:['’][A-Za-z]+)*/g)) {
    if (!ENGLISH_WORDS.has(match[0].toLowerCase())) continue;
    const start = Math.max(0, match.index - 30);
    const context = rest
      .slice(start, match.index + match[0].length + 30)
      .replace(/\s+/g, " ")
      .trim();
    findings.push({ word: match[0], context });
  }
  return findings;
}

/** Collects the English found on each screen visited, to be reported together at the end. */
export class EnglishCheck {
  readonly findings: EnglishFinding[] = [];

  constructor(private readonly page: Page) {}

  /** Reads the page as it is now; `where` names the screen in the report. */
  async read(where: string): Promise<void> {
    const text = await readVisibleText(this.page);
    for (const finding of findEnglishWords(text)) this.findings.push({ where, ...finding });
  }

  /**
   * One line per distinct finding, to read in the failure message: a text seen again on a
   * later screen (the menu, a page behind its dialog) is named once, where it was first seen.
   */
  report(): string[] {
    const lines = new Map<string, string>();
    for (const { where, word, context } of this.findings) {
      const key = `${word}\u0000${context}`;
      if (!lines.has(key)) lines.set(key, `${where}: "${word}" in "…${context}…"`);
    }
    return [...lines.values()];
  }
}
