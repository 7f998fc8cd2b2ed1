import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { mainMenu } from "./fixtures";

// `npm start` on a fresh embedded database: a server of its own (the shared e2e server starts empty),
// seeded with the demo data, then stopped and started again on the same DATA_DIR.
const port = 3101;
const url = `http://localhost:${port}`;
const dataDir = join(tmpdir(), `bancada-e2e-demo-${process.pid}`);
let server: { process: ChildProcess; output: string } | undefined;

async function startServer() {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, PORT: String(port), APP_URL: url, DATA_DIR: dataDir, SEED_DEMO: "", ADMIN_EMAIL: "", ADMIN_PASSWORD: "", DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const started = { process: child, output: "" };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${started.output}`)), 30_000);
    const read = (chunk: Buffer) => {
      started.output += chunk.toString();
      if (started.output.includes("Bancada on")) {
        clearTimeout(timer);
        // The accounts are printed right after the first line.
        setTimeout(resolve, 200);
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${started.output}`)));
  });
  return started;
}

async function stopServer() {
  if (!server) return;
  const { process: child } = server;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
  server = undefined;
}

test.describe.configure({ mode: "serial" });
test.use({ baseURL: url });

test.beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  server = await startServer();
});
test.afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill("Bancada@2026");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Olá, / })).toBeVisible();
}

test("the first start seeds the demo data and prints the accounts", async ({ page }) => {
  for (const line of ["admin@demo.local", "tecnico@demo.local", "cliente@demo.local", "Bancada@2026"]) {
    expect(server?.output).toContain(line);
  }
  await signIn(page, "tecnico@demo.local");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Olá, Tiago Técnico!");
});

test("the Pedidos badge counts the pending orders in the user's scope", async ({ browser }) => {
  const staff = await browser.newPage();
  await signIn(staff, "admin@demo.local");
  // The demo shop has four orders, one of them finished.
  await expect(mainMenu(staff).getByRole("link", { name: /^Pedidos/ })).toHaveText("Pedidos3");

  const customer = await browser.newPage();
  await signIn(customer, "cliente@demo.local");
  await expect(mainMenu(customer).getByRole("link", { name: /^Pedidos/ })).toHaveText("Pedidos1");
});

test("a restart keeps the session and the data", async ({ page }) => {
  await signIn(page, "admin@demo.local");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Olá, Ana Administradora!");

  await stopServer();
  server = await startServer();
  expect(server.output).not.toContain("Demo accounts");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Olá, Ana Administradora!");
  await expect(mainMenu(page).getByRole("link", { name: /^Pedidos/ })).toHaveText("Pedidos3");
});
