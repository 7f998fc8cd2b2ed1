import { expect, test, type Page } from "@playwright/test";
import type { Product } from "@shared/stock-types";
import { createUserAccount, seriousViolations, type UserAccount } from "./admin-fixtures";
import { apiSessionOf, E2E_ADMIN, mainMenu, signInWithApi, signUpCliente, type ApiSession } from "./fixtures";
import { seedBarcodedPart } from "./stock-fixtures";

// The counter sale (venda balcão, issue 25 part 5, docs/decisions/048): a técnico rings parts up by scan
// and by search, the customer pays by Pix from the cart's QR code, the receipt prints on 80 mm; the admin
// alone reverses a sale, and its parts go back on the shelf.
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

const quantityOf = async (part: Product) => (await admin.get<Product>(`/api/products/${part.id}`)).quantity;
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A USB reader types the code and Enter into 'Adicionar peça'. */
async function scan(page: Page, code: string) {
  const box = page.getByLabel("Adicionar peça");
  await box.fill(code);
  await box.press("Enter");
  await expect(box).toHaveValue("");
}

test("a counter sale paid by Pix: scanned and searched parts, a discount, the cart's QR code, the sale and its 80 mm receipt (1280 px)", async ({
  page,
}) => {
  const battery = await seedBarcodedPart(admin); // R$ 89,90, 4 on the shelf
  const film = await seedBarcodedPart(admin, { name: `Película ${battery.barcode!.slice(-6)}`, priceCents: 3000 });
  await page.setViewportSize(DESK);
  await signInWithApi(page, tecnico);
  await page.goto("/");
  await mainMenu(page).getByRole("link", { name: "Vendas" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vendas" })).toBeVisible();
  await page.getByRole("link", { name: "Nova venda" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Venda balcão" })).toBeVisible();

  // Scanned twice: one line of two units. Searched by name and chosen: a line of its own.
  await scan(page, battery.barcode!);
  await scan(page, battery.barcode!);
  const cart = page.getByRole("list", { name: "Itens da venda" });
  const batteryLine = cart.getByRole("group", { name: battery.name });
  await expect(batteryLine.getByLabel("Quantidade")).toHaveValue("2");
  await page.getByLabel("Adicionar peça").fill(film.name);
  await page.getByRole("option", { name: new RegExp(film.name) }).click();
  const filmLine = cart.getByRole("group", { name: film.name });
  await filmLine.getByLabel("Desconto (%)").fill("10");
  // 2 × 89,90 + 30,00 − 10%.
  await expect(page.getByText("Total da venda: R$ 206,80")).toBeVisible();

  const payment = page.getByRole("region", { name: "Pagamento" });
  await payment.getByLabel("Forma de pagamento").selectOption("pix");
  await payment.getByRole("button", { name: "Gerar QR Code Pix" }).click();
  await expect(payment.getByRole("img", { name: "QR code Pix de R$ 206,80" })).toBeVisible();
  await expect(payment.getByLabel("Pix copia e cola")).toHaveValue(/5406206\.80/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Finalizar venda" }).click();

  await expect(page.getByText("Venda registrada: R$ 206,80")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: /^Venda nº \d{5}$/ })).toBeVisible();
  const saleUrl = page.url();
  const data = page.getByRole("region", { name: "Dados da venda" });
  await expect(data).toContainText("Pix");
  await expect(data).toContainText("Sem cliente");
  // A técnico sees neither the margin nor 'Estornar venda'.
  await expect(data).not.toContainText("Margem");
  await expect(page.getByRole("button", { name: "Estornar venda" })).toHaveCount(0);
  const items = page.getByRole("list", { name: "Itens da venda" });
  await expect(items).toContainText("2 × R$ 89,90");
  await expect(items).toContainText("1 × R$ 30,00 − 10%");
  expect(await quantityOf(battery)).toBe(2);
  expect(await quantityOf(film)).toBe(3);

  await page.getByRole("link", { name: "Imprimir recibo" }).click();
  const paper = page.getByRole("main");
  await expect(paper.getByRole("heading", { name: "Comprovante de venda" })).toBeVisible();
  await expect(paper).toContainText("TOTAL");
  await expect(paper).toContainText("R$ 206,80");
  await expect(paper).toContainText("Pagamento");
  await expect(paper).toContainText("Este comprovante não é documento fiscal.");
  await page.getByRole("link", { name: "Voltar" }).click();
  await expect(page).toHaveURL(saleUrl);
});

test("at the counter on a phone (390 px): cash shows the change, then the customer pays by Pix", async ({ page }) => {
  const part = await seedBarcodedPart(admin, { priceCents: 4550 });
  await page.setViewportSize(PHONE);
  await signInWithApi(page, tecnico);
  await page.goto("/vendas/nova");
  await scan(page, part.barcode!);
  const payment = page.getByRole("region", { name: "Pagamento" });
  await payment.getByLabel("Forma de pagamento").selectOption("dinheiro");
  await payment.getByLabel("Valor recebido (R$)").fill("50");
  await expect(payment.getByText("Troco: R$ 4,50")).toBeVisible();
  await payment.getByLabel("Valor recebido (R$)").fill("40");
  await page.getByRole("button", { name: "Finalizar venda" }).click();
  await expect(payment.getByText("O valor entregue (R$ 40,00) é menor que o total da venda (R$ 45,50).")).toBeVisible();
  expect(await sideways(page)).toBe(0);

  await payment.getByLabel("Forma de pagamento").selectOption("pix");
  await payment.getByRole("button", { name: "Gerar QR Code Pix" }).click();
  await expect(payment.getByRole("img", { name: "QR code Pix de R$ 45,50" })).toBeVisible();
  expect(await sideways(page)).toBe(0);
  await page.getByRole("button", { name: "Finalizar venda" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Venda nº \d{5}$/ })).toBeVisible();
  expect(await sideways(page)).toBe(0);
  expect(await quantityOf(part)).toBe(3);
});

test("a part short refuses the sale in words, and nothing leaves the shelf", async ({ page }) => {
  const part = await seedBarcodedPart(admin, { quantity: 1 });
  await page.setViewportSize(DESK);
  await signInWithApi(page, tecnico);
  await page.goto("/vendas/nova");
  await scan(page, part.barcode!);
  await scan(page, part.barcode!);
  await page.getByRole("region", { name: "Pagamento" }).getByLabel("Forma de pagamento").selectOption("cartao_debito");
  await page.getByRole("button", { name: "Finalizar venda" }).click();
  await expect(page.getByRole("alert")).toHaveText(`Estoque insuficiente de ${part.name}: há 1.`);
  expect(await quantityOf(part)).toBe(1);
});

test("the admin reverses a sale: the parts go back on the shelf, the sale stays marked; a cliente has no sales", async ({
  page,
}) => {
  const part = await seedBarcodedPart(admin);
  const sale = await admin.send<{ id: string; number: number }>("POST", "/api/sales", {
    items: [{ productId: part.id, quantity: 3 }],
    payment: { method: "cartao_credito", installments: 2 },
  });
  expect(await quantityOf(part)).toBe(1);
  await page.setViewportSize(DESK);
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/vendas");
  await page.getByRole("link", { name: `Venda nº ${String(sale.number).padStart(5, "0")}` }).click();
  await expect(page.getByRole("region", { name: "Dados da venda" })).toContainText("Cartão de crédito em 2x");
  await expect(page.getByRole("region", { name: "Dados da venda" })).toContainText("Margem");
  await page.getByRole("button", { name: "Estornar venda" }).click();
  const dialog = page.getByRole("dialog", { name: "Estornar venda" });
  await dialog.getByRole("button", { name: "Estornar" }).click();
  await expect(dialog.getByText("Informe o motivo do estorno")).toBeVisible();
  await dialog.getByLabel("Motivo do estorno").fill("Cliente desistiu na hora");
  await dialog.getByRole("button", { name: "Estornar" }).click();
  await expect(page.getByText("Venda estornada")).toBeVisible();
  await expect(page.getByText("Estornada", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Estorno" })).toContainText("Cliente desistiu na hora");
  await expect(page.getByRole("button", { name: "Estornar venda" })).toHaveCount(0);
  expect(await quantityOf(part)).toBe(4);

  const customer = await signUpCliente();
  await page.context().clearCookies();
  await signInWithApi(page, customer);
  await page.goto("/vendas");
  await expect(page.getByRole("heading", { name: "Acesso Negado" })).toBeVisible();
  await expect(mainMenu(page).getByRole("link", { name: "Vendas" })).toHaveCount(0);
});
