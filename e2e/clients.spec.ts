import { expect, test, type Page } from "@playwright/test";
import { formatOrderNumber } from "@shared/order-types";
import {
  apiSessionOf,
  E2E_ADMIN,
  seedClient,
  seedOrder,
  signInWithApi,
  signUpCliente,
  uniqueCpf,
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

const clientCard = (page: Page, name: string) => page.getByRole("article").filter({ hasText: name });

/** Types a search and waits for the server's answer to that text, so the list shown is its result. */
async function searchClients(page: Page, text: string) {
  const answered = page.waitForResponse(
    (r) => r.url().includes("/api/clients?") && new URL(r.url()).searchParams.get("search") === text && r.ok(),
  );
  await page.getByRole("searchbox", { name: "Buscar clientes" }).fill(text);
  await answered;
}

test("staff create, search and edit a client", async ({ page }) => {
  const name = uniqueName("Cliente");
  const email = `${name.split(" ")[1]?.toLowerCase()}@cliente.test`;
  const cpf = uniqueCpf();
  // The count shows once the shop has a client: not left to which spec happened to run first.
  await seedClient(admin);
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/clients");
  await expect(page.getByRole("heading", { level: 1, name: "Clientes" })).toBeVisible();
  await expect(page.getByText(/^\d+ clientes?$/)).toBeVisible();

  await page.getByRole("button", { name: "Novo Cliente" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo Cliente" });
  await dialog.getByLabel("Nome", { exact: true }).fill(name);
  await dialog.getByLabel("Telefone", { exact: true }).fill("123");
  await dialog.getByLabel("CPF (opcional)", { exact: true }).fill("111.111.111-11");
  await dialog.getByRole("button", { name: "Salvar" }).click();
  // The shared client schema speaks for the form.
  await expect(dialog.getByText("Telefone deve ter pelo menos 10 caracteres")).toBeVisible();
  await expect(dialog.getByText("Endereço deve ter pelo menos 5 caracteres")).toBeVisible();
  await expect(dialog.getByText("CPF inválido")).toBeVisible();
  await dialog.getByLabel("Telefone", { exact: true }).fill("(21) 99876-5432");
  await dialog.getByLabel("Endereço", { exact: true }).fill("Avenida Atlântica, 1702");
  // A link that would run a script is blocked, said with the toast of docs/product.md §5 and audited.
  const maps = dialog.getByLabel("Localização no mapa (opcional)", { exact: true });
  await maps.fill("javascript:alert(document.cookie)");
  const reported = page.waitForRequest(
    (r) => r.url().endsWith("/api/security/events") && r.postDataJSON()?.type === "MALICIOUS_URL",
  );
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "URL Bloqueada" })).toContainText(
    "URL potencialmente perigosa foi bloqueada.",
  );
  await expect(dialog.getByText("URL potencialmente perigosa foi bloqueada.")).toBeVisible();
  expect((await reported).postDataJSON()).toMatchObject({ detail: "javascript:alert(document.cookie)" });
  await maps.fill("https://maps.example.com/?q=atlantica");
  await dialog.getByLabel("E-mail (opcional)", { exact: true }).fill(email);
  await dialog.getByLabel("CPF (opcional)", { exact: true }).fill(cpf);
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Cliente criado com sucesso")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The search runs on the server, over name, phone, e-mail and CPF.
  for (const text of [name, email, cpf]) {
    await searchClients(page, text);
    await expect(clientCard(page, name)).toHaveCount(1);
    await expect(page.getByText("1 cliente", { exact: true })).toBeVisible();
  }
  const card = clientCard(page, name);
  await expect(card).toContainText("(21) 99876-5432");
  const map = card.getByRole("link", { name: "Ver no mapa" });
  await expect(map).toHaveAttribute("href", "https://maps.example.com/?q=atlantica");
  await expect(map).toHaveAttribute("target", "_blank");
  await expect(map).toHaveAttribute("rel", "noopener noreferrer");

  await page.getByRole("button", { name: `Editar ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar Cliente" });
  await expect(edit.getByLabel("Nome", { exact: true })).toHaveValue(name);
  await edit.getByLabel("Telefone", { exact: true }).fill("(21) 3222-1100");
  await edit.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Cliente atualizado com sucesso")).toBeVisible();
  await expect(card).toContainText("(21) 3222-1100");

  await searchClients(page, uniqueName("Ninguem"));
  await expect(page.getByText("Nenhum cliente encontrado para a busca")).toBeVisible();
});

test("a client's page lists their orders, and a client with orders cannot be deleted", async ({ page }) => {
  const client = await seedClient(admin);
  const order = await seedOrder(admin, client.id, {
    services: [{ description: "Diagnóstico", value: 80, discountType: "valor", discountValue: 0 }],
  });
  const number = formatOrderNumber(order.number);
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/clients");
  await searchClients(page, client.name);
  await page.getByRole("link", { name: client.name }).click();

  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: client.name })).toBeVisible();
  await expect(page.getByRole("region", { name: "Dados do Cliente" })).toContainText("(11) 98765-4321");
  const orders = page.getByRole("list", { name: "Pedidos do cliente" });
  await expect(orders).toContainText(`${number} · ${order.brand}`);
  await expect(orders).toContainText("Total: R$ 80,00");
  await expect(page.getByText("Nenhum chamado para este cliente")).toBeVisible();

  await page.getByRole("button", { name: "Excluir" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Tem certeza que deseja excluir este cliente?");
  await confirm.getByRole("button", { name: "Excluir" }).click();
  await expect(
    page.getByText("Erro ao excluir cliente: Não é possível excluir um cliente com pedidos ou chamados"),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: client.name })).toBeVisible();

  await orders.getByRole("link", { name: `Imprimir ${number}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ordem de Serviço" })).toBeVisible();
});

test("an admin deletes a client without orders", async ({ page }) => {
  const client = await seedClient(admin);
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/clients");
  await searchClients(page, client.name);
  await page.getByRole("button", { name: `Excluir ${client.name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Cliente excluído com sucesso")).toBeVisible();
  await expect(page.getByText("Nenhum cliente encontrado para a busca")).toBeVisible();
});

test("a cliente gets 'Acesso Negado' on the client screens", async ({ page }) => {
  await signInWithApi(page, await signUpCliente());
  for (const path of ["/clients", "/clients/00000000-0000-4000-8000-000000000000"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Acesso Negado" })).toBeVisible();
  }
});
