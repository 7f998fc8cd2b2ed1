import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatOrderNumber } from "@shared/order-types";
import { apiSessionOf, mainMenu, seedClient, type ApiSession, type SeededClient } from "./fixtures";
import { DEMO_PASSWORD, OwnServer } from "./own-server";
import { emvFields, readQr, SHOP_PIX } from "./qr-fixtures";

// A shop's day with its money (issue 24), walked as staff walk it, one step after another on a server
// of its own (the day's cash is opened and closed, and the report sums the whole shop): the admin at
// 1280 px, then a técnico on a phone. Each screen's own spec holds its details; this one holds the day.
const server = new OwnServer(3111, { env: { RATE_LIMIT_MULTIPLIER: "1000" } });
const ADMIN = { email: "admin@demo.local", password: DEMO_PASSWORD };
const TECNICO = { email: "tecnico@demo.local", password: DEMO_PASSWORD };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const nbsp = (text: string) => text.replaceAll(" ", "\u00a0");
const TODAY = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(new Date());

test.describe.configure({ mode: "serial" });
test.use({ baseURL: server.url });
let admin: ApiSession;
let client: SeededClient;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server.wipe();
  await server.start();
  admin = await apiSessionOf(ADMIN, server.url);
  await admin.send("PUT", "/api/company/pix", SHOP_PIX);
  client = await seedClient(admin);
});
test.afterAll(async () => {
  await admin?.dispose();
  await server.stop();
  server.wipe();
});

async function openCash(page: Page, float: string) {
  await page.goto("/");
  // On a phone the menu is an overlay, opened first.
  if (page.viewportSize()!.width < 1024) await page.getByRole("button", { name: "Abrir menu" }).click();
  await mainMenu(page).getByRole("link", { name: "Caixa", exact: true }).click();
  await page.getByLabel("Troco inicial (R$)").fill(float);
  await page.getByRole("button", { name: "Abrir caixa" }).click();
  await expect(page.getByRole("button", { name: "Fechar caixa" })).toBeVisible();
}

