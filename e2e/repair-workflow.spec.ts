import { expect, test, type Page } from "@playwright/test";
import { formatOrderNumber } from "@shared/order-types";
import { warrantyEndDay } from "@shared/order-workflow";
import { createUserAccount, type UserAccount } from "./admin-fixtures";
import {
  apiSessionOf,
  clientRecordOf,
  E2E_ADMIN,
  seedOrder,
  signInWithApi,
  signUpCliente,
  uniqueName,
  type ApiSession,
} from "./fixtures";

let admin: ApiSession;
let tecnico: UserAccount;
test.beforeAll(async () => {
  admin = await apiSessionOf(E2E_ADMIN);
  tecnico = await createUserAccount(admin, "tecnico");
});
test.afterAll(async () => {
  await admin.dispose();
});

/** Moves the order on in the open 'Mudar status' dialog, filling what the move asks for. */
async function moveTo(page: Page, status: string, fill: Record<string, string> = {}) {
  const dialog = page.getByRole("dialog", { name: "Mudar status" });
  await dialog.getByLabel("Novo status").selectOption({ label: status });
  for (const [label, value] of Object.entries(fill)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole("button", { name: "Salvar status" }).click();
  await expect(page.getByText(`Status alterado para “${status}”`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a técnico takes a device in, moves it along the workflow, delivers it and opens a warranty return; the customer follows it (${viewport.width} px)`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const customer = await signUpCliente({ name: uniqueName("Cliente") });
    const brand = uniqueName("Marca");
    await signInWithApi(page, tecnico);

    // Intake, through the whole form.
    await page.goto("/orders/new");
    await page.getByRole("combobox", { name: "Cliente" }).fill(customer.name);
    await page.getByRole("option", { name: new RegExp(customer.name) }).click();
    await page.getByLabel("Marca", { exact: true }).fill(brand);
    await page.getByLabel("Modelo", { exact: true }).fill("Moto G84");
    await page.getByLabel("Aparelho", { exact: true }).fill("Celular");
    await page.getByLabel("Defeito", { exact: true }).fill("Não carrega a bateria");
    await page.getByLabel("IMEI / número de série").fill("359876543210987");
    await page.getByLabel("Técnico responsável").selectOption({ label: tecnico.name });
    await page.getByLabel("Previsão").fill("2030-05-10");
    await page.getByRole("textbox", { name: "Senha de desbloqueio" }).fill("1479");
    await expect(page.getByRole("textbox", { name: "Senha de desbloqueio" })).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Mostrar senha de desbloqueio" }).click();
    await expect(page.getByRole("textbox", { name: "Senha de desbloqueio" })).toHaveAttribute("type", "text");
    await page.getByRole("checkbox", { name: "Carregador" }).check();
    await page.getByRole("checkbox", { name: "Capa" }).check();
    await page.getByLabel("Outros acessórios").fill("Película trincada");
    await page.getByLabel("Estado de entrada").fill("Riscos na tampa traseira");
    await page.getByLabel("Garantia (meses)").fill("3");
    await page.getByRole("button", { name: "Criar Pedido" }).click();
    await expect(page.getByText("Pedido criado com sucesso")).toBeVisible();

    // The order's page: what came in, the unlock code hidden until asked for.
    // The card's actions follow its text; searched by brand, it is the only one.
    await page.goto(`/orders?search=${encodeURIComponent(brand)}`);
    const card = page.getByRole("article").filter({ hasText: brand });
    await expect(card).toHaveCount(1);
    const openLink = page.getByRole("link", { name: /^Abrir OS nº/ });
    const moveButton = page.getByRole("button", { name: /^Mudar status da OS nº/ });
    await openLink.click();
    await expect(page.getByRole("heading", { level: 1, name: `${brand} Moto G84` })).toBeVisible();
    const summary = page.getByRole("region", { name: "Pedido" });
    await expect(summary).toContainText("359876543210987");
    await expect(summary).toContainText("Carregador, Capa, Película trincada");
    await expect(summary).toContainText("Riscos na tampa traseira");
    await expect(summary).toContainText(tecnico.name);
    await expect(summary).toContainText("10/05/2030");
    await expect(summary).toContainText("3 meses, a contar da entrega");
    await expect(summary).not.toContainText("1479");
    await summary.getByRole("button", { name: "Mostrar" }).click();
    await expect(summary).toContainText("1479");

    // One click, with a note; the history tells it.
    await page.getByRole("button", { name: "Mudar status" }).click();
    await moveTo(page, "Aguardando aprovação", { "Observação (opcional)": "Orçamento enviado por WhatsApp" });
    const history = page.getByRole("list", { name: "Histórico do pedido" });
    await expect(history).toContainText("Novo → Aguardando aprovação");
    await expect(history).toContainText("Orçamento enviado por WhatsApp");
    await expect(history).toContainText(`Técnico responsável: ${tecnico.name}`);

    // From the list, in one click as well; only the workflow's next steps are offered.
    await page.goto(`/orders?search=${encodeURIComponent(brand)}`);
    await moveButton.click();
    const moving = page.getByRole("dialog", { name: "Mudar status" });
    const options = moving.getByLabel("Novo status").locator("option");
    await expect(options).toHaveText(["Selecione o novo status", "Em Andamento", "Aguardando peça", "Cancelado"]);
    // Nothing is chosen for them: saving without a choice asks for one and moves nothing.
    await moving.getByRole("button", { name: "Salvar status" }).click();
    await expect(moving.getByText("Escolha o novo status")).toBeVisible();
    await expect(moving.getByLabel("Novo status")).toBeFocused();
    await moveTo(page, "Em Andamento");
    await expect(card).toContainText("Em Andamento");
    await moveButton.click();
    await moveTo(page, "Concluído");
    await moveButton.click();
    const dialog = page.getByRole("dialog", { name: "Mudar status" });
    await dialog.getByLabel("Novo status").selectOption({ label: "Entregue" });
    await dialog.getByRole("button", { name: "Salvar status" }).click();
    await expect(dialog.getByLabel("Retirado por")).toBeFocused();
    await moveTo(page, "Entregue", { "Retirado por": customer.name });

    // Delivered: the warranty counts from today, the unlock code is gone, and a return can be opened.
    await openLink.click();
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" });
    const end = warrantyEndDay(today, 3).split("-").reverse().join("/");
    await expect(summary).toContainText(`3 meses, até ${end}`);
    await expect(summary).toContainText(`retirado por ${customer.name}`);
    await expect(summary).not.toContainText("Senha de desbloqueio");
    await expect(history).toContainText(`Entregue, retirado por ${customer.name}`);
    const originalUrl = page.url();
    await page.getByRole("button", { name: "Abrir retorno de garantia" }).click();
    // The toast (the new order's history says the same once it loads).
    await expect(
      page.getByRole("region", { name: /^Notifications/ }).getByText(/^Retorno de garantia aberto: OS nº/),
    ).toBeVisible();
    await expect(page).not.toHaveURL(originalUrl);
    await expect(summary).toContainText(/Defeito:Retorno de garantia da OS \d{5}/);
    await summary.getByRole("link", { name: /^OS nº/ }).click();
    await expect(page).toHaveURL(originalUrl);
    await expect(summary.getByText("Retornos de garantia")).toBeVisible();

    // The customer follows their order: the status changes, not the shop's notes, and no buttons to move it.
    const customerPage = await browser.newPage({ viewport });
    await signInWithApi(customerPage, customer);
    await customerPage.goto(`/orders?search=${encodeURIComponent(brand)}`);
    await expect(customerPage.getByRole("article").filter({ hasText: brand }).first()).toBeVisible();
    await expect(customerPage.getByRole("button", { name: /^Mudar status/ })).toHaveCount(0);
    // The original and its warranty return: the customer follows either.
    await expect(customerPage.getByRole("link", { name: /^Acompanhar OS nº/ })).toHaveCount(2);
    await customerPage.goto(originalUrl);
    const ownHistory = customerPage.getByRole("list", { name: "Histórico do pedido" });
    await expect(ownHistory).toContainText("Aguardando aprovação → Em Andamento");
    await expect(ownHistory).not.toContainText("Orçamento enviado por WhatsApp");
    await expect(ownHistory).not.toContainText(tecnico.name);
    await expect(customerPage.getByRole("button", { name: "Mudar status" })).toHaveCount(0);
    await customerPage.close();
  });
}

test("a move the workflow does not allow is refused with the server's reason", async ({ page }) => {
  const client = await clientRecordOf(admin, (await signUpCliente({ name: uniqueName("Cliente") })).name);
  const order = await seedOrder(admin, client);
  await admin.send("POST", `/api/orders/${order.id}/status`, { status: "cancelado", cancelReason: "Desistiu" });
  await signInWithApi(page, E2E_ADMIN);
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByText(formatOrderNumber(order.number))).toBeVisible();
  // A cancelled order is closed: nothing to move it to.
  await expect(page.getByRole("button", { name: "Mudar status" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Pedido" })).toContainText("Desistiu");
});
