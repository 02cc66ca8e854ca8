import fs from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "./utils";

/** Every word of every string in app/: the classes the app writes, and some other words. */
function wordsOfTheApp(): string[] {
  const words = new Set<string>();
  const directory = path.resolve(import.meta.dirname, "..");
  for (const file of fs.readdirSync(directory, { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(file)) continue;
    const text = fs.readFileSync(path.join(directory, file), "utf8");
    for (const [literal] of text.matchAll(/"[^"\n]*"|'[^'\n]*'|`[^`]*`/g)) {
      for (const word of literal.slice(1, -1).split(/\s+/)) if (word) words.add(word);
    }
  }
  return [...words];
}

describe("cn", () => {
  it("keeps the later of two classes that set the same thing", () => {
    expect(cn("h-10 px-4 py-2", "h-12 px-6")).toBe("py-2 h-12 px-6");
    expect(cn("text-sm text-muted-foreground", "text-destructive")).toBe(
      "text-sm text-destructive",
    );
    expect(cn("hover:bg-accent hover:text-accent-foreground", "hover:text-destructive")).toBe(
      "hover:bg-accent hover:text-destructive",
    );
    expect(cn("px-2", "p-4")).toBe("p-4");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("flex", false, undefined, { hidden: true })).toBe("hidden");
  });

  // A third of a million comparisons: seconds alone, many more beside other suites.
  it(
    "answers as tailwind-merge for every pair of classes written in app/",
    { timeout: 120_000 },
    () => {
      // tailwind-merge knows every Tailwind class: a word it takes for one is a class.
      const classes = wordsOfTheApp().filter((word) => twMerge(`${word} ${word}`) === word);
      expect(classes.length).toBeGreaterThan(400);
      const differences: string[] = [];
      for (const first of classes) {
        for (const second of classes) {
          const pair = `${first} ${second}`;
          const expected = twMerge(pair);
          if (cn(pair) !== expected) differences.push(`${pair} → ${expected}, not ${cn(pair)}`);
        }
      }
      expect(differences.slice(0, 30)).toEqual([]);

      // Longer lists, drawn the same way every run: a class dropped by a later one no longer
      // takes part, in both.
      let seed = 1;
      const draw = () => {
        seed = (seed * 48271) % 2147483647;
        return classes[seed % classes.length];
      };
      for (let round = 0; round < 20000; round++) {
        const list = Array.from({ length: 2 + (round % 6) }, draw).join(" ");
        if (cn(list) !== twMerge(list))
          differences.push(`${list} → ${twMerge(list)}, not ${cn(list)}`);
      }
      expect(differences.slice(0, 30)).toEqual([]);
    },
  );
});
