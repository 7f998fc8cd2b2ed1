import { randomUUID } from "node:crypto";
import { expect, request, type Page, type Response } from "@playwright/test";
import { baseURL } from "../playwright.config";

export { E2E_ADMIN } from "../playwright.config";

export const CLIENTE_PASSWORD = "Cliente@123";

/** An address no other test (or earlier run) uses, so tests never share accounts or limits. */
export function uniqueEmail(prefix = "cliente"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.local`;
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** Creates a cliente through the public API, the way the browser does: CSRF token first, then the write. */
export async function signUpCliente(overrides: Partial<Account> = {}): Promise<Account> {
  const account: Account = { name: "Cliente Teste", email: uniqueEmail(), password: CLIENTE_PASSWORD, ...overrides };
  const api = await request.newContext({ baseURL });
  try {
    const { token } = (await (await api.get("/api/csrf")).json()) as { token: string };
    const response = await api.post("/api/auth/sign-up/email", {
      data: account,
      headers: { "X-CSRF-Token": token, Origin: baseURL },
    });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await api.dispose();
  }
  return account;
}

/** Submits the login form and returns the server's answer to it. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<Response> {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/auth/sign-in/email")),
    page.getByRole("button", { name: "Entrar" }).click(),
  ]);
  return response;
}

/** Signs in through the login screen and waits for the dashboard. */
export async function signInWithUi(page: Page, account: Pick<Account, "email" | "password">): Promise<void> {
  await page.goto("/auth");
  const response = await submitSignIn(page, account.email, account.password);
  expect(response.status()).toBe(200);
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole("heading", { level: 1, name: /^Olá, / })).toBeVisible();
}

export const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Menu principal" });
