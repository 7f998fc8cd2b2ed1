import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { otherBrowser, seriousViolations } from "./admin-fixtures";
import {
  apiSessionOf,
  clientRecordOf,
  E2E_ADMIN,
  seedOrder,
  signInWithApi,
  signUpCliente,
  submitSignIn,
  uniqueName,
  type ApiSession,
} from "./fixtures";

// In order, in one worker: the last test publishes new terms, which would ask the users of the
// other tests here (who accept the terms in force) to accept again in the middle of their steps.
test.describe.configure({ mode: "default" });

let admin: ApiSession;
test.beforeAll(async () => {
  admin = await apiSessionOf(E2E_ADMIN);
});
test.afterAll(async () => {
  await admin.dispose();
});

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

async function sessionUserId(page: Page): Promise<string> {
  const { user } = (await (await page.request.get("/api/session")).json()) as { user: { id: string } };
  return user.id;
}

test("a cliente grants consents and cannot turn the required one off", async ({ page }) => {
  const cliente = await signUpCliente({ name: uniqueName("Cliente") });
  await signInWithApi(page, cliente);
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacidade e Dados" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Solicitações de Exclusão" })).toHaveCount(0);

  const consents = page.getByRole("region", { name: "Consentimentos" });
  const processing = consents.getByRole("switch", { name: "Processamento de dados (obrigatório)" });
  const marketing = consents.getByRole("switch", { name: "Marketing" });
  await expect(processing).not.toBeChecked();
  await expect(consents.getByRole("switch", { name: "Cookies" })).not.toBeChecked();
  await expect(consents.getByRole("switch", { name: "Compartilhamento com terceiros" })).not.toBeChecked();
  const { termsVersion } = (await (await page.request.get("/api/privacy/consents")).json()) as { termsVersion: string };
  await expect(page.getByRole("region", { name: "Termos de uso", exact: true })).toContainText(
    `Versão atual dos termos: ${termsVersion}`,
  );
  // Until the required consent is given, every page asks for it.
  const prompt = page.getByRole("region", { name: "Aceite dos termos" });
  await expect(prompt).toBeVisible();

  await processing.click();
  await expect(page.getByText("Consentimento atualizado com sucesso").last()).toBeVisible();
  await expect(processing).toBeChecked();
  await expect(consents.getByText(`(termos versão ${termsVersion})`)).toBeVisible();
  await expect(prompt).toHaveCount(0);

  await marketing.click();
  await expect(marketing).toBeChecked();

  await processing.click();
  await expect(page.getByText("Este consentimento é obrigatório para o uso do sistema")).toBeVisible();
  await expect(processing).toBeChecked();

  // The server refuses it as well, with the same message.
  const headers = { Origin: baseURL };
  const { token } = (await (await page.request.get("/api/csrf", { headers })).json()) as { token: string };
  const refused = await page.request.post("/api/privacy/consents", {
    data: { type: "DATA_PROCESSING", granted: false },
    headers: { ...headers, "X-CSRF-Token": token },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    "Este consentimento é obrigatório para o uso do sistema",
  );

  await page.reload();
  await expect(processing).toBeChecked();
  await expect(marketing).toBeChecked();
  await expect(consents.getByRole("switch", { name: "Cookies" })).not.toBeChecked();
});

