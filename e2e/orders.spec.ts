import { expect, test, type Page } from "@playwright/test";
import { formatOrderNumber } from "@shared/order-types";
import { createUserAccount } from "./admin-fixtures";
import {
  apiSessionOf,
  clientRecordOf,
  E2E_ADMIN,
  seedClient,
  seedOrder,
  signInWithApi,
  signUpCliente,
  TINY_PNG,
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

const orderCard = (page: Page, brand: string) => page.getByRole("article").filter({ hasText: brand });

async function searchOrders(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Buscar pedidos" }).fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, "\\+")}`));
}

test("staff creates an order with a new client, two services, a visit and two photos", async ({ page }) => {
  const clientName = uniqueName("Cliente");
  const brand = uniqueName("Marca");
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Gerenciar Pedidos" })).toBeVisible();
  await expect(page.getByText("Crie e gerencie os pedidos de reparo")).toBeVisible();
  await page.getByRole("link", { name: "Novo Pedido" }).click();
  await expect(page).toHaveURL(/\/orders\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Novo Pedido" })).toBeVisible();

  // The inline client form toggles open, refuses a blank name and saves a new client.
  const newClient = page.getByRole("button", { name: "Novo Cliente" });
  await newClient.click();
  const clientForm = page.getByRole("group", { name: "Novo Cliente" });
  await clientForm.getByRole("button", { name: "Salvar Cliente" }).click();
  await expect(clientForm.getByText("Nome deve ter pelo menos 2 caracteres")).toBeVisible();
  await clientForm.getByLabel("Nome", { exact: true }).fill(clientName);
  await clientForm.getByLabel("Telefone", { exact: true }).fill("(11) 98765-4321");
  await clientForm.getByLabel("Endereço", { exact: true }).fill("Rua das Flores, 123");
  await clientForm
    .getByLabel("Localização no mapa (opcional)", { exact: true })
    .fill("https://maps.example.com/?q=flores");
  await clientForm.getByRole("button", { name: "Salvar Cliente" }).click();
  await expect(page.getByText("Cliente criado com sucesso")).toBeVisible();
  await expect(clientForm).toBeHidden();
  await expect(page.getByText(`Cliente selecionado: ${clientName}`)).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Cliente" })).toHaveValue(clientName);

  await page.getByLabel("Marca", { exact: true }).fill(brand);
  await page.getByLabel("Modelo", { exact: true }).fill("Galaxy S21");
  await page.getByLabel("Aparelho", { exact: true }).fill("Smartphone");
  await page.getByLabel("Defeito", { exact: true }).fill("Tela trincada após queda");

  // A visit needs a date.
  await page.getByRole("button", { name: "Marcar Visita Técnica" }).click();
  const visit = page.getByRole("dialog", { name: "Marcar Visita Técnica" });
  await expect(visit.getByLabel("Período", { exact: true })).toHaveValue("manha");
  await expect(visit.getByLabel("Status da visita", { exact: true })).toHaveValue("nao_confirmado");
  await visit.getByRole("button", { name: "Salvar Visita" }).click();
  await expect(visit.getByText("Selecione uma data para o agendamento")).toBeVisible();
  await visit.getByLabel("Data", { exact: true }).fill("2030-05-10");
  await visit.getByLabel("Período", { exact: true }).selectOption({ label: "Tarde (13:00–18:00)" });
  await visit.getByLabel("Status da visita", { exact: true }).selectOption({ label: "Agendado" });
  await visit.getByRole("button", { name: "Salvar Visita" }).click();
  await expect(visit).toBeHidden();
  await expect(page.getByRole("list", { name: "Visitas técnicas" })).toContainText(
    "10/05/2030 · Tarde (13:00–18:00) · Agendado",
  );

  // Services: required fields, a discount over 100 % refused, then 12,5 % off R$ 333,33 and R$ 10,00 off R$ 120,00.
  await page.getByRole("button", { name: "Adicionar Serviço" }).click();
  const service = page.getByRole("dialog", { name: "Adicionar Serviço" });
  await service.getByRole("button", { name: "Salvar Serviço" }).click();
  await expect(service.getByText("Preencha todos os campos obrigatórios do serviço").first()).toBeVisible();
  await service.getByLabel("Descrição", { exact: true }).fill("Troca de tela");
  await service.getByLabel("Valor (R$)", { exact: true }).fill("333.33");
  await expect(service.getByLabel("Tipo de desconto", { exact: true })).toHaveValue("porcentagem");
  await service.getByLabel("Desconto", { exact: true }).fill("150");
  await service.getByRole("button", { name: "Salvar Serviço" }).click();
  await expect(service.getByText("Desconto não pode passar de 100%")).toBeVisible();
  await service.getByLabel("Desconto", { exact: true }).fill("12.5");
  await service.getByRole("button", { name: "Salvar Serviço" }).click();
  await expect(service).toBeHidden();
  // 333,33 × 12,5 % = 41,66625 → 41,67 (half-up); 333,33 − 41,67 = 291,66.
  await expect(page.getByText("Total: R$ 291,66")).toBeVisible();

  await page.getByRole("button", { name: "Adicionar Serviço" }).click();
  await service.getByLabel("Descrição", { exact: true }).fill("Limpeza interna");
  await service.getByLabel("Valor (R$)", { exact: true }).fill("120");
  await service.getByLabel("Tipo de desconto", { exact: true }).selectOption({ label: "Valor (R$)" });
  await service.getByLabel("Desconto", { exact: true }).fill("10");
  await service.getByRole("button", { name: "Salvar Serviço" }).click();
  await expect(service).toBeHidden();
  const services = page.getByRole("list", { name: "Serviços do pedido" });
  await expect(services.getByRole("listitem")).toHaveCount(2);
  await expect(services.getByRole("listitem").first()).toContainText("Desconto: 12,5%");
  await expect(services.getByRole("listitem").first()).toContainText("R$ 291,66");
  await expect(services.getByRole("listitem").nth(1)).toContainText("R$ 110,00");
  await expect(page.getByText("Total: R$ 401,66")).toBeVisible();

  await page.getByLabel("Condição de pagamento", { exact: true }).selectOption({ label: "À vista" });
  await page.getByLabel("Forma de pagamento", { exact: true }).selectOption({ label: "Pix" });
  await page.getByLabel("Garantia (meses)", { exact: true }).fill("3");

  await page.getByLabel("Adicionar fotos", { exact: true }).setInputFiles([
    { name: "frente.png", mimeType: "image/png", buffer: TINY_PNG },
    { name: "verso.png", mimeType: "image/png", buffer: TINY_PNG },
  ]);
  await expect(page.getByRole("img", { name: /^Nova foto:/ })).toHaveCount(2);

  await page.getByRole("button", { name: "Criar Pedido" }).click();
  await expect(page.getByText("Pedido criado com sucesso")).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);

  await searchOrders(page, brand);
  const card = orderCard(page, brand);
  await expect(card).toHaveCount(1);
  await expect(page.getByText("1 pedido", { exact: true })).toBeVisible();
  await expect(card).toContainText(clientName);
  await expect(card).toContainText("Novo");
  await expect(card).toContainText("Troca de tela");
  await expect(card).toContainText("R$ 333,33");
  await expect(card).toContainText("10/05/2030 · Tarde (13:00–18:00) · Agendado");
  await expect(card).toContainText("Total: R$ 401,66");
  const photos = card.getByRole("img");
  await expect(photos).toHaveCount(2);
  // The thumbnails are the uploaded images, served back to the signed-in staff member.
  for (const photo of await photos.all())
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
});

test("staff edits an order: removes a service and changes the status; search and status filter find it", async ({
  page,
}) => {
  const client = await seedClient(admin);
  const order = await seedOrder(admin, client.id, {
    status: "em_andamento",
    services: [
      { description: "Troca de bateria", value: 200, discountType: "valor", discountValue: 0 },
      { description: "Limpeza de conectores", value: 50.5, discountType: "porcentagem", discountValue: 0 },
    ],
  });
  const number = formatOrderNumber(order.number);
  await signInWithApi(page, E2E_ADMIN);
  await page.goto(`/orders?search=${encodeURIComponent(order.brand)}`);
  // The search box starts from the address, as the top-bar search opens it.
  await expect(page.getByRole("searchbox", { name: "Buscar pedidos" })).toHaveValue(order.brand);
  const card = orderCard(page, order.brand);
  await expect(card).toContainText("Total: R$ 250,50");
  await page.getByRole("link", { name: `Editar ${number}` }).click();

  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/edit$`));
  await expect(page.getByRole("heading", { level: 1, name: "Editar Pedido" })).toBeVisible();
  await expect(page.getByText(number, { exact: true })).toBeVisible();
  await expect(page.getByText(`Cliente selecionado: ${client.name}`)).toBeVisible();
  await expect(page.getByLabel("Marca", { exact: true })).toHaveValue(order.brand);
  // An order already under way cannot go back to 'Novo'; delivering and cancelling are done on its page.
  const status = page.getByLabel("Status", { exact: true });
  await expect(status).toHaveValue("em_andamento");
  await expect(status.getByRole("option")).toHaveText([
    "Em Andamento",
    "Aguardando aprovação",
    "Aguardando peça",
    "Concluído",
  ]);
  await expect(page.getByText("Total: R$ 250,50")).toBeVisible();

  await page.getByRole("button", { name: "Remover serviço Limpeza de conectores" }).click();
  await expect(page.getByText("Total: R$ 200,00")).toBeVisible();
  await page.getByRole("button", { name: "Editar serviço Troca de bateria" }).click();
  const dialog = page.getByRole("dialog", { name: "Editar Serviço" });
  await expect(dialog.getByLabel("Valor (R$)", { exact: true })).toHaveValue("200");
  await dialog.getByLabel("Desconto", { exact: true }).fill("25");
  await dialog.getByRole("button", { name: "Salvar Serviço" }).click();
  await expect(page.getByText("Total: R$ 175,00")).toBeVisible();
  await status.selectOption({ label: "Concluído" });
  await page.getByRole("button", { name: "Atualizar Pedido" }).click();
  await expect(page.getByText("Pedido atualizado com sucesso")).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);

  await searchOrders(page, order.brand);
  await expect(card).toContainText("Concluído");
  await expect(card).toContainText("Total: R$ 175,00");
  await expect(card).not.toContainText("Limpeza de conectores");

  // The status filter is applied by the server, together with the search.
  const filter = page.getByLabel("Status", { exact: true });
  await filter.selectOption({ label: "Concluído" });
  await expect(page).toHaveURL(/status=concluido/);
  await expect(card).toBeVisible();
  await filter.selectOption({ label: "Novo" });
  await expect(page.getByText("Nenhum pedido encontrado com os filtros aplicados")).toBeVisible();
  await expect(card).toHaveCount(0);
  await filter.selectOption({ label: "Todos" });
  await expect(card).toBeVisible();

  // Searching by the client's name finds it too.
  await searchOrders(page, client.name);
  await expect(card).toBeVisible();
  await searchOrders(page, uniqueName("Nada"));
  await expect(page.getByText("Nenhum pedido encontrado com os filtros aplicados")).toBeVisible();
  await expect(page.getByRole("link", { name: "Criar Primeiro Pedido" })).toHaveCount(0);
});

test("a saved photo is removed on save, and a file that is not an image is refused with the server's reason", async ({
  page,
}) => {
  const client = await seedClient(admin);
  const order = await seedOrder(admin, client.id);
  await admin.upload(`/api/orders/${order.id}/photos`, "photos", [
    { name: "antes.png", mimeType: "image/png", buffer: TINY_PNG },
  ]);
  await signInWithApi(page, E2E_ADMIN);
  await page.goto(`/orders/${order.id}/edit`);
  const photos = page.getByRole("list", { name: "Fotos do aparelho" });
  await expect(photos.getByRole("img", { name: "Foto 1 do aparelho" })).toBeVisible();
  await page.getByRole("button", { name: "Remover foto 1" }).click();
  await expect(photos).toHaveCount(0);
  // Named .png and typed image/png, but the server reads the bytes.
  await page
    .getByLabel("Adicionar fotos", { exact: true })
    .setInputFiles([{ name: "nota.png", mimeType: "image/png", buffer: Buffer.from("não sou uma imagem") }]);
  await page.getByRole("button", { name: "Atualizar Pedido" }).click();
  await expect(page.getByText("Pedido atualizado com sucesso")).toBeVisible();
  await expect(
    page.getByText("Erro ao enviar fotos: Apenas imagens são permitidas (JPEG, PNG, WebP ou GIF)"),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/edit$`));

  // The refused file stays in the form to be taken out; the rest of the order is saved.
  await page.getByRole("button", { name: "Remover nota.png" }).click();
  await page.getByRole("button", { name: "Atualizar Pedido" }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await searchOrders(page, order.brand);
  await expect(orderCard(page, order.brand)).toBeVisible();
  await expect(orderCard(page, order.brand).getByRole("img")).toHaveCount(0);
});

