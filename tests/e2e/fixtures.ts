import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

// The server address is decided in global-setup, after the config was read.
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- set by global-setup
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
});
