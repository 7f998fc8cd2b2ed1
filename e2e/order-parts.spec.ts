import { expect, test, type Page } from "@playwright/test";
import type { Product } from "@shared/stock-types";
import { createUserAccount, otherBrowser, seriousViolations, type UserAccount } from "./admin-fixtures";
import {
  apiSessionOf,
  clientRecordOf,
  E2E_ADMIN,
  seedClient,
  seedOrder,
  signInWithApi,
  signUpCliente,
  uniqueName,
  type Account,
  type ApiSession,
} from "./fixtures";
import { seedBarcodedPart } from "./stock-fixtures";

// Parts on the order (issue 25, docs/decisions/045): a técnico scans a part into an order at 390 px, the
// customer approves parts and services on the tracking page, a cancellation returns the part to stock;
// the admin alone reads costs and the margin.
let admin: ApiSession;
let tecnico: UserAccount;
let customer: Account;
test.beforeAll(async () => {
  admin = await apiSessionOf(E2E_ADMIN);
  tecnico = await createUserAccount(admin, "tecnico");
  customer = await signUpCliente({ name: uniqueName("Cliente") });
});
test.afterAll(async () => {
  await admin.dispose();
});

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };
const LABOUR = [{ description: "Mão de obra", value: 100, discountType: "valor", discountValue: 0 }];

const seedPart = (overrides: Record<string, unknown> = {}) => seedBarcodedPart(admin, overrides);

