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
  orders: ["clients", "payments", "settings", "whatsapp"], // the client picker; the money's card and the deposit; the shop's details on the printout; 'Enviar pelo WhatsApp'
  clients: ["whatsapp"], // 'Enviar pelo WhatsApp' on the client's orders
  tickets: ["clients"], // the client picker
  settings: ["security"], // 'Executar Backup' in the system card
  security: ["audit"], // the audit log tab
  cash: ["orders", "settings"], // the printouts' sheets and paper; the shop's details on them
  sales: ["clients", "orders", "payments", "settings", "stock"], // the client picker; part lines and the 80 mm paper; the payment's fields and Pix code; the shop on the receipt; the part picker
  receivables: ["clients", "orders", "whatsapp"], // the client picker; the technicians to filter by; 'Cobrar pelo WhatsApp'
};
const FEATURES = foldersIn("./src/web/features");
assertAcyclic("features", FEATURE_DEPENDENCIES);

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

// The server's base rule, for every file of it: the web is out of reach.
const serverBase = [{ group: ["@web/*"], message: "The server never imports the web app." }];

/**
 * The server modules one module may import (src/server/modules/<module>); every other module is
 * forbidden to it, and a module not listed here imports none. Modules build on the infrastructure
 * (src/server/*.ts, db/, middleware/, lib/), which imports no module: the composition roots
 * (SERVER_ROOTS) assemble them, and nothing imports a root but another root. The graph has no cycle:
 * checked below. docs/decisions/036.
 */
const SERVER_MODULE_DEPENDENCIES = {
  account: ["clients", "mail", "users"], // linking and merging client records; the links' e-mails; a password set
  auth: ["account", "security"], // the confirmation e-mail at sign-up; sign-in detections and alerts
  backups: ["security"], // a corrupted backup raises an alert
  dashboard: ["agenda", "clients", "receivables", "stock"], // the day's visits; the customer's scope; what customers owe; parts under their minimum
  mail: ["company"], // the shop's name and contact in every message
  notifications: ["mail"], // a notification's e-mail
  orders: ["clients", "mail", "notifications", "payments", "stock"], // the customer's scope; an e-mail's form and link; telling them; the money at delivery and cancellation; parts out of and back into stock
  payments: ["cash", "clients"], // a payment joins the cash register's open day; the customer's scope for Pix
  revenue: ["receivables"], // what customers owe, beside the money received
  privacy: ["orders", "security"], // the customer's orders in their export; an alert on repeated exports
  quotes: ["notifications", "orders"], // telling the staff; the order's quote and its move on approval
  sales: ["payments", "stock"], // the sale's payment, its estorno and the Pix code; parts out of and back into stock
  search: ["clients"], // the customer's scope
  stock: ["notifications"], // a part under its minimum tells the staff
  tickets: ["clients", "notifications"], // the customer's record and scope; telling staff and customer
  tracking: ["company", "orders", "payments", "quotes"], // the shop on the page; the order; its money and Pix; the quote's form
  whatsapp: ["orders", "payments", "tracking"], // the order and its history; the balance's Pix; the link in the message
};
const SERVER_MODULES = foldersIn("./src/server/modules");
assertAcyclic("server modules", SERVER_MODULE_DEPENDENCIES);

// The files that put the server together, the only ones that import modules. Kept short on purpose.
const SERVER_ROOTS = [
  "src/server/api.ts", // the API: every module's routes; what the mail module's links come from
  "src/server/app.ts", // the app: the tracking pages, and what the audit trail records (audit, security)
  "src/server/main.ts", // start-up: the sign-up hook (clients) and the mail job
  "src/server/jobs.ts", // the scheduled backup (backups)
];
const ROOT_NAMES = SERVER_ROOTS.map((root) => root.slice("src/server/".length, -".ts".length));
const ROOTS_MESSAGE = "Only the composition roots import each other: nothing they assemble reaches back into them.";
const rootsFence = { group: ROOT_NAMES.map((name) => `@server/${name}`), message: ROOTS_MESSAGE };
const INFRASTRUCTURE_MESSAGE =
  "Infrastructure imports no module: move what both need down, or have a root inject it (eslint.config.js).";
const infrastructureFence = { group: ["@server/modules/*"], message: INFRASTRUCTURE_MESSAGE };
// Files beside the roots (src/server/*.ts) could reach them and the modules by relative paths too.
const besideRootsFences = [
  { group: ROOT_NAMES.map((name) => `./${name}`), message: ROOTS_MESSAGE },
  { group: ["./modules/*"], message: INFRASTRUCTURE_MESSAGE },
];
// Tests build fixtures from anything (a module's test may seed through another's service).
const SERVER_TESTS = ["**/*.test.ts"];

/** Each module's rule: the server's, plus the roots and the modules it may not import. */
function serverModuleRules() {
  return SERVER_MODULES.map((module) => {
    const allowed = new Set([module, ...(SERVER_MODULE_DEPENDENCIES[module] ?? [])]);
    const fence = {
      group: SERVER_MODULES.filter((other) => !allowed.has(other)).map((other) => `@server/modules/${other}/*`),
      message: "A server module imports only the modules SERVER_MODULE_DEPENDENCIES (eslint.config.js) gives it.",
    };
    return {
      ...restrictImports(`src/server/modules/${module}/**/*.ts`, [...serverBase, rootsFence, fence]),
      ignores: SERVER_TESTS,
    };
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
  restrictImports(
    ["src/web/demos/**/*.{ts,tsx}", "src/web/app/pages.ts", "src/web/app/pages-outside-shell.ts"],
    webPatterns,
    webPaths,
  ),
  ...featureRules(),
  // The server: modules one way (SERVER_MODULE_DEPENDENCIES), infrastructure below them all, the roots
  // on top. Tests keep the server's base rule only.
  restrictImports("src/server/**/*.ts", serverBase),
  {
    ...restrictImports(
      [
        "src/server/db/**/*.ts",
        "src/server/middleware/**/*.ts",
        "src/server/lib/**/*.ts",
        "src/server/storage/**/*.ts",
      ],
      [...serverBase, rootsFence, infrastructureFence],
    ),
    ignores: SERVER_TESTS,
  },
  {
    ...restrictImports("src/server/*.ts", [...serverBase, rootsFence, infrastructureFence, ...besideRootsFences]),
    ignores: [...SERVER_ROOTS, ...SERVER_TESTS],
  },
  ...serverModuleRules(),
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
  // Small files (issue 23): a source file past 200 lines is split along its seams. Tests and e2e specs
  // are exempt (a screen's or a resource's cases read best together); helpers and fixtures are not.
  {
    files: ["src/**/*.{ts,tsx}", "scripts/**/*.ts", "e2e/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "e2e/**/*.spec.ts"],
    rules: { "max-lines": ["error", { max: 200 }] },
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

/** The folders directly in a folder of this repository: the web's features, the server's modules. */
function foldersIn(folder) {
  return readdirSync(new URL(folder, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Stops lint at once when a dependency graph (of web features, of server modules) has a cycle, naming it. */
function assertAcyclic(what, graph) {
  const visiting = new Set();
  const done = new Set();
  const visit = (node, path) => {
    if (visiting.has(node)) throw new Error(`Cycle between ${what}: ${[...path, node].join(" → ")}`);
    if (done.has(node)) return;
    visiting.add(node);
    for (const next of graph[node] ?? []) visit(next, [...path, node]);
    visiting.delete(node);
    done.add(node);
  };
  for (const node of Object.keys(graph)) visit(node, []);
}
