import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  build: {
    // Hashed names under /assets/ are served with a one-year immutable cache.
    assetsDir: "assets",
  },
  ssr: {
    // Native and server-only modules load from node_modules at run time.
    external: ["better-sqlite3", "pg", "better-auth"],
  },
});
