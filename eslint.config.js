import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// STYLE.md's boundaries, enforced: the environment is read in server/config.ts only,
// browser code never imports server modules, domain/ stays pure, no import cycles, routes
// leave queries to services, and seller-side queries are scoped with ownedBy.

/** A form's limits come from its domain schema or the server's constant (app/ only). */
const LIMITS_FROM_THE_SCHEMA = [
  {
    selector:
      "JSXAttribute[name.name=/^(maxLength|minLength|max|min)$/] > JSXExpressionContainer > Literal[raw=/^[0-9]/]",
    message: "Take the limit from the domain's schema or constant, the one the server checks.",
  },
  {
    selector: "JSXAttribute[name.name=/^(maxLength|minLength)$/] > Literal",
    message: "Take the limit from the domain's schema or constant, the one the server checks.",
  },
];

const QUERIES_IN_SERVICES = "Routes parse and call a service; queries live in server/services/.";

export default tseslint.config(
  {
    ignores: [
      ".node/**",
      "build/**",
      ".react-router/**",
      "node_modules/**",
      "test-results/**",
      "data/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      "import-x/no-cycle": "error",
      "import-x/no-default-export": "off",
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read the environment only in server/config.ts and pass the typed config on.",
        },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./domain",
              from: ["./server", "./app"],
              message: "domain/ is pure: no server or UI code.",
            },
            {
              // Route modules may import server code for their loaders/actions (React Router
              // strips those from the browser bundle); components, hooks and helpers may not.
              target: ["./app/components", "./app/features", "./app/lib"],
              from: "./server",
              message: "Browser code must not import server modules.",
            },
            {
              target: "./server",
              from: "./app",
              message: "The server does not depend on UI code.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A form's limits come from its domain schema (schemaConstraint) or the constant the
      // server checks with, never a number typed beside the input.
      "no-restricted-syntax": ["error", ...LIMITS_FROM_THE_SCHEMA],
    },
  },
  {
    // Small files (STYLE.md): a component, hook or route module past 300 lines of code is
    // split into its parts. A warning, which \`npm run lint\` (--max-warnings=0) refuses.
    files: ["app/**/*.{ts,tsx}"],
    rules: { "max-lines": ["warn", { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Routes are thin (STYLE.md): no database handle, query builder or SQL of their own.
    files: ["app/routes/**/*.{ts,tsx}", "app/root.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "kysely", message: QUERIES_IN_SERVICES }],
          patterns: [
            { group: ["\\#server/db/*", "**/server/db/*"], message: QUERIES_IN_SERVICES },
            { group: ["kysely/*"], message: QUERIES_IN_SERVICES },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        ...LIMITS_FROM_THE_SCHEMA,
        {
          selector:
            "MemberExpression[property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|transaction|connection|executeQuery|withTransaction)$/]",
          message: QUERIES_IN_SERVICES,
        },
      ],
    },
  },
  {
    // Server-only code lives under server/ (STYLE.md): features, components and helpers are
    // what the browser may load, so no Node built-ins there.
    files: ["app/features/**", "app/components/**", "app/lib/**"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^node:",
              message: "Server-only code lives under server/, imported by its route.",
            },
          ],
          paths: [
            "crypto",
            "fs",
            "path",
            "os",
            "stream",
            "zlib",
            "child_process",
            "worker_threads",
          ].map((name) => ({
            name,
            message: "Server-only code lives under server/, imported by its route.",
          })),
        },
      ],
    },
  },
  {
    // domain/ depends on nothing but zod and itself; its tests may use the test tools.
    files: ["domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!zod$|zod/|\\.{1,2}/|#domain/)",
              message: "domain/ imports only zod and domain/ itself.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["domain/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!zod$|zod/|\\.{1,2}/|#domain/|vitest$|fast-check$|node:)",
              message: "domain/'s tests import zod, domain/ and the test tools only.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every seller-side query is scoped with ownedBy (server/services/brand-scope.ts), never
    // with a brand_id condition written by hand against the owner's brand.
    files: ["server/**/*.ts"],
    ignores: ["server/**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.property.name=/^(where|having|on)$/][arguments.0.value=/(^|\\.)brand_id$/][arguments.2.object.name='owner'][arguments.2.property.name='brandId']",
          message: "Scope the owner's rows with ownedBy(owner) (server/services/brand-scope.ts).",
        },
      ],
    },
  },
  {
    // The server logs through server/logger.ts (JSON lines a collector reads), never the
    // console; a test may print what it likes.
    files: ["server/**/*.ts"],
    ignores: ["server/**/*.test.ts"],
    rules: { "no-console": "error" },
  },
  {
    files: ["server/config.ts", "tests/**", "scripts/**", "playwright.config.ts", "bench/**"],
    rules: { "no-restricted-properties": "off" },
  },
);
