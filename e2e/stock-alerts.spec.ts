import { expect, test } from "@playwright/test";
import type { Product } from "@shared/stock-types";
import { createUserAccount, seriousViolations, type UserAccount } from "./admin-fixtures";
import {
  apiSessionOf,
  E2E_ADMIN,
  seedClient,
  seedOrder,
  signInWithApi,
  uniqueName,
  type ApiSession,
  type SeededOrder,
} from "./fixtures";

// What the shop must buy (issue 25, docs/decisions/045): 'Aguardando peça' naming the part, the
// 'Comprar' list, and a part falling under its minimum on the dashboard and in the staff's bell.
// Each test has its own parts and orders: the file's tests may run at once in different workers.
let admin: ApiSession;
let tecnico: UserAccount;
let staffSession: ApiSession;

test.beforeAll(async () => {
  admin = await apiSessionOf(E2E_ADMIN);
  tecnico = await createUserAccount(admin, "tecnico");
  staffSession = await apiSessionOf(tecnico);
});

const newOrder = async (): Promise<SeededOrder> =>
  seedOrder(admin, (await seedClient(admin)).id, { status: "em_andamento" });
const newPart = (name: string, body: Record<string, unknown>) =>
  admin.send<Product>("POST", "/api/products", {
    name: uniqueName(name),
    priceCents: 30000,
    costCents: 12000,
    ...body,
  });
test.afterAll(async () => {
  await admin.dispose();
  await staffSession.dispose();
});

test("a técnico on a phone moves an order to 'Aguardando peça' naming the part; the order page says what it waits for", async ({
  browser,
}) => {
  const order = await newOrder();
  const awaited = await newPart("Tela aguardada", { quantity: 0 });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInWithApi(page, tecnico);
  await page.goto(`/orders/${order.id}`);
  await page.getByRole("button", { name: "Mudar status" }).click();
  const dialog = page.getByRole("dialog", { name: "Mudar status" });
  await dialog.getByLabel("Novo status").selectOption({ label: "Aguardando peça" });
  await dialog.getByLabel("Peça aguardada (opcional)").fill(awaited.name);
  await dialog.getByRole("button", { name: new RegExp(`^${awaited.name}`) }).click();
  await dialog.getByLabel("Quantidade aguardada").fill("2");
  await dialog.getByRole("button", { name: "Salvar status" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Aguardando: ${awaited.name} (2 un.)`)).toBeVisible();
  await context.close();
});

test("the 'Comprar' list: the admin sees what to buy and its cost; a técnico the same without the cost", async ({
  browser,
}) => {
  const order = await newOrder();
  const awaited = await newPart("Tela a comprar", { quantity: 0 });
  await admin.send("POST", `/api/orders/${order.id}/status`, {
    status: "aguardando_peca",
    awaitingPart: { productId: awaited.id, quantity: 2 },
  });
  for (const [who, viewport] of [
    [E2E_ADMIN, { width: 1280, height: 900 }],
    [tecnico, { width: 390, height: 844 }],
  ] as const) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signInWithApi(page, who);
    await page.goto("/estoque");
    await page.getByRole("link", { name: "O que comprar" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Comprar" })).toBeVisible();
    const card = page.getByRole("listitem").filter({ hasText: awaited.name });
    await expect(card).toContainText("Aguardada por 1 pedido: 2 unidades");
    await expect(card).toContainText("Comprar: 2 unidades");
    if (who === E2E_ADMIN) await expect(card).toContainText("Custo estimado: R$ 240,00");
    else await expect(page.getByText(/Custo estimado/)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await context.close();
  }
});

test("a part taken under its minimum shows on the staff's dashboard and rings the admin's bell once", async ({
  page,
}) => {
  const other = await newOrder();
  const low = await newPart("Conector", { priceCents: 2000, costCents: 500, quantity: 2, minimum: 2 });
  await staffSession.send("POST", `/api/orders/${other.id}/parts`, { productId: low.id, quantity: 1 });
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/");
  const panel = page.getByRole("region", { name: "Estoque baixo" });
  await expect(panel).toContainText(`${low.name} · 1 de 2 (mínimo)`);
  await panel.getByRole("link", { name: new RegExp(low.name) }).click();
  await expect(page.getByRole("heading", { level: 1, name: low.name })).toBeVisible();
  const bell = await admin.get<{ items: { title: string; body: string; link: string }[] }>("/api/notifications");
  expect(bell.items.filter((n) => n.link === `/estoque/${low.id}`)).toEqual([
    expect.objectContaining({ title: "Estoque baixo", body: `${low.name}: 1 em estoque, abaixo do mínimo de 2.` }),
  ]);
});
