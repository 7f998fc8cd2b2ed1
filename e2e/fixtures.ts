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

/**
 * Signs the browser in through the API (its cookie lands in the page's context), for tests about
 * other screens: faster than the login form, which auth.spec covers.
 */
export async function signInWithApi(page: Page, account: Pick<Account, "email" | "password">): Promise<void> {
  const headers = { Origin: baseURL };
  const { token } = (await (await page.request.get("/api/csrf", { headers })).json()) as { token: string };
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: account,
    headers: { ...headers, "X-CSRF-Token": token },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Menu principal" });

/**
 * A name no other test uses that still passes the name rule (letters and spaces only):
 * random hex digits become letters.
 */
export function uniqueName(prefix: string): string {
  const letters = randomUUID()
    .replace(/-/g, "")
    .slice(0, 8)
    .replace(/\d/g, (d) => "ghijklmnop"[Number(d)] ?? "x");
  return `${prefix} ${letters[0]?.toUpperCase()}${letters.slice(1)}`;
}

/** A valid CPF (check digits computed) that no other test uses, formatted 000.000.000-00. */
export function uniqueCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, i) => total + digit * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  const text = digits.join("");
  return `${text.slice(0, 3)}.${text.slice(3, 6)}.${text.slice(6, 9)}-${text.slice(9)}`;
}

/** An HTTP session of one account, writing the way the browser does (CSRF token bound to the session cookie). */
export interface ApiSession {
  get<T>(path: string): Promise<T>;
  send<T>(method: "POST" | "PUT" | "DELETE", path: string, data?: unknown): Promise<T>;
  /** A multipart upload of files under one field name. */
  upload<T>(path: string, field: string, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<T>;
  dispose(): Promise<void>;
}

/** A signed-in API session of the account, on the shared e2e server unless `server` names another. */
export async function apiSessionOf(
  account: Pick<Account, "email" | "password">,
  server = baseURL,
): Promise<ApiSession> {
  const api = await request.newContext({ baseURL: server, extraHTTPHeaders: { Origin: server } });
  const csrf = async () => ((await (await api.get("/api/csrf")).json()) as { token: string }).token;
  const signIn = await api.post("/api/auth/sign-in/email", {
    data: account,
    headers: { "X-CSRF-Token": await csrf() },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const token = await csrf();
  return {
    async get<T>(path: string) {
      const response = await api.get(path);
      expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
      return (await response.json()) as T;
    },
    async send<T>(method: "POST" | "PUT" | "DELETE", path: string, data?: unknown) {
      const response = await api.fetch(path, { method, data, headers: { "X-CSRF-Token": token } });
      expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
      return (response.status() === 204 ? undefined : await response.json()) as T;
    },
    async upload<T>(path: string, field: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
      const multipart = new FormData();
      for (const file of files)
        multipart.append(field, new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
      const response = await api.post(path, { multipart, headers: { "X-CSRF-Token": token } });
      expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
      return (await response.json()) as T;
    },
    dispose: () => api.dispose(),
  };
}

export interface SeededClient {
  id: string;
  name: string;
  phone: string;
}

/** A client created by staff, uniquely named. */
export async function seedClient(staff: ApiSession, overrides: Record<string, string> = {}): Promise<SeededClient> {
  const input = { name: uniqueName("Cliente"), phone: "(11) 98765-4321", address: "Rua das Flores, 123", ...overrides };
  return staff.send<SeededClient>("POST", "/api/clients", input);
}

/** The client record a cliente account sees its orders through, found by the account's unique name. */
export async function clientRecordOf(staff: ApiSession, name: string): Promise<string> {
  const page = await staff.get<{ items: { id: string; name: string }[] }>(
    `/api/clients?${new URLSearchParams({ search: name })}`,
  );
  const record = page.items.find((item) => item.name === name);
  if (!record) throw new Error(`no client record for ${name}`);
  return record.id;
}

export interface SeededOrder {
  id: string;
  number: number;
  brand: string;
  total: string;
}

/** An order created by staff with a unique brand to search it by; services, visits and payment as given. */
export async function seedOrder(
  staff: ApiSession,
  clientId: string,
  overrides: Record<string, unknown> = {},
): Promise<SeededOrder> {
  const input = {
    clientId,
    brand: uniqueName("Marca"),
    model: "Galaxy S21",
    device: "Smartphone",
    defect: "Tela trincada após queda",
    status: "novo",
    services: [],
    appointments: [],
    ...overrides,
  };
  return staff.send<SeededOrder>("POST", "/api/orders", input);
}

/** A valid 1×1 PNG, so photo uploads pass the server's content check. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