/** A new order of one service, with a deposit at intake; answers its page's address. */
async function takeIn(
  page: Page,
  brand: string,
  service: string,
  deposit: { amount: string; method: string; handed?: string },
) {
  await page.goto("/orders/new");
  await page.getByRole("combobox", { name: "Cliente" }).fill(client.name);
  await page.getByRole("option", { name: new RegExp(client.name) }).click();
  await page.getByLabel("Marca", { exact: true }).fill(brand);
  await page.getByLabel("Modelo", { exact: true }).fill("Moto G84");
  await page.getByLabel("Aparelho", { exact: true }).fill("Celular");
  await page.getByLabel("Defeito", { exact: true }).fill("Não carrega");
  await page.getByRole("button", { name: "Adicionar Serviço" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar Serviço" });
  await dialog.getByLabel("Descrição", { exact: true }).fill("Troca do conector");
  await dialog.getByLabel("Valor (R$)", { exact: true }).fill(service);
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await page.getByLabel("Valor do sinal (R$)").fill(deposit.amount);
  await page.getByLabel("Forma de pagamento do sinal").selectOption({ label: deposit.method });
  if (deposit.handed) await page.getByLabel("Valor recebido (R$)").fill(deposit.handed);
  await page.getByRole("button", { name: "Criar Pedido" }).click();
  await expect(page.getByText("Pedido criado com sucesso")).toBeVisible();
  await page.goto(`/orders?search=${encodeURIComponent(brand)}`);
  await page.getByRole("link", { name: /^Abrir OS/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${brand} Moto G84` })).toBeVisible();
}

const payments = (page: Page) => page.getByRole("region", { name: "Pagamentos" });
const expectFigures = (page: Page, total: string, paid: string, balance: string) =>
  expect(payments(page).getByRole("definition")).toHaveText([total, paid, balance].map(nbsp));

async function payInCash(page: Page, amount: string, handed: string, change: string) {
  await payments(page).getByRole("button", { name: "Registrar pagamento" }).click();
  const dialog = page.getByRole("dialog", { name: "Registrar pagamento" });
  await dialog.getByLabel("Valor (R$)").fill(amount);
  await dialog.getByLabel("Forma de pagamento").selectOption({ label: "Dinheiro" });
  await dialog.getByLabel("Valor recebido (R$)").fill(handed);
  await expect(dialog.getByText(`Troco: ${change}`)).toBeVisible();
  await dialog.getByRole("button", { name: "Registrar" }).click();
  await expect(dialog).toBeHidden();
}

/** 'Cobrar por Pix': the QR code read off the screen as a phone's camera would, and its amount field. */
async function pixAmountOnScreen(page: Page, balance: string): Promise<string> {
  await payments(page).getByRole("button", { name: "Cobrar por Pix" }).click();
  const dialog = page.getByRole("dialog", { name: "Cobrar por Pix" });
  const qr: Locator = dialog.getByRole("img", { name: `QR code Pix de ${balance}` });
  const payload = await readQr(qr);
  await expect(dialog.getByLabel("Pix copia e cola")).toHaveValue(payload);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  return emvFields(payload).get("54")!;
}

async function deliverOwing(page: Page) {
  const move = async (status: string, fill?: () => Promise<void>) => {
    await page.getByRole("button", { name: "Mudar status" }).click();
    const dialog = page.getByRole("dialog", { name: "Mudar status" });
    await dialog.getByLabel("Novo status").selectOption({ label: status });
    await fill?.();
    await dialog.getByRole("button", { name: "Salvar status" }).click();
    await expect(dialog).toBeHidden();
  };
  await move("Em Andamento");
  await move("Concluído");
  const dialog = page.getByRole("dialog", { name: "Mudar status" });
  await move("Entregue", async () => {
    await dialog.getByLabel("Retirado por").fill(client.name);
    // Delivering while money is owed asks for the confirmation first.
    await dialog.getByRole("button", { name: "Salvar status" }).click();
    await expect(dialog.getByText("Confirme a entrega com saldo em aberto")).toBeVisible();
    await dialog.getByRole("checkbox", { name: "Entregar com saldo em aberto" }).check();
  });
  await expect(page.getByText("Status alterado para “Entregue”")).toBeVisible();
}

async function closeCash(page: Page, counts: Record<string, string>, difference: string) {
  await page.goto("/caixa");
  await page.getByRole("button", { name: "Fechar caixa" }).click();
  const dialog = page.getByRole("dialog", { name: "Fechar caixa" });
  for (const [method, counted] of Object.entries(counts))
    await dialog.getByLabel(`Contado em ${method} (R$)`).fill(counted);
  await expect(dialog).toContainText(difference);
  await dialog.getByRole("button", { name: "Fechar caixa" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Troco inicial (R$)")).toBeVisible();
}

test("the admin's day at 1280 px: cash opened, a deposit, cash with change, Pix, delivered owing, charged, a reversal, the receipt, the cash closed short, the report exported", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await server.signedInPage(browser, ADMIN, DESKTOP);
  await openCash(page, "100,00");

  await takeIn(page, "Dia Admin", "300", { amount: "100,00", method: "Pix" });
  await expectFigures(page, "R$ 300,00", "R$ 100,00", "R$ 200,00");
  await payInCash(page, "50,00", "100", "R$ 50,00");
  await expectFigures(page, "R$ 300,00", "R$ 150,00", "R$ 150,00");
  expect(await pixAmountOnScreen(page, nbsp("R$ 150,00"))).toBe("150.00");
  await deliverOwing(page);
  const orderUrl = page.url();
  const order = await admin.get<{ number: number }>(`/api/orders/${orderUrl.split("/").pop()}`);
  const number = formatOrderNumber(order.number);

  // What customers owe: the order, and a WhatsApp charge with the balance and its Pix copia e cola.
  await mainMenu(page).getByRole("link", { name: "A receber", exact: true }).click();
  const row = page.getByRole("row").filter({ hasText: number });
  await expect(row).toContainText(nbsp("R$ 150,00"));
  await page.getByRole("button", { name: `Cobrar ${number} pelo WhatsApp` }).click();
  const charge = page.getByRole("dialog", { name: "Cobrar pelo WhatsApp" });
  const text = new URL(
    (await charge.getByRole("link", { name: "Abrir WhatsApp" }).getAttribute("href"))!,
  ).searchParams.get("text")!;
  expect(text).toContain(nbsp("R$ 150,00"));
  expect(text).toMatch(/000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}/);
  await page.keyboard.press("Escape");

  // The cash payment was a mistake: reversed with its reason; the balance is back.
  await page.goto(orderUrl);
  await payments(page).getByRole("button", { name: "Estornar Pagamento · Dinheiro" }).click();
  const reversal = page.getByRole("dialog", { name: "Estornar pagamento" });
  await reversal.getByLabel("Motivo do estorno").fill("Lançado em duplicidade");
  await reversal.getByRole("button", { name: "Estornar" }).click();
  await expect(reversal).toBeHidden();
  await expectFigures(page, "R$ 300,00", "R$ 100,00", "R$ 200,00");

  // The deposit's receipt: the amount in words.
  await payments(page).getByRole("listitem").first().getByRole("link", { name: "Recibo", exact: true }).click();
  await expect(page.getByRole("main")).toContainText("cem reais");

  // Closing: the drawer should hold 100 + 50 − 50; five reais are missing.
  await closeCash(page, { Dinheiro: "95,00", Pix: "100,00" }, "-R$ 5,00 (falta)");
  await expect(page.getByRole("article", { name: `Caixa de ${TODAY}` }).first()).toContainText(
    "Diferença:-R$ 5,00 (falta)",
  );

  // The month's report, exported and read back.
  await page.goto("/relatorios/faturamento");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Exportar CSV" }).click(),
  ]);
  const csv = (await readFile((await download.path())!)).toString("utf8").slice(1).split("\r\n");
  expect(csv).toEqual(
    expect.arrayContaining(["Recebido;100,00", "Estornos;50,00", "Pedidos entregues;1", "A receber;200,00"]),
  );
  await page.context().close();
});

test("a técnico's day on a phone: cash opened, a deposit in cash, a payment with change, Pix, delivered owing, the receipt, the cash closed over; no reversal, no receivables", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await server.signedInPage(browser, TECNICO, PHONE);
  await openCash(page, "50,00");

  await takeIn(page, "Dia Tecnico", "250", { amount: "50,00", method: "Dinheiro", handed: "50" });
  await expectFigures(page, "R$ 250,00", "R$ 50,00", "R$ 200,00");
  await payInCash(page, "100,00", "150,00", "R$ 50,00");
  expect(await pixAmountOnScreen(page, nbsp("R$ 100,00"))).toBe("100.00");
  await deliverOwing(page);
  await expect(payments(page).getByRole("button", { name: /Estornar/ })).toHaveCount(0);

  await payments(page).getByRole("listitem").nth(1).getByRole("link", { name: "Recibo 80 mm" }).click();
  await expect(page.getByRole("main")).toContainText("cem reais");

  // The drawer should hold 50 + 50 + 100; ten reais too many.
  await closeCash(page, { Dinheiro: "210,00" }, "+R$ 10,00 (sobra)");
  await expect(
    page.getByRole("article", { name: `Caixa de ${TODAY}` }).filter({ hasText: "por Tiago Técnico" }),
  ).toContainText("Diferença:+R$ 10,00 (sobra)");
  await page.goto("/a-receber");
  await expect(page.getByRole("heading", { name: "Acesso Negado" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.context().close();
});
