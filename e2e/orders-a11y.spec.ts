import { expect, test } from "@playwright/test";
import { seriousViolations } from "./admin-fixtures";
import { apiSessionOf, E2E_ADMIN, seedClient, seedOrder, signInWithApi, TINY_PNG, type SeededOrder } from "./fixtures";

let order: SeededOrder;
test.beforeAll(async () => {
  const admin = await apiSessionOf(E2E_ADMIN);
  const client = await seedClient(admin);
  order = await seedOrder(admin, client.id, {
    services: [{ description: "Troca de tela", value: 450, discountType: "porcentagem", discountValue: 10 }],
    appointments: [{ date: "2030-05-10", period: "tarde", status: "agendado" }],
  });
  await admin.dispose();
});

for (const scheme of ["light", "dark"] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test("orders, the order form with its dialogs, the printout and clients have no serious accessibility violation", async ({
      page,
    }) => {
      // Six screens and dialogs, each read by axe: under a full run's load on a slow day, over a minute.
      test.setTimeout(120_000);
      await signInWithApi(page, E2E_ADMIN);
      await page.goto(`/orders?search=${encodeURIComponent(order.brand)}`);
      await expect(page.getByRole("article").filter({ hasText: order.brand })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`/orders/${order.id}/edit`);
      await expect(page.getByRole("heading", { level: 1, name: "Editar Pedido" })).toBeVisible();
      await page.getByRole("button", { name: "Novo Cliente" }).click();
      await page
        .getByLabel("Adicionar fotos")
        .setInputFiles([{ name: "frente.png", mimeType: "image/png", buffer: TINY_PNG }]);
      await expect(page.getByRole("img", { name: "Nova foto: frente.png" })).toBeVisible();
      await page.getByRole("combobox", { name: "Cliente" }).focus();
      await expect(page.getByRole("listbox", { name: "Clientes encontrados" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole("button", { name: "Adicionar Serviço" }).click();
      const dialog = page.getByRole("dialog", { name: "Adicionar Serviço" });
      await dialog.getByRole("button", { name: "Salvar Serviço" }).click();
      await expect(dialog.getByText("Preencha todos os campos obrigatórios do serviço").first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`/orders/${order.id}/print`);
      await expect(page.getByRole("heading", { level: 1, name: "Ordem de Serviço" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto("/clients");
      await expect(page.getByText(/^\d+ clientes?$/)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
