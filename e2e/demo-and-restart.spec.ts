import { expect, type Page, test } from "@playwright/test";
import { mainMenu } from "./fixtures";
import { DEMO_PASSWORD, onOwnServer, OwnServer } from "./own-server";

// `npm start` on a fresh embedded database: a server of its own (the shared e2e server starts empty),
// seeded with the demo data, then stopped and started again on the same DATA_DIR.
const server = new OwnServer(3101);

onOwnServer(server);

async function signIn(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Olá, / })).toBeVisible();
}

test("the first start seeds the demo data and prints the accounts", async ({ page }) => {
  for (const line of ["admin@demo.local", "tecnico@demo.local", "cliente@demo.local", DEMO_PASSWORD]) {
    expect(server.output).toContain(line);
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

  await server.stop();
  await server.start();
  expect(server.output).not.toContain("Demo accounts");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Olá, Ana Administradora!");
  await expect(mainMenu(page).getByRole("link", { name: /^Pedidos/ })).toHaveText("Pedidos3");
});
