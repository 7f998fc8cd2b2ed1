import { expect, test, type Page } from "@playwright/test";
import { formatOrderNumber } from "@shared/order-types";
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
  type ApiSession,
} from "./fixtures";
import { readQr } from "./qr-fixtures";

let admin: ApiSession;
let tecnico: UserAccount;
test.beforeAll(async () => {
  admin = await apiSessionOf(E2E_ADMIN);
  tecnico = await createUserAccount(admin, "tecnico");
});
test.afterAll(async () => {
  await admin.dispose();
});

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };
const SERVICES = [
  { description: "Troca de tela", value: 450, discountType: "porcentagem", discountValue: 10 },
  { description: "Película de vidro", value: 30, discountType: "valor", discountValue: 0 },
];

/** A phone with no account: a browser of its own, 390 px wide. */
async function phoneWithoutAccount(page: Page): Promise<Page> {
  const phone = await otherBrowser(page.context().browser()!);
  await phone.setViewportSize(PHONE);
  return phone;
}

test("the receipt's QR code opens the repair on a phone with no account, where the quote is approved (staff 1280 px, customer 390 px)", async ({
  page,
}) => {
  const client = await seedClient(admin, { name: `${uniqueName("Maria")} Oliveira` });
  const order = await seedOrder(admin, client.id, { status: "aguardando_aprovacao", services: SERVICES });
  await page.setViewportSize(DESK);
  await signInWithApi(page, tecnico);

  // The shop's side: the link on the order page, and the 80 mm receipt printed with its QR code.
  await page.goto(`/orders/${order.id}`);
  const tracking = page.getByRole("region", { name: "Acompanhamento pelo cliente" });
  const shown = (await tracking.getByTestId("tracking-url").textContent())!;
  expect(shown).toMatch(/\/acompanhar\/[A-Za-z0-9_-]{22}$/);
  await expect(tracking.getByText("O cliente ainda não abriu o link.")).toBeVisible();

  await page.goto(`/orders/${order.id}/receipt`);
  await page.emulateMedia({ media: "print" });
  const receiptQr = page.getByRole("img", { name: "QR code do link de acompanhamento do pedido" });
  const fromReceipt = await readQr(receiptQr);
  expect(fromReceipt).toBe(shown);
  await expect(page.getByText(shown.replace(/^https?:\/\//, ""))).toBeVisible();
  expect((await page.pdf({ width: "80mm", height: "200mm" })).byteLength).toBeGreaterThan(1000);
  await page.emulateMedia({ media: "screen" });

  // The técnico opening the link in the shop's browser sees the quote, but no form to answer it: a
  // customer's approval is never taken from a staff session (docs/decisions/033).
  await page.goto(shown);
  await expect(page.getByText(/O orçamento é respondido pelo cliente/)).toBeVisible();
  // The quote's total (the 'Pagamento' section below it repeats it as the order's total).
  const quoteOnPage = page.getByRole("region", { name: "Orçamento aguardando sua aprovação" });
  await expect(quoteOnPage.getByText("R$ 435,00")).toBeVisible();
  await expect(page.getByRole("button", { name: "Aprovar orçamento" })).toHaveCount(0);

  // The customer's side: the link opened on a phone, no sign-in.
  const phone = await phoneWithoutAccount(page);
  await phone.goto(fromReceipt);
  await expect(phone.getByRole("heading", { name: "Acompanhe seu pedido" })).toBeVisible();
  await expect(phone.getByText(`Olá, ${client.name.split(" ")[0]}!`)).toBeVisible();
  await expect(phone.getByText(client.name)).toHaveCount(0);
  await expect(phone.getByText(formatOrderNumber(order.number), { exact: false })).toBeVisible();
  await expect(phone.getByRole("region", { name: "Orçamento aguardando sua aprovação" })).toContainText("R$ 435,00");
  await expect(phone.getByRole("region", { name: "Pagamento" })).toContainText("Em aberto");
  expect(await seriousViolations(phone)).toEqual([]);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // Approving asks for the full name and the terms.
  await phone.getByRole("button", { name: "Aprovar orçamento" }).click();
  await expect(phone.getByRole("heading", { name: "Acompanhe seu pedido" })).toBeVisible();
  await phone.getByLabel("Seu nome completo (assinatura)").fill("Maria Oliveira");
  await phone.getByRole("checkbox").check();
  await phone.getByRole("button", { name: "Aprovar orçamento" }).click();
  await expect(phone.getByText("Obrigado! Seu orçamento foi aprovado e a loja já foi avisada.")).toBeVisible();
  await expect(phone.getByText(/Orçamento aprovado por Maria Oliveira em/)).toBeVisible();
  await expect(phone.getByText("Em Andamento").first()).toBeVisible();
  // Reloading shows the answer; it does not send it again.
  await phone.reload();
  await expect(phone.getByRole("button", { name: "Aprovar orçamento" })).toHaveCount(0);

  // Back at the shop: the order moved on, the approval is on the order and on the A4 printout.
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByText(/Orçamento aprovado por Maria Oliveira em .* \(R\$\s435,00, pelo link\)/)).toBeVisible();
  await expect(page.getByText("Em Andamento").first()).toBeVisible();
  await expect(tracking.getByText(/Aberto \d+ vez/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Histórico do pedido" })).toContainText(
    "Cliente abriu o link de acompanhamento pela primeira vez",
  );
  await page.goto(`/orders/${order.id}/print`);
  await expect(page.getByText(/Orçamento aprovado por Maria Oliveira em/)).toBeVisible();
  await page.emulateMedia({ media: "print" });
  expect(await readQr(page.getByRole("img", { name: "QR code do link de acompanhamento do pedido" }))).toBe(shown);
  await phone.context().close();
});

test("staff revoke and renew the link: the old one opens nothing, and says nothing about the order (1280 px)", async ({
  page,
}) => {
  const client = await seedClient(admin);
  const order = await seedOrder(admin, client.id, { services: SERVICES });
  await page.setViewportSize(DESK);
  await signInWithApi(page, tecnico);
  await page.goto(`/orders/${order.id}`);
  const tracking = page.getByRole("region", { name: "Acompanhamento pelo cliente" });
  const first = (await tracking.getByTestId("tracking-url").textContent())!;

  await tracking.getByRole("button", { name: "Gerar novo link" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Gerar novo link" }).click();
  // The toast; the history says it too, in a longer sentence.
  await expect(page.getByText("Novo link de acompanhamento gerado", { exact: true })).toBeVisible();
  await expect(tracking.getByTestId("tracking-url")).not.toHaveText(first);
  const second = (await tracking.getByTestId("tracking-url").textContent())!;

  const phone = await phoneWithoutAccount(page);
  await phone.goto(first);
  await expect(phone.getByRole("heading", { name: "Link não encontrado" })).toBeVisible();
  await expect(phone.getByText(order.brand)).toHaveCount(0);
  await phone.goto(second);
  await expect(phone.getByRole("heading", { name: "Acompanhe seu pedido" })).toBeVisible();

  await tracking.getByRole("button", { name: "Revogar link" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revogar link" }).click();
  await expect(tracking.getByText(/Link revogado/)).toBeVisible();
  await phone.reload();
  await expect(phone.getByRole("heading", { name: "Link não encontrado" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Histórico do pedido" })).toContainText(
    "Link de acompanhamento revogado",
  );
  await phone.context().close();
});

test("a customer with an account refuses the quote in the portal, with a reason (390 px)", async ({ page }) => {
  const customer = await signUpCliente({ name: uniqueName("Cliente") });
  const clientId = await clientRecordOf(admin, customer.name);
  const order = await seedOrder(admin, clientId, { status: "aguardando_aprovacao", services: SERVICES });
  await page.setViewportSize(PHONE);
  await signInWithApi(page, customer);
  await page.goto(`/orders/${order.id}`);
  const quote = page.getByRole("region", { name: "Orçamento aguardando aprovação" });
  await expect(quote.getByText("R$ 435,00")).toBeVisible();
  await quote.getByRole("button", { name: "Recusar", exact: true }).click();
  await quote.getByLabel("Motivo (opcional)").fill("Vou consertar depois");
  await quote.getByRole("button", { name: "Recusar orçamento" }).click();
  await expect(page.getByText("Resposta enviada à loja")).toBeVisible();
  await expect(page.getByText(/Orçamento recusado pelo cliente em .* no portal/)).toBeVisible();
  await expect(page.getByText("Motivo: Vou consertar depois")).toBeVisible();
  // The customer sees the link to share as well, but cannot renew or revoke it.
  const tracking = page.getByRole("region", { name: "Acompanhamento pelo cliente" });
  await expect(tracking.getByTestId("tracking-url")).toBeVisible();
  await expect(tracking.getByRole("button", { name: "Revogar link" })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
