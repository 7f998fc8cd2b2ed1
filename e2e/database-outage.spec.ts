import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { startFaultProxy, type FaultProxy } from "@server/test/fault-proxy";
import { uniqueName } from "./fixtures";
import { DEMO_PASSWORD, OwnServer } from "./own-server";

// The app on a PostgreSQL server that goes away and comes back, as a restart does: a server of its own
// whose connections pass through a proxy the test can close. Only where a Postgres server is at hand
// (TEST_DATABASE_URL; CI always sets it).
const serverUrl = process.env.TEST_DATABASE_URL;
const UNAVAILABLE = "Serviço temporariamente indisponível. Tente novamente em instantes.";
const database = `bancada_e2e_outage_${process.pid}`;
const PORT = 3105;
let proxy: FaultProxy;
let server: OwnServer;

test.describe.configure({ mode: "serial" });
test.skip(!serverUrl, "needs a PostgreSQL server: set TEST_DATABASE_URL");
test.use({ baseURL: `http://localhost:${PORT}` });

/** Runs one statement on the Postgres server's maintenance database. */
async function admin(statement: string) {
  const url = new URL(serverUrl!);
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  const direct = new URL(serverUrl!);
  await admin(`drop database if exists ${database}`);
  await admin(`create database ${database}`);
  proxy = await startFaultProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = new URL(serverUrl!);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  viaProxy.pathname = `/${database}`;
  server = new OwnServer(PORT, {
    env: {
      DATABASE_URL: viaProxy.toString(),
      BETTER_AUTH_SECRET: "e2e-outage-secret-long-enough-0123456789",
      SEED_DEMO: "true",
    },
  });
  await server.start();
});
test.afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await admin(`drop database if exists ${database} with (force)`);
  server?.wipe();
});

async function signIn(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Olá, / })).toBeVisible();
}

async function walkThroughAnOutage(page: Page) {
  await signIn(page, "admin@demo.local");
  // A técnico and a customer, each in a browser of their own, signed in before the outage.
  const others = [];
  for (const email of ["tecnico@demo.local", "cliente@demo.local"]) {
    const other = await page
      .context()
      .browser()!
      .newPage({ baseURL: `http://localhost:${PORT}`, viewport: page.viewportSize() });
    await signIn(other, email);
    others.push(other);
  }
  await page.goto("/clients");
  await expect(page.getByRole("heading", { level: 1, name: "Clientes" })).toBeVisible();
  const name = uniqueName("Cliente");
  await page.getByRole("button", { name: "Novo Cliente" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo Cliente" });
  await dialog.getByLabel("Nome", { exact: true }).fill(name);
  await dialog.getByLabel("Telefone", { exact: true }).fill("(21) 99876-5432");
  await dialog.getByLabel("Endereço", { exact: true }).fill("Avenida Atlântica, 1702");

  // The database goes away while the form is open: saving says so, and the form keeps what was typed.
  await proxy.refuse();
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: UNAVAILABLE })).toBeVisible();
  await expect(dialog.getByLabel("Nome", { exact: true })).toHaveValue(name);

  // A page opened meanwhile tells the same, in pt-BR, with a way to try again.
  const other = await page.context().newPage();
  await other.goto("/orders");
  await expect(other.getByRole("heading", { name: "Serviço indisponível" })).toBeVisible({ timeout: 15_000 });
  await expect(other.getByText(UNAVAILABLE)).toBeVisible();

  // The técnico's orders and the customer's own orders say the same.
  for (const role of others) {
    await role.goto("/orders");
    await expect(role.getByRole("heading", { name: "Serviço indisponível" })).toBeVisible({ timeout: 15_000 });
    await expect(role.getByText(UNAVAILABLE)).toBeVisible();
  }

  // Back again: the same form saves, and the pages that failed load on 'Tentar novamente'.
  await proxy.pass();
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Cliente criado com sucesso")).toBeVisible();
  for (const failed of [other, ...others]) {
    await failed.getByRole("button", { name: "Tentar novamente" }).click();
    await expect(failed.getByRole("heading", { level: 1, name: /Pedidos$/ })).toBeVisible();
    await failed.close();
  }
}

test("an outage of the database is told in pt-BR, loses nothing typed, and service resumes by itself (desktop)", async ({
  page,
}) => {
  await walkThroughAnOutage(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test("an outage of the database is told in pt-BR, loses nothing typed, and service resumes by itself (phone)", async ({
    page,
  }) => {
    await walkThroughAnOutage(page);
  });
});
