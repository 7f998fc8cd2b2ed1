import { expect, test, type Page } from "@playwright/test";
import { formatOrderNumber } from "@shared/order-types";
import { createUserAccount, seriousViolations, type UserAccount } from "./admin-fixtures";
import {
  apiSessionOf,
  E2E_ADMIN,
  mainMenu,
  seedClient,
  seedOrder,
  signInWithApi,
  type ApiSession,
  type SeededClient,
  type SeededOrder,
} from "./fixtures";

// 'A receber' (issue 24): the shared server holds other tests' debts too, so every check filters by
// this spec's own clients and técnico.

let admin: ApiSession;
let tecnico: UserAccount;
let carla: SeededClient;
let bruno: SeededClient;
let many: SeededClient;
const owed: Record<"carlaWithTec" | "carlaAlone" | "brunoWithTec", SeededOrder> = {} as never;

/** An order of `reais` (with the técnico or none), `paidCents` received by card, delivered with the rest due. */
async function delivered(client: SeededClient, reais: number, paidCents: number, technicianId?: string) {
  const order = await seedOrder(admin, client.id, {
    technicianId,
    services: [{ description: "Reparo", value: reais, discountType: "valor", discountValue: 0 }],
  });
  if (paidCents > 0)
    await admin.send("POST", `/api/orders/${order.id}/payments`, { amountCents: paidCents, method: "cartao_debito" });
  await admin.send("POST", `/api/orders/${order.id}/status`, { status: "concluido" });
  await admin.send("POST", `/api/orders/${order.id}/status`, {
    status: "entregue",
    pickedUpBy: client.name,
    confirmOpenBalance: true,
  });
  return order;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  admin = await apiSessionOf(E2E_ADMIN);
  tecnico = await createUserAccount(admin, "tecnico");
  carla = await seedClient(admin, { name: `Carla ${tecnico.name.split(" ")[1]} Devedora` });
  bruno = await seedClient(admin, { name: `Bruno ${tecnico.name.split(" ")[1]} Devedor` });
  many = await seedClient(admin, { name: `Muitos ${tecnico.name.split(" ")[1]} Pedidos` });
  owed.carlaWithTec = await delivered(carla, 300, 10000, tecnico.id);
  owed.carlaAlone = await delivered(carla, 150, 0);
  owed.brunoWithTec = await delivered(bruno, 90, 0, tecnico.id);
  // Paid in full: not owed, not listed.
  await delivered(carla, 500, 50000, tecnico.id);
  // A page and one more, for the paging.
  for (let i = 0; i < 21; i++) await delivered(many, 10, 0);
});
test.afterAll(async () => {
  await admin.dispose();
});

async function filterByClient(page: Page, client: SeededClient) {
  const picker = page.getByRole("combobox", { name: "Cliente" });
  await picker.fill(client.name);
  await page
    .getByRole("listbox", { name: "Clientes encontrados" })
    .getByRole("option", { name: new RegExp(client.name) })
    .click();
}

const totals = (page: Page) => page.getByRole("region", { name: "Totais por idade" });

async function expectTotals(page: Page, within30: string, all: string) {
  const region = totals(page);
  await expect(region.getByRole("definition").nth(0)).toHaveText(within30);
  for (const i of [1, 2, 3]) await expect(region.getByRole("definition").nth(i)).toHaveText("R$\u00a00,00");
  await expect(region.getByRole("definition").nth(4)).toHaveText(all);
}

