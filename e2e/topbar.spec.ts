import { expect, test } from "@playwright/test";
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

let admin: ApiSession;
test.beforeAll(async () => {
  admin = await apiSessionOf(E2E_ADMIN);
});
test.afterAll(async () => {
  await admin.dispose();
});

test("the top-bar search finds an order by client name and opens it with the keyboard", async ({ page }) => {
  const client = await seedClient(admin);
  const order = await seedOrder(admin, client.id);
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/");

  const search = page.getByRole("combobox", { name: "Buscar" });
  await search.fill(client.name);
  const results = page.getByRole("listbox", { name: "Resultados da busca" });
  const orders = results.getByRole("group", { name: "Pedidos" });
  await expect(orders.getByRole("option", { name: new RegExp(order.brand) })).toBeVisible();
  await expect(
    results.getByRole("group", { name: "Clientes" }).getByRole("option", { name: new RegExp(client.name) }),
  ).toBeVisible();
  await expect(search).toHaveAttribute("aria-expanded", "true");

  await search.press("Escape");
  await expect(results).toBeHidden();
  await expect(search).toHaveAttribute("aria-expanded", "false");

  await search.press("ArrowDown");
  await expect(orders.getByRole("option", { name: new RegExp(order.brand) })).toHaveAttribute("aria-selected", "true");
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/edit$`));
  await expect(search).toHaveValue("");
});

test("a cliente finds their own ticket, and no clients", async ({ page }) => {
  const cliente = await signUpCliente({ name: uniqueName("Cliente") });
  const brand = uniqueName("Marca");
  const session = await apiSessionOf(cliente);
  await session.send("POST", "/api/tickets", {
    clientName: cliente.name,
    brand,
    defect: "Sem som",
    phone: "(11) 91234-5678",
    address: "Rua das Palmeiras, 45",
  });
  await session.dispose();
  await signInWithApi(page, cliente);
  await page.goto("/");

  const search = page.getByRole("combobox", { name: "Buscar" });
  await search.fill(brand);
  const results = page.getByRole("listbox", { name: "Resultados da busca" });
  const subject = `Defeito em ${brand} - ${cliente.name}`;
  await expect(
    results.getByRole("group", { name: "Chamados" }).getByRole("option", { name: new RegExp(subject) }),
  ).toBeVisible();
  await expect(results.getByRole("group", { name: "Clientes" })).toHaveCount(0);
  await results.getByRole("option", { name: new RegExp(subject) }).click();
  await expect(page).toHaveURL(/\/tickets\?search=/);
  await expect(page.getByRole("searchbox", { name: "Buscar chamados" })).toHaveValue(subject);
  await expect(page.getByRole("article").filter({ hasText: subject })).toHaveCount(1);
});

test("a short text searches nothing; Enter without a choice opens the filtered orders list", async ({ page }) => {
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/");
  const search = page.getByRole("combobox", { name: "Buscar" });
  await search.fill("a");
  await expect(search).toHaveAttribute("aria-expanded", "false");
  await search.fill("zzz sem resultado");
  await expect(page.getByText("Nenhum resultado encontrado")).toBeVisible();
  await search.press("Enter");
  await expect(page).toHaveURL(/\/orders\?search=zzz\+sem\+resultado$/);
});
