import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { createUserAccount, seriousViolations, type UserAccount } from "./admin-fixtures";
import { apiSessionOf, seedClient, seedOrder, type ApiSession, type SeededOrder } from "./fixtures";
import { OwnServer } from "./own-server";

// The revenue report sums the whole shop's money: on a server of its own, with an empty shop, every
// figure is this spec's.
const ADMIN = { email: "admin@revenue.e2e.local", password: "Admin@Revenue123" };
const server = new OwnServer(3109, {
  env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: "false", RATE_LIMIT_MULTIPLIER: "1000" },
});
test.describe.configure({ mode: "serial" });

let admin: ApiSession;
let tecnico: UserAccount;

/** YYYY-MM-DD in the shop's time zone (the server's "today", and the browser's: America/Sao_Paulo). */
function dayIn(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(date);
}
const today = dayIn(new Date());
const [year, month] = today.split("-").map(Number) as [number, number];
const pad = (n: number) => String(n).padStart(2, "0");
const thisMonthStart = `${year}-${pad(month)}-01`;
const lastMonth = month === 1 ? { y: year - 1, m: 12 } : { y: year, m: month - 1 };
const lastMonthStart = `${lastMonth.y}-${pad(lastMonth.m)}-01`;
const lastMonthMiddle = `${lastMonth.y}-${pad(lastMonth.m)}-15`;
const br = (day: string) => day.split("-").reverse().join("/");

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server.wipe();
  await server.start();
  admin = await apiSessionOf(ADMIN, server.url);
  tecnico = await createUserAccount(admin, "tecnico");
  const client = await seedClient(admin);
  const order = (reais: number, technicianId?: string) =>
    seedOrder(admin, client.id, {
      technicianId,
      services: [{ description: "Reparo", value: reais, discountType: "valor", discountValue: 0 }],
    });
  const pay = (o: SeededOrder, payment: Record<string, unknown>) =>
    admin.send<{ id: string }>("POST", `/api/orders/${o.id}/payments`, payment);
  const deliver = async (o: SeededOrder) => {
    await admin.send("POST", `/api/orders/${o.id}/status`, { status: "concluido" });
    await admin.send("POST", `/api/orders/${o.id}/status`, {
      status: "entregue",
      pickedUpBy: client.name,
      confirmOpenBalance: true,
    });
  };
  // R$ 500 by the técnico: R$ 200 by Pix last month, R$ 300 by credit card in 3 installments; delivered.
  const a = await order(500, tecnico.id);
  await pay(a, { amountCents: 20000, method: "pix", paidOn: lastMonthMiddle });
  await pay(a, { amountCents: 30000, method: "cartao_credito", installments: 3 });
  await deliver(a);
  // R$ 100 by the técnico: a Pix recorded by mistake and reversed, then paid by debit card; delivered.
  const b = await order(100, tecnico.id);
  const mistake = await pay(b, { amountCents: 10000, method: "pix" });
  await admin.send("POST", `/api/payments/${mistake.id}/reversal`, { reason: "Pix não chegou" });
  await pay(b, { amountCents: 10000, method: "cartao_debito" });
  await deliver(b);
  // R$ 80 paid by transfer, then cancelled and the money handed back (reembolso).
  const c = await order(80);
  await pay(c, { amountCents: 8000, method: "transferencia" });
  await admin.send("POST", `/api/orders/${c.id}/status`, {
    status: "cancelado",
    cancelReason: "Cliente desistiu",
    refund: { refunded: true, method: "transferencia" },
  });
  // R$ 250 without a técnico: R$ 50 by Pix, delivered with R$ 200 owed.
  const d = await order(250);
  await pay(d, { amountCents: 5000, method: "pix" });
  await deliver(d);
});
test.afterAll(async () => {
  await admin?.dispose();
  await server.stop();
  server.wipe();
});

async function signedIn(browser: Browser, account: { email: string; password: string }, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width, height: 900 },
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const headers = { Origin: server.url };
  const { token } = (await (await page.request.get("/api/csrf", { headers })).json()) as { token: string };
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: account,
    headers: { ...headers, "X-CSRF-Token": token },
  });
  expect(signIn.status()).toBe(200);
  return page;
}

