import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import {
  apiSessionOf,
  E2E_ADMIN,
  mainMenu,
  signInWithApi,
  signUpCliente,
  uniqueName,
  type ApiSession,
} from "./fixtures";
import { createUserAccount, seriousViolations, signInStatus, STAFF_PASSWORD } from "./admin-fixtures";

let admin: ApiSession;
test.beforeAll(async () => {
  admin = await apiSessionOf(E2E_ADMIN);
});
test.afterAll(async () => {
  await admin.dispose();
});

test("a profile edit sticks after reload and shows in the sidebar; e-mail and role are read-only", async ({ page }) => {
  const cliente = await signUpCliente({ name: uniqueName("Cliente") });
  await signInWithApi(page, cliente);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Configurações" })).toBeVisible();
  // Company and system data are the admin's.
  await expect(page.getByRole("heading", { name: "Informações da Empresa" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Dados do Sistema" })).toHaveCount(0);

  const profile = page.getByRole("region", { name: "Meu Perfil" });
  await expect(profile.getByLabel("E-mail")).toHaveValue(cliente.email);
  await expect(profile.getByLabel("E-mail")).not.toBeEditable();
  await expect(profile.getByText("O e-mail não pode ser alterado")).toBeVisible();
  await expect(profile.getByLabel("Nível de acesso")).toHaveValue("Cliente");
  await expect(profile.getByText("Seu nível de acesso é definido pelo administrador")).toBeVisible();

  await profile.getByLabel("Nome").fill("");
  await profile.getByRole("button", { name: "Salvar Perfil" }).click();
  await expect(profile.getByText("Informe o nome")).toBeVisible();

  const renamed = uniqueName("Cliente");
  await profile.getByLabel("Nome").fill(renamed);
  await profile.getByLabel("Telefone").fill("(11) 97777-8888");
  await profile.getByRole("button", { name: "Salvar Perfil" }).click();
  await expect(page.getByText("Perfil atualizado com sucesso")).toBeVisible();
  const sidebar = page.getByRole("complementary");
  await expect(sidebar.getByText(renamed)).toBeVisible();

  await page.reload();
  await expect(profile.getByLabel("Nome")).toHaveValue(renamed);
  await expect(profile.getByLabel("Telefone")).toHaveValue("(11) 97777-8888");
  await expect(mainMenu(page)).toBeVisible();
  await expect(sidebar.getByText(renamed)).toBeVisible();
});

test.describe("with a light system scheme", () => {
  test.use({ colorScheme: "light" });

  test("the dark theme applies at once and persists per user; switches save", async ({ page }) => {
    const cliente = await signUpCliente({ name: uniqueName("Cliente") });
    await signInWithApi(page, cliente);
    await page.goto("/settings");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/dark/);

    const notifications = page.getByRole("region", { name: "Notificações" });
    await expect(notifications.getByRole("switch", { name: "E-mail" })).toBeChecked();
    await expect(notifications.getByRole("switch", { name: "SMS" })).not.toBeChecked();
    await expect(notifications.getByRole("switch", { name: "Push" })).toBeChecked();
    await expect(notifications.getByLabel("Tema")).toHaveValue("system");

    await notifications.getByRole("switch", { name: "SMS" }).click();
    await expect(page.getByText("Preferências atualizadas com sucesso")).toBeVisible();
    await notifications.getByLabel("Tema").selectOption({ label: "Escuro" });
    await expect(html).toHaveClass(/dark/);

    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await expect(notifications.getByRole("switch", { name: "SMS" })).toBeChecked();

    // Kept on the server, not only in this browser: a fresh start paints dark once the preferences arrive.
    await page.evaluate(() => localStorage.clear());
    await page.goto("/");
    await expect(html).toHaveClass(/dark/);

    await page.goto("/settings");
    await notifications.getByLabel("Tema").selectOption({ label: "Claro" });
    await expect(html).not.toHaveClass(/dark/);
  });
});

test("changing one's password ends the old one, and the session goes on writing", async ({ page }) => {
  const tecnico = await createUserAccount(admin);
  await signInWithApi(page, tecnico);
  await page.goto("/settings");
  const security = page.getByRole("region", { name: "Segurança" });
  await security.getByLabel("Senha atual").fill("Errada@123");
  await security.getByLabel("Nova senha").fill("Outra@Senha789");
  await security.getByRole("button", { name: "Alterar Senha" }).click();
  await expect(page.getByText("Erro ao alterar senha: Senha atual incorreta")).toBeVisible();

  await security.getByLabel("Senha atual").fill(STAFF_PASSWORD);
  await security.getByRole("button", { name: "Alterar Senha" }).click();
  await expect(page.getByText("Senha alterada com sucesso")).toBeVisible();
  expect(await signInStatus({ email: tecnico.email, password: STAFF_PASSWORD })).toBe(401);
  expect(await signInStatus({ email: tecnico.email, password: "Outra@Senha789" })).toBe(200);

  // The renewed cookie came with a renewed CSRF token: the next write goes through.
  const profile = page.getByRole("region", { name: "Meu Perfil" });
  await profile.getByLabel("Telefone").fill("(11) 93333-2222");
  await profile.getByRole("button", { name: "Salvar Perfil" }).click();
  await expect(page.getByText("Perfil atualizado com sucesso")).toBeVisible();
});

test("the admin sees the system data, saves the company and downloads the usage report", async ({ page }) => {
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/settings");
  const system = page.getByRole("region", { name: "Dados do Sistema" });
  await expect(system.getByText("1.0.0")).toBeVisible();
  await expect(system.getByText("PGlite")).toBeVisible();
  await expect(system.getByText("Último backup")).toBeVisible();
  await expect(system.getByRole("button", { name: "Executar Backup" })).toBeVisible();

  const company = page.getByRole("region", { name: "Informações da Empresa" });
  await expect(company.getByLabel("Nome da empresa")).not.toHaveValue("");
  await company.getByLabel("CNPJ").fill("11.111.111/1111-11");
  await company.getByRole("button", { name: "Salvar Empresa" }).click();
  await expect(company.getByText("CNPJ inválido")).toBeVisible();
  await company.getByLabel("CNPJ").fill((await admin.get<{ cnpj: string | null }>("/api/company")).cnpj ?? "");
  await company.getByRole("button", { name: "Salvar Empresa" }).click();
  await expect(page.getByText("Informações da empresa atualizadas com sucesso")).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    system.getByRole("link", { name: "Relatório de uso" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^relatorio-uso-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv.replace(/^\uFEFF/, "").split(/\r?\n/)[0]).toBe("Mês;Pedidos;Chamados;Clientes;Receita (R$)");
});

for (const scheme of ["light", "dark"] as const) {
  test(`/settings has no serious accessibility violation (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signInWithApi(page, E2E_ADMIN);
    await page.goto("/settings");
    await expect(page.getByText("PGlite")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Informações da Empresa" }).getByLabel("Nome da empresa"),
    ).not.toHaveValue("");
    expect(await seriousViolations(page)).toEqual([]);
  });
}
