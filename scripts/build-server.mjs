// Bundles server/main.ts into build/server/main.js next to React Router's server build, and
// the picture decoder's process (server/media/decoder-process.ts, a script of its own that the
// server starts) into build/server/decoder-process.js, the nota's PNG worker
// (server/nota/png-worker.ts) into build/server/png-worker.js; the nota's fonts go beside the
// server build. Dependencies stay external: they are installed from package.json.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { asciiSource } from "./ascii-source.mjs";

const result = await build({
  entryPoints: {
    main: "server/main.ts",
    "decoder-process": "server/media/decoder-process.ts",
    "png-worker": "server/nota/png-worker.ts",
  },
  outdir: "build/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  write: false,
});
// esbuild escapes what it writes of the code, not its comments (ascii-source.mjs). A comment
// runs to the end of its line, so the escapes move no code the source map points to.
for (const file of result.outputFiles) {
  fs.mkdirSync(path.dirname(file.path), { recursive: true });
  fs.writeFileSync(file.path, file.path.endsWith(".js") ? asciiSource(file.text) : file.contents);
}

// The nota's fonts, found beside the bundle that draws notas (React Router's server build) as
// beside their module in the source (server/nota/fonts.ts).
fs.cpSync("server/nota/fonts", "build/server/assets/fonts", { recursive: true });
