import { expect, test, type Locator, type Page } from "@playwright/test";
import type { CashDay } from "@shared/cash";
import { seriousViolations } from "./admin-fixtures";
import { apiSessionOf, mainMenu, seedClient, seedOrder, type ApiSession } from "./fixtures";
import { DEMO_PASSWORD, OwnServer } from "./own-server";

// The cash register (docs/decisions/038, 040) closes days, which the shared e2e server must never do
// (other specs take cash payments there): a server of its own on a fresh demo database, whose admin
// (Ana Administradora) and técnico (Tiago Técnico) are the demo's.
const server = new OwnServer(3107, { env: { RATE_LIMIT_MULTIPLIER: "1000" } });
const ADMIN = { email: "admin@demo.local", password: DEMO_PASSWORD };
const TECNICO = { email: "tecnico@demo.local", password: DEMO_PASSWORD };
const CLIENTE = { email: "cliente@demo.local", password: DEMO_PASSWORD };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const TODAY = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(new Date());
const POINTS_PER_MM = 72 / 25.4;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: server.url });
test.beforeAll(async () => {
  // Migrating and seeding a fresh demo database takes a while on a busy machine.
  test.setTimeout(90_000);
  server.wipe();
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  server.wipe();
});

/** An order of R$ 300,00 and a payment on it, recorded through the API as the order page does. */
async function paidOrder(staff: ApiSession, payment: Record<string, unknown>): Promise<number> {
  const client = await seedClient(staff);
  const order = await seedOrder(staff, client.id, {
    services: [{ description: "Troca de tela", value: 300, discountType: "valor", discountValue: 0 }],
  });
  await staff.send("POST", `/api/orders/${order.id}/payments`, payment);
  return order.number;
}

const osNumber = (n: number) => `OS nº ${String(n).padStart(5, "0")}`;
/** The card of one method's figures on a day's screen. */
const method = (page: Page, name: string): Locator => page.getByRole("listitem", { name, exact: true });
/** What the open day's drawer should hold, as the screen says it. */
const drawer = (page: Page) => page.getByText("Dinheiro que deve estar no caixa").locator("xpath=..");

async function addMove(page: Page, kind: string, amount: string, extra: { category?: string; note?: string } = {}) {
  const form = page.getByRole("form", { name: "Novo movimento" });
  await form.getByLabel("Tipo").selectOption(kind);
  await form.getByLabel("Valor (R$)").fill(amount);
  if (extra.category) await form.getByLabel("Categoria").selectOption(extra.category);
  if (extra.note) await form.getByLabel("Observação").fill(extra.note);
  await form.getByRole("button", { name: "Registrar movimento" }).click();
}

