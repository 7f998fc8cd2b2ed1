import { expect, test, type Page } from "@playwright/test";
import { createUserAccount, seriousViolations, type UserAccount } from "./admin-fixtures";
import {
  apiSessionOf,
  clientRecordOf,
  E2E_ADMIN,
  seedClient,
  seedOrder,
  signInWithApi,
  signUpCliente,
  type ApiSession,
  type SeededClient,
  type SeededOrder,
} from "./fixtures";
import { crc16, emvFields, readQr, SHOP_PIX } from "./qr-fixtures";

// The shop's money on the order (issue 24): a deposit at intake, a partial cash payment with change,
// the payment state on the page, the card and the list's filter, 'Cobrar por Pix' read off the screen
// and decoded, an admin's reversal struck through, a técnico without 'Estornar', a payment above the
// balance refused in words. At 1280 px as the admin and 390 px as a técnico.
const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** R$ 300,00 of services. */
const SERVICES = [{ description: "Troca de tela", value: 300, discountType: "valor", discountValue: 0 }];

let admin: ApiSession;
let tecnico: UserAccount;
let client: SeededClient;

test.beforeAll(async () => {
  admin = await apiSessionOf(E2E_ADMIN);
  tecnico = await createUserAccount(admin, "tecnico");
  client = await seedClient(admin);
  // Cash needs the register open; on the shared server it is opened if no one has, and never closed.
  const current = await admin.get<unknown>("/api/cash/current");
  if (current === null) await admin.send("POST", "/api/cash/open", { openingFloatCents: 10000 });
});
test.afterAll(async () => {
  await admin.dispose();
});

const payments = (page: Page) => page.getByRole("region", { name: "Pagamentos" });
const figures = (page: Page) => payments(page).getByRole("definition");

async function expectMoney(page: Page, total: string, paid: string, balance: string, state: string) {
  await expect(figures(page)).toHaveText([total, paid, balance].map((amount) => amount.replace(" ", "\u00a0")));
  await expect(payments(page)).toContainText(`Situação do pagamento:Pagamento: ${state}`);
}

test("the admin takes a deposit at intake; the order page, the card and the list's filter show it partly paid", async ({
  page,
}) => {
  await page.setViewportSize(DESK);
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/orders/new");
  await page.getByRole("combobox", { name: "Cliente" }).fill(client.name);
  await page.getByRole("option", { name: new RegExp(client.name) }).click();
  const brand = `Sinal ${Date.now()}`;
  await page.getByLabel("Marca", { exact: true }).fill(brand);
  await page.getByLabel("Modelo", { exact: true }).fill("Galaxy S21");
  await page.getByLabel("Aparelho", { exact: true }).fill("Smartphone");
  await page.getByLabel("Defeito", { exact: true }).fill("Tela trincada");
  await page.getByRole("button", { name: "Adicionar Serviço" }).click();
  const service = page.getByRole("dialog", { name: "Adicionar Serviço" });
  await service.getByLabel("Descrição", { exact: true }).fill("Troca de tela");
  await service.getByLabel("Valor (R$)", { exact: true }).fill("300");
  await service.getByRole("button", { name: "Salvar" }).click();

  // A deposit above the total refuses the whole order, in words; nothing is created.
  await page.getByLabel("Valor do sinal (R$)").fill("300,01");
  await page.getByLabel("Forma de pagamento do sinal").selectOption({ label: "Pix" });
  await page.getByRole("button", { name: "Criar Pedido" }).click();
  await expect(page.getByText("O valor (R$ 300,01) passa do saldo do pedido (R$ 300,00).")).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/new$/);

  await page.getByLabel("Valor do sinal (R$)").fill("100,00");
  await page.getByRole("button", { name: "Criar Pedido" }).click();
  await expect(page.getByText("Pedido criado com sucesso")).toBeVisible();

  // The list: the card's badge, and the filter by payment state.
  await page.goto(`/orders?search=${encodeURIComponent(brand)}`);
  const card = page.getByRole("article", { name: new RegExp(brand) });
  await expect(card).toContainText("Pagamento: Parcial");
  await page.getByLabel("Pagamento", { exact: true }).selectOption({ label: "Pago" });
  await expect(page).toHaveURL(/pagamento=pago/);
  await expect(page.getByText("Nenhum pedido encontrado com os filtros aplicados")).toBeVisible();
  await page.getByLabel("Pagamento", { exact: true }).selectOption({ label: "Parcial" });
  await expect(card).toBeVisible();

  // The search holds one order: its card's link.
  await page.getByRole("link", { name: /^Abrir OS/ }).click();
  await expectMoney(page, "R$ 300,00", "R$ 100,00", "R$ 200,00", "Parcial");
  const row = payments(page).getByRole("listitem");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Pagamento · Pix");
  await expect(row).toContainText("Sinal (entrada)");
  await expect(row.getByRole("link", { name: "Recibo", exact: true })).toHaveAttribute(
    "href",
    /\/orders\/[0-9a-f-]+\/pagamentos\/[0-9a-f-]+\/recibo$/,
  );
});