test.describe("at 1280 px (admin)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.beforeEach(async ({ context }) => {
    // No network here: wa.me answers from the test.
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
    );
  });

  test("lists what a client owes, oldest first, with totals by age; filters by client and técnico; pages", async ({
    page,
  }) => {
    await signInWithApi(page, E2E_ADMIN);
    await page.goto("/");
    await mainMenu(page).getByRole("link", { name: "A receber", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "A receber" })).toBeVisible();
    await expect(totals(page).getByText("Até 30 dias")).toBeVisible();
    for (const label of ["31 a 60 dias", "61 a 90 dias", "Mais de 90 dias", "Total a receber"])
      await expect(totals(page).getByText(label)).toBeVisible();

    await filterByClient(page, carla);
    const table = page.getByRole("table", { name: /Pedidos com saldo a receber/ });
    const rows = table.getByRole("row");
    await expect(rows).toHaveCount(3);
    await expect(page.getByText("2 pedidos com saldo")).toBeVisible();
    const first = rows.nth(1).getByRole("cell");
    await expect(first.nth(0)).toHaveText(formatOrderNumber(owed.carlaWithTec.number));
    await expect(first.nth(1)).toHaveText(carla.name);
    await expect(first.nth(2)).toHaveText(`${owed.carlaWithTec.brand} Galaxy S21`);
    await expect(first.nth(3)).toHaveText(tecnico.name);
    await expect(first.nth(5)).toHaveText("0 dias");
    await expect(first.nth(6)).toHaveText("R$\u00a0300,00");
    await expect(first.nth(7)).toHaveText("R$\u00a0100,00");
    await expect(first.nth(8)).toHaveText("R$\u00a0200,00");
    const second = rows.nth(2).getByRole("cell");
    await expect(second.nth(0)).toHaveText(formatOrderNumber(owed.carlaAlone.number));
    await expect(second.nth(3)).toHaveText("—");
    await expect(second.nth(8)).toHaveText("R$\u00a0150,00");
    await expectTotals(page, "R$\u00a0350,00", "R$\u00a0350,00");

    await page.getByRole("combobox", { name: "Técnico" }).selectOption({ label: tecnico.name });
    await expect(rows).toHaveCount(2);
    await expectTotals(page, "R$\u00a0200,00", "R$\u00a0200,00");

    await page.getByRole("button", { name: "Limpar filtros" }).click();
    await expect(page.getByRole("combobox", { name: "Cliente" })).toHaveValue("");
    await page.getByRole("combobox", { name: "Técnico" }).selectOption({ label: tecnico.name });
    await expect(rows).toHaveCount(3);
    await expect(table).toContainText(formatOrderNumber(owed.brunoWithTec.number));
    await expectTotals(page, "R$\u00a0290,00", "R$\u00a0290,00");

    await page.getByRole("button", { name: "Limpar filtros" }).click();
    await filterByClient(page, many);
    await expect(page.getByText("21 pedidos com saldo")).toBeVisible();
    await expect(rows).toHaveCount(21);
    await expect(page.getByText("Página 1 de 2")).toBeVisible();
    await page.getByRole("button", { name: "Próxima" }).click();
    await expect(page.getByText("Página 2 de 2")).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expectTotals(page, "R$\u00a0210,00", "R$\u00a0210,00");
    await expect(page.getByRole("button", { name: "Próxima" })).toBeDisabled();

    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await seriousViolations(page), scheme).toEqual([]);
    }
  });

  test("'Cobrar pelo WhatsApp' opens the charge with the balance and the Pix copia e cola, recorded in the history", async ({
    page,
  }) => {
    const order = owed.carlaWithTec;
    const pix = await admin.get<{ payload: string }>(`/api/orders/${order.id}/pix`);
    await signInWithApi(page, E2E_ADMIN);
    await page.goto("/a-receber");
    await filterByClient(page, carla);
    const number = formatOrderNumber(order.number);
    await page.getByRole("button", { name: `Cobrar ${number} pelo WhatsApp` }).click();
    const dialog = page.getByRole("dialog", { name: "Cobrar pelo WhatsApp" });
    await expect(dialog.getByText("+55 (11) 98765-4321")).toBeVisible();
    await expect(dialog.getByText("Cobrança", { exact: true })).toBeVisible();
    const preview = dialog.getByRole("region", { name: "Prévia da mensagem" });
    await expect(preview).toContainText("Consta um saldo de R$\u00a0200,00 em aberto");
    await expect(preview).toContainText(`Para pagar por Pix, use o copia e cola: ${pix.payload}`);
    const open = dialog.getByRole("link", { name: "Abrir WhatsApp" });
    const url = new URL((await open.getAttribute("href"))!);
    expect(url.origin + url.pathname).toBe("https://wa.me/5511987654321");
    const text = url.searchParams.get("text")!;
    expect(text).toContain("R$\u00a0200,00");
    expect(text).toContain(pix.payload);
    expect(text).toContain(`OS ${String(order.number).padStart(5, "0")}`);
    const [chat] = await Promise.all([page.waitForEvent("popup"), open.click()]);
    await expect(dialog).toBeHidden();
    await expect(chat).toHaveURL(url.href);
    await chat.close();
    await expect
      .poll(async () =>
        (await admin.get<{ kind: string; detail: unknown }[]>(`/api/orders/${order.id}/history`))
          .filter((e) => e.kind === "whatsapp")
          .map((e) => e.detail),
      )
      .toEqual([{ moment: "Cobrança" }]);

    // The OS number leads to the order.
    await page.getByRole("link", { name: number, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the admin reads each debt as a card, without sideways scrolling", async ({ page }) => {
    await signInWithApi(page, E2E_ADMIN);
    await page.goto("/a-receber");
    await filterByClient(page, bruno);
    const card = page.getByRole("article", { name: formatOrderNumber(owed.brunoWithTec.number) });
    await expect(card).toContainText(bruno.name);
    await expect(card).toContainText(tecnico.name);
    await expect(card).toContainText("R$\u00a090,00");
    await expect(card.getByRole("button", { name: /Cobrar .* pelo WhatsApp/ })).toBeVisible();
    await expectTotals(page, "R$\u00a090,00", "R$\u00a090,00");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("a técnico gets 'Acesso Negado' and no menu entry", async ({ page }) => {
    await signInWithApi(page, tecnico);
    await page.goto("/a-receber");
    await expect(page.getByRole("heading", { name: "Acesso Negado" })).toBeVisible();
    await expect(page.getByText("Apenas administradores veem o que os clientes devem à loja.")).toBeVisible();
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await expect(mainMenu(page).getByRole("link", { name: "Pedidos", exact: false }).first()).toBeVisible();
    await expect(mainMenu(page).getByRole("link", { name: "A receber" })).toHaveCount(0);
  });
});
