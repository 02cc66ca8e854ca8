import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { describe, expect, it } from "vitest";
import { serverOnly } from "../vite.config";

// The build refuses any server module that reaches the browser bundle; loaders and
// actions (stripped from it by React Router first) and the server build may import them.

const root = fileURLToPath(new URL("..", import.meta.url));
const serverDir = `${root}server/`;

async function resolve(consumer: "client" | "server", source: string, importer: string) {
  const plugin = serverOnly(serverDir) as Plugin & {
    resolveId: (this: unknown, ...args: unknown[]) => Promise<unknown>;
  };
  const context = {
    environment: { config: { consumer } },
    // What Vite's own resolver answers for these imports.
    resolve: async (id: string) => ({
      id: id.startsWith("#server/") ? `${serverDir}${id.slice(8)}.ts` : `${root}app/lib/${id}.ts`,
    }),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return plugin.resolveId.call(context, source, importer, {});
}

describe("server-only modules", () => {
  it("fail the browser build when a component imports one", async () => {
    await expect(
      resolve("client", "#server/config", `${root}app/components/form-field.tsx`),
    ).rejects.toThrow(
      /app\/components\/form-field.tsx imports server\/config.ts: server\/ is server-only/,
    );
  });

  it("may be imported by the server build and by other server modules", async () => {
    // null: the plugin has no say, Vite resolves the import as usual.
    await expect(
      resolve("server", "#server/config", `${root}app/routes/admin/store.tsx`),
    ).resolves.toBeNull();
    await expect(
      resolve("client", "#server/db/database", `${serverDir}main.ts`),
    ).resolves.toBeNull();
  });

  it("let the browser build resolve everything else as before", async () => {
    await expect(
      resolve("client", "format", `${root}app/components/form-field.tsx`),
    ).resolves.toEqual({ id: `${root}app/lib/format.ts` });
  });
});
