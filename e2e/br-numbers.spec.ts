import { expect, test, type Page } from "@playwright/test";
import { apiSessionOf, E2E_ADMIN, seedClient, signInWithApi, uniqueCpf, uniqueName, type ApiSession } from "./fixtures";

// Brazilian numbers (docs/product.md §5, docs/decisions/024): typed bare, masked while typed, stored as
// digits, shown formatted, found by a search typed formatted.

let admin: ApiSession;
test.beforeAll(async () => {
  admin = await apiSessionOf(E2E_ADMIN);
});
test.afterAll(async () => {
  await admin.dispose();
});

const digitsOf = (text: string) => text.replace(/\D/g, "");
/** Eight random digits, so no other test's phone holds the same number. */
const eightDigits = () => String(Math.floor(Math.random() * 1e8)).padStart(8, "0");

/** Types a search and waits for the server's answer to that text, so the list shown is its result. */
async function searchClients(page: Page, text: string) {
  const answered = page.waitForResponse(
    (r) => r.url().includes("/api/clients?") && new URL(r.url()).searchParams.get("search") === text && r.ok(),
  );
  await page.getByRole("searchbox", { name: "Buscar clientes" }).fill(text);
  await answered;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("staff type a CPF and a phone bare, see them masked, and find the client typed formatted", async ({
      page,
    }) => {
      const name = uniqueName("Cliente");
      const cpf = uniqueCpf();
      const number = eightDigits();
      const phone = `(11) 9${number.slice(0, 4)}-${number.slice(4)}`;
      await signInWithApi(page, E2E_ADMIN);
      await page.goto("/clients");
      await page.getByRole("button", { name: "Novo Cliente" }).click();
      const dialog = page.getByRole("dialog", { name: "Novo Cliente" });
      await dialog.getByLabel("Nome", { exact: true }).fill(name);

      // Masked as typed, a key at a time, as a person types.
      const phoneField = dialog.getByLabel("Telefone", { exact: true });
      await phoneField.pressSequentially("119");
      await expect(phoneField).toHaveValue("(11) 9");
      await phoneField.pressSequentially(number);
      await expect(phoneField).toHaveValue(phone);
      const cpfField = dialog.getByLabel("CPF (opcional)", { exact: true });
      await cpfField.pressSequentially(digitsOf(cpf).slice(0, 6));
      await expect(cpfField).toHaveValue(cpf.slice(0, 7));
      await cpfField.pressSequentially(digitsOf(cpf).slice(6));
      await expect(cpfField).toHaveValue(cpf);
      // A digit past the last is refused.
      await cpfField.press("9");
      await expect(cpfField).toHaveValue(cpf);
      const cepField = dialog.getByLabel("CEP (opcional)", { exact: true });
      await cepField.pressSequentially("01310100");
      await expect(cepField).toHaveValue("01310-100");
      await dialog.getByLabel("Endereço", { exact: true }).fill("Avenida Paulista, 1000");

      const saved = page.waitForResponse((r) => r.url().endsWith("/api/clients") && r.request().method() === "POST");
      await dialog.getByRole("button", { name: "Salvar" }).click();
      // The server is sent, and keeps, the digits.
      expect((await saved).request().postDataJSON()).toMatchObject({
        phone: digitsOf(phone),
        cpf: digitsOf(cpf),
        cep: "01310100",
      });
      await expect(page.getByText("Cliente criado com sucesso")).toBeVisible();
      await expect(dialog).toBeHidden();
      const stored = await admin.get<{ items: { name: string; phone: string; cpf: string; cep: string }[] }>(
        `/api/clients?${new URLSearchParams({ search: name })}`,
      );
      expect(stored.items).toEqual([
        expect.objectContaining({ name, phone: digitsOf(phone), cpf: digitsOf(cpf), cep: "01310100" }),
      ]);

      // Found by the start of its CPF and by its phone, typed formatted; shown formatted.
      for (const text of [cpf.slice(0, 7), phone.slice(0, 10)]) {
        await searchClients(page, text);
        const card = page.getByRole("article").filter({ hasText: name });
        await expect(card, text).toHaveCount(1);
        await expect(card).toContainText(phone);
        await expect(card).toContainText(cpf);
        await expect(card).toContainText("01310-100");
      }

      // A landline saved bare through the API is listed formatted and found formatted too.
      const landline = `213${eightDigits().slice(1)}`;
      const seeded = await seedClient(admin, { phone: landline });
      const shown = `(21) ${landline.slice(2, 6)}-${landline.slice(6)}`;
      await searchClients(page, shown);
      const card = page.getByRole("article").filter({ hasText: seeded.name });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(shown);

      // Its page and its edit dialog show the numbers formatted as well.
      await page.getByRole("link", { name: seeded.name }).click();
      await expect(page.getByRole("region", { name: "Dados do Cliente" })).toContainText(shown);
      await page.getByRole("button", { name: "Editar" }).click();
      await expect(
        page.getByRole("dialog", { name: "Editar Cliente" }).getByLabel("Telefone", { exact: true }),
      ).toHaveValue(shown);
    });
  });
}

test("the top bar finds a client by a CPF typed formatted, and shows the phone formatted", async ({ page }) => {
  const cpf = uniqueCpf();
  const client = await seedClient(admin, { phone: "31987650000", cpf: digitsOf(cpf) });
  await signInWithApi(page, E2E_ADMIN);
  await page.goto("/");
  await page.getByRole("combobox", { name: "Buscar" }).fill(cpf);
  const clients = page.getByRole("listbox", { name: "Resultados da busca" }).getByRole("group", { name: "Clientes" });
  const option = clients.getByRole("option", { name: new RegExp(client.name) });
  await expect(option).toBeVisible();
  await expect(option).toContainText("(31) 98765-0000");
});