test("a técnico gets 'Novo Pedido' and edit, but deletes neither orders nor clients", async ({ page }) => {
  const tecnico = await createUserAccount(admin, "tecnico");
  const client = await seedClient(admin);
  const order = await seedOrder(admin, client.id);
  const number = formatOrderNumber(order.number);
  await signInWithApi(page, tecnico);
  await page.goto(`/orders?search=${encodeURIComponent(order.brand)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Gerenciar Pedidos" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Novo Pedido" })).toBeVisible();
  await expect(orderCard(page, order.brand)).toBeVisible();
  await expect(page.getByRole("button", { name: `Excluir ${number}` })).toHaveCount(0);

  await page.getByRole("link", { name: `Editar ${number}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Editar Pedido" })).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Em Andamento" });
  await page.getByRole("button", { name: "Atualizar Pedido" }).click();
  await expect(page.getByText("Pedido atualizado com sucesso")).toBeVisible();
  await searchOrders(page, order.brand);
  await expect(orderCard(page, order.brand)).toContainText("Em Andamento");

  await page.goto("/clients");
  await page.getByRole("searchbox", { name: "Buscar clientes" }).fill(client.name);
  await expect(page.getByRole("button", { name: `Editar ${client.name}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Excluir ${client.name}` })).toHaveCount(0);
});

