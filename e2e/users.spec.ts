import { expect, test, type Page } from "@playwright/test";
import { apiSessionOf, E2E_ADMIN, signInWithApi, uniqueEmail, uniqueName, type ApiSession } from "./fixtures";
import { createUserAccount, seriousViolations, signInStatus, STAFF_PASSWORD } from "./admin-fixtures";

let admin: ApiSession;
test.beforeAll(async () => {
  admin = await apiSessionOf(E2E_ADMIN);
});
test.afterAll(async () => {
  await admin.dispose();
});

const userCard = (page: Page, text: string) => page.getByRole("article").filter({ hasText: text });

async function searchUsers(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Buscar usuários" }).fill(text);
}

test("an admin creates a técnico, edits them, resets their password, changes their e-mail and deletes them", async ({
  page,
}) => {
  const name = uniqueName("Tecnico");
  const email = uniqueEmail("tecnico");
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/users");
  await expect(page.getByRole("heading", { level: 1, name: "Gerenciar Usuários" })).toBeVisible();

  await page.getByRole("button", { name: "Novo Usuário" }).click();
  const create = page.getByRole("dialog", { name: "Novo Usuário" });
  await create.getByRole("button", { name: "Criar Usuário" }).click();
  await expect(create.getByText("Preencha todos os campos obrigatórios").first()).toBeVisible();
  await create.getByLabel("Nome").fill(name);
  await create.getByLabel("E-mail").fill(email);
  await create.getByLabel("Senha").fill("fraca");
  await create.getByRole("button", { name: "Criar Usuário" }).click();
  await expect(create.getByText("Senha deve ter pelo menos 8 caracteres")).toBeVisible();
  await create.getByLabel("Senha").fill(STAFF_PASSWORD);
  await create.getByLabel("Telefone").fill("(11) 95555-1234");
  await expect(create.getByLabel("Nível de acesso")).toHaveValue("tecnico");
  await create.getByRole("button", { name: "Criar Usuário" }).click();
  await expect(page.getByText("Usuário criado com sucesso")).toBeVisible();

  await searchUsers(page, email);
  const card = userCard(page, email);
  await expect(card.getByText("Técnico", { exact: true })).toBeVisible();
  await expect(card.getByText("(11) 95555-1234")).toBeVisible();

  const renamed = uniqueName("Tecnica");
  await card.getByRole("button", { name: "Editar" }).click();
  const edit = page.getByRole("dialog", { name: "Editar Usuário" });
  await expect(edit.getByLabel("Nome")).toHaveValue(name);
  await edit.getByLabel("Nome").fill(renamed);
  await edit.getByLabel("Telefone").fill("(11) 96666-4321");
  await edit.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Usuário atualizado com sucesso")).toBeVisible();
  await expect(card.getByRole("heading", { name: renamed })).toBeVisible();
  await expect(card.getByText("(11) 96666-4321")).toBeVisible();

  const newPassword = "Nova@Senha456";
  await card.getByRole("button", { name: "Redefinir Senha" }).click();
  const reset = page.getByRole("dialog", { name: "Redefinir Senha" });
  await reset.getByLabel("Nova senha").fill(newPassword);
  await reset.getByRole("button", { name: "Redefinir Senha" }).click();
  await expect(page.getByText("Senha redefinida com sucesso")).toBeVisible();
  expect(await signInStatus({ email, password: STAFF_PASSWORD })).toBe(401);
  expect(await signInStatus({ email, password: newPassword })).toBe(200);

  const newEmail = uniqueEmail("tecnica");
  await card.getByRole("button", { name: "Alterar E-mail" }).click();
  const change = page.getByRole("dialog", { name: "Alterar E-mail" });
  await expect(change.getByRole("button", { name: "Alterar E-mail" })).toBeDisabled();
  await change.getByLabel("Novo e-mail").fill(newEmail);
  await change.getByRole("button", { name: "Alterar E-mail" }).click();
  await expect(page.getByText("E-mail alterado com sucesso")).toBeVisible();
  await searchUsers(page, renamed);
  const moved = userCard(page, newEmail);
  await expect(moved).toBeVisible();
  expect(await signInStatus({ email: newEmail, password: newPassword })).toBe(200);

  await moved.getByRole("button", { name: "Excluir" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText("Tem certeza que deseja excluir este usuário?")).toBeVisible();
  await confirm.getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Usuário excluído com sucesso")).toBeVisible();
  await expect(moved).toHaveCount(0);
  expect(await signInStatus({ email: newEmail, password: newPassword })).toBe(401);
});

test("the admin's own card has no delete button, and an e-mail in use is refused with the server's reason", async ({
  page,
}) => {
  const other = await createUserAccount(admin);
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/users");
  await searchUsers(page, E2E_ADMIN.email);
  const own = userCard(page, E2E_ADMIN.email);
  await expect(own.getByRole("button", { name: "Editar" })).toBeVisible();
  await expect(own.getByRole("button", { name: "Excluir" })).toHaveCount(0);

  await searchUsers(page, other.email);
  await userCard(page, other.email).getByRole("button", { name: "Alterar E-mail" }).click();
  const change = page.getByRole("dialog", { name: "Alterar E-mail" });
  await change.getByLabel("Novo e-mail").fill(E2E_ADMIN.email);
  await change.getByRole("button", { name: "Alterar E-mail" }).click();
  await expect(page.getByText("Erro ao alterar e-mail: Este e-mail já está cadastrado")).toBeVisible();

  await change.getByRole("button", { name: "Cancelar" }).click();
  await page.getByLabel("Nível de acesso").selectOption({ label: "Administrador" });
  await expect(userCard(page, other.email)).toHaveCount(0);
  await expect(page.getByText("Nenhum usuário encontrado com os filtros aplicados")).toBeVisible();
});

test("a técnico gets 'Acesso Negado' on /users", async ({ page }) => {
  const tecnico = await createUserAccount(admin);
  await signInWithApi(page, tecnico);
  await page.goto("/users");
  await expect(page.getByRole("heading", { name: "Acesso Negado" })).toBeVisible();
  await expect(page.getByText("Apenas administradores podem gerenciar usuários.")).toBeVisible();
});

for (const scheme of ["light", "dark"] as const) {
  test(`/users has no serious accessibility violation (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signInWithApi(page, E2E_ADMIN);
    await page.goto("/users");
    await searchUsers(page, E2E_ADMIN.email);
    await expect(page.getByRole("article")).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Novo Usuário" }).click();
    await expect(page.getByRole("dialog", { name: "Novo Usuário" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
