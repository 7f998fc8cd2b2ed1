import { appendFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { createUserAccount, seriousViolations, signInStatus } from "./admin-fixtures";
import { apiSessionOf, E2E_ADMIN, signInWithApi, signUpCliente, uniqueName, type ApiSession } from "./fixtures";
import type { BackupRecord } from "@shared/security-types";

// In order, in one worker: two backups at once would refuse each other ('Já existe um backup em andamento'),
// and the corruption test reads "the last backup" as its own.
test.describe.configure({ mode: "default" });

let admin: ApiSession;
test.beforeAll(async () => {
  admin = await apiSessionOf(E2E_ADMIN);
});
test.afterAll(async () => {
  await admin.dispose();
});

async function openSecurity(page: Page) {
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/security");
  await expect(page.getByRole("heading", { level: 1, name: "Segurança do Sistema" })).toBeVisible();
}

test("a técnico gets 'Acesso Negado' on /security", async ({ page }) => {
  const tecnico = await createUserAccount(admin, "tecnico");
  await signInWithApi(page, tecnico);
  await page.goto("/security");
  await expect(page.getByRole("heading", { name: "Acesso Negado" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Executar Backup" })).toHaveCount(0);
});

test("five failed sign-ins raise a BRUTE_FORCE alert the admin resolves", async ({ page }) => {
  const target = await signUpCliente({ name: uniqueName("Cliente") });
  for (let attempt = 0; attempt < 5; attempt++) {
    expect(await signInStatus({ email: target.email, password: "Errada@123" })).toBe(401);
  }

  await openSecurity(page);
  await expect(page.getByRole("heading", { name: "Alertas Ativos" })).toBeVisible();
  await page.getByRole("tab", { name: "Alertas Ativos" }).click();
  const active = page
    .getByRole("list", { name: "Alertas ativos" })
    .getByRole("listitem")
    .filter({ hasText: target.email });
  await expect(active).toHaveCount(1);
  await expect(active).toContainText("Força bruta");
  await expect(active).toContainText("BRUTE_FORCE");
  await expect(active).toContainText("Alto");
  await expect(active).toContainText("IP ");
  await active.getByRole("button", { name: "Resolver" }).click();
  await expect(page.getByText("Alerta resolvido com sucesso")).toBeVisible();
  await expect(active).toHaveCount(0);

  await page.getByRole("tab", { name: "Resolvidos" }).click();
  const resolved = page
    .getByRole("list", { name: "Alertas resolvidos" })
    .getByRole("listitem")
    .filter({ hasText: target.email });
  await expect(resolved).toContainText("resolvido em");
  await expect(resolved.getByRole("button", { name: "Resolver" })).toHaveCount(0);
});

test("the admin runs a backup from Settings and the last backup follows", async ({ page }) => {
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/settings");
  const system = page.getByRole("region", { name: "Dados do Sistema" });
  await system.getByRole("button", { name: "Executar Backup" }).click();
  await expect(page.getByText("Backup executado com sucesso")).toBeVisible();

  const { lastBackupAt } = await admin.get<{ lastBackupAt: string }>("/api/system");
  const [newest] = await admin.get<BackupRecord[]>("/api/backups");
  expect(lastBackupAt).toBe(newest?.completedAt);
  expect(newest?.metadata.trigger).toBe("manual");
  await expect(system.getByText(/^\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/)).toBeVisible();
});

test("a backup file altered on disk is flagged CORRUPTED with a CRITICAL DATA_BREACH alert", async ({ page }) => {
  await openSecurity(page);
  // Held back a moment, so the progress can be seen.
  await page.route("**/api/backups", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const top = page.getByRole("button", { name: "Executar Backup" });
  await top.click();
  await expect(page.getByRole("button", { name: "Executando backup..." })).toBeDisabled();
  await expect(page.getByText("Backup executado com sucesso")).toBeVisible();
  await page.unrouteAll();

  const lastBackup = page.getByRole("region", { name: "Último Backup" });
  await expect(lastBackup).toContainText("100% OK");
  const status = page.getByRole("region", { name: "Status do Sistema" });
  await expect(status.getByRole("listitem").filter({ hasText: "Banco de dados" })).toContainText("Ativo");
  await expect(status.getByRole("listitem").filter({ hasText: "Backup diário" })).toContainText("Em dia");

  const records = await admin.get<BackupRecord[]>("/api/backups");
  const runId = records[0]?.metadata.run_id ?? "";
  const clientsFile = records.find((record) => record.metadata.run_id === runId && record.tableName === "clients");
  if (!clientsFile) throw new Error("the backup has no clients file");
  await appendFile(clientsFile.filePath, '{"id":"forjado"}\n');

  await page.getByRole("tab", { name: "Backups" }).click();
  const run = page.getByRole("region").filter({ hasText: `execução ${runId.slice(0, 8)}` });
  await expect(run.getByRole("row", { name: /^clients / })).toContainText("Concluído");
  await page.getByRole("button", { name: "Verificar Integridade" }).click();
  await expect(page.getByText(/^Integridade verificada: [1-9]\d* arquivo\(s\) corrompido\(s\)$/)).toBeVisible();
  await expect(run.getByRole("row", { name: /^clients / })).toContainText("Corrompido");
  await expect(run.getByRole("row", { name: /^orders / })).toContainText("Concluído");
  await expect(run).toContainText("1 arquivo(s) corrompido(s)");

  await page.getByRole("tab", { name: "Alertas Ativos" }).click();
  const breach = page
    .getByRole("list", { name: "Alertas ativos" })
    .getByRole("listitem")
    .filter({
      hasText: `O arquivo de backup foi alterado (checksum diferente): ${clientsFile.name}, execução ${runId.slice(0, 8)}`,
    });
  await expect(breach).toHaveCount(1);
  await expect(breach).toContainText("Crítico");
  await expect(breach).toContainText("DATA_BREACH");

  await page.getByRole("tab", { name: "Visão Geral" }).click();
  await expect(lastBackup).toContainText("1 arquivo(s) corrompido(s)");
  await expect(status.getByRole("listitem").filter({ hasText: "Backup diário" })).toContainText("Falha");
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`an admin reads the audit trail by a user's name in pt-BR words, with the raw codes in the details, and pages (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const name = uniqueName("Cliente Auditada");
    const cliente = await signUpCliente({ name });
    const session = await apiSessionOf(cliente);
    try {
      // One more audited change than a page of 25 holds.
      for (let change = 0; change < 26; change++) {
        await session.send("POST", "/api/privacy/consents", { type: "MARKETING", granted: change % 2 === 0 });
      }
    } finally {
      await session.dispose();
    }

    await openSecurity(page);
    await page.getByRole("tab", { name: "Auditoria" }).click();
    const filters = page.getByRole("form", { name: "Filtros de auditoria" });
    // Part of the name, in another case: the owner types what they know of the person.
    await filters.getByLabel("Usuário (nome ou e-mail)").fill(name.split(" ").at(-1)!.toLowerCase());
    await filters.getByLabel("Ação").selectOption({ label: "Alteração de consentimento" });
    await filters.getByLabel("Registros por página").selectOption("25");
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
    await filters.getByLabel("De", { exact: true }).fill(today);
    await filters.getByLabel("Até").fill(today);
    await filters.getByRole("button", { name: "Filtrar" }).click();

    const entries = page.getByRole("list", { name: "Logs de auditoria" }).getByRole("listitem");
    await expect(entries).toHaveCount(25);
    await expect(entries.filter({ hasText: "Alteração de consentimento" })).toHaveCount(25);
    const first = entries.first();
    await expect(first).toContainText(name);
    await expect(first).toContainText(cliente.email);
    await expect(first).toContainText("Privacidade");
    await expect(first).toContainText("Sucesso");

    // The raw codes and the request wait under 'Detalhes'.
    const rawCode = first.getByText("CONSENT_CHANGE", { exact: true });
    await expect(rawCode).toBeHidden();
    await first.getByText("Detalhes", { exact: true }).click();
    await expect(rawCode).toBeVisible();
    await expect(first.getByText("privacy", { exact: true })).toBeVisible();
    await expect(first.getByText("POST /api/privacy/consents", { exact: true })).toBeVisible();
    await expect(first.getByText('"type": "MARKETING"', { exact: false })).toBeVisible();

    // Read without scrolling sideways, the details open included.
    const box = await first.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    await expect(page.getByRole("button", { name: "Anterior" })).toBeDisabled();
    await page.getByRole("button", { name: "Próxima" }).click();
    await expect(page.getByText("Página 2")).toBeVisible();
    await expect(entries).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Próxima" })).toBeDisabled();

    await filters.getByLabel("Ação").selectOption({ label: "Entrada no sistema" });
    await filters.getByRole("button", { name: "Filtrar" }).click();
    await expect(page.getByText("Página 1")).toBeVisible();
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText("Entrada no sistema");
    await expect(entries.first()).toContainText(name);

    await filters.getByLabel("Até").fill("2000-01-01");
    await filters.getByRole("button", { name: "Filtrar" }).click();
    await expect(filters.getByText("A data final deve ser igual ou posterior à inicial")).toBeVisible();
  });
}

test("a failed load says 'Falha ao carregar dados de segurança'", async ({ page }) => {
  await page.route("**/api/security/overview", (route) =>
    route.fulfill({ status: 500, json: { error: { code: "INTERNAL", message: "x" } } }),
  );
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/security");
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Falha ao carregar dados de segurança" }),
  ).toBeVisible({ timeout: 15_000 });
});

for (const scheme of ["light", "dark"] as const) {
  test(`/security has no serious accessibility violation on any tab (${scheme})`, async ({ page }) => {
    // Five full axe passes, one per tab.
    test.slow();
    await page.emulateMedia({ colorScheme: scheme });
    await openSecurity(page);
    await expect(page.getByRole("region", { name: "Status do Sistema" }).getByRole("listitem").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    for (const tab of ["Alertas Ativos", "Resolvidos", "Backups", "Auditoria"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tabpanel").getByRole("status")).toHaveCount(0);
      expect(await seriousViolations(page), tab).toEqual([]);
    }
  });
}