/** The paper widths and heights (points) of the PDF Chromium prints the page to. */
async function printedPages(page: Page): Promise<{ width: number; height: number }[]> {
  await page.emulateMedia({ media: null });
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
  return [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((box) => ({
    width: Number(box[1]),
    height: Number(box[2]),
  }));
}
/** How far the page scrolls sideways: 0 when nothing overflows its width. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const expectPaper = (points: number, mm: number) => expect(Math.abs(points - mm * POINTS_PER_MM)).toBeLessThan(1);

test("the admin's day at 1280 px: open with a float, payments land by themselves, moves, close with a difference, the reports, a correction", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await apiSessionOf(ADMIN, server.url);
  const page = await server.signedInPage(browser, ADMIN, DESKTOP);
  await page.goto("/");
  await mainMenu(page).getByRole("link", { name: "Caixa", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Caixa" })).toBeVisible();
  await expect(page.getByText("Nenhum caixa aberto até hoje")).toBeVisible();

  // Opening: the float in R$, typed the Brazilian way.
  const float = page.getByLabel("Troco inicial (R$)");
  await page.getByRole("button", { name: "Abrir caixa" }).click();
  await expect(page.getByText("Informe o valor")).toBeVisible();
  await float.fill("100,00");
  await page.getByRole("button", { name: "Abrir caixa" }).click();
  await expect(drawer(page)).toContainText("R$ 100,00");
  await expect(page.getByRole("region", { name: "Resumo" })).toContainText("por Ana Administradora");

  // A cash payment (R$ 200,00 of R$ 250,00 handed over) and a Pix recorded on orders land in the open day.
  const cashOrder = await paidOrder(admin, { amountCents: 20000, method: "dinheiro", cashTenderedCents: 25000 });
  const pixOrder = await paidOrder(admin, { amountCents: 5000, method: "pix" });
  await page.reload();
  await expect(drawer(page)).toContainText("R$ 300,00");
  const payments = page.getByRole("list", { name: "Pagamentos do caixa" });
  await expect(payments.getByRole("listitem").filter({ hasText: osNumber(cashOrder) })).toContainText(
    "Pagamento · Dinheiro",
  );
  await expect(payments.getByRole("listitem").filter({ hasText: osNumber(pixOrder) })).toContainText("+R$ 50,00");
  await expect(method(page, "Pix")).toContainText("R$ 50,00");

  // Suprimento, sangria, an expense with its category; a sangria above the drawer is refused in words.
  await addMove(page, "Suprimento", "50", { note: "Troco extra" });
  await expect(drawer(page)).toContainText("R$ 350,00");
  await addMove(page, "Sangria", "100,00", { note: "Depósito no banco" });
  await expect(drawer(page)).toContainText("R$ 250,00");
  await addMove(page, "Despesa", "15");
  await expect(page.getByText("Escolha a categoria da despesa")).toBeVisible();
  await addMove(page, "Despesa", "15", { category: "Transporte", note: "Motoboy" });
  await expect(drawer(page)).toContainText("R$ 235,00");
  await addMove(page, "Sangria", "1.000,00");
  await expect(page.getByText(/O valor passa do dinheiro no caixa \(R\$\s235,00\)\./)).toBeVisible();
  await expect(drawer(page)).toContainText("R$ 235,00");
  const moves = page.getByRole("list", { name: "Movimentos" });
  await expect(moves.getByRole("listitem")).toHaveCount(3);
  await expect(moves.getByRole("listitem").nth(2)).toContainText("Despesa · Transporte");
  await expect(moves.getByRole("listitem").nth(2)).toContainText("Motoboy");
  await expect(moves.getByRole("listitem").nth(2)).toContainText("-R$ 15,00");

  // Closing: a count per method, the difference shown as it is typed.
  await page.getByRole("button", { name: "Fechar caixa" }).click();
  const dialog = page.getByRole("dialog", { name: "Fechar caixa" });
  const cash = dialog.getByRole("group", { name: "Dinheiro" });
  await expect(cash).toContainText("R$ 235,00");
  await cash.getByLabel("Contado em Dinheiro (R$)").fill("230");
  await expect(cash).toContainText("-R$ 5,00 (falta)");
  await dialog.getByRole("button", { name: "Fechar caixa" }).click();
  await expect(dialog.getByText("Informe o valor")).toBeVisible();
  const pix = dialog.getByRole("group", { name: "Pix" });
  await pix.getByLabel("Contado em Pix (R$)").fill("50,00");
  await expect(pix).toContainText("R$ 0,00");
  await dialog.getByLabel("Observação").fill("Faltaram cinco reais no troco");
  await dialog.getByRole("button", { name: "Fechar caixa" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Troco inicial (R$)")).toBeVisible();

  // The past days: the one just closed, with what was expected (235 + 50) and the difference.
  const closed = page.getByRole("article", { name: `Caixa de ${TODAY}` });
  await expect(closed).toContainText("Esperado:R$ 285,00");
  await expect(closed).toContainText("Diferença:-R$ 5,00 (falta)");
  await expect(closed).toContainText("por Ana Administradora");
  await closed.getByRole("link", { name: `Caixa de ${TODAY}` }).click();

  // The day's page: read-only, the figures kept.
  await expect(page.getByRole("heading", { level: 1, name: `Caixa de ${TODAY}` })).toBeVisible();
  await expect(page.getByText("Fechado: somente leitura.")).toBeVisible();
  await expect(page.getByRole("form", { name: "Novo movimento" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Fechar caixa" })).toHaveCount(0);
  await expect(method(page, "Dinheiro")).toContainText("Contado");
  await expect(method(page, "Dinheiro")).toContainText("R$ 230,00");
  await expect(method(page, "Dinheiro")).toContainText("-R$ 5,00 (falta)");
  await expect(page.getByRole("region", { name: "Resumo" })).toContainText("Faltaram cinco reais no troco");
  const dayUrl = page.url();

  // The closing report on A4, then on 80 mm.
  await page.getByRole("link", { name: "Relatório (A4)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Fechamento de caixa" })).toBeVisible();
  const sheet = page.locator("article.order-sheet");
  for (const text of [
    TODAY,
    "Ana Administradora",
    "R$ 100,00",
    "R$ 235,00",
    "R$ 230,00",
    "-R$ 5,00 (falta)",
    "Suprimento · Troco extra",
    "Sangria · Depósito no banco",
    "Despesa · Transporte · Motoboy",
    "Faltaram cinco reais no troco",
    "Assinatura do responsável — Ana Administradora",
  ])
    await expect(sheet).toContainText(text);
  await expect(sheet.getByRole("row", { name: /Total/ })).toContainText("R$ 285,00");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Imprimir" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  for (const paper of await printedPages(page)) {
    expectPaper(paper.width, 210);
    expectPaper(paper.height, 297);
  }

  await page.getByRole("link", { name: "Imprimir em 80 mm" }).click();
  await expect(page).toHaveURL(/\/caixa\/[0-9a-f-]+\/80mm$/);
  const slip = page.locator("article.order-receipt");
  await expect(slip.getByRole("heading", { level: 1, name: "Fechamento de caixa" })).toBeVisible();
  const slipCash = slip.getByRole("region", { name: "Dinheiro" });
  await expect(slipCash).toContainText("EsperadoR$ 235,00");
  await expect(slipCash).toContainText("ContadoR$ 230,00");
  await expect(slipCash).toContainText("Diferença-R$ 5,00 (falta)");
  await expect(slip).toContainText("Despesa (Transporte)");
  await expect(slip).toContainText("Assinatura do responsável");
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll("style")].some((s) => /size: 80mm \d+mm/.test(s.textContent ?? "")),
      ),
    )
    .toBe(true);
  const slipPages = await printedPages(page);
  expect(slipPages).toHaveLength(1);
  expectPaper(slipPages[0]!.width, 80);

  // The admin corrects the closed day's cash count, with a reason; the latest correction stands.
  await page.goto(dayUrl);
  await page.getByRole("button", { name: "Corrigir contagem" }).click();
  const correction = page.getByRole("dialog", { name: "Corrigir contagem" });
  await correction.getByLabel("Forma de pagamento").selectOption("Dinheiro");
  await correction.getByLabel("Valor contado (R$)").fill("233");
  await correction.getByRole("button", { name: "Salvar correção" }).click();
  await expect(correction.getByText("Informe o motivo da correção")).toBeVisible();
  await correction.getByLabel("Motivo").fill("Recontagem: R$ 3 na gaveta de moedas");
  await correction.getByRole("button", { name: "Salvar correção" }).click();
  await expect(correction).toBeHidden();
  await page.getByRole("button", { name: "Corrigir contagem" }).click();
  await correction.getByLabel("Valor contado (R$)").fill("235,00");
  await correction.getByLabel("Motivo").fill("Nota de R$ 2 achada sob a gaveta");
  await correction.getByRole("button", { name: "Salvar correção" }).click();
  await expect(correction).toBeHidden();
  const corrections = page.getByRole("list", { name: "Correções" });
  await expect(corrections.getByRole("listitem")).toHaveCount(2);
  await expect(corrections.getByRole("listitem").first()).toContainText("substituída por outra correção");
  await expect(corrections.getByRole("listitem").last()).toContainText("Nota de R$ 2 achada sob a gaveta");
  await expect(corrections.getByRole("listitem").last()).toContainText("por Ana Administradora");
  await expect(method(page, "Dinheiro")).toContainText("R$ 235,00");
  await expect(method(page, "Dinheiro")).not.toContainText("falta");
  // The closed day's page as it opens (the two toasts above, stacked, are sonner's to render).
  await page.reload();
  await expect(page.getByRole("list", { name: "Correções" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Relatório (A4)" }).click();
  await expect(page.locator("article.order-sheet")).toContainText("Nota de R$ 2 achada sob a gaveta");
  expect(await seriousViolations(page)).toEqual([]);

  await admin.dispose();
  await page.context().close();
});

test("the técnico's day at 390 px: opens, takes a cash payment and a sangria, closes; cannot correct; opening twice is refused in words", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const tecnico = await apiSessionOf(TECNICO, server.url);
  const admin = await apiSessionOf(ADMIN, server.url);
  const page = await server.signedInPage(browser, TECNICO, PHONE);
  await page.goto("/");
  await page.getByRole("button", { name: "Abrir menu" }).click();
  await page.getByRole("dialog", { name: "Menu principal" }).getByRole("link", { name: "Caixa", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Caixa" })).toBeVisible();

  await page.getByLabel("Troco inicial (R$)").fill("50");
  await page.getByRole("button", { name: "Abrir caixa" }).click();
  await expect(drawer(page)).toContainText("R$ 50,00");
  await expect(page.getByRole("region", { name: "Resumo" })).toContainText("por Tiago Técnico");

  const order = await paidOrder(tecnico, { amountCents: 12000, method: "dinheiro" });
  await page.reload();
  await expect(drawer(page)).toContainText("R$ 170,00");
  await expect(page.getByRole("list", { name: "Pagamentos do caixa" })).toContainText(osNumber(order));
  await addMove(page, "Sangria", "70");
  await expect(drawer(page)).toContainText("R$ 100,00");

  await page.getByRole("button", { name: "Fechar caixa" }).click();
  const dialog = page.getByRole("dialog", { name: "Fechar caixa" });
  await dialog.getByLabel("Contado em Dinheiro (R$)").fill("100");
  await expect(dialog.getByRole("group", { name: "Dinheiro" })).toContainText("R$ 0,00");
  await dialog.getByRole("button", { name: "Fechar caixa" }).click();
  await expect(dialog).toBeHidden();

  // The técnico's day in the list, opened: read-only, and no correction for a técnico (nor through the API).
  const days = page.getByRole("article", { name: `Caixa de ${TODAY}` });
  await expect(days).toHaveCount(2);
  await expect(days.first()).toContainText("por Tiago Técnico");
  await expect(days.first()).toContainText("Diferença:R$ 0,00");
  await days.first().getByRole("link").click();
  await expect(page.getByText("Fechado: somente leitura.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Correções da contagem" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Corrigir contagem" })).toHaveCount(0);
  const dayId = page.url().split("/").pop()!;
  const refused = await page.evaluate(
    async ({ id }) => {
      const { token } = (await (await fetch("/api/csrf")).json()) as { token: string };
      const response = await fetch(`/api/cash/days/${id}/corrections`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-CSRF-Token": token },
        body: JSON.stringify({ method: "dinheiro", countedCents: 1, reason: "Tentativa do técnico" }),
      });
      return response.status;
    },
    { id: dayId },
  );
  expect(refused).toBe(403);
  expect((await tecnico.get<CashDay>(`/api/cash/days/${dayId}`)).corrections).toEqual([]);

  // Opening twice: the screen still offers 'Abrir caixa' when someone else has just opened it.
  await page.goto("/caixa");
  await page.getByLabel("Troco inicial (R$)").fill("20");
  await admin.send("POST", "/api/cash/open", { openingFloatCents: 3000 });
  await page.getByRole("button", { name: "Abrir caixa" }).click();
  await expect(page.getByText("Erro ao abrir o caixa: Já existe um caixa aberto.")).toBeVisible();
  // The screen catches up with the day the admin opened.
  await expect(drawer(page)).toContainText("R$ 30,00");
  await expect(page.getByRole("region", { name: "Resumo" })).toContainText("por Ana Administradora");
  // Nothing past the screen's edge, down to 320 px: the open day, a closed day's page, its printouts.
  const closedDay = `/caixa/${dayId}`;
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ["/caixa", closedDay, `${closedDay}/imprimir`, `${closedDay}/80mm`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(/^Carregando/)).toHaveCount(0);
    expect(await sidewaysScroll(page), path).toBe(0);
  }

  await tecnico.dispose();
  await admin.dispose();
  await page.context().close();
});

test("a cliente has no Caixa in the menu and is denied /caixa, a day's page and its report", async ({ browser }) => {
  const admin = await apiSessionOf(ADMIN, server.url);
  const [day] = (await admin.get<{ items: { id: string }[] }>("/api/cash/days")).items;
  await admin.dispose();
  const page = await server.signedInPage(browser, CLIENTE, DESKTOP);
  await page.goto("/");
  await expect(mainMenu(page).getByRole("link", { name: "Chamados", exact: true })).toBeVisible();
  await expect(mainMenu(page).getByRole("link", { name: "Caixa", exact: true })).toHaveCount(0);
  await page.goto("/caixa");
  await expect(page.getByRole("heading", { name: "Acesso Negado" })).toBeVisible();
  await expect(page.getByText("Apenas administradores e técnicos operam o caixa.")).toBeVisible();
  for (const path of [`/caixa/${day!.id}`, `/caixa/${day!.id}/imprimir`, `/caixa/${day!.id}/80mm`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Acesso Negado" }), path).toBeVisible();
    await expect(page.getByText("Fechamento de caixa")).toHaveCount(0);
  }
  await page.context().close();
});

for (const scheme of ["light", "dark"] as const) {
  test(`/caixa with an open day and its forms has no serious accessibility violation (${scheme})`, async ({
    browser,
  }) => {
    const page = await server.signedInPage(browser, ADMIN, DESKTOP);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto("/caixa");
    await expect(drawer(page)).toBeVisible();
    await page.getByRole("form", { name: "Novo movimento" }).getByLabel("Tipo").selectOption("Despesa");
    await expect(page.getByRole("article", { name: `Caixa de ${TODAY}` }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Fechar caixa" }).click();
    await expect(page.getByRole("dialog", { name: "Fechar caixa" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
}
