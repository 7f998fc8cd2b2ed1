import { expect, test } from "@playwright/test";
import { CLIENTE_PASSWORD, signInWithUi, signUpCliente, submitSignIn, uniqueEmail } from "./fixtures";

test.describe("login screen", () => {
  test("shows the texts of docs/product.md §2", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Assistência Técnica" })).toBeVisible();
    await expect(page.getByText("Faça login para continuar")).toBeVisible();
    // The reset by e-mail (docs/decisions/028) replaced "Esqueceu a senha? Fale com o administrador.".
    await expect(page.getByRole("link", { name: "Esqueci minha senha" })).toHaveAttribute("href", "/esqueci-senha");
    await expect(page.getByLabel("E-mail")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Senha")).toHaveAttribute("required", "");
  });

  test("validates the fields before calling the server", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByText("Informe o e-mail")).toBeVisible();
    await expect(page.getByText("Informe a senha")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("wrong password shows 'Email ou senha incorretos'", async ({ page }) => {
    const account = await signUpCliente();
    await page.goto("/auth");
    const response = await submitSignIn(page, account.email, "Errada@123");
    expect(response.status()).toBe(401);
    await expect(page.getByRole("alert").filter({ hasText: "Email ou senha incorretos" })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test("sign-up through the UI lands on the cliente dashboard", async ({ page }) => {
  const email = uniqueEmail("signup");
  await page.goto("/auth");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await page.getByLabel("Nome").fill("Beatriz Sant'Anna");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill("fraca");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByText("Senha deve ter pelo menos 8 caracteres")).toBeVisible();

  await page.getByLabel("Senha").fill(CLIENTE_PASSWORD);
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Olá, Beatriz Sant'Anna!" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Meus Pedidos" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Meus Chamados" })).toBeVisible();
  await expect(page.getByText("Visualizar Pedidos Próprios")).toBeVisible();
});

test("signing up with an address already in use is refused", async ({ page }) => {
  const account = await signUpCliente();
  await page.goto("/auth");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await page.getByLabel("Nome").fill("Outra Pessoa");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Senha").fill(CLIENTE_PASSWORD);
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Este e-mail já está cadastrado" })).toBeVisible();
  await page.getByRole("button", { name: "Já tenho conta" }).click();
  await expect(page.getByRole("button", { name: "Entrar" })).toBeVisible();
});

test("the 6th failed sign-in is rate limited, and a success resets the count", async ({ page }) => {
  const account = await signUpCliente();
  await page.goto("/auth");
  for (let attempt = 1; attempt <= 4; attempt++) {
    expect((await submitSignIn(page, account.email, "Errada@123")).status()).toBe(401);
    await expect(page.getByRole("alert").filter({ hasText: "Email ou senha incorretos" })).toBeVisible();
  }
  await signInWithUi(page, account);
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  for (let attempt = 1; attempt <= 5; attempt++) {
    expect((await submitSignIn(page, account.email, "Errada@123")).status()).toBe(401);
    await expect(page.getByRole("alert").filter({ hasText: "Email ou senha incorretos" })).toBeVisible();
  }

  // The browser applies the same limit before sending (docs/product.md §9): the 6th attempt never leaves it,
  // and the refusal is audited as RATE_LIMIT_CLIENT.
  const signInsSent: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/auth/sign-in/email")) signInsSent.push(r.url());
  });
  const reported = page.waitForRequest(
    (r) => r.url().endsWith("/api/security/events") && r.postDataJSON()?.type === "RATE_LIMIT_CLIENT",
  );
  await page.getByLabel("Senha", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Limite Excedido" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Muitas tentativas. Tente novamente mais tarde.");
  expect((await reported).postDataJSON()).toMatchObject({ detail: "login" });
  expect(signInsSent).toEqual([]);
  await expect(page).toHaveURL(/\/auth$/);

  // A browser that forgets its count still meets the server's: 429, and the same toast.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await toast.waitFor({ state: "detached" });
  expect((await submitSignIn(page, account.email, account.password)).status()).toBe(429);
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Muitas tentativas. Tente novamente mais tarde.");
  await expect(page).toHaveURL(/\/auth$/);
});

test("a write without the CSRF token is refused", async ({ page }) => {
  await page.goto("/auth");
  const response = await page.request.post("/api/auth/sign-out", { data: {} });
  expect(response.status()).toBe(403);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe("CSRF_INVALID");
});

test("the session survives a reload, and a signed-in user is sent away from /auth", async ({ page }) => {
  const account = await signUpCliente({ name: "Rita Recarga" });
  await signInWithUi(page, account);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Olá, Rita Recarga!" })).toBeVisible();
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Olá, Rita Recarga!" })).toBeVisible();
});

test("signing out returns to /auth and protects the pages again", async ({ page }) => {
  const account = await signUpCliente();
  await signInWithUi(page, account);
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("button", { name: "Entrar" })).toBeVisible();
  await page.goto("/tickets");
  await expect(page).toHaveURL(/\/auth$/);
});
