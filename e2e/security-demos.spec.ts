import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./admin-fixtures";
import { apiSessionOf, E2E_ADMIN, signInWithApi, signUpCliente, uniqueName } from "./fixtures";
import type { AuditLogPage } from "@shared/audit-types";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** axe on the page once the toasts are gone: one caught mid-animation reads as low contrast. */
async function expectAccessible(page: Page) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
}

async function openAs(page: Page, path: string, heading: string) {
  const cliente = await signUpCliente({ name: uniqueName("Cliente") });
  await signInWithApi(page, cliente);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

test.describe("/security-demo", () => {
  test("shows the level, the status card and links to both demos", async ({ page }) => {
    await openAs(page, "/security-demo", "Demonstração de Segurança");
    const level = page.getByRole("region", { name: "Nível de Segurança" });
    await expect(level).toContainText(/Nível atual: (Baixo|Médio|Alto)/);
    await expect(level.getByRole("row", { name: /^Login / })).toBeVisible();
    const status = page.getByRole("region", { name: "Status de Segurança" });
    await expect(status).toContainText("SegurançaAtiva");
    await expect(status).toContainText("Logs de auditoriaAtivos");
    await page.getByRole("link", { name: /Proteção contra Ataques/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Proteção contra Ataques" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("/validation-demo", () => {
  test("validates with the shared schemas and keeps the last 10 results", async ({ page }) => {
    await openAs(page, "/validation-demo", "Demonstração de Validação");
    const card = page.getByRole("region", { name: "Validação de Campos" });
    const button = card.getByRole("button", { name: "Validar" });
    await expect(button).toBeDisabled();
    await card.getByLabel("Campo").selectOption({ label: "CPF" });
    await expect(button).toBeDisabled();
    await card.getByLabel("Valor").fill("111.111.111-11");
    await button.click();
    const results = card
      .getByRole("list", { name: "Resultados da validação" })
      .getByRole("listitem")
      .filter({ hasText: "Valor:" });
    await expect(results.first()).toContainText("CPF");
    await expect(results.first()).toContainText("Inválido");
    await expect(results.first()).toContainText("CPF inválido");
    await expect(results.first()).toContainText(/\d{2}:\d{2}:\d{2}/);

    await card.getByLabel("Campo").selectOption({ label: "CEP" });
    for (let i = 0; i < 10; i++) {
      await card.getByLabel("Valor").fill(`01310-${String(100 + i)}`);
      await button.click();
    }
    await expect(results).toHaveCount(10);
    await expect(results.first()).toContainText("01310-109");
    await expect(results.first()).toContainText("Válido");
    await expect(card.getByText("111.111.111-11")).toHaveCount(0);
  });

  test("encryption test: original, encrypted, decrypted behind the toggle", async ({ page }) => {
    await openAs(page, "/validation-demo", "Demonstração de Validação");
    const card = page.getByRole("region", { name: "Teste de Criptografia" });
    await card.getByLabel("Texto para criptografar").fill("Senha do cofre: Açaí@2025");
    await card.getByRole("button", { name: "Criptografar" }).click();
    await expect(toast(page, "Criptografia Válida")).toBeVisible();
    const decrypted = card.locator("dd").nth(2);
    await expect(decrypted).toHaveText("••••••••");
    await expect(card.locator("dd").nth(1)).not.toContainText("Açaí");
    await card.getByRole("button", { name: "Mostrar texto descriptografado" }).click();
    await expect(decrypted).toHaveText("Senha do cofre: Açaí@2025");
    await expect(card.getByRole("list", { name: "Resultados da criptografia" }).getByRole("listitem")).toContainText([
      "Válido",
    ]);
  });

  test("rate-limit test turns 'Bloqueado' on the sixth request and recovers after a minute", async ({ page }) => {
    await page.clock.install();
    await openAs(page, "/validation-demo", "Demonstração de Validação");
    const card = page.getByRole("region", { name: "Teste de Rate Limit" });
    for (let i = 0; i < 5; i++) await card.getByRole("button", { name: "Testar Rate Limit" }).click();
    await expect(card).toContainText("Requisições restantes: 0 de 5");
    await card.getByRole("button", { name: "Testar Rate Limit" }).click();
    await expect(card.getByRole("button", { name: "Bloqueado" })).toBeDisabled();
    await expect(toast(page, "Rate Limit Ativo")).toContainText("Você foi bloqueado temporariamente");
    await expect(page.getByRole("region", { name: "Status de Segurança" })).toContainText("Tentativas6");
    await page.clock.fastForward(61_000);
    await expect(card.getByRole("button", { name: "Testar Rate Limit" })).toBeEnabled();
    await expect(card).toContainText("Requisições restantes: 5 de 5");
  });

  test("XSS sanitising and secure storage", async ({ page }) => {
    test.setTimeout(60_000);
    await openAs(page, "/validation-demo", "Demonstração de Validação");
    const xss = page.getByRole("region", { name: "Teste de Sanitização XSS" });
    await xss
      .getByLabel("HTML para sanitizar")
      .fill('<b>Olá</b><img src=x onerror="alert(1)"><script>alert(2)</script>');
    await xss.getByRole("button", { name: "Sanitizar" }).click();
    await expect(toast(page, "Conteúdo Bloqueado")).toContainText("Conteúdo potencialmente perigoso foi removido.");
    const preview = xss.getByTestId("sanitized-preview");
    await expect(preview.locator("b")).toHaveText("Olá");
    await expect(preview.locator("img, script")).toHaveCount(0);

    const storage = page.getByRole("region", { name: "Armazenamento Seguro" });
    await storage.getByLabel("Dado sensível").fill("CPF 529.982.247-25");
    await storage.getByRole("button", { name: "Armazenar" }).click();
    const values = storage.locator("dd");
    await expect(values.nth(1)).toContainText('"sensitive":"CPF 529.982.247-25"');
    await expect(values.nth(0)).toHaveText(/^aes:[A-Za-z0-9+/=]+$/);
    const stored = await page.evaluate(() => localStorage.getItem("bancada_secure_test"));
    expect(stored).not.toContain("529");
    await expectAccessible(page);
  });
});

test.describe("/owasp-demo", () => {
  test("tiles, examples with the CSP string, and every card", async ({ page }) => {
    test.setTimeout(60_000);
    await openAs(page, "/owasp-demo", "Proteção contra Ataques");
    await expect(page.getByTestId("tile-Rate Limiting")).toHaveText("100/100");
    await expect(page.getByTestId("tile-Detecção de Bots")).toHaveText("Normal");
    await expect(page.getByTestId("tile-Headers CSP")).toHaveText("Ativo");
    await page.getByRole("button", { name: "Mostrar exemplos" }).click();
    const csp = (await page.request.get("/api/health")).headers()["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'self'");
    await expect(page.getByRole("region", { name: "Content-Security-Policy" })).toContainText(csp);

    const xss = page.getByRole("region", { name: "Proteção XSS" });
    await xss.getByRole("button", { name: "<script>alert('XSS')</script>" }).click();
    await xss.getByRole("button", { name: "Testar XSS" }).click();
    await expect(xss.getByRole("status")).toHaveText("XSS Bloqueado");
    await expect(xss).toContainText("&lt;script&gt;alert(&#39;XSS&#39;)&lt;/script&gt;");
    await xss.getByLabel("Conteúdo HTML").fill("<em>Tela</em> trincada");
    await xss.getByRole("button", { name: "Testar XSS" }).click();
    await expect(xss.getByRole("status")).toHaveText("Input Seguro");
    await expect(xss.locator("em")).toHaveText("Tela");

    const url = page.getByRole("region", { name: "Sanitização de URL" });
    await url.getByRole("button", { name: "javascript:alert(document.cookie)" }).click();
    await url.getByRole("button", { name: "Verificar URL" }).click();
    await expect(url.getByRole("status")).toHaveText("URL Maliciosa Bloqueada");
    await expect(toast(page, "URL Maliciosa Bloqueada")).toContainText("URL potencialmente perigosa foi bloqueada.");
    await url.getByRole("button", { name: "https://www.exemplo.com.br/pedidos" }).click();
    await url.getByRole("button", { name: "Verificar URL" }).click();
    await expect(url.getByRole("status")).toHaveText("URL Válida");

    const sql = page.getByRole("region", { name: "Proteção contra SQL Injection" });
    await sql.getByRole("button", { name: "' OR '1'='1" }).click();
    await sql.getByRole("button", { name: "Testar Query" }).click();
    await expect(sql.getByRole("status")).toHaveText("SQL Injection Bloqueado");
    await expect(sql).toContainText("[CONSULTA BLOQUEADA]");
    await sql.getByLabel("Termo de busca").fill("D'Ávila");
    await sql.getByRole("button", { name: "Testar Query" }).click();
    await expect(sql.getByRole("status")).toHaveText("Query Segura");

    const form = page.getByRole("region", { name: "Proteção de Formulário" });
    await expect(form).toContainText(/Nonce: [A-Za-z0-9]{16}/);
    await form.getByRole("button", { name: "Envio legítimo" }).click();
    await form.getByRole("button", { name: "Enviar Formulário" }).click();
    await expect(form.getByRole("status")).toHaveText("Formulário Protegido");
    await form.getByRole("button", { name: "Origem forjada" }).click();
    await form.getByRole("button", { name: "Enviar Formulário" }).click();
    await expect(form.getByRole("status")).toHaveText("Formulário Bloqueado: Origem Inválida");
    await expect(toast(page, "Origem Inválida")).toContainText("Formulário bloqueado por motivos de segurança.");
    await form.getByRole("button", { name: "Dados alterados na transmissão" }).click();
    await form.getByRole("button", { name: "Enviar Formulário" }).click();
    await expect(form.getByRole("status")).toHaveText("Formulário Bloqueado: Integridade Comprometida");
    await expect(toast(page, "Integridade Comprometida")).toContainText(
      "Os dados foram alterados durante a transmissão.",
    );

    const history = page.getByRole("list", { name: "Últimos testes" }).getByRole("listitem");
    await expect(history).toHaveCount(9);
    await expect(history.first()).toContainText("Formulário");
    await expect(history.first()).toContainText("Bloqueado");

    await page.getByRole("button", { name: "Ocultar exemplos" }).click();
    await expect(page.getByRole("region", { name: "Content-Security-Policy" })).toHaveCount(0);
    await expect(xss.getByRole("button", { name: "<script>alert('XSS')</script>" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("rate limiting fills the progress bar and refuses past 100; history keeps 10", async ({ page }) => {
    await openAs(page, "/owasp-demo", "Proteção contra Ataques");
    const card = page.getByRole("region", { name: "Rate Limiting" });
    const bar = card.getByRole("progressbar");
    await expect(bar).toHaveAttribute("data-state", "indeterminate");
    await card.getByRole("button", { name: "Testar Request" }).click();
    await expect(card.getByRole("status")).toHaveText("Request Permitido");
    await expect(bar).toHaveAttribute("data-state", "loading");
    await expect(page.getByTestId("tile-Rate Limiting")).toHaveText("99/100");

    await page.getByRole("button", { name: "Mostrar exemplos" }).click();
    for (let i = 0; i < 10; i++) await card.getByRole("button", { name: "Rajada de 10 requests" }).click();
    await expect(bar).toHaveAttribute("data-state", "complete");
    await expect(page.getByTestId("tile-Rate Limiting")).toHaveText("0/100");
    await card.getByRole("button", { name: "Testar Request" }).click();
    await expect(card.getByRole("status")).toHaveText("Rate Limit Excedido");
    await expect(toast(page, "Rate Limit Excedido").first()).toContainText(
      /Muitas tentativas\. Tente novamente após \d{2}:\d{2}:\d{2}/,
    );

    // 12 tests were made; the history keeps the last 10, newest first.
    const history = page.getByRole("list", { name: "Últimos testes" }).getByRole("listitem");
    await expect(history).toHaveCount(10);
    await expect(history.first()).toContainText("Rate Limit Excedido");
    await expect(history.last()).toContainText("Rajada de 10 requests");
  });

  test("fast synthetic clicks turn bot detection 'Suspeito' at the 30-second check", async ({ page }) => {
    await page.clock.install();
    await openAs(page, "/owasp-demo", "Proteção contra Ataques");
    await page.clock.pauseAt(Date.now() + 60_000);
    await expect(page.getByTestId("tile-Detecção de Bots")).toHaveText("Normal");
    const box = await page.getByRole("heading", { level: 1 }).boundingBox();
    if (!box) throw new Error("no heading");
    for (let i = 0; i < 12; i++) await page.mouse.click(box.x + 5, box.y + 5);
    await page.clock.fastForward(30_000);
    // The toast library animates on timers of its own: let time run again.
    await page.clock.resume();
    await expect(page.getByTestId("tile-Detecção de Bots")).toHaveText("Suspeito");
    await expect(toast(page, "Comportamento Suspeito Detectado")).toContainText(
      "Atividade automatizada detectada. Algumas funcionalidades podem estar limitadas.",
    );
  });
});

test("an XSS attempt reaches the audit log", async ({ page }) => {
  await openAs(page, "/owasp-demo", "Proteção contra Ataques");
  const marker = `<script>alert('${uniqueName("Marca")}')</script>`;
  const xss = page.getByRole("region", { name: "Proteção XSS" });
  await xss.getByLabel("Conteúdo HTML").fill(marker);
  const posted = page.waitForResponse(
    (r) => r.url().endsWith("/api/security/events") && r.request().method() === "POST",
  );
  await xss.getByRole("button", { name: "Testar XSS" }).click();
  expect((await posted).status()).toBe(204);

  const admin = await apiSessionOf(E2E_ADMIN);
  try {
    const logs = await admin.get<AuditLogPage>("/api/audit-logs?action=XSS_ATTEMPT&limit=100");
    const entry = logs.items.find((item) => JSON.stringify(item).includes(marker.slice(0, 100)));
    expect(entry, JSON.stringify(logs.items.slice(0, 3))).toBeDefined();
    expect(entry?.action).toBe("XSS_ATTEMPT");
  } finally {
    await admin.dispose();
  }
});