test("a técnico on a phone takes part of the balance in cash with change; above the balance is refused; no 'Estornar'", async ({
  page,
}) => {
  const order = await seedOrder(admin, client.id, { services: SERVICES });
  await page.setViewportSize(PHONE);
  await signInWithApi(page, tecnico);
  await page.goto(`/orders/${order.id}`);
  await expectMoney(page, "R$ 300,00", "R$ 0,00", "R$ 300,00", "Em aberto");
  await expect(payments(page)).toContainText("Nenhum pagamento registrado.");

  await payments(page).getByRole("button", { name: "Registrar pagamento" }).click();
  const dialog = page.getByRole("dialog", { name: "Registrar pagamento" });
  await expect(dialog.getByLabel("Valor (R$)")).toHaveValue("300,00");
  await expect(dialog.getByLabel("Recebido por")).toHaveValue(tecnico.id);
  await dialog.getByLabel("Valor (R$)").fill("120,00");
  await dialog.getByLabel("Forma de pagamento").selectOption({ label: "Dinheiro" });
  await dialog.getByLabel("Valor recebido (R$)").fill("150");
  await expect(dialog.getByText("Troco: R$ 30,00")).toBeVisible();
  await dialog.getByLabel("Observação").fill("Pagou parte na retirada do orçamento");
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Registrar" }).click();
  await expect(dialog).toBeHidden();

  await expectMoney(page, "R$ 300,00", "R$ 120,00", "R$ 180,00", "Parcial");
  const row = payments(page).getByRole("listitem");
  await expect(row).toContainText("Pagamento · Dinheiro");
  await expect(row).toContainText("Valor recebido R$ 150,00 · Troco R$ 30,00");
  await expect(row).toContainText(`Recebido por ${tecnico.name}`);
  await expect(row).toContainText("Pagou parte na retirada do orçamento");
  await expect(payments(page).getByRole("button", { name: /Estornar/ })).toHaveCount(0);

  // Above what is left: the server's words in the dialog, nothing recorded.
  await payments(page).getByRole("button", { name: "Registrar pagamento" }).click();
  await dialog.getByLabel("Valor (R$)").fill("180,01");
  await dialog.getByLabel("Forma de pagamento").selectOption({ label: "Cartão de crédito" });
  await dialog.getByLabel("Parcelas").selectOption({ label: "3x" });
  await dialog.getByRole("button", { name: "Registrar" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("O valor (R$ 180,01) passa do saldo do pedido (R$ 180,00).");
  await dialog.getByLabel("Valor (R$)").fill("180,00");
  await dialog.getByRole("button", { name: "Registrar" }).click();
  await expect(dialog).toBeHidden();
  await expectMoney(page, "R$ 300,00", "R$ 300,00", "R$ 0,00", "Pago");
  await expect(payments(page).getByRole("listitem").nth(1)).toContainText("Cartão de crédito em 3x");
  await expect(payments(page).getByRole("button", { name: "Registrar pagamento" })).toHaveCount(0);
});

for (const [who, viewport] of [
  ["the admin", DESK],
  ["a técnico on a phone", PHONE],
] as const) {
  test(`${who} charges the balance by Pix: the QR code read off the screen is the BR Code of the balance`, async ({
    page,
    context,
  }) => {
    const order: SeededOrder = await seedOrder(admin, client.id, { services: SERVICES });
    await admin.send("POST", `/api/orders/${order.id}/payments`, { amountCents: 5000, method: "pix" });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.setViewportSize(viewport);
    await signInWithApi(page, viewport === DESK ? E2E_ADMIN : tecnico);
    await page.goto(`/orders/${order.id}`);
    await payments(page).getByRole("button", { name: "Cobrar por Pix" }).click();
    const dialog = page.getByRole("dialog", { name: "Cobrar por Pix" });
    await expect(dialog).toContainText("Valor: R$ 250,00");

    const payload = await readQr(dialog.getByRole("img", { name: "QR code Pix de R$ 250,00" }));
    await expect(dialog.getByLabel("Pix copia e cola")).toHaveValue(payload);
    const fields = emvFields(payload);
    expect(fields.get("00")).toBe("01");
    const account = emvFields(fields.get("26")!);
    expect(account.get("00")).toBe("br.gov.bcb.pix");
    expect(account.get("01")).toBe(SHOP_PIX.key);
    expect(fields.get("52")).toBe("0000");
    expect(fields.get("53")).toBe("986");
    expect(fields.get("54")).toBe("250.00");
    expect(fields.get("58")).toBe("BR");
    expect(fields.get("59")).toBe("BANCADA ASSISTENCIA");
    expect(fields.get("60")).toBe("SAO PAULO");
    expect(emvFields(fields.get("62")!).get("05")).toBe(`OS${String(order.number).padStart(5, "0")}`);
    expect(payload.slice(-8, -4)).toBe("6304");
    expect(fields.get("63")).toBe(crc16(payload.slice(0, -4)));

    await dialog.getByRole("button", { name: "Copiar" }).click();
    await expect(page.getByText("Código Pix copiado")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(payload);
  });
}

test("the admin reverses a payment with a reason: both rows struck through, the balance back", async ({ page }) => {
  const order = await seedOrder(admin, client.id, { services: SERVICES });
  await admin.send("POST", `/api/orders/${order.id}/payments`, { amountCents: 30000, method: "transferencia" });
  await page.setViewportSize(DESK);
  await signInWithApi(page, E2E_ADMIN);
  await page.goto(`/orders/${order.id}`);
  await expectMoney(page, "R$ 300,00", "R$ 300,00", "R$ 0,00", "Pago");

  await payments(page).getByRole("button", { name: "Estornar Pagamento · Transferência" }).click();
  const dialog = page.getByRole("dialog", { name: "Estornar pagamento" });
  await dialog.getByRole("button", { name: "Estornar" }).click();
  await expect(dialog.getByText("Informe o motivo do estorno")).toBeVisible();
  await dialog.getByLabel("Motivo do estorno").fill("Lançado no pedido errado");
  await dialog.getByRole("button", { name: "Estornar" }).click();
  await expect(dialog).toBeHidden();

  await expectMoney(page, "R$ 300,00", "R$ 0,00", "R$ 300,00", "Em aberto");
  const rows = payments(page).getByRole("listitem");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).locator("s").first()).toHaveText("Pagamento · Transferência");
  await expect(rows.nth(0)).toContainText("Estornado: Lançado no pedido errado");
  await expect(rows.nth(1).locator("s").first()).toHaveText("Estorno · Transferência");
  await expect(rows.nth(1)).toContainText("Motivo do estorno: Lançado no pedido errado");
  await expect(payments(page).getByRole("button", { name: /Estornar/ })).toHaveCount(0);
});

test("Pix in Configurações: the admin's card checks the key; a técnico has no such card", async ({ page }) => {
  await page.setViewportSize(DESK);
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/settings#settings-pix");
  const card = page.getByRole("region", { name: "Pix" });
  await card.getByLabel("Tipo de chave").selectOption({ label: "Chave aleatória" });
  await card.getByLabel("Chave Pix").fill("123");
  await card.getByRole("button", { name: "Salvar Pix" }).click();
  await expect(
    card.getByText("Chave Pix inválida para o tipo Chave aleatória: copie a chave do app do banco, com os hífens"),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByLabel("Chave Pix").fill(SHOP_PIX.key);
  await card.getByLabel("Nome do recebedor").fill(SHOP_PIX.receiverName);
  await card.getByLabel("Cidade do recebedor").fill(SHOP_PIX.receiverCity);
  await card.getByRole("button", { name: "Salvar Pix" }).click();
  await expect(page.getByText("Configurações do Pix salvas")).toBeVisible();
  await expect(card.getByLabel("Cidade do recebedor")).toHaveValue("SAO PAULO");

  await page.context().clearCookies();
  await page.setViewportSize(PHONE);
  await signInWithApi(page, tecnico);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Configurações" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Pix" })).toHaveCount(0);
});

