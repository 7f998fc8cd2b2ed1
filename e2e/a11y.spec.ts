import { expect, test } from "@playwright/test";
import { seriousViolations } from "./admin-fixtures";
import { E2E_ADMIN, signInWithUi, signUpCliente } from "./fixtures";

for (const scheme of ["light", "dark"] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test("/auth has no serious accessibility violation", async ({ page }) => {
      await page.goto("/auth");
      await expect(page.getByRole("button", { name: "Entrar" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("/ has no serious accessibility violation (admin)", async ({ page }) => {
      await signInWithUi(page, E2E_ADMIN);
      await expect(page.getByRole("heading", { name: "Total de Clientes" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("/ has no serious accessibility violation (cliente)", async ({ page }) => {
      await signInWithUi(page, await signUpCliente());
      await expect(page.getByRole("heading", { name: "Meus Pedidos" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
