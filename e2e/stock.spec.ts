import { randomInt, randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { eanCheckDigit } from "@shared/barcode";
import type { Product } from "@shared/stock-types";
import { createUserAccount, seriousViolations } from "./admin-fixtures";
import {
  apiSessionOf,
  E2E_ADMIN,
  mainMenu,
  signInWithApi,
  signUpCliente,
  uniqueName,
  type ApiSession,
} from "./fixtures";

// The stock screens (issue 25, docs/decisions/044) on the shared server: every part, supplier and
// purchase is this spec's own, found by its unique name or code; no count of the whole catalog is read.

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const TODAY = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(new Date());

/** An EAN-13 no other part has, with its right check digit. */
function uniqueEan(): string {
  const body = `789${String(randomInt(1e9)).padStart(9, "0")}`;
  return `${body}${eanCheckDigit(body)}`;
}

/** A valid CNPJ (modulo-11 check digits) no other supplier has, as digits. */
function uniqueCnpj(): string {
  const digits = Array.from({ length: 8 }, () => randomInt(10)).concat([0, 0, 0, 1]);
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const rest = weights.reduce((sum, w, i) => sum + w * digits[i]!, 0) % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join("");
}

const uniqueSku = () => `SKU-${randomUUID().slice(0, 8).toUpperCase()}`;

/** A part registered through the API by the admin. */
function seedPart(admin: ApiSession, body: Record<string, unknown>): Promise<Product> {
  return admin.send<Product>("POST", "/api/products", { name: uniqueName("Peca"), priceCents: 9000, ...body });
}

/** How far the page scrolls sideways: 0 when nothing overflows its width. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The screen's serious accessibility violations: none. A toast still showing is sonner's to render (as
 * cash.spec does, the screen is read again as it opens, without it).
 */
async function expectAccessible(page: Page) {
  if ((await page.locator("[data-sonner-toast]").count()) > 0) {
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
}

test("the admin at 1280 px registers a part, finds it by name and by a scan, counts and edits it", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  const admin = await apiSessionOf(E2E_ADMIN);
  const taken = await seedPart(admin, { barcode: uniqueEan() });
  const name = uniqueName("Tela");
  const barcode = uniqueEan();
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/");
  await mainMenu(page).getByRole("link", { name: "Estoque", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Estoque" })).toBeVisible();

  // 'Nova peça': the shared schema's words under the field, then the part saved with its starting stock.
  await page.getByRole("button", { name: "Nova peça" }).click();
  const form = page.getByRole("dialog", { name: "Nova peça" });
  await form.getByLabel("Nome").fill(name);
  await form.getByLabel("SKU (opcional)").fill(uniqueSku());
  await form.getByLabel("Código de barras (opcional)").fill(`${barcode.slice(0, 12)}${(Number(barcode[12]) + 1) % 10}`);
  await form.getByLabel("Modelos compatíveis (opcional)").fill("Galaxy A54, A55");
  await form.getByLabel("Custo (R$)").fill("100,00");
  await form.getByLabel("Preço de venda (R$)").fill("250");
  await form.getByLabel("Quantidade inicial").fill("4");
  await form.getByLabel("Estoque mínimo").fill("5");
  await form.getByLabel("Localização (opcional)").fill("Gaveta 1");
  await form.getByRole("button", { name: "Salvar" }).click();
  await expect(form.getByText("Código de barras inválido: confira o dígito verificador.")).toBeVisible();
  await expectAccessible(page);
  // The server's refusal of a code another part has, under the same box.
  await form.getByLabel("Código de barras (opcional)").fill(taken.barcode!);
  await form.getByRole("button", { name: "Salvar" }).click();
  await expect(form.getByText(`Já existe uma peça com o código de barras ${taken.barcode}.`)).toBeVisible();
  await form.getByLabel("Código de barras (opcional)").fill(barcode);
  await form.getByRole("button", { name: "Salvar" }).click();
  await expect(form).toBeHidden();

  // Found by name: quantity under its minimum, cost and price (the admin's view).
  const search = page.getByRole("searchbox", { name: "Buscar peças" });
  await search.fill(name.split(" ")[1]!);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Abaixo do mínimo");
  await expect(row).toContainText("Galaxy A54, A55");
  await expect(row).toContainText("R$ 100,00");
  await expect(row).toContainText("R$ 250,00");
  await expectAccessible(page);

  // A scan: the code typed and Enter opens the part.
  await search.fill(barcode);
  await search.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const facts = page.getByRole("region", { name: "Dados da peça" });
  await expect(facts).toContainText("4 unidades em estoque");
  await expect(facts).toContainText("Custo médio");
  const moves = page.getByRole("region", { name: "Movimentos" });
  await expect(moves.getByRole("row").filter({ hasText: "Estoque inicial do cadastro" })).toContainText("+4");
  await expectAccessible(page);

  // 'Ajustar estoque': the difference said before it is confirmed, then the move with its reason.
  await page.getByRole("button", { name: "Ajustar estoque" }).click();
  const adjust = page.getByRole("dialog", { name: "Ajustar estoque" });
  await adjust.getByLabel("Quantidade contada").fill("6");
  await expect(adjust.getByText("Diferença: +2 unidades (entrada de 2)")).toBeVisible();
  await adjust.getByRole("button", { name: "Confirmar ajuste" }).click();
  await expect(adjust.getByText("Informe o motivo do ajuste")).toBeVisible();
  await adjust.getByLabel("Motivo").fill("Contagem de inventário");
  await expectAccessible(page);
  await adjust.getByRole("button", { name: "Confirmar ajuste" }).click();
  await expect(adjust).toBeHidden();
  await expect(facts).toContainText("6 unidades em estoque");
  await expect(facts.getByText("Abaixo do mínimo")).toHaveCount(0);
  const counted = moves.getByRole("row").filter({ hasText: "Contagem de inventário" });
  await expect(counted).toContainText("Ajuste");
  await expect(counted).toContainText("+2");
  await expect(counted).toContainText("Administrador");

  // 'Editar': the catalog's fields; the quantity and cost are not among them.
  await page.getByRole("button", { name: "Editar" }).click();
  const edit = page.getByRole("dialog", { name: "Editar peça" });
  await expect(edit.getByLabel("Quantidade inicial")).toHaveCount(0);
  await edit.getByLabel("Preço de venda (R$)").fill("260,00");
  await edit.getByLabel("Localização (opcional)").fill("Gaveta 2");
  await edit.getByRole("button", { name: "Salvar" }).click();
  await expect(edit).toBeHidden();
  await expect(facts).toContainText("R$ 260,00");
  await expect(facts).toContainText("Gaveta 2");

  await admin.dispose();
});

test("the admin at 1280 px creates a supplier and records a purchase of two parts: quantities and average cost move", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  const admin = await apiSessionOf(E2E_ADMIN);
  // A part counted at 6 units of R$ 100,00, and a battery with one.
  const name = uniqueName("Tela");
  await seedPart(admin, { name, costCents: 10000, quantity: 6, sku: uniqueSku() });
  const battery = await seedPart(admin, { costCents: 3000, quantity: 1, barcode: uniqueEan() });
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/");

  // A supplier: a bad CNPJ refused in words first; a good one formatted as it is typed.
  const supplier = uniqueName("Distribuidora");
  await mainMenu(page).getByRole("link", { name: "Fornecedores", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Fornecedores" })).toBeVisible();
  await page.getByRole("button", { name: "Novo fornecedor" }).click();
  const supplierForm = page.getByRole("dialog", { name: "Novo fornecedor" });
  await supplierForm.getByLabel("Nome").fill(supplier);
  const cnpj = supplierForm.getByLabel("CNPJ (opcional)");
  await cnpj.fill("11.222.333/0001-82");
  await supplierForm.getByLabel("Contato (opcional)").fill("Marta");
  await supplierForm.getByLabel("Telefone (opcional)").fill("1133334444");
  await supplierForm.getByRole("button", { name: "Salvar" }).click();
  await expect(supplierForm.getByText("CNPJ inválido")).toBeVisible();
  const digits = uniqueCnpj();
  await cnpj.fill("");
  await cnpj.pressSequentially(digits);
  await expect(cnpj).toHaveValue(
    `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`,
  );
  await supplierForm.getByRole("button", { name: "Salvar" }).click();
  await expect(supplierForm).toBeHidden();
  await page.getByRole("searchbox", { name: "Buscar fornecedores" }).fill(supplier);
  await expect(page.getByRole("article", { name: supplier })).toContainText("(11) 3333-4444");
  await expectAccessible(page);

  // A purchase of two parts: one found by name, one scanned; the cost prefilled, the total as typed.
  await mainMenu(page).getByRole("link", { name: "Compras", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Compras" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Nova compra" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nova compra" })).toBeVisible();
  await page.getByRole("combobox", { name: "Fornecedor" }).fill(supplier.split(" ")[1]!);
  await page.getByRole("listbox", { name: "Fornecedores encontrados" }).getByRole("option", { name: supplier }).click();
  await page.getByLabel("Nota fiscal (opcional)").fill("NF 4321");
  const parts = page.getByRole("combobox", { name: "Adicionar peça" });
  await parts.fill(name.split(" ")[1]!);
  await page
    .getByRole("listbox", { name: "Peças encontradas" })
    .getByRole("option", { name: new RegExp(name) })
    .click();
  await parts.fill(battery.barcode!);
  await parts.press("Enter");
  const screenLine = page.getByRole("group", { name });
  const batteryLine = page.getByRole("group", { name: battery.name });
  await expect(screenLine.getByLabel("Custo unitário (R$)")).toHaveValue("100,00");
  await expect(batteryLine.getByLabel("Custo unitário (R$)")).toHaveValue("30,00");
  await screenLine.getByLabel("Quantidade").fill("4");
  await screenLine.getByLabel("Custo unitário (R$)").fill("130,00");
  await batteryLine.getByLabel("Quantidade").fill("3");
  // 4 × 130,00 + 3 × 30,00
  await expect(page.getByText("Total da compra:").locator("..")).toContainText("R$ 610,00");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Registrar compra" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Compra de ${TODAY}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Dados da compra" })).toContainText(supplier);
  await expect(page.getByRole("list", { name: "Itens da compra" })).toContainText("4 × R$ 130,00 = R$ 520,00");
  await expect(page.getByRole("region", { name: "Itens" })).toContainText("R$ 610,00");
  await expectAccessible(page);

  // The quantities and the average cost moved: (6 × 100,00 + 4 × 130,00) / 10 = 112,00.
  await page.getByRole("link", { name }).click();
  const facts = page.getByRole("region", { name: "Dados da peça" });
  const moves = page.getByRole("region", { name: "Movimentos" });
  await expect(facts).toContainText("10 unidades em estoque");
  await expect(facts).toContainText("R$ 112,00");
  const bought = moves.getByRole("row").filter({ has: page.getByRole("link", { name: "Ver compra" }) });
  await expect(bought).toContainText("+4");
  await expect(bought).toContainText("R$ 130,00");
  expect((await admin.get<Product>(`/api/products/${battery.id}`)).quantity).toBe(4);
  await admin.dispose();
});

test("a técnico at 390 px searches the catalog: quantities and prices, no cost anywhere, no suppliers or purchases", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const admin = await apiSessionOf(E2E_ADMIN);
  const tecnico = await createUserAccount(admin, "tecnico");
  const part = await seedPart(admin, { costCents: 4321, priceCents: 8765, quantity: 7, minimum: 2, fits: "Moto G52" });
  await admin.dispose();
  await signInWithApi(page, tecnico);
  await page.goto("/estoque");
  await expect(page.getByRole("heading", { level: 1, name: "Estoque" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Nova peça" })).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Buscar peças" }).fill(part.name);
  const card = page.getByRole("article", { name: part.name });
  await expect(card).toContainText("Quantidade: 7");
  await expect(card).toContainText("R$ 87,65");
  await expect(card).toContainText("Moto G52");
  await expect(page.getByText(/custo/i)).toHaveCount(0);
  await expect(page.getByText("43,21")).toHaveCount(0);
  expect(await sidewaysScroll(page)).toBe(0);
  await expectAccessible(page);

  await card.getByRole("link", { name: part.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: part.name })).toBeVisible();
  await expect(page.getByRole("region", { name: "Dados da peça" })).toContainText("7 unidades em estoque");
  await expect(page.getByRole("region", { name: "Movimentos" })).toContainText("Entrada +7");
  await expect(page.getByText(/custo/i)).toHaveCount(0);
  await expect(page.getByText("43,21")).toHaveCount(0);
  for (const action of ["Editar", "Ajustar estoque", "Desativar"])
    await expect(page.getByRole("button", { name: action })).toHaveCount(0);
  expect(await sidewaysScroll(page)).toBe(0);
  await expectAccessible(page);

  for (const path of ["/fornecedores", "/compras", "/compras/nova"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Acesso Negado" })).toBeVisible();
  }
});

test("the admin's stock screens fit a 390 px phone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInWithApi(page, E2E_ADMIN);
  for (const [path, heading] of [
    ["/estoque", "Estoque"],
    ["/fornecedores", "Fornecedores"],
    ["/compras", "Compras"],
    ["/compras/nova", "Nova compra"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await sidewaysScroll(page), path).toBe(0);
  }
});

test("a cliente gets 'Acesso Negado' on the stock screens", async ({ page }) => {
  await signInWithApi(page, await signUpCliente());
  await page.goto("/estoque");
  await expect(page.getByRole("heading", { name: "Acesso Negado" })).toBeVisible();
  await expect(page.getByText("Apenas administradores e técnicos consultam o estoque.")).toBeVisible();
  await expect(mainMenu(page).getByRole("link", { name: "Estoque", exact: true })).toHaveCount(0);
});
