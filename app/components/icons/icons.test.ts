import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ICONS_DIR, iconSprite } from "../../../scripts/icon-sprite.mjs";

const APP_DIR = path.join(ICONS_DIR, "..", "..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).flatMap((file) => {
    const full = path.join(dir, file);
    return /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) ? [full] : [];
  });
}

describe("the icon sprite", () => {
  it("is the one scripts/icon-sprite.mjs writes from the drawings in svg/", () => {
    const { sprite, module } = iconSprite();
    const stale = "out of date: run node scripts/icon-sprite.mjs";
    expect(fs.readFileSync(path.join(ICONS_DIR, "sprite.svg"), "utf8"), stale).toBe(sprite);
    expect(fs.readFileSync(path.join(ICONS_DIR, "icon-name.ts"), "utf8"), stale).toBe(module);
  });

  it("holds one symbol per drawing, each with Lucide's view box", () => {
    const { sprite } = iconSprite();
    const drawings = fs.readdirSync(path.join(ICONS_DIR, "svg")).map((file) => file.slice(0, -4));
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)];
    expect(symbols.map(([, id]) => id)).toEqual(drawings.sort());
    expect(sprite).not.toMatch(/<svg[^>]*>\s*<svg/);
  });

  it("carries only icons the app shows", () => {
    const code = sourceFiles(APP_DIR)
      .filter((file) => !file.endsWith("icon-name.ts"))
      .map((file) => fs.readFileSync(file, "utf8"))
      .join("\n");
    const unused = fs
      .readdirSync(path.join(ICONS_DIR, "svg"))
      .map((file) => file.slice(0, -4))
      .filter((name) => !code.includes(`"${name}"`));
    expect(unused, "drawings no page names: delete them and run the script").toEqual([]);
  });

  it("refuses a drawing that is not Lucide's, naming the file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "icons-"));
    try {
      fs.mkdirSync(path.join(dir, "svg"));
      fs.writeFileSync(
        path.join(dir, "svg", "blob.svg"),
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M0 0h16"/></svg>',
      );
      expect(() => iconSprite(dir)).toThrow(/blob\.svg: not one of Lucide's drawings/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
