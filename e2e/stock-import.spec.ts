import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { createUserAccount, seriousViolations } from "./admin-fixtures";
import { apiSessionOf, E2E_ADMIN, signInWithApi, uniqueName } from "./fixtures";

// 'Importar CSV' and 'Exportar CSV' on /estoque (issue 25, docs/decisions/046) on the shared server:
// every part is this spec's own, named and coded with a random suffix; no count of the catalog is read.

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const HEADER = "nome;sku;codigo_barras;preco;quantidade";

/** A spreadsheet as the file picker hands it over. */
const csvFile = (lines: string[]) => ({
  name: "pecas.csv",
  mimeType: "text/csv",
  buffer: Buffer.from([HEADER, ...lines].join("\n")),
});

async function openImport(page: Page) {
  await page.getByRole("button", { name: "Importar CSV" }).click();
  return page.getByRole("dialog", { name: "Importar CSV" });
}

test("the admin at 1280 px fixes a CSV's bad lines, imports it, finds a part by its SKU and exports the catalog", async ({
  page,
}) => {
  test.setTimeout(45_000);
  await page.setViewportSize(DESKTOP);
  const suffix = randomUUID().slice(0, 8).toUpperCase();
  const parts = ["Tela", "Bateria", "Conector"].map((kind, i) => ({
    name: uniqueName(kind),
    sku: `IMP-${suffix}-${i}`,
  }));
  const [tela, bateria, conector] = parts as [(typeof parts)[0], (typeof parts)[0], (typeof parts)[0]];
  const bad = csvFile([
    `${tela.name};${tela.sku};;250,00;4`,
    `${bateria.name};${bateria.sku};;-5;2`,
    `${conector.name};${conector.sku};;15,50;-1`,
  ]);
  const fixed = csvFile([
    `${tela.name};${tela.sku};;250,00;4`,
    `${bateria.name};${bateria.sku};;99,90;2`,
    `${conector.name};${conector.sku};;15,50;1`,
  ]);
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/estoque");
  await expect(page.getByRole("heading", { level: 1, name: "Estoque" })).toBeVisible();

  // Two bad lines: each named with what to fix, and nothing can be imported yet.
  let dialog = await openImport(page);
  await expect(dialog).toContainText("nome (obrigatória)");
  await dialog.getByLabel("Escolher arquivo CSV").setInputFiles(bad);
  await expect(dialog).toContainText("3 linhas, 1 pronta, 2 com erro");
  await expect(dialog).toContainText("Linha 3 — preço: O preço não pode ser negativo");
  await expect(dialog).toContainText("Linha 4 — quantidade: A quantidade não pode ser negativa");
  await expect(dialog.getByRole("cell", { name: tela.sku })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Importar 3 peças" })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  // The corrected file replaces the preview and imports whole.
  await dialog.getByLabel("Escolher arquivo CSV").setInputFiles(fixed);
  await expect(dialog).toContainText("3 linhas, 3 prontas, 0 com erro");
  await expect(dialog.getByRole("listitem")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Importar 3 peças" }).click();
  await expect(page.getByText("3 peças importadas")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole("searchbox", { name: "Buscar peças" }).fill(conector.sku);
  const row = page.getByRole("row").filter({ hasText: conector.sku });
  await expect(row).toContainText(conector.name);
  await expect(row.getByRole("cell").nth(5)).toHaveText("1");
  await expect(row).toContainText("R$ 15,50");

  // The export is the whole catalog in the import's columns, the imported parts in it.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Exportar CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("estoque.csv");
  const exported = await readFile(await download.path(), "utf8");
  expect(exported.split("\r\n")[0]).toBe("nome;sku;codigo_barras;modelos;custo;preco;quantidade;minimo;local");
  expect(exported).toContain(`${tela.name};${tela.sku};`);
  expect(exported).toContain(conector.sku);

  // On a phone the dialog's preview fits the screen's width.
  await page.setViewportSize(PHONE);
  dialog = await openImport(page);
  await dialog.getByLabel("Escolher arquivo CSV").setInputFiles(bad);
  await expect(dialog).toContainText("Linha 3 — preço: O preço não pode ser negativo");
  expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
});

test("a técnico at 390 px exports the catalog but cannot import", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const admin = await apiSessionOf(E2E_ADMIN);
  const tecnico = await createUserAccount(admin, "tecnico");
  await admin.dispose();
  await signInWithApi(page, tecnico);
  await page.goto("/estoque");
  await expect(page.getByRole("heading", { level: 1, name: "Estoque" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Exportar CSV" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Importar CSV" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Nova peça" })).toHaveCount(0);
});