test("the order form asks for the required fields", async ({ page }) => {
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/orders/new");
  const status = page.getByLabel("Status", { exact: true });
  await expect(status.getByRole("option")).toHaveText([
    "Novo",
    "Em Andamento",
    "Aguardando aprovação",
    "Aguardando peça",
    "Concluído",
  ]);
  await expect(status).toHaveValue("novo");
  await page.getByRole("button", { name: "Criar Pedido" }).click();
  // Each missing field says so, and a toast repeats it.
  await expect(page.getByText("Preencha todos os campos obrigatórios", { exact: true })).toHaveCount(6);
  await expect(page.getByRole("combobox", { name: "Cliente" })).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/orders\/new$/);

  await page.getByRole("button", { name: "Cancelar" }).click();
  await expect(page).toHaveURL(/\/orders$/);
});

test("the client picker searches the server as the user types", async ({ page }) => {
  const client = await seedClient(admin);
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/orders/new");
  const picker = page.getByRole("combobox", { name: "Cliente" });
  const searched = page.waitForRequest(
    (r) => r.url().includes("/api/clients?") && r.url().includes(encodeURIComponent(client.name).replace(/%20/g, "+")),
  );
  await picker.fill(client.name);
  const request = await searched;
  expect(new URL(request.url()).searchParams.get("pageSize")).toBe("10");
  // Only the match is left once the answer to the typed text is in.
  await expect(page.getByRole("listbox", { name: "Clientes encontrados" }).getByRole("option")).toHaveText([
    new RegExp(client.name),
  ]);
  await picker.press("ArrowDown");
  await expect(page.getByRole("option", { name: new RegExp(client.name) })).toHaveAttribute("aria-selected", "true");
  await picker.press("Enter");
  await expect(page.getByText(`Cliente selecionado: ${client.name}`)).toBeVisible();

  await picker.fill(uniqueName("Ninguem"));
  await expect(page.getByRole("option", { name: "Nenhum cliente encontrado" })).toBeVisible();
});

