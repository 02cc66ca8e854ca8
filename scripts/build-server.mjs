// Bundles server/main.ts into build/server/main.js next to React Router's server build, and
// the picture decoder's process (server/media/decoder-process.ts, a script of its own that the
// server starts) into build/server/decoder-process.js. Dependencies stay external: they are
// installed from package.json.
import { build } from "esbuild";

await build({
  entryPoints: {
    main: "server/main.ts",
    "decoder-process": "server/media/decoder-process.ts",
  },
  outdir: "build/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