const figure = (page: Page, label: string) =>
  page.getByRole("region", { name: "Resumo do período" }).getByText(label, { exact: true }).locator("+ dd");

test("the admin reads the month's revenue, widens the period, groups by month and exports CSV and XLSX that read back", async ({
  browser,
}) => {
  const page = await signedIn(browser, ADMIN, 1280);
  // Every script the page loads, to tell when the spreadsheet writer (write-excel-file) arrives.
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
  });
  const writerLoaded = async () => (await Promise.all(scripts)).some((s) => s.includes("xl/workbook.xml"));
  await page.goto("/");
  await page.getByRole("link", { name: "Relatório de faturamento" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Faturamento" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "De", exact: true })).toHaveValue(thisMonthStart);

  // This month: everything but last month's R$ 200 Pix; a reversal and a refund come off.
  await expect(figure(page, "Recebido").first()).toHaveText("R$\u00a0450,00");
  await expect(figure(page, "Reembolsos")).toHaveText("R$\u00a080,00");
  await expect(figure(page, "Estornos")).toHaveText("R$\u00a0100,00");
  await expect(figure(page, "Pedidos entregues")).toHaveText("3");
  await expect(figure(page, "Ticket médio").first()).toHaveText("R$\u00a0283,33");
  await expect(figure(page, "A receber").first()).toHaveText("R$\u00a0200,00");

  const byMethod = page.getByRole("region", { name: "Por forma de pagamento" });
  await expect(byMethod.getByRole("img")).toHaveAttribute(
    "aria-label",
    /Recebido \(líquido\) por forma de pagamento\. .*Cartão de crédito: R\$\s300,00/,
  );
  await byMethod.getByText(/Ver dados em tabela/).click();
  const methodRows = byMethod.getByRole("table").getByRole("row");
  await expect(methodRows.filter({ hasText: "Pix" })).toContainText("R$\u00a050,00");
  await expect(methodRows.filter({ hasText: "Cartão de débito" })).toContainText("R$\u00a0100,00");
  await expect(methodRows.filter({ hasText: "Transferência" })).toContainText("R$\u00a00,00");

  const technicians = page.getByRole("region", { name: "Por técnico" }).getByRole("row");
  await expect(technicians.filter({ hasText: tecnico.name })).toHaveText(
    new RegExp(`${tecnico.name}\\s*2\\s*R\\$\\s600,00`),
  );
  await expect(technicians.filter({ hasText: "Sem técnico" })).toHaveText(/Sem técnico\s*1\s*R\$\s250,00/);

  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousViolations(page), scheme).toEqual([]);
  }

  // From last month's first day, grouped by month: last month's Pix in its own bar.
  await page.getByRole("textbox", { name: "De", exact: true }).fill(lastMonthStart);
  await expect(figure(page, "Recebido").first()).toHaveText("R$\u00a0650,00");
  await page.getByLabel("Agrupar por").selectOption({ label: "Mês" });
  const periods = page.getByRole("region", { name: "Recebido por período" });
  await expect(periods.getByRole("img")).toHaveAttribute("aria-label", /Mês|\d{2}\/\d{4}: R\$/);
  await periods.getByText(/Ver dados em tabela/).click();
  const lastMonthLabel = `${pad(lastMonth.m)}/${lastMonth.y}`;
  const thisMonthLabel = `${pad(month)}/${year}`;
  await expect(periods.getByRole("table").getByRole("row")).toHaveText([
    /Período\s*Valor/,
    new RegExp(`${lastMonthLabel}\\s*R\\$\\s200,00`),
    new RegExp(`${thisMonthLabel}\\s*R\\$\\s450,00`),
  ]);
  await expect(periods.locator("svg text").filter({ hasText: "Mês" })).toHaveCount(1);
  await expect(periods.locator("svg text").filter({ hasText: "Valor (R$)" })).toHaveCount(1);

  // Nothing of the spreadsheet writer has loaded yet.
  expect(await writerLoaded()).toBe(false);

  const [csvDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Exportar CSV" }).click(),
  ]);
  const end = await page.getByRole("textbox", { name: "Até", exact: true }).inputValue();
  expect(csvDownload.suggestedFilename()).toBe(`faturamento_${lastMonthStart}_a_${end}.csv`);
  const csvBytes = await readFile((await csvDownload.path())!);
  expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = csvBytes.toString("utf8").slice(1).split("\r\n");
  expect(csv).toEqual(
    expect.arrayContaining([
      `Período;${br(lastMonthStart)} a ${br(end)}`,
      "Agrupamento;Mês",
      "Recebido;650,00",
      "Reembolsos;80,00",
      "Estornos;100,00",
      "Pedidos entregues;3",
      "Ticket médio;283,33",
      "A receber;200,00",
      "Período;Entradas;Saídas;Líquido",
      `${lastMonthLabel};200,00;0,00;200,00`,
      `${thisMonthLabel};630,00;180,00;450,00`,
      "Pix;250,00",
      "Cartão de crédito;300,00",
      `${tecnico.name};2;600,00`,
      "Sem técnico;1;250,00",
    ]),
  );

  const [xlsxDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Exportar XLSX" }).click(),
  ]);
  expect(xlsxDownload.suggestedFilename()).toBe(`faturamento_${lastMonthStart}_a_${end}.xlsx`);
  // Loaded now, when asked.
  expect(await writerLoaded()).toBe(true);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await xlsxDownload.path())!);
  expect(workbook.worksheets.map((s) => s.name)).toEqual([
    "Resumo",
    "Recebido por período",
    "Por forma de pagamento",
    "Por técnico",
  ]);
  const values = (name: string) =>
    workbook
      .getWorksheet(name)!
      .getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1));
  expect(values("Resumo")).toEqual([
    ["Indicador", "Valor"],
    ["Período", `${br(lastMonthStart)} a ${br(end)}`],
    ["Agrupamento", "Mês"],
    ["Recebido", 650],
    ["Reembolsos", 80],
    ["Estornos", 100],
    ["Pedidos entregues", 3],
    ["Ticket médio", 283.33],
    ["A receber", 200],
  ]);
  expect(values("Recebido por período")).toEqual([
    ["Período", "Entradas", "Saídas", "Líquido"],
    [lastMonthLabel, 200, 0, 200],
    [thisMonthLabel, 630, 180, 450],
  ]);
  expect(values("Por técnico")).toEqual([
    ["Técnico", "Pedidos entregues", "Valor"],
    [tecnico.name, 2, 600],
    ["Sem técnico", 1, 250],
  ]);
  expect(workbook.getWorksheet("Resumo")!.getCell("B4").numFmt).toBe("#,##0.00");

  // By day and by week, the same money in finer periods.
  await page.getByLabel("Agrupar por").selectOption({ label: "Dia" });
  await expect(periods.getByRole("table").getByRole("row")).toHaveText([
    /Período\s*Valor/,
    new RegExp(`${br(lastMonthMiddle)}\\s*R\\$\\s200,00`),
    new RegExp(`${br(today)}\\s*R\\$\\s450,00`),
  ]);
  await page.getByLabel("Agrupar por").selectOption({ label: "Semana" });
  await expect(periods.getByRole("table").getByRole("row").nth(1)).toHaveText(
    /^semana de \d{2}\/\d{2}\/\d{4}\s*R\$\s200,00$/,
  );
  await page.context().close();
});

test("at 390 px a técnico gets 'Acesso Negado' and no menu entry", async ({ browser }) => {
  const page = await signedIn(browser, tecnico, 390);
  await page.goto("/relatorios/faturamento");
  await expect(page.getByRole("heading", { name: "Acesso Negado" })).toBeVisible();
  await expect(page.getByText("Apenas administradores veem os relatórios da loja.")).toBeVisible();
  await page.getByRole("button", { name: "Abrir menu" }).click();
  const menu = page.getByRole("navigation", { name: "Menu principal" });
  await expect(menu.getByRole("link", { name: "Chamados" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Faturamento" })).toHaveCount(0);
  await page.context().close();
});

test("at 390 px the admin reads the report without sideways scrolling", async ({ browser }) => {
  const page = await signedIn(browser, ADMIN, 390);
  await page.goto("/relatorios/faturamento");
  await expect(figure(page, "Pedidos entregues")).toHaveText("3");
  await expect(page.getByRole("button", { name: "Exportar XLSX" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.context().close();
});
