import { expect, test, type Page } from "@playwright/test";
import { createUserAccount, seriousViolations, type UserAccount } from "./admin-fixtures";
import {
  apiSessionOf,
  clientRecordOf,
  E2E_ADMIN,
  seedClient,
  seedOrder,
  signInWithApi,
  signUpCliente,
  TINY_PNG,
  type Account,
  type ApiSession,
  type SeededOrder,
} from "./fixtures";

// The order page shows the whole order (issue 23): services as charged, visits, photos, the quote, for
// the shop and for the customer's portal; an order without services reads 'a definir' everywhere.
let admin: ApiSession;
let tecnico: UserAccount;
let customer: Account;
let order: SeededOrder;
let empty: SeededOrder;

test.beforeAll(async () => {
  admin = await apiSessionOf(E2E_ADMIN);
  tecnico = await createUserAccount(admin, "tecnico");
  customer = await signUpCliente();
  const clientId = await clientRecordOf(admin, customer.name);
  order = await seedOrder(admin, clientId, {
    status: "aguardando_aprovacao",
    services: [
      { description: "Troca de tela", value: 450, discountType: "porcentagem", discountValue: 10 },
      { description: "Película de vidro", value: 30, discountType: "valor", discountValue: 5 },
    ],
    appointments: [{ date: "2030-05-10", period: "tarde", status: "agendado" }],
  });
  await admin.upload(`/api/orders/${order.id}/photos`, "photos", [
    { name: "frente.png", mimeType: "image/png", buffer: TINY_PNG },
    { name: "verso.png", mimeType: "image/png", buffer: TINY_PNG },
  ]);
  empty = await seedOrder(admin, (await seedClient(admin)).id);
});
test.afterAll(async () => {
  await admin.dispose();
});

async function expectWholeOrder(page: Page) {
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `${order.brand} Galaxy S21` })).toBeVisible();
  const services = page.getByRole("region", { name: "Serviços" });
  await expect(services).toContainText("Troca de tela");
  // As charged: R$ 450,00 − 10% = R$ 405,00; R$ 30,00 − R$ 5,00 = R$ 25,00.
  await expect(services).toContainText("R$ 405,00");
  await expect(services).toContainText("R$ 450,00 − 10%");
  await expect(services).toContainText("R$ 25,00");
  await expect(services).toContainText("TotalR$ 430,00");
  await expect(page.getByRole("region", { name: "Visitas técnicas" })).toContainText(
    "10/05/2030 · Tarde (13:00–18:00) · Agendado",
  );
  await expect(page.getByRole("region", { name: "Fotos do aparelho" }).getByRole("img")).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

// One test per person and width: each walks the whole page with its accessibility check.
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  for (const role of ["admin", "tecnico"] as const) {
    test(`the ${role} sees services, visits, photos and the quote awaiting the customer (${viewport.width} px)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await signInWithApi(page, role === "admin" ? E2E_ADMIN : tecnico);
      await expectWholeOrder(page);
      await expect(page.getByRole("region", { name: "Orçamento aguardando aprovação" })).toContainText(
        "Aguardando a resposta do cliente",
      );
      await context.close();
    });
  }

  test(`the customer sees services, visits, photos and the quote to answer (${viewport.width} px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signInWithApi(page, customer);
    await expectWholeOrder(page);
    // The customer's quote card lists the services its terms speak of ("os serviços acima").
    const quote = page.getByRole("region", { name: "Orçamento aguardando aprovação" });
    await expect(quote).toContainText("Troca de tela");
    await expect(quote).toContainText("TotalR$ 430,00");
    await expect(quote).toContainText("Autorizo a execução dos serviços acima");
    await context.close();
  });
}

test("an order without services reads 'a definir' on its card, its page, both printouts and the tracking page", async ({
  page,
}) => {
  await signInWithApi(page, tecnico);
  await page.goto(`/orders?search=${encodeURIComponent(empty.brand)}`);
  const card = page.getByRole("article").filter({ hasText: empty.brand });
  await expect(card).toContainText("Total: a definir");
  await page.goto(`/orders/${empty.id}`);
  const services = page.getByRole("region", { name: "Serviços" });
  await expect(services).toContainText("Nenhum serviço registrado ainda.");
  await expect(services).toContainText("Totala definir");
  await expect(page.getByText("R$ 0,00")).toHaveCount(0);
  await page.goto(`/orders/${empty.id}/receipt`);
  await expect(page.getByRole("main")).toContainText("Total: a definir");
  await page.goto(`/orders/${empty.id}/print`);
  await expect(page.getByRole("main")).not.toContainText("R$ 0,00");
  const link = await admin.get<{ url: string }>(`/api/orders/${empty.id}/tracking`);
  await page.goto(link.url);
  await expect(page.getByText("A loja ainda não lançou os serviços. Total: a definir.")).toBeVisible();
  await expect(page.getByText("R$ 0,00")).toHaveCount(0);
});