test("a cliente sees their own order's payments, read-only", async ({ page }) => {
  const customer = await signUpCliente();
  const order = await seedOrder(admin, await clientRecordOf(admin, customer.name), { services: SERVICES });
  await admin.send("POST", `/api/orders/${order.id}/payments`, { amountCents: 10000, method: "pix" });
  await page.setViewportSize(PHONE);
  await signInWithApi(page, customer);
  await page.goto(`/orders/${order.id}`);
  await expectMoney(page, "R$ 300,00", "R$ 100,00", "R$ 200,00", "Parcial");
  await expect(payments(page).getByRole("listitem")).toContainText("Pagamento · Pix");
  await expect(payments(page).getByRole("button")).toHaveCount(0);
});

test("the printouts show the money; the 80 mm receipt carries the Pix code of the balance", async ({ page }) => {
  const order = await seedOrder(admin, client.id, { services: SERVICES });
  await admin.send("POST", `/api/orders/${order.id}/payments`, { amountCents: 10000, method: "pix" });
  await page.setViewportSize(DESK);
  await signInWithApi(page, E2E_ADMIN);
  await page.goto(`/orders/${order.id}/print`);
  const sheet = page.getByRole("main");
  await expect(sheet).toContainText("Total:R$ 300,00");
  await expect(sheet).toContainText("Pago:R$ 100,00");
  await expect(sheet).toContainText("Saldo:R$ 200,00");
  await expect(sheet).toContainText("Situação do pagamento:Parcial");

  await page.goto(`/orders/${order.id}/receipt`);
  const receipt = page.getByRole("main");
  await expect(receipt).toContainText("Pago: R$ 100,00");
  await expect(receipt).toContainText("Saldo: R$ 200,00");
  await expect(receipt).toContainText("Pagamento: Parcial");
  await expect(receipt).toContainText("Pague o saldo de R$ 200,00 com Pix:");
  const payload = await readQr(receipt.getByRole("img", { name: "QR code Pix de R$ 200,00" }));
  expect(emvFields(payload).get("54")).toBe("200.00");
  await expect(receipt).toContainText(`Pix copia e cola:${payload}`);

  // Paid in full: no Pix code to print.
  await admin.send("POST", `/api/orders/${order.id}/payments`, { amountCents: 20000, method: "pix" });
  await page.reload();
  await expect(receipt).toContainText("Pagamento: Pago");
  await expect(receipt.getByText("Pix copia e cola:")).toHaveCount(0);
});

