import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Browsers cannot be downloaded here: Debian's Chromium unless CHROMIUM_PATH says otherwise.
const chromium = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
const dataDir = `${process.env.TMPDIR ?? "/tmp"}/bancada-e2e-${process.pid}`;

export const E2E_ADMIN = { email: "admin@e2e.local", password: "Admin@E2e123" };

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? "list" : "line",
  // A budget for a whole flow, not a speed check (speed is the benchmarks'): on this 2-core machine a
  // long flow took 15–20 s and, with the machine twice as slow on a busy day, 30–35 s.
  timeout: 60_000,
  use: {
    baseURL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  // After the web server starts, before any spec: what the shared server's specs all assume (the shop's Pix key).
  globalSetup: "./e2e/global-setup.ts",
  // The e2e server runs the production build on a fresh embedded database of its own.
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx src/server/main.ts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      // Every test signs up from 127.0.0.1: the volume limits are lifted, sign-in lockout is not
      // (rate-limit.test.ts and the API suite hold the figures of docs/product.md §9).
      RATE_LIMIT_MULTIPLIER: "1000",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  },
});
