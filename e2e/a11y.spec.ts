import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN, signInWithUi, signUpCliente } from "./fixtures";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(" ")) }));
}

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
