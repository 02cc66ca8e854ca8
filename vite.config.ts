import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { asciiSource } from "./scripts/ascii-source.mjs";

const root = fileURLToPath(new URL(".", import.meta.url));

/** The path aliases of tsconfig.json, for Vite and Vitest. */
export const aliases = ["app", "server", "domain", "tests"].map((area) => ({
  find: new RegExp(`^#${area}/`),
  replacement: `${root}${area}/`,
}));

/**
 * Fails the browser build when anything under server/ reaches it: route modules import
 * server code for their loaders and actions, which React Router strips from the browser
 * bundle first; any import that survives would ship server code (and secrets) to phones.
 */
export function serverOnly(serverDir = `${root}server/`): Plugin {
  return {
    name: "gerai:server-only",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (this.environment.config.consumer !== "client") return null;
      if (!importer || importer.startsWith(serverDir)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved?.id.startsWith(serverDir)) {
        this.error(
          `${importer.slice(root.length)} imports ${resolved.id.slice(root.length)}: server/ is server-only and ` +
            "must not reach the browser bundle. Import it from a loader or action only.",
        );
      }
      return resolved;
    },
  };
}

/**
 * Writes the server build in ASCII (scripts/ascii-source.mjs): V8 keeps a module's source,
 * and a single character past Latin-1 doubles what the whole file takes. The browser build
 * keeps its characters: escapes would only add bytes to what phones download.
 */
export function asciiServerBuild(): Plugin {
  return {
    name: "gerai:ascii-server-build",
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== "server") return;
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk") output.code = asciiSource(output.code);
      }
    },
  };
}

/** Modules that share a file in the browser: see `storefrontChunks`. */
const CHUNK_GROUPS: [chunk: string, paths: RegExp][] = [
  // React, React DOM and React Router: every page runs all three. The root's error page
  // comes with them: every page, the admin's too, loads it with the root; so does the few
  // lines that load a page's part only where it is drawn (decision 087), a file of its own
  // otherwise.
  [
    "react",
    /\/node_modules\/(react|react-dom|scheduler|react-router)\/|\/app\/(components\/error-page|lib\/lazy-in-browser)\./,
  ],
  // What every page of a shop shows around its content, and the small helpers all of them use.
  [
    "shop",
    new RegExp(
      [
        "/app/components/shell/",
        "/app/lib/(utils|counting|shop-session|referral|revalidate|brand-meta|use-on-demand|nonce)\\.",
        "/app/components/icons/icon\\.",
        "/domain/(media|platform|text-characters)\\.",
        "/node_modules/clsx/",
        "vite/preload-helper",
      ].join("|"),
    ),
  ],
];

/**
 * Rollup gives each set of pages sharing modules a file of its own: a shop page came to load
 * some thirty files of a few hundred bytes, each compressed alone, each one more request.
 * The groups above are loaded by every shop page anyway, so one file each costs no page more
 * code and compresses as one (docs/decisions/026).
 */
function storefrontChunks(id: string): string | undefined {
  return CHUNK_GROUPS.find(([, paths]) => paths.test(id))?.[0];
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), serverOnly(), asciiServerBuild()],
  resolve: { alias: aliases },
  build: {
    // Hashed names under /assets/ are served with a one-year immutable cache.
    assetsDir: "assets",
    // Terser, two passes, for what phones download: 3 % less gzip than esbuild's minifier
    // on every page (decision 087). The server's build is not minified.
    ...(isSsrBuild
      ? {}
      : {
          minify: "terser" as const,
          terserOptions: { module: true, compress: { passes: 2 } },
        }),
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: storefrontChunks } },
  },
  ssr: {
    // Native and server-only modules load from node_modules at run time.
    external: ["better-sqlite3", "pg", "better-auth"],
  },
}));