test("an admin deletes an order after confirming", async ({ page }) => {
  const client = await seedClient(admin);
  const order = await seedOrder(admin, client.id);
  const number = formatOrderNumber(order.number);
  await signInWithApi(page, E2E_ADMIN);
  await page.goto(`/orders?search=${encodeURIComponent(order.brand)}`);
  const card = orderCard(page, order.brand);
  await expect(card).toBeVisible();

  await page.getByRole("button", { name: `Excluir ${number}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(
    `Tem certeza que deseja excluir este pedido (${number} · ${order.brand} Galaxy S21)?`,
  );
  await expect(confirm.getByRole("button", { name: "Cancelar" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(card).toBeVisible();

  await page.getByRole("button", { name: `Excluir ${number}` }).click();
  await confirm.getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Pedido excluído com sucesso")).toBeVisible();
  await expect(page.getByText("Nenhum pedido encontrado com os filtros aplicados")).toBeVisible();
  await page.goto(`/orders/${order.id}/print`);
  await expect(page.getByRole("heading", { name: "Pedido não encontrado" })).toBeVisible();
});

test("a cliente follows only their own orders and cannot open another's", async ({ page }) => {
  const mine = await signUpCliente({ name: uniqueName("Cliente") });
  const other = await signUpCliente({ name: uniqueName("Cliente") });
  const myOrder = await seedOrder(admin, await clientRecordOf(admin, mine.name), {
    services: [{ description: "Troca de tela", value: 450, discountType: "porcentagem", discountValue: 10 }],
  });
  const otherOrder = await seedOrder(admin, await clientRecordOf(admin, other.name));

  await signInWithApi(page, mine);
  await page.goto("/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Meus Pedidos" })).toBeVisible();
  await expect(page.getByText("Acompanhe o andamento dos seus pedidos")).toBeVisible();
  await expect(page.getByText("1 pedido", { exact: true })).toBeVisible();
  const card = orderCard(page, myOrder.brand);
  await expect(card).toContainText("Total: R$ 405,00");
  await expect(orderCard(page, otherOrder.brand)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Novo Pedido" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Editar/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Excluir/ })).toHaveCount(0);

  await page.getByRole("link", { name: `Imprimir ${formatOrderNumber(myOrder.number)}` }).click();
  await expect(page.getByRole("main")).toContainText(myOrder.brand);

  await page.goto(`/orders/${otherOrder.id}/print`);
  await expect(page.getByRole("heading", { name: "Pedido não encontrado" })).toBeVisible();
  await expect(page.getByText(otherOrder.brand)).toHaveCount(0);

  for (const path of ["/orders/new", `/orders/${myOrder.id}/edit`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Acesso Negado" })).toBeVisible();
  }
});

test("a new cliente sees the empty state, without the staff's button", async ({ page }) => {
  await signInWithApi(page, await signUpCliente());
  await page.goto("/orders");
  await expect(page.getByText("Nenhum pedido cadastrado ainda")).toBeVisible();
  await expect(page.getByRole("link", { name: "Criar Primeiro Pedido" })).toHaveCount(0);
});

test("the top-bar search opens the orders filtered by its text", async ({ page }) => {
  const client = await seedClient(admin);
  const order = await seedOrder(admin, client.id);
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/");
  const search = page.getByRole("search").getByLabel("Buscar", { exact: true });
  await search.fill(order.brand);
  await search.press("Enter");
  await expect(page.getByRole("searchbox", { name: "Buscar pedidos" })).toHaveValue(order.brand);
  await expect(orderCard(page, order.brand)).toBeVisible();
  await expect(page.getByText("1 pedido", { exact: true })).toBeVisible();

  // A second search from the top bar replaces the one on the page.
  await search.fill(client.name);
  await search.press("Enter");
  await expect(page.getByRole("searchbox", { name: "Buscar pedidos" })).toHaveValue(client.name);
  await expect(orderCard(page, order.brand)).toBeVisible();
});

test("the list loads 20 orders at a time and shows the total", async ({ page }) => {
  const client = await seedClient(admin);
  const brand = uniqueName("Marca");
  await Promise.all(Array.from({ length: 21 }, () => seedOrder(admin, client.id, { brand })));
  await signInWithApi(page, E2E_ADMIN);
  await page.goto(`/orders?search=${encodeURIComponent(brand)}`);
  await expect(page.getByText("21 pedidos", { exact: true })).toBeVisible();
  await expect(orderCard(page, brand)).toHaveCount(20);
  await page.getByRole("button", { name: "Carregar mais" }).click();
  await expect(orderCard(page, brand)).toHaveCount(21);
  await expect(page.getByRole("button", { name: "Carregar mais" })).toHaveCount(0);
});

test("staff with no orders yet, the loading text and a failed load (answers stubbed)", async ({ page }) => {
  await signInWithApi(page, E2E_ADMIN);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/orders?*", async (route) => {
    await held;
    await route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 20 } });
  });
  await page.goto("/orders");
  await expect(page.getByText("Carregando pedidos...")).toBeVisible();
  release();
  await expect(page.getByText("Nenhum pedido cadastrado ainda")).toBeVisible();
  await page.getByRole("link", { name: "Criar Primeiro Pedido" }).click();
  await expect(page).toHaveURL(/\/orders\/new$/);

  await page.unroute("**/api/orders?*");
  await page.route("**/api/orders?*", (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: "INTERNAL", message: "Erro interno do servidor. Tente novamente." } },
    }),
  );
  await page.goto("/orders");
  await expect(
    page.getByRole("alert").or(page.locator("[data-sonner-toast]")).filter({ hasText: "Erro ao carregar pedidos" }),
  ).toBeVisible();
});