test("a cliente exports their data and asks for deletion; the admin processes it", async ({ page, browser }) => {
  const cliente = await signUpCliente({ name: uniqueName("Cliente") });
  const clientId = await clientRecordOf(admin, cliente.name);
  const order = await seedOrder(admin, clientId);
  await signInWithApi(page, cliente);
  const userId = await sessionUserId(page);

  await page.goto("/privacy");
  await page.getByRole("tab", { name: "Seus Direitos" }).click();
  for (const right of ["Acesso", "Retificação", "Exclusão", "Portabilidade"]) {
    await expect(page.getByRole("heading", { level: 2, name: right, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Editar meu perfil" })).toHaveAttribute("href", "/settings");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Exportar Dados" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^dados-${userId}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  await expect(page.getByText("Dados exportados com sucesso")).toBeVisible();
  const exported = JSON.parse(await readFile(await download.path(), "utf8")) as {
    profile: { email: string };
    orders: unknown[];
  };
  expect(exported.profile.email).toBe(cliente.email);
  expect(JSON.stringify(exported.orders)).toContain(order.brand);
  expect(keysOf(exported).filter((key) => /password/i.test(key))).toEqual([]);

  const reason = `Não uso mais a oficina ${uniqueName("Motivo")}`;
  await page.getByLabel("Motivo (opcional)").fill(reason);
  await page.getByRole("button", { name: "Solicitar Exclusão" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(
    "Tem certeza que deseja solicitar a exclusão de seus dados? Esta ação não pode ser desfeita.",
  );
  await confirm.getByRole("button", { name: "Solicitar Exclusão" }).click();
  await expect(page.getByText("Solicitação de exclusão enviada. Será processada em até 30 dias.")).toBeVisible();
  await expect(confirm).toHaveCount(0);

  const adminPage = await otherBrowser(browser);
  try {
    await signInWithApi(adminPage, E2E_ADMIN);
    await adminPage.goto("/privacy");
    await adminPage.getByRole("tab", { name: "Solicitações de Exclusão" }).click();
    const request = adminPage
      .getByRole("list", { name: "Solicitações de exclusão" })
      .getByRole("listitem")
      .filter({ hasText: reason });
    await expect(request).toContainText(cliente.name);
    await expect(request).toContainText("Pendente");
    await request.getByRole("button", { name: "Processar" }).click();
    const processConfirm = adminPage.getByRole("alertdialog");
    await expect(processConfirm).toContainText(
      "Tem certeza que deseja processar esta exclusão? Os dados pessoais serão anonimizados.",
    );
    await processConfirm.getByRole("button", { name: "Processar" }).click();
    await expect(adminPage.getByText("Exclusão processada com sucesso")).toBeVisible();
    await expect(request).toContainText("Concluída");
    await expect(request).toContainText("[DELETADO]");
    await expect(request.getByRole("button", { name: "Processar" })).toHaveCount(0);

    await adminPage.goto(`/clients/${clientId}`);
    await expect(adminPage.getByRole("heading", { level: 1, name: /^\[DELETADO\] / })).toBeVisible();
  } finally {
    await adminPage.context().close();
  }

  // Their session ended with the account, and the old credentials no longer work.
  await page.reload();
  await expect(page).toHaveURL(/\/auth$/);
  // The tab's CSRF token belonged to the ended session: the first attempt may be refused and retried.
  await submitSignIn(page, cliente.email, cliente.password);
  await expect(page.getByRole("alert").filter({ hasText: "Email ou senha incorretos" })).toBeVisible();
});

for (const scheme of ["light", "dark"] as const) {
  test(`/privacy has no serious accessibility violation on any tab (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signInWithApi(page, E2E_ADMIN);
    await page.goto("/privacy");
    await expect(page.getByRole("switch", { name: "Marketing" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    for (const [tab, ready] of [
      ["Política de Privacidade", "1. Dados que coletamos"],
      ["Seus Direitos", "Portabilidade"],
      ["Configurações", "Histórico de login"],
      ["Solicitações de Exclusão", "Solicitações de Exclusão"],
    ] as const) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tabpanel").getByRole("heading", { name: ready }).first()).toBeVisible();
      expect(await seriousViolations(page), tab).toEqual([]);
    }
  });
}

// Last in this file: see the note at the top.
test("new terms ask whoever accepted the old ones to accept again", async ({ page, browser }) => {
  const cliente = await signUpCliente({ name: uniqueName("Cliente") });
  await signInWithApi(page, cliente);
  await page.goto("/");
  const prompt = page.getByRole("region", { name: "Aceite dos termos" });
  await prompt.getByRole("button", { name: "Aceitar" }).click();
  await expect(page.getByText("Consentimento atualizado com sucesso")).toBeVisible();
  await expect(prompt).toHaveCount(0);

  const version = `${100 + Math.floor(Math.random() * 900)}.${Date.now() % 1000}`;
  const adminPage = await otherBrowser(browser);
  try {
    await signInWithApi(adminPage, E2E_ADMIN);
    await adminPage.goto("/privacy");
    const terms = adminPage.getByRole("region", { name: "Termos de uso", exact: true });
    await terms.getByLabel("Nova versão dos termos").fill("dois");
    await terms.getByRole("button", { name: "Publicar nova versão dos termos" }).click();
    await expect(terms.getByText("Versão deve ser como 1.1 ou 2.0")).toBeVisible();

    await terms.getByLabel("Nova versão dos termos").fill(version);
    await terms.getByRole("button", { name: "Publicar nova versão dos termos" }).click();
    await expect(adminPage.getByText(`Versão ${version} dos termos publicada`)).toBeVisible();
    await expect(terms).toContainText(`Versão atual dos termos: ${version}`);

    await terms.getByLabel("Nova versão dos termos").fill(version);
    await terms.getByRole("button", { name: "Publicar nova versão dos termos" }).click();
    await expect(adminPage.getByText(`A versão ${version} dos termos já existe`)).toBeVisible();
  } finally {
    await adminPage.context().close();
  }

  await page.reload();
  const dialog = page.getByRole("dialog", { name: "Termos de uso atualizados" });
  await expect(dialog).toContainText(`versão ${version}`);
  await dialog.getByRole("button", { name: "Aceitar" }).click();
  await expect(dialog).toHaveCount(0);
  await page.goto("/privacy");
  await expect(
    page.getByRole("region", { name: "Consentimentos" }).getByText(`(termos versão ${version})`),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Aceite dos termos" })).toHaveCount(0);
});
