import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// STYLE.md's boundaries, enforced: the environment is read in server/config.ts only,
// browser code never imports server modules, domain/ stays pure, no import cycles.
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
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "JSXAttribute[name.name=/^(maxLength|minLength|max|min)$/] > JSXExpressionContainer > Literal[raw=/^[0-9]/]",
          message:
            "Take the limit from the domain's schema or constant, the one the server checks.",
        },
        {
          selector: "JSXAttribute[name.name=/^(maxLength|minLength)$/] > Literal",
          message:
            "Take the limit from the domain's schema or constant, the one the server checks.",
        },
      ],
    },
  },
  {
    files: ["server/config.ts", "tests/**", "scripts/**", "playwright.config.ts", "bench/**"],
    rules: { "no-restricted-properties": "off" },
  },
);
