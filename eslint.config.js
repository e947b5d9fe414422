// ESLint flat config (ESLint 10, typescript-eslint). `npm run lint` = `eslint .`
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

const unusedVars = [
  "error",
  {
    args: "after-used",
    argsIgnorePattern: "^_",
    varsIgnorePattern: "^_",
    caughtErrorsIgnorePattern: "^_",
    destructuredArrayIgnorePattern: "^_",
    ignoreRestSiblings: true,
  },
];

export default defineConfig([
  globalIgnores(["dist/", "dist-quench/", "dist-dnd5e/", "release/", "node_modules/", "coverage/", "test-results/", "packs/", "reports/", ".stryker-tmp*/", "test/fixtures/"]),

  {
    files: ["**/*.{js,mjs,cjs,ts,mts,cts}"],
    extends: [js.configs.recommended],
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      // The system runs in the browser; scripts, tests and benchmarks run in Node.
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "no-unused-vars": unusedVars,
    },
  },

  {
    files: ["**/*.{ts,mts,cts}"],
    extends: [tseslint.configs.recommended],
    rules: {
      "no-unused-vars": "off",
      "@typescript-eslint/no-unused-vars": unusedVars,
      "@typescript-eslint/no-explicit-any": "warn",
    },
  },

  // The game rules are plain, fully typed data in and decisions out: no `any` at all.
  {
    files: ["src/rules/**/*.ts"],
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
]);