test("without a Pix key 'Cobrar por Pix' says so, and points the admin to Configurações (answer stubbed)", async ({
  page,
}) => {
  const order = await seedOrder(admin, client.id, { services: SERVICES });
  // The shared server has a key (set above, for the others): its settings' answer says none here.
  await page.route("**/api/company/pix", (route) => route.fulfill({ json: null }));
  await page.setViewportSize(PHONE);
  await signInWithApi(page, tecnico);
  await page.goto(`/orders/${order.id}`);
  await payments(page).getByRole("button", { name: "Cobrar por Pix" }).click();
  const dialog = page.getByRole("dialog", { name: "Cobrar por Pix" });
  await expect(dialog.getByRole("status")).toHaveText(
    "A loja ainda não tem chave Pix cadastrada.Peça a um administrador para cadastrá-la em Configurações.",
  );
  await expect(dialog.getByRole("img")).toHaveCount(0);

  await page.context().clearCookies();
  await page.setViewportSize(DESK);
  await signInWithApi(page, E2E_ADMIN);
  await page.goto(`/orders/${order.id}`);
  await payments(page).getByRole("button", { name: "Cobrar por Pix" }).click();
  await dialog.getByRole("link", { name: "Cadastrar a chave Pix em Configurações" }).click();
  await expect(page).toHaveURL(/\/settings#settings-pix$/);
  await expect(page.getByRole("heading", { level: 2, name: "Pix" })).toBeVisible();
});