const quantityOf = async (part: Product) => (await admin.get<Product>(`/api/products/${part.id}`)).quantity;
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test("a técnico scans a part into an order (390 px), the customer approves it on the link, and cancelling returns it to stock", async ({
  page,
}) => {
  const part = await seedPart();
  const client = await seedClient(admin);
  const order = await seedOrder(admin, client.id, { status: "aguardando_aprovacao", services: LABOUR });
  await page.setViewportSize(PHONE);
  await signInWithApi(page, tecnico);
  await page.goto(`/orders/${order.id}`);

  // The USB reader types the code and Enter: the part comes in with one unit at once.
  const parts = page.getByRole("region", { name: "Peças" });
  await expect(parts).toContainText("Nenhuma peça usada.");
  await parts.getByRole("button", { name: "Adicionar peça" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar peça" });
  await dialog.getByLabel("Buscar peça").fill(part.barcode!);
  await dialog.getByLabel("Buscar peça").press("Enter");
  await expect(dialog.getByText(`${part.name}: 1 unidade adicionada ao pedido.`)).toBeVisible();
  await expect(dialog.getByLabel("Buscar peça")).toHaveValue("");
  await dialog.getByRole("button", { name: "Concluir" }).click();
  await expect(parts.getByRole("list", { name: "Peças do pedido" })).toContainText(part.name);
  await expect(parts).toContainText("1 × R$ 89,90");
  await expect(parts).toContainText("Total (serviços e peças)R$ 189,90");
  await expect(page.getByRole("region", { name: "Pagamentos" })).toContainText("R$ 189,90");
  // No cost for a técnico, anywhere on the page.
  await expect(page.getByText(/Custo|Margem/)).toHaveCount(0);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await quantityOf(part)).toBe(3);

  // Both printouts list the part beside the service, and their totals count it.
  await page.goto(`/orders/${order.id}/print`);
  const sheetParts = page.getByRole("region", { name: "Peças" });
  await expect(sheetParts.getByRole("row", { name: new RegExp(part.name) })).toContainText("R$ 89,90");
  await expect(sheetParts.getByRole("row", { name: /^Total \(serviços e peças\)/ })).toContainText("R$ 189,90");
  await page.goto(`/orders/${order.id}/receipt`);
  await expect(page.getByRole("region", { name: "Peças" })).toContainText(`1 × ${part.name}R$ 89,90`);
  await expect(page.getByRole("main")).toContainText("Total: R$ 189,90");
  await page.goto(`/orders/${order.id}`);

  // The customer, on a phone with no account, sees the part in the quote (no stock figure) and approves.
  const { url } = await admin.get<{ url: string }>(`/api/orders/${order.id}/tracking`);
  const phone = await otherBrowser(page.context().browser()!);
  await phone.setViewportSize(PHONE);
  await phone.goto(url);
  const quote = phone.getByRole("region", { name: "Orçamento aguardando sua aprovação" });
  await expect(quote).toContainText("Mão de obra");
  await expect(quote).toContainText(part.name);
  await expect(quote).toContainText(/Total \(serviços e peças\)\s*R\$\s189,90/);
  await expect(phone.getByText(/estoque|custo/i)).toHaveCount(0);
  expect(await sideways(phone)).toBeLessThanOrEqual(0);
  await phone.getByLabel("Seu nome completo (assinatura)").fill("Marta Ribeiro");
  await phone.getByRole("checkbox").check();
  await phone.getByRole("button", { name: "Aprovar orçamento" }).click();
  await expect(phone.getByText("Obrigado! Seu orçamento foi aprovado e a loja já foi avisada.")).toBeVisible();
  await phone.context().close();

  // Staff cancel the order: the part goes back to the shelf, and its line stays, read-only.
  await admin.send("POST", `/api/orders/${order.id}/status`, { status: "cancelado", cancelReason: "Cliente desistiu" });
  expect(await quantityOf(part)).toBe(4);
  await page.reload();
  await expect(parts).toContainText(part.name);
  await expect(parts).toContainText("Pedido cancelado: as peças voltaram ao estoque.");
  await expect(parts.getByRole("button")).toHaveCount(0);
});

test("the admin (1280 px) picks a part, changes and removes it, and reads cost and margin; the técnico and the customer do not", async ({
  page,
  browser,
}) => {
  const part = await seedPart({ quantity: 3 });
  const clientId = await clientRecordOf(admin, customer.name);
  const order = await seedOrder(admin, clientId, { status: "em_andamento", services: LABOUR });
  await page.setViewportSize(DESK);
  await signInWithApi(page, E2E_ADMIN);
  await page.goto(`/orders/${order.id}`);
  const parts = page.getByRole("region", { name: "Peças" });

  // Picked from the search by name: price filled from the catalog, two units.
  await parts.getByRole("button", { name: "Adicionar peça" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar peça" });
  await dialog.getByLabel("Buscar peça").fill(part.name);
  await dialog.getByRole("button", { name: new RegExp(part.name) }).click();
  await expect(dialog.getByLabel("Preço unitário (R$)")).toHaveValue("89,90");
  await dialog.getByLabel("Quantidade").fill("2");
  await expect(dialog).toContainText("Total da peça: R$ 179,80");
  await dialog.getByRole("button", { name: "Adicionar ao pedido" }).click();
  await expect(dialog).toBeHidden();
  await expect(parts).toContainText("2 × R$ 89,90");
  await expect(parts).toContainText("Custo: R$ 30,00 por unidade");
  // 100,00 + 179,80 = 279,80; the parts cost 60,00.
  const margin = parts.getByRole("definition");
  await expect(parts.getByRole("term").filter({ hasText: "Custo das peças" })).toBeVisible();
  await expect(margin.filter({ hasText: "R$ 60,00" })).toBeVisible();
  await expect(margin.filter({ hasText: "R$ 219,80" })).toBeVisible();

  // More than the shelf holds is refused in words; a discount is taken.
  await parts.getByRole("button", { name: `Editar peça ${part.name}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar peça" });
  await edit.getByLabel("Quantidade").fill("9");
  await edit.getByRole("button", { name: "Salvar peça" }).click();
  await expect(edit.getByRole("alert")).toHaveText(`Estoque insuficiente de ${part.name}: há 1.`);
  await edit.getByLabel("Quantidade").fill("3");
  await edit.getByLabel("Desconto (%)").fill("10");
  await edit.getByRole("button", { name: "Salvar peça" }).click();
  await expect(edit).toBeHidden();
  // 3 × 89,90 = 269,70 less 10% (26,97) = 242,73.
  await expect(parts).toContainText("3 × R$ 89,90 − 10%");
  await expect(parts).toContainText("Total (serviços e peças)R$ 342,73");
  expect(await quantityOf(part)).toBe(0);
  // The page with the admin's figures as it opens (a toast caught mid-animation reads as low contrast).
  await page.reload();
  await expect(parts).toContainText("Margem");
  expect(await seriousViolations(page)).toEqual([]);

  // The técnico reads the same order with no cost in sight; the customer in the portal, the lines as charged.
  for (const [who, viewport] of [
    [tecnico, DESK],
    [customer, PHONE],
  ] as const) {
    const context = await browser.newContext({ viewport });
    const other = await context.newPage();
    await signInWithApi(other, who);
    await other.goto(`/orders/${order.id}`);
    const theirs = other.getByRole("region", { name: "Peças" });
    await expect(theirs).toContainText(part.name);
    await expect(theirs).toContainText("3 × R$ 89,90 − 10%");
    await expect(other.getByText(/Custo|Margem/)).toHaveCount(0);
    if (who === customer) {
      await expect(theirs.getByRole("button")).toHaveCount(0);
      expect(await sideways(other)).toBeLessThanOrEqual(0);
    }
    await context.close();
  }

  // Removed after a confirmation: its units return.
  await parts.getByRole("button", { name: `Remover peça ${part.name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remover" }).click();
  await expect(parts).toContainText("Nenhuma peça usada.");
  expect(await quantityOf(part)).toBe(3);
});
