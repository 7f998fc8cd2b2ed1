import { expect, test, type Page } from "@playwright/test";
import {
  apiSessionOf,
  E2E_ADMIN,
  seedClient,
  signInWithApi,
  signUpCliente,
  uniqueName,
  type ApiSession,
} from "./fixtures";
import { createUserAccount, otherBrowser, seriousViolations } from "./admin-fixtures";

let admin: ApiSession;
test.beforeAll(async () => {
  admin = await apiSessionOf(E2E_ADMIN);
});
test.afterAll(async () => {
  await admin.dispose();
});

const ticketCard = (page: Page, text: string) => page.getByRole("article").filter({ hasText: text });

test("a cliente opens a ticket; a técnico analyses and resolves it; the cliente sees the status and is notified", async ({
  page,
  browser,
}) => {
  const cliente = await signUpCliente({ name: uniqueName("Cliente") });
  const tecnico = await createUserAccount(admin);
  const brand = uniqueName("Marca");
  const subject = `Defeito em ${brand} - ${cliente.name}`;

  await signInWithApi(page, cliente);
  await page.goto("/tickets");
  await expect(page.getByRole("heading", { level: 1, name: "Meus Chamados" })).toBeVisible();
  await expect(page.getByText("Nenhum chamado cadastrado ainda")).toBeVisible();
  await page.getByRole("button", { name: "Criar Primeiro Chamado" }).click();

  const dialog = page.getByRole("dialog", { name: "Novo Chamado" });
  await expect(dialog.getByLabel("Nome do cliente")).toHaveValue(cliente.name);
  // Staff pick a client on file; a cliente's ticket is always their own.
  await expect(dialog.getByRole("combobox")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Criar Chamado" }).click();
  await expect(dialog.getByText("Preencha todos os campos obrigatórios").first()).toBeVisible();
  await dialog.getByLabel("Telefone").fill("(11) 91234-5678");
  await dialog.getByLabel("Endereço").fill("Rua das Palmeiras, 45");
  await dialog.getByLabel("Marca do equipamento").fill(brand);
  await dialog.getByLabel("Defeito").fill("Não liga\n<b>tela</b> piscando");
  await dialog.getByRole("button", { name: "Criar Chamado" }).click();
  await expect(page.getByText("Chamado criado com sucesso")).toBeVisible();
  await expect(dialog).toBeHidden();

  const mine = ticketCard(page, subject);
  await expect(mine.getByText("Aberto", { exact: true })).toBeVisible();
  await expect(mine.getByText("Endereço: Rua das Palmeiras, 45", { exact: true })).toBeVisible();
  // Typed markup stays text.
  await expect(mine.getByText("<b>tela</b> piscando", { exact: false })).toBeVisible();
  await expect(mine.getByRole("button")).toHaveCount(0);

  const staffPage = await otherBrowser(browser);
  await signInWithApi(staffPage, tecnico);
  await staffPage.goto(`/tickets?${new URLSearchParams({ search: brand })}`);
  await expect(staffPage.getByRole("heading", { level: 1, name: "Gerenciar Chamados" })).toBeVisible();
  const theirs = ticketCard(staffPage, subject);
  await theirs.getByRole("button", { name: "Analisar" }).click();
  await expect(staffPage.getByText("Status do chamado atualizado")).toBeVisible();
  await expect(theirs.getByText("Em Análise", { exact: true })).toBeVisible();
  await theirs.getByRole("button", { name: "Resolver" }).click();
  await expect(theirs.getByText("Resolvido", { exact: true })).toBeVisible();
  await expect(theirs.getByRole("button")).toHaveCount(0);
  await staffPage.context().close();

  await page.reload();
  await expect(mine.getByText("Resolvido", { exact: true })).toBeVisible();
  const bell = page.getByRole("button", { name: "Notificações: 2 não lidas" });
  await expect(bell).toBeVisible();
  await bell.click();
  const list = page.getByRole("dialog", { name: "Notificações" });
  await expect(list.getByText(`${subject}: Resolvido`)).toBeVisible();
  await expect(list.getByText("Chamado atualizado").first()).toBeVisible();
  // Opening the bell marks them read.
  await expect(page.getByRole("button", { name: "Notificações", exact: true })).toBeVisible();
});

test("staff open a ticket for a client on file, and filter by status", async ({ page }) => {
  const client = await seedClient(admin, { phone: "(21) 99876-5432", address: "Avenida Atlântica, 100" });
  const brand = uniqueName("Marca");
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/tickets");
  await page.getByRole("button", { name: "Novo Chamado" }).click();

  const dialog = page.getByRole("dialog", { name: "Novo Chamado" });
  await dialog.getByRole("combobox", { name: "Cliente cadastrado (opcional)" }).fill(client.name);
  await dialog.getByRole("option", { name: client.name }).click();
  await expect(dialog.getByText(`Cliente selecionado: ${client.name}`)).toBeVisible();
  await expect(dialog.getByLabel("Nome do cliente")).toHaveValue(client.name);
  await expect(dialog.getByLabel("Telefone")).toHaveValue("(21) 99876-5432");
  await expect(dialog.getByLabel("Endereço")).toHaveValue("Avenida Atlântica, 100");
  await dialog.getByLabel("Marca do equipamento").fill(brand);
  await dialog.getByLabel("Defeito").fill("Não carrega a bateria");
  await dialog.getByRole("button", { name: "Criar Chamado" }).click();
  await expect(page.getByText("Chamado criado com sucesso")).toBeVisible();

  await page.getByRole("searchbox", { name: "Buscar chamados" }).fill(brand);
  const card = ticketCard(page, brand);
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Endereço: Avenida Atlântica, 100", { exact: true })).toBeVisible();
  await expect(page.getByText("1 chamado", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Analisar" })).toBeVisible();

  await page.getByLabel("Status").selectOption({ label: "Resolvido" });
  await expect(page).toHaveURL(/status=resolvido/);
  await expect(page.getByText("Nenhum chamado encontrado com os filtros aplicados")).toBeVisible();
  await page.getByLabel("Status").selectOption({ label: "Aberto" });
  await expect(card).toHaveCount(1);

  // The client's own record holds the ticket.
  const detail = await admin.get<{ tickets: { subject: string }[] }>(`/api/clients/${client.id}`);
  expect(detail.tickets.map((ticket) => ticket.subject)).toContain(`Defeito em ${brand} - ${client.name}`);
});

for (const scheme of ["light", "dark"] as const) {
  test(`/tickets has no serious accessibility violation (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const cliente = await signUpCliente({ name: uniqueName("Cliente") });
    const session = await apiSessionOf(cliente);
    await session.send("POST", "/api/tickets", {
      clientName: cliente.name,
      brand: uniqueName("Marca"),
      defect: "Tela apagada",
      phone: "(11) 91234-5678",
      address: "Rua das Palmeiras, 45",
    });
    await session.dispose();
    await signInWithApi(page, cliente);
    await page.goto("/tickets");
    await expect(page.getByRole("article")).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Novo Chamado" }).click();
    await expect(page.getByRole("dialog", { name: "Novo Chamado" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
