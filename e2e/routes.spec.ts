import { expect, test } from "@playwright/test";
import { E2E_ADMIN, signInWithUi, signUpCliente } from "./fixtures";

test("an anonymous visit to /orders goes to /auth without keeping /orders in history", async ({ page }) => {
  await page.goto("/orders-demo");
  await page.goto("/orders");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("button", { name: "Entrar" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/orders-demo$/);
});

test("unknown paths show the 404 screen and log the path", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/nao-existe");
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Página não encontrada")).toBeVisible();
  const home = page.getByRole("link", { name: "Voltar ao início" });
  await expect(home).toHaveAttribute("href", "/");
  await expect.poll(() => errors.some((text) => text.includes("/nao-existe"))).toBe(true);
  await home.click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("/orders-demo shows sample orders without signing in", async ({ page }) => {
  await page.goto("/orders-demo");
  await expect(page.getByRole("heading", { level: 1, name: "Pedidos (demonstração)" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Samsung Galaxy S21" })).toBeVisible();
  await expect(page.getByText("Em Andamento").first()).toBeVisible();
  await expect(page.getByText("Troca de tela")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Menu principal" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/orders-demo$/);
});

test("every page of the foundation opens with its heading for the admin", async ({ page }) => {
  await signInWithUi(page, E2E_ADMIN);
  const pages: [string, string][] = [
    ["/orders", "Gerenciar Pedidos"],
    ["/orders/new", "Novo Pedido"],
    ["/orders/123/edit", "Pedido não encontrado"],
    ["/tickets", "Gerenciar Chamados"],
    ["/clients", "Clientes"],
    ["/caixa", "Caixa"],
    ["/estoque", "Estoque"],
    ["/fornecedores", "Fornecedores"],
    ["/compras", "Compras"],
    ["/compras/nova", "Nova compra"],
    ["/users", "Gerenciar Usuários"],
    ["/settings", "Configurações"],
    ["/security", "Segurança do Sistema"],
    ["/privacy", "Privacidade e Dados"],
    ["/security-demo", "Demonstração de Segurança"],
    ["/validation-demo", "Demonstração de Validação"],
    ["/owasp-demo", "Proteção contra Ataques"],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
});

test("a cliente gets the customer headings", async ({ page }) => {
  await signInWithUi(page, await signUpCliente());
  await page.goto("/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Meus Pedidos" })).toBeVisible();
  await page.goto("/security");
  await expect(page.getByRole("heading", { name: "Acesso Negado" })).toBeVisible();
  await page.goto("/caixa");
  await expect(page.getByRole("heading", { name: "Acesso Negado" })).toBeVisible();
});

test("protected pages say 'Carregando...' while the session loads", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/session", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/tickets");
  await expect(page.getByRole("status")).toHaveText("Carregando...");
  release();
  await expect(page).toHaveURL(/\/auth$/);
});

test("a failure while rendering shows the friendly error screen, never a stack trace", async ({ page }) => {
  await page.route("**/api/session", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"error":{"code":"INTERNAL","message":"Erro interno do servidor. Tente novamente."}}',
    }),
  );
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Algo deu errado" })).toBeVisible();
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  await page.unroute("**/api/session");
  await page.getByRole("button", { name: "Tentar novamente" }).click();
  await expect(page).toHaveURL(/\/auth$/);
});
