// The interface's icons: Lucide's drawings (lucide.dev, ISC licence), one file each under
// app/components/icons/svg/ as Lucide gives them, become one sprite of <symbol>s that pages
// load once as a hashed asset, and the list of names the Icon component accepts.
//   node scripts/icon-sprite.mjs
// writes app/components/icons/sprite.svg and icon-name.ts; icons.test.ts fails while either
// is out of date. To add an icon, put Lucide's SVG file in svg/ under the name the code uses.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ICONS_DIR = fileURLToPath(new URL("../app/components/icons/", import.meta.url));

/** The attributes every drawing is made for: the Icon component sets them on its <svg>. */
const LUCIDE_ROOT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" ' +
  'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" ' +
  'stroke-linejoin="round">';

/** The sprite and the names' module, as they should be for the drawings in `dir`/svg. */
export function iconSprite(dir = ICONS_DIR) {
  const names = fs
    .readdirSync(path.join(dir, "svg"))
    .filter((file) => file.endsWith(".svg"))
    .map((file) => file.slice(0, -".svg".length))
    .sort();
  const symbols = names.map((name) => {
    const file = `${name}.svg`;
    const text = fs.readFileSync(path.join(dir, "svg", file), "utf8").trim();
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) {
      throw new Error(`${file}: an icon's name is lowercase words joined by hyphens`);
    }
    if (!text.startsWith(LUCIDE_ROOT) || !text.endsWith("</svg>")) {
      throw new Error(
        `${file}: not one of Lucide's drawings (expected it to open with ${LUCIDE_ROOT})`,
      );
    }
    const shapes = text
      .slice(LUCIDE_ROOT.length, -"</svg>".length)
      .split("\n")
      .map((line) => line.trim().replace(/\s*\/>$/, "/>"))
      .filter(Boolean)
      .join("");
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
  const module =
    "// Written by scripts/icon-sprite.mjs from the drawings in svg/: run it again, do not edit.\n" +
    `export type IconName =\n${names.map((name) => `  | "${name}"`).join("\n")};\n`;
  return { sprite, module };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { sprite, module } = iconSprite();
  fs.writeFileSync(path.join(ICONS_DIR, "sprite.svg"), sprite);
  fs.writeFileSync(path.join(ICONS_DIR, "icon-name.ts"), module);
  console.log(`${sprite.split("<symbol").length - 1} icons in app/components/icons/sprite.svg`);
}
