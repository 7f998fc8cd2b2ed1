import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { aliases } from "./vite.config.ts";

const postgres = process.env.TEST_DATABASE_URL;

// unit: shared rules and web components; api: createApp() on a real database,
// once on PGlite and once more on Postgres when TEST_DATABASE_URL is set.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    // Vitest's default on two cores is one worker; most of an API file's time is waiting on its database
    // (PGlite restoring a template, Postgres round trips), so two keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/shared/**/*.test.ts", "src/web/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          environment: "jsdom",
        },
      },
      {
        extends: true,
        test: {
          name: "api-pglite",
          include: ["src/server/**/*.test.ts"],
          // Tests of several instances on one server need Postgres itself.
          exclude: ["src/server/**/*.pg.test.ts"],
          environment: "node",
          globalSetup: ["src/server/test/global-setup.ts"],
          env: { TEST_ENGINE: "pglite" },
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: {
                name: "api-postgres",
                include: ["src/server/**/*.test.ts"],
                environment: "node",
                globalSetup: ["src/server/test/global-setup.ts"],
                env: { TEST_ENGINE: "postgres" },
                testTimeout: 30000,
                hookTimeout: 60000,
              },
            },
          ]
        : []),
    ],
  },
});
