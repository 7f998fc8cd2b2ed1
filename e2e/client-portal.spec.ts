import { expect, test } from "@playwright/test";
import { seriousViolations } from "./admin-fixtures";
import {
  apiSessionOf,
  E2E_ADMIN,
  seedClient,
  seedOrder,
  signInWithApi,
  signUpCliente,
  uniqueName,
  type ApiSession,
} from "./fixtures";

// 'Portal do cliente' on a client's page: staff link a customer's own account to the shop's record,
// unlink it, and merge a duplicate record (docs/decisions/028).
for (const [width, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(`client portal on the ${width}`, () => {
    test.use({ viewport });
    let admin: ApiSession;
    test.beforeAll(async () => {
      admin = await apiSessionOf(E2E_ADMIN);
    });
    test.afterAll(async () => {
      await admin.dispose();
    });

    test("staff link a customer's account to the shop's record, then unlink it", async ({ page }) => {
      const name = uniqueName("Vinculo");
      const account = await signUpCliente({ name });
      const record = await seedClient(admin, { name });
      const order = await seedOrder(admin, record.id);

      await signInWithApi(page, E2E_ADMIN);
      await page.goto(`/clients/${record.id}`);
      const portal = page.getByRole("region", { name: "Portal do cliente" });
      await expect(portal).toContainText("Nenhuma conta vinculada");
      expect(await seriousViolations(page)).toEqual([]);
      await portal.getByRole("button", { name: "Vincular conta existente" }).click();
      const dialog = page.getByRole("dialog", { name: "Vincular conta existente" });
      await dialog.getByLabel("E-mail da conta").fill(account.email);
      await dialog.getByRole("button", { name: "Vincular" }).click();
      await expect(page.getByText("Conta vinculada", { exact: true })).toBeVisible();
      await expect(portal).toContainText(`Conta vinculada: ${name} (${account.email})`);

      // The customer now sees the shop's order, and the duplicate record their sign-up made is gone.
      const customer = await apiSessionOf(account);
      const theirs = await customer.get<{ items: { id: string }[] }>("/api/orders");
      expect(theirs.items.map((o) => o.id)).toEqual([order.id]);
      await customer.dispose();
      const named = await admin.get<{ items: unknown[] }>(`/api/clients?${new URLSearchParams({ search: name })}`);
      expect(named.items).toHaveLength(1);

      await portal.getByRole("button", { name: "Desvincular conta" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Desvincular conta" });
      await confirm.getByRole("button", { name: "Desvincular" }).click();
      await expect(portal).toContainText("Nenhuma conta vinculada");
    });

    test("staff merge a duplicate record: its orders move here and it is gone", async ({ page }) => {
      const name = uniqueName("Mescla");
      const kept = await seedClient(admin, { name });
      const duplicate = await seedClient(admin, { name, phone: "(11) 91234-5678" });
      const order = await seedOrder(admin, duplicate.id);

      await signInWithApi(page, E2E_ADMIN);
      await page.goto(`/clients/${kept.id}`);
      await page.getByRole("button", { name: "Mesclar com outro cliente" }).click();
      const dialog = page.getByRole("dialog", { name: "Mesclar com outro cliente" });
      await dialog.getByRole("combobox", { name: "Cliente repetido" }).fill(name);
      await dialog.getByRole("option", { name: new RegExp(`${name}.*91234-5678`) }).click();
      await dialog.getByRole("button", { name: "Mesclar" }).click();
      await expect(page.getByText("Clientes mesclados")).toBeVisible();
      await expect(page.getByRole("region", { name: "Pedidos" })).toContainText(order.brand);

      await page.goto(`/clients/${duplicate.id}`);
      await expect(page.getByRole("heading", { name: "Cliente não encontrado" })).toBeVisible();
    });
  });
}
