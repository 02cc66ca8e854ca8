import { test as base, expect } from "@playwright/test";

export { expect };

// The server address is decided in global-setup, after the config was read. Every test
// also fails on an uncaught page error or a console error (hydration mismatches, CSP
// refusals), apart from the browser's own note about a 404 response.
export const test = base.extend<{ consoleErrors: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- set by global-setup
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // The browser notes every 4xx answer, which forms and 404 pages give on purpose.
        if (/the server responded with a status of 4\d\d/.test(message.text())) return;
        errors.push(message.text());
      });
      await use(errors);
      expect(errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});
