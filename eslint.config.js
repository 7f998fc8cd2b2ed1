import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["dist", "data", "node_modules", "test-results", "playwright-report", "src/server/db/migrations"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Arrows point one way: web and server depend on shared, never on each other.
    files: ["src/web/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/server/**"] }] },
  },
  {
    files: ["src/server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/web/**"] }] },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/web/**", "**/server/**"] }] },
  },
);
