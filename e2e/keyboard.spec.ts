import { expect, test, type Locator, type Page } from "@playwright/test";
import { createUserAccount } from "./admin-fixtures";
import {
  apiSessionOf,
  clientRecordOf,
  E2E_ADMIN,
  seedClient,
  seedOrder,
  signInWithApi,
  signUpCliente,
  uniqueName,
  type Account,
  type ApiSession,
} from "./fixtures";

// Keyboard use, reflow at 320 px, the phone's terms notice and search, reduced motion (docs/decisions/027).

let admin: ApiSession;
test.beforeAll(async () => {
  admin = await apiSessionOf(E2E_ADMIN);
});
test.afterAll(async () => {
  await admin.dispose();
});

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });

/** Presses Tab (Shift+Tab backwards) until the target has focus: the keyboard only, however many stops. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${max} Tabs did not reach ${target.toString()}`);
}

async function seedTicket(brand: string): Promise<string> {
  const clientName = uniqueName("Cliente");
  await admin.send("POST", "/api/tickets", {
    clientName,
    brand,
    defect: "Não liga",
    phone: "(11) 91234-5678",
    address: "Rua das Palmeiras, 45",
  });
  return `Defeito em ${brand} - ${clientName}`;
}

test("keyboard only: the skip link, an order with a new client and a service, a ticket moved", async ({ page }) => {
  test.setTimeout(90_000);
  // A new técnico, who has not accepted the terms yet: the notice is part of the walk.
  const tecnico = await createUserAccount(admin);
  const ticketBrand = uniqueName("Marca");
  const subject = await seedTicket(ticketBrand);
  const clientName = uniqueName("Cliente");
  const brand = uniqueName("Marca");
  await signInWithApi(page, tecnico);
  await page.goto("/orders");
  const notice = page.getByRole("region", { name: "Aceite dos termos" });
  await expect(notice).toBeVisible();

  // From here on, the keyboard only.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#conteudo")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(notice.getByRole("link", { name: "Ler a Política de Privacidade" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(notice.getByRole("button", { name: "Aceitar" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(notice).toHaveCount(0);
  // The accepted notice is gone: focus goes to the page's heading, not to the body.
  await expect(heading(page, "Gerenciar Pedidos")).toBeFocused();

  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Novo Pedido" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/orders\/new$/);
  await expect(heading(page, "Novo Pedido")).toBeFocused();

  // The inline new client; saved, focus goes back to the button that opened it.
  const newClient = page.getByRole("button", { name: "Novo Cliente" });
  await tabTo(page, newClient);
  await page.keyboard.press("Enter");
  const inline = page.getByRole("group", { name: "Novo Cliente" });
  await page.keyboard.press("Tab");
  await expect(inline.getByLabel("Nome")).toBeFocused();
  await page.keyboard.type(clientName);
  await page.keyboard.press("Tab");
  await page.keyboard.type("11987654321");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Rua das Flores, 123");
  await tabTo(page, inline.getByRole("button", { name: "Salvar Cliente" }));
  await page.keyboard.press("Enter");
  await expect(inline).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Cliente" })).toHaveValue(clientName);
  await expect(newClient).toBeFocused();

  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Marca", { exact: true })).toBeFocused();
  await page.keyboard.type(brand);
  await page.keyboard.press("Tab");
  await page.keyboard.type("Galaxy A54");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Smartphone");
  await tabTo(page, page.getByLabel("Defeito", { exact: true }));
  await page.keyboard.type("Tela não liga após queda");

  // A service: Escape and a save both give focus back to 'Adicionar Serviço'.
  const addService = page.getByRole("button", { name: "Adicionar Serviço" });
  await tabTo(page, addService);
  await page.keyboard.press("Enter");
  const serviceDialog = page.getByRole("dialog", { name: "Adicionar Serviço" });
  await expect(serviceDialog.getByLabel("Descrição")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(serviceDialog).toHaveCount(0);
  await expect(addService).toBeFocused();
  await page.keyboard.press("Space");
  await expect(serviceDialog.getByLabel("Descrição")).toBeFocused();
  await page.keyboard.type("Troca de tela");
  await page.keyboard.press("Tab");
  await page.keyboard.type("450");
  await page.keyboard.press("Enter");
  await expect(serviceDialog).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Serviços do pedido" })).toContainText("Troca de tela");
  await expect(addService).toBeFocused();

  // Saved, the order's list opens with focus on its heading.
  await tabTo(page, page.getByRole("button", { name: "Criar Pedido" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/orders$/);
  await expect(heading(page, "Gerenciar Pedidos")).toBeFocused();
  await expect(page.getByRole("article").filter({ hasText: brand })).toContainText(clientName);

  // To the tickets through the menu, then the ticket found and moved twice.
  await tabTo(page, page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Chamados" }), {
    backwards: true,
  });
  await page.keyboard.press("Enter");
  await expect(heading(page, "Gerenciar Chamados")).toBeVisible();
  await tabTo(page, page.getByRole("searchbox", { name: "Buscar chamados" }));
  await page.keyboard.type(ticketBrand);
  const card = page.getByRole("article").filter({ hasText: subject });
  await expect(page.getByRole("article")).toHaveCount(1);
  await tabTo(page, card.getByRole("button", { name: "Analisar" }));
  await page.keyboard.press("Enter");
  await expect(card.getByText("Em Análise", { exact: true })).toBeVisible();
  // After a move focus stays with the moved ticket: not on the page's heading, nor on <body>, where
  // the next Tab would start over at the sidebar.
  await expect.poll(() => focusAfterMove(page, subject)).toBe("ticket");
  await tabTo(page, card.getByRole("button", { name: "Resolver" }));
  await page.keyboard.press("Enter");
  await expect(card.getByText("Resolvido", { exact: true })).toBeVisible();
  await expect.poll(() => focusAfterMove(page, subject)).toBe("ticket");
});

/** Where focus is after a ticket moved: on that ticket, on the page's heading (it fell back), or lost to <body>. */
function focusAfterMove(page: Page, subject: string) {
  return page.evaluate((text) => {
    const active = document.activeElement;
    if (active?.closest('[role="article"]')?.textContent?.includes(text)) return "ticket";
    if (active?.matches("h1")) return "heading";
    return "lost";
  }, subject);
}

