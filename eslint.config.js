import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import prettier from "eslint-config-prettier";

// What every web file may not import (see restrictImports below).
const webPatterns = [
  { group: ["@server/*", "!@server/api"], message: "The web reaches the server only through @server/api's types." },
];
const webPaths = [
  { name: "@server/api", allowTypeImports: true, message: "Import the API contract's types only: import type { … }." },
];
const demosFence = {
  group: ["@web/demos", "@web/demos/*", "**/demos", "**/demos/*"],
  message: "Production code never imports the demos (src/web/demos/): only the router mounts them.",
};

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
  // Arrows point one way: web and server depend on shared, never on each other; the web knows the
  // server only through the types of its API contract (src/server/api.ts), never its code.
  // The security demos (src/web/demos/) are fenced off: production never imports them; only the demos
  // themselves and the router, which mounts their pages lazily, may. Those files get the web's rule
  // without the fence (a later rule for the same files replaces the earlier one).
  restrictImports("src/web/**/*.{ts,tsx}", [...webPatterns, demosFence], webPaths),
  restrictImports(["src/web/demos/**/*.{ts,tsx}", "src/web/app/router.tsx"], webPatterns, webPaths),
  restrictImports("src/server/**/*.ts", [{ group: ["@web/*"], message: "The server never imports the web app." }]),
  restrictImports("src/shared/**/*.ts", [
    { group: ["@web/*", "@server/*"], message: "Shared code imports nothing of either side." },
  ]),
  prettier,
);

/**
 * One no-restricted-imports rule for a part of the tree (a later rule for the same files would replace
 * it, so each part states all of its own): its forbidden groups, plus the one every part has: aliases
 * (@shared, @server, @web) instead of relative paths that climb out of a folder.
 */
function restrictImports(files, patterns, paths = []) {
  const climbing = { regex: "^\\.\\./", message: "Import through @shared/…, @server/… or @web/… instead of ../" };
  return {
    files: [files].flat(),
    rules: { "no-restricted-imports": ["error", { patterns: [climbing, ...patterns], paths }] },
  };
}
