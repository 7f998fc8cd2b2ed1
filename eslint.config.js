import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import prettier from "eslint-config-prettier";
import { readdirSync } from "node:fs";

// What every web file may not import (see restrictImports below).
const webPatterns = [
  { group: ["@server/*", "!@server/api"], message: "The web reaches the server only through @server/api's types." },
];
const webPaths = [
  { name: "@server/api", allowTypeImports: true, message: "Import the API contract's types only: import type { … }." },
];
// app/ (router, shell, guards) puts the features together: none of them, nor the shared parts they
// use, reaches back into it.
const appFence = {
  group: ["@web/app", "@web/app/*"],
  message: "Features, components and lib never import src/web/app/: it is what assembles them.",
};
const demosFence = {
  group: ["@web/demos", "@web/demos/*", "**/demos", "**/demos/*"],
  message: "Production code never imports the demos (src/web/demos/): only the router mounts them.",
};

/**
 * The features one feature may import; every other feature is forbidden to it. Data moves between
 * features through the API and the cache (src/web/lib/query-keys.ts), so this lists only the screens
 * that show another feature's component or read its data. The graph has no cycle: checked below.
 */
const FEATURE_DEPENDENCIES = {
  agenda: ["orders"], // the technicians to filter by; the visits' labels
  orders: ["clients", "settings", "whatsapp"], // the client picker; the shop's details on the printout; 'Enviar pelo WhatsApp'
  clients: ["whatsapp"], // 'Enviar pelo WhatsApp' on the client's orders
  tickets: ["clients"], // the client picker
  settings: ["security"], // 'Executar Backup' in the system card
  security: ["audit"], // the audit log tab
};
const FEATURES = readdirSync(new URL("./src/web/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
assertAcyclic(FEATURE_DEPENDENCIES);

/** Each feature's rule: the web's, plus the other features it may not import. */
function featureRules() {
  return FEATURES.map((feature) => {
    const allowed = new Set([feature, ...(FEATURE_DEPENDENCIES[feature] ?? [])]);
    const others = FEATURES.filter((other) => !allowed.has(other));
    const fence = {
      group: others.flatMap((other) => [`@web/features/${other}`, `@web/features/${other}/*`]),
      message: `A feature imports only the features FEATURE_DEPENDENCIES (eslint.config.js) gives it.`,
    };
    return restrictImports(
      `src/web/features/${feature}/**/*.{ts,tsx}`,
      [...webPatterns, demosFence, appFence, fence],
      webPaths,
    );
  });
}

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
  restrictImports(
    ["src/web/components/**/*.{ts,tsx}", "src/web/lib/**/*.{ts,tsx}"],
    [...webPatterns, demosFence, appFence],
    webPaths,
  ),
  restrictImports(["src/web/demos/**/*.{ts,tsx}", "src/web/app/pages.ts"], webPatterns, webPaths),
  ...featureRules(),
  restrictImports("src/server/**/*.ts", [{ group: ["@web/*"], message: "The server never imports the web app." }]),
  // A limit keyed by the full address would give an IPv6 client a fresh counter per address of its /64.
  {
    files: ["src/server/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: `CallExpression[callee.name=/^(limited|countEvent|checkRateLimit)$/] CallExpression[callee.property.name="get"][arguments.0.value="ip"]`,
          message: "Key a per-address limit with byAddress (middleware/rate-limit.ts), which groups IPv6 by /64.",
        },
      ],
    },
  },
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

/** Stops lint at once when the feature graph has a cycle, naming it. */
function assertAcyclic(graph) {
  const visiting = new Set();
  const done = new Set();
  const visit = (node, path) => {
    if (visiting.has(node)) throw new Error(`Cycle between features: ${[...path, node].join(" → ")}`);
    if (done.has(node)) return;
    visiting.add(node);
    for (const next of graph[node] ?? []) visit(next, [...path, node]);
    visiting.delete(node);
    done.add(node);
  };
  for (const node of Object.keys(graph)) visit(node, []);
}
