import { defineConfig } from "vitest/config";
import { aliases } from "./vite.config";

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    // Vitest's default leaves a core free, one worker on a two-core machine; the suites wait
    // on databases, servers and the network as much as they compute.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "domain/**/*.test.ts",
            "server/**/*.test.ts",
            "app/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // One migrated database of each kind, copied for every suite.
          globalSetup: ["tests/integration/support/template-databases.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Runs the production build (npm run build first) as separate processes and
          // hurts them: kills, signals, cut connections, floods. Each file starts servers
          // of its own, on their own ports, data folders and PostgreSQL databases.
          name: "reliability",
          include: ["tests/reliability/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
