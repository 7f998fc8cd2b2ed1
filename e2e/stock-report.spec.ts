import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import type { Product } from "@shared/stock-types";
import { createUserAccount, seriousViolations } from "./admin-fixtures";
import { apiSessionOf, E2E_ADMIN, seedClient, seedOrder, signInWithApi, uniqueName } from "./fixtures";

// 'Relatório de estoque' (issue 25, docs/decisions/045): the admin's, exported as the revenue report is.
// The shared server holds other tests' parts: this spec finds its own by name, used in bulk to lead.

test("the admin reads the stock report of the month and exports it; a técnico is refused", async ({ browser }) => {
  const admin = await apiSessionOf(E2E_ADMIN);
  const part = await admin.send<Product>("POST", "/api/products", {
    name: uniqueName("Cabo flat"),
    priceCents: 5000,
    costCents: 1500,
    quantity: 500,
  });
  const order = await seedOrder(admin, (await seedClient(admin)).id, { status: "em_andamento" });
  await admin.send("POST", `/api/orders/${order.id}/parts`, { productId: part.id, quantity: 400 });
  const tecnico = await createUserAccount(admin, "tecnico");
  await admin.dispose();

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/");
  await page.getByRole("link", { name: "Relatório de estoque" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Relatório de estoque" })).toBeVisible();
  const mostUsed = page.getByRole("region", { name: "Peças mais usadas" });
  // 400 units left the shelf at R$ 15,00 each.
  await expect(mostUsed.getByRole("row", { name: new RegExp(part.name) })).toContainText("400R$ 6.000,00");
  expect(await seriousViolations(page)).toEqual([]);

  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Exportar CSV" }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^estoque_\d{4}-\d{2}-01_a_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, "utf8");
  expect(csv).toContain("Peças mais usadas\r\nPeça;Unidades;Custo\r\n");
  expect(csv).toContain(`${part.name};400;6000,00`);
  await context.close();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const tecnicoPage = await phone.newPage();
  await signInWithApi(tecnicoPage, tecnico);
  await tecnicoPage.goto("/relatorios/estoque");
  await expect(tecnicoPage.getByRole("heading", { name: "Acesso Negado" })).toBeVisible();
  await phone.close();
});
