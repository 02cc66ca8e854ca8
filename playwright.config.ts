import fs from "node:fs";
import { defineConfig } from "@playwright/test";

// End-to-end tests drive the system Chromium (never a downloaded browser) against the
// production build, started by tests/e2e/global-setup.ts on a free port.
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install it with "apt-get install -y chromium" ` +
      "or point CHROMIUM_PATH at a Chromium/Chrome binary.",
  );
}

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  // Journeys such as register → verify → reset → sign in take 15 s alone and twice that with
  // two workers on a two-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Recording a trace (DOM snapshots and a screencast of every step) costs the browser
    // about a tenth of the run; CI keeps the failure's screenshot and page snapshot, and a
    // failing test is traced again locally (or with --trace on).
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // One process fewer per browser on a two-core machine: the compositor, drawn in
        // software anyway, runs inside the browser process.
        "--in-process-gpu",
      ],
    },
  },
  // Most of Gerai's sellers and customers are on a phone, so every test runs on the mobile
  // project, which also has touch and a phone's pixel density. The desktop project runs only
  // the tests tagged @layout: those whose behaviour depends on the viewport (admin sidebar or
  // sheet, order table or cards, geometry, overflow, visible text) and one journey of each
  // area, so every journey still runs on both. The rest would repeat the same requests on a
  // wider page.
  projects: [
    {
      name: "mobile",
      use: {
        browserName: "chromium",
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: "desktop",
      grep: /@layout/,
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
  ],
});