test.describe("at 320 px wide", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  /** What a page at 320 px must not do: scroll sideways, or hold anything past the screen's edge. */
  async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Algo deu errado" })).toHaveCount(0);
    // The page's lists and cards, once their answers are in.
    await expect(page.getByText(/^Carregando/)).toHaveCount(0);
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const beyond = [...document.querySelectorAll("body *")]
        .filter((element) => element.getBoundingClientRect().right > width + 0.5)
        .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`);
      return { scrollWidth: document.documentElement.scrollWidth, beyond: beyond.slice(0, 5) };
    });
    expect(overflow, path).toEqual({ scrollWidth: 320, beyond: [] });
  }

  const pages = (ids: { order: string; client: string; brand: string }) => [
    "/",
    `/orders?search=${encodeURIComponent(ids.brand)}`,
    "/orders/new",
    `/orders/${ids.order}`,
    `/orders/${ids.order}/edit`,
    "/agenda",
    "/tickets",
    "/clients",
    `/clients/${ids.client}`,
    "/caixa",
    "/users",
    "/settings",
    "/security",
    "/privacy",
    "/security-demo",
    "/validation-demo",
    "/owasp-demo",
    "/pagina-que-nao-existe",
  ];

  /** An order whose card holds long text: a long client name, a long service with a discount, a visit. */
  async function longOrder(clientId: string) {
    return seedOrder(admin, clientId, {
      model: "Galaxy S23 Ultra Edição Especial",
      status: "aguardando_aprovacao",
      defect: "Tela trincada após queda, touch falhando no canto inferior direito",
      services: [
        {
          description: "Troca do conjunto de tela com película de vidro temperado",
          value: 12500,
          discountType: "porcentagem",
          discountValue: 12.5,
        },
      ],
      appointments: [{ date: "2030-05-10", period: "manha", status: "nao_confirmado" }],
    });
  }

  for (const role of ["admin", "tecnico", "cliente"] as const) {
    test(`no page scrolls sideways (${role})`, async ({ page }) => {
      test.setTimeout(120_000);
      let account: Pick<Account, "email" | "password"> = E2E_ADMIN;
      let clientId: string;
      if (role === "cliente") {
        const cliente = await signUpCliente({ name: uniqueName("Maria Aparecida dos Santos") });
        account = cliente;
        clientId = await clientRecordOf(admin, cliente.name);
      } else {
        if (role === "tecnico") account = await createUserAccount(admin);
        clientId = (await seedClient(admin, { name: uniqueName("Maria Aparecida dos Santos Oliveira") })).id;
      }
      const order = await longOrder(clientId);
      await signInWithApi(page, account);
      for (const path of pages({ order: order.id, client: clientId, brand: order.brand }))
        await expectNoSidewaysScroll(page, path);
      await page.context().clearCookies();
      await expectNoSidewaysScroll(page, "/auth");
    });
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the terms notice takes its own space and covers no button; the search opens from the top bar", async ({
    page,
  }) => {
    const tecnico = await createUserAccount(admin);
    const client = await seedClient(admin);
    const brand = uniqueName("Marca");
    for (const model of ["Moto G84", "Moto G54", "Moto E22"]) await seedOrder(admin, client.id, { brand, model });
    await signInWithApi(page, tecnico);
    await page.goto(`/orders?search=${encodeURIComponent(brand)}`);
    const notice = page.getByRole("region", { name: "Aceite dos termos" });
    await expect(notice).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(3);

    // In the page's flow, above its heading: nothing scrolls under it.
    expect(await notice.evaluate((element) => getComputedStyle(element).position)).toBe("static");
    const noticeBox = await notice.boundingBox();
    const headingBox = await heading(page, "Gerenciar Pedidos").boundingBox();
    expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(headingBox!.y);
    // Every card's buttons take a click where they are, the last one's included (a trial click checks
    // that nothing lies over the button), without accepting the terms first.
    for (const button of await page.getByRole("article").last().locator("..").getByRole("button").all())
      await button.click({ trial: true, timeout: 2_000 });
    await page
      .getByRole("link", { name: /^Imprimir / })
      .last()
      .click({ trial: true, timeout: 2_000 });

    // The search: a button in the top bar opens it in a row of its own.
    const search = page.getByRole("combobox", { name: "Buscar" });
    await expect(search).toHaveCount(0);
    const open = page.getByRole("button", { name: "Abrir busca" });
    await open.click();
    await expect(open).toHaveAttribute("aria-expanded", "true");
    await expect(search).toBeFocused();
    await search.fill(client.name);
    const option = page.getByRole("listbox", { name: "Resultados da busca" }).getByRole("option", {
      name: new RegExp(client.name),
    });
    await expect(option.first()).toBeVisible();
    await search.press("Escape");
    await search.press("Escape");
    await expect(search).toHaveCount(0);
    await expect(open).toBeFocused();
    await open.click();
    await search.fill("tela quebrada");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/orders\?search=tela\+quebrada$/);
    await expect(search).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
});

test("with reduced motion the spinner, the loading pulse and the switch stand still", async ({ page }) => {
  const cliente = await signUpCliente();
  await signInWithApi(page, cliente);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const animation = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).animationName);

  // The dashboard's cards pulse while their counts load: held here.
  let releaseDashboard!: () => void;
  const dashboardHeld = new Promise<void>((resolve) => (releaseDashboard = resolve));
  await page.route("**/api/dashboard**", async (route) => {
    await dashboardHeld;
    await route.continue();
  });
  await page.goto("/");
  const pulse = page.locator(".animate-pulse").first();
  await expect(pulse).toBeAttached();
  expect(await animation(pulse)).toBe("none");
  releaseDashboard();

  // 'Aceitar' shows the spinner while the consent is on its way: held here.
  let releaseConsent!: () => void;
  const consentHeld = new Promise<void>((resolve) => (releaseConsent = resolve));
  await page.route("**/api/privacy/consents", async (route) => {
    if (route.request().method() === "POST") await consentHeld;
    await route.continue();
  });
  const accept = page.getByRole("region", { name: "Aceite dos termos" }).getByRole("button", { name: "Aceitar" });
  await accept.click();
  const spinner = accept.locator("svg");
  await expect(spinner).toBeAttached();
  expect(await animation(spinner)).toBe("none");
  // The same spinner turns for whoever has not asked for less motion.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  expect(await animation(spinner)).toBe("spin");
  await page.emulateMedia({ reducedMotion: "reduce" });
  releaseConsent();
  await expect(page.getByRole("region", { name: "Aceite dos termos" })).toHaveCount(0);

  await page.goto("/privacy");
  const marketing = page.getByRole("switch", { name: "Marketing" });
  await expect(marketing).toBeVisible();
  for (const part of [marketing, marketing.locator("span")]) {
    expect(await part.evaluate((element) => getComputedStyle(element).transitionProperty)).toBe("none");
  }
});
