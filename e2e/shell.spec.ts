import { expect, test } from "@playwright/test";
import { E2E_ADMIN, mainMenu, signInWithUi, signUpCliente } from "./fixtures";

test("the admin sees the admin menu, the staff cards and the role text", async ({ page }) => {
  await signInWithUi(page, E2E_ADMIN);
  const menu = mainMenu(page);
  for (const name of [
    "Dashboard",
    "Chamados",
    "Clientes",
    "Caixa",
    "Estoque",
    "Fornecedores",
    "Compras",
    "Usuários",
    "Configurações",
    "Segurança",
    "Privacidade e Dados",
    "Demonstração de Segurança",
    "Validação",
    "Proteção OWASP",
  ]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole("link", { name: /^Pedidos/ })).toBeVisible();
  await expect(menu.getByText("Admin", { exact: true })).toBeVisible();
  for (const card of [
    "Total de Pedidos",
    "Pedidos Pendentes",
    "Pedidos Concluídos",
    "Chamados",
    "Total de Clientes",
    "Agendamentos Hoje",
  ]) {
    await expect(page.getByRole("heading", { name: card, exact: true })).toBeVisible();
  }
  await expect(page.getByText("Acesso Total")).toBeVisible();
  // The bootstrap admin is named "Administrador", so the name and the role label read the same.
  await expect(page.getByRole("complementary").getByText("Administrador", { exact: true })).toHaveCount(2);

  await menu.getByRole("link", { name: "Usuários", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gerenciar Usuários" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "breadcrumb" })).toContainText("Usuários");
});

test("a cliente's menu has no Clientes, Caixa, Estoque, Usuários or Configurações, and /users is denied", async ({
  page,
}) => {
  const account = await signUpCliente({ name: "Carla Cliente" });
  await signInWithUi(page, account);
  const menu = mainMenu(page);
  await expect(menu.getByRole("link", { name: "Chamados", exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Privacidade e Dados" })).toBeVisible();
  for (const name of ["Clientes", "Caixa", "Estoque", "Usuários", "Configurações"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toHaveCount(0);
  }
  await expect(menu.getByText("Admin", { exact: true })).toHaveCount(0);
  const sidebar = page.getByRole("complementary");
  await expect(sidebar.getByText("CC", { exact: true })).toBeVisible();
  await expect(sidebar.getByText("Carla Cliente")).toBeVisible();
  await expect(sidebar.getByText("Cliente", { exact: true })).toBeVisible();

  await page.goto("/users");
  await expect(page.getByRole("heading", { name: "Acesso Negado" })).toBeVisible();
  await expect(page.getByText("Apenas administradores podem gerenciar usuários.")).toBeVisible();
});

test("the top bar: breadcrumb, search, notifications and settings shortcut", async ({ page }) => {
  const account = await signUpCliente();
  await signInWithUi(page, account);
  const breadcrumb = page.getByRole("navigation", { name: "breadcrumb" });
  await expect(breadcrumb).toHaveText("Início");

  await mainMenu(page).getByRole("link", { name: "Chamados", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Meus Chamados" })).toBeVisible();
  await expect(breadcrumb.getByRole("link", { name: "Início" })).toBeVisible();
  await expect(breadcrumb).toContainText("Chamados");

  await expect(page.getByRole("button", { name: "Notificações" })).toBeVisible();
  await page.getByRole("link", { name: "Configurações" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Configurações" })).toBeVisible();

  const search = page.getByRole("combobox", { name: "Buscar" });
  await expect(search).toHaveAttribute("placeholder", "Buscar...");
  await search.fill("tela quebrada");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/orders\?search=tela\+quebrada$/);
  await expect(page.getByRole("heading", { level: 1, name: "Meus Pedidos" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the sidebar is an overlay that opens, closes and follows navigation", async ({ page }) => {
    const account = await signUpCliente();
    await signInWithUi(page, account);
    await expect(mainMenu(page)).toBeHidden();

    const openButton = page.getByRole("button", { name: "Abrir menu" });
    await openButton.click();
    const dialog = page.getByRole("dialog", { name: "Menu principal" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(openButton).toBeFocused();

    await openButton.click();
    await dialog.getByRole("button", { name: "Fechar menu" }).click();
    await expect(dialog).toBeHidden();

    // The backdrop: the strip to the right of the 288px panel.
    await openButton.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(370, 500);
    await expect(dialog).toBeHidden();

    await openButton.click();
    await dialog.getByRole("link", { name: "Chamados", exact: true }).click();
    await expect(page).toHaveURL(/\/tickets$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Meus Chamados" })).toBeVisible();
  });
});
