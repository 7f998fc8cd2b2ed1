import { expect, test } from "@playwright/test";
import { formatOrderNumber } from "@shared/order-types";
import { createUserAccount, type UserAccount } from "./admin-fixtures";
import {
  apiSessionOf,
  E2E_ADMIN,
  mainMenu,
  seedClient,
  seedOrder,
  signInWithApi,
  signUpCliente,
  uniqueName,
  type ApiSession,
  type SeededOrder,
} from "./fixtures";

let admin: ApiSession;
let tecnico: UserAccount;
let visit: SeededOrder;
let due: SeededOrder;
let quote: SeededOrder;
const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" });

test.beforeAll(async () => {
  admin = await apiSessionOf(E2E_ADMIN);
  tecnico = await createUserAccount(admin, "tecnico");
  const client = await seedClient(admin);
  visit = await seedOrder(admin, client.id, {
    technicianId: tecnico.id,
    appointments: [{ date: today, period: "tarde", status: "agendado" }],
  });
  due = await seedOrder(admin, client.id, { technicianId: tecnico.id, expectedOn: today, brand: uniqueName("Marca") });
  quote = await seedOrder(admin, client.id, { technicianId: tecnico.id, status: "aguardando_aprovacao" });
});
test.afterAll(async () => {
  await admin.dispose();
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a técnico reads today on the dashboard and their week on the agenda, and opens an order from it (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInWithApi(page, tecnico);
    await page.goto("/");
    const todayPanel = page.getByRole("region", { name: "Agenda de hoje" });
    await expect(todayPanel).toContainText(`Visita · Tarde: ${formatOrderNumber(visit.number)}`);
    await expect(todayPanel).toContainText(`Previsão de entrega: ${formatOrderNumber(due.number)}`);
    await expect(page.getByRole("region", { name: "Aguardando aprovação" })).toContainText(
      formatOrderNumber(quote.number),
    );
    await expect(page.getByRole("region", { name: "Faturamento" })).toHaveCount(0);

    // On a phone the menu is a panel opened from the top bar.
    if (viewport.width < 1024) await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.getByRole("link", { name: "Agenda", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Agenda" })).toBeVisible();
    // A técnico starts on their own agenda, this week.
    await expect(page.getByLabel("Técnico")).toHaveValue(tecnico.id);
    await expect(page.getByRole("button", { name: "Semana" })).toHaveAttribute("aria-pressed", "true");
    const day = page.getByRole("region", { name: /\(hoje\)/ });
    await expect(day.getByText("Tarde")).toBeVisible();
    await expect(day.getByText("Previsão de entrega")).toBeVisible();
    const days = page.getByRole("region", { name: /^(Segunda|Terça|Quarta|Quinta|Sexta)-feira|^Sábado|^Domingo/ });
    await expect(days).toHaveCount(7);

    await page.getByRole("button", { name: "Dia" }).click();
    await expect(days).toHaveCount(1);
    await page.getByRole("button", { name: "Próximo período" }).click();
    await expect(page.getByRole("region", { name: /\(hoje\)/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Hoje" }).click();
    await page.getByRole("link", { name: new RegExp(`^${formatOrderNumber(due.number)}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${due.id}$`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test("the admin sees the month's revenue and the orders per week; a cliente has no agenda", async ({ page }) => {
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/");
  const revenue = page.getByRole("region", { name: "Faturamento" });
  await expect(revenue).toContainText("Faturamento do mês (dinheiro recebido)");
  await expect(revenue).toContainText("A receber (entregues com saldo)");
  await expect(revenue.getByRole("img", { name: /^Pedidos por semana: semana de / })).toBeVisible();

  const customer = await signUpCliente();
  await signInWithApi(page, customer);
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Agenda de hoje" })).toHaveCount(0);
  await expect(mainMenu(page).getByRole("link", { name: "Agenda" })).toHaveCount(0);
  await page.goto("/agenda");
  await expect(page.getByText("Apenas a equipe da loja vê a agenda.")).toBeVisible();
});
