import { expect, test, type Browser, type Page } from "@playwright/test";
import { PASSWORD_RESET_SENT } from "@shared/validation/account";
import { startTestSmtpServer } from "@server/test/smtp-server";
import { seriousViolations } from "./admin-fixtures";
import { apiSessionOf, CLIENTE_PASSWORD, seedOrder, uniqueEmail, uniqueName, type ApiSession } from "./fixtures";
import { OwnServer } from "./own-server";

// A server of its own with e-mail configured: SMTP_URL points at a real SMTP server this process runs,
// and every flow follows the link it reads there (docs/decisions/028).
const ADMIN = { email: "admin@mail.e2e.local", password: "Admin@Mail123" };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let server: OwnServer;
let admin: ApiSession;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = new OwnServer(3106, {
    env: {
      SMTP_URL: smtp.url(),
      MAIL_FROM: "Loja E2E <loja@e2e.local>",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_MULTIPLIER: "1000",
    },
  });
  server.wipe();
  await server.start();
  admin = await apiSessionOf(ADMIN, server.url);
});

test.afterAll(async () => {
  await admin?.dispose();
  await server?.stop();
  server?.wipe();
  await smtp?.stop();
});

/** A browser of its own at a width, on this spec's server: the customer's phone, the shop's desktop. */
async function browserAt(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
  });
  return context.newPage();
}

/** The one-use link a message carries, made relative to this server. */
function linkIn(text: string | undefined): string {
  const match = /http:\/\/localhost:3106(\/[a-z-]+#[A-Za-z0-9_-]+)/.exec(text ?? "");
  if (!match) throw new Error(`no link in: ${text}`);
  return match[1]!;
}

async function signInAt(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Olá, / })).toBeVisible();
}

/** The confirmation page: it names the address, and whoever holds it chooses the account's password. */
async function confirmFromLink(page: Page, link: string, email: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Confirmação de e-mail" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Nova senha", { exact: true }).fill(password);
  await page.getByLabel("Confirmar nova senha").fill(password);
  await page.getByRole("button", { name: "Confirmar e-mail" }).click();
  await expect(page).toHaveURL(`${server.url}/`);
}

const roberto = { name: "Roberto D'Ávila Souza", email: uniqueEmail("roberto"), clientId: "", orderBrand: "" };

test("a shop's client signs up on a phone, confirms the e-mail from the link and sees his order on the one record", async ({
  browser,
}) => {
  const record = await admin.send<{ id: string }>("POST", "/api/clients", {
    name: roberto.name,
    phone: "(11) 98765-4321",
    address: "Rua Augusta, 100",
    email: roberto.email,
  });
  const order = await seedOrder(admin, record.id);
  roberto.clientId = record.id;
  roberto.orderBrand = order.brand;

  const phone = await browserAt(browser, PHONE);
  await phone.goto("/auth");
  await phone.getByRole("button", { name: "Criar conta" }).click();
  await phone.getByLabel("Nome").fill(roberto.name);
  await phone.getByLabel("E-mail").fill(roberto.email);
  await phone.getByLabel("Senha", { exact: true }).fill(CLIENTE_PASSWORD);
  await phone.getByRole("button", { name: "Criar conta" }).click();

  // Signed in, but not his orders until the address is proven.
  const notice = phone.getByRole("region", { name: "Confirme seu e-mail" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(roberto.email);
  expect(await seriousViolations(phone)).toEqual([]);
  await phone.goto("/orders");
  await expect(phone.getByText("Nenhum pedido cadastrado ainda")).toBeVisible();

  const first = await smtp.waitFor(roberto.email);
  expect(first.subject).toContain("Confirme seu e-mail");
  // 'Reenviar e-mail': a new link, and the first one stops working.
  await phone.getByRole("button", { name: "Reenviar e-mail" }).click();
  await expect(phone.getByText("E-mail reenviado")).toBeVisible();
  const second = await smtp.waitFor(roberto.email, 2);

  const stale = await browserAt(browser, PHONE);
  await stale.goto(linkIn(first.text));
  await expect(stale.getByRole("alert")).toHaveText("Este link já foi usado.");

  // The link opened on the phone's mail app: he chooses the password, and lands on the root signed in.
  const fromMail = await browserAt(browser, PHONE);
  await confirmFromLink(fromMail, linkIn(second.text), roberto.email, CLIENTE_PASSWORD);
  await expect(fromMail.getByRole("heading", { level: 1, name: "Olá, Roberto D'Ávila Souza!" })).toBeVisible();
  await expect(fromMail.getByText("E-mail confirmado com sucesso")).toBeVisible();
  await expect(fromMail.getByRole("region", { name: "Confirme seu e-mail" })).toHaveCount(0);
  await fromMail.goto("/orders");
  await expect(fromMail.getByText(roberto.orderBrand)).toBeVisible();

  // One Roberto in the shop's list, now with his account.
  const clients = await admin.get<{ items: { id: string; hasAccount: boolean }[] }>(
    `/api/clients?${new URLSearchParams({ search: "Roberto D'Ávila" })}`,
  );
  expect(clients.items).toEqual([expect.objectContaining({ id: record.id, hasAccount: true })]);
});

test("an intruder signs up first with a client's address; the owner confirms on the phone and the intruder reads nothing", async ({
  browser,
}) => {
  const owner = { name: uniqueName("Dona"), email: uniqueEmail("dona"), password: "Dona@Senha77" };
  const record = await admin.send<{ id: string }>("POST", "/api/clients", {
    name: owner.name,
    phone: "(11) 97777-1234",
    address: "Rua da Consolação, 500",
    email: owner.email,
  });
  const order = await seedOrder(admin, record.id);

  // The intruder, on a desktop, makes the account with the owner's address and a password of theirs.
  const intruder = await browserAt(browser, DESKTOP);
  await intruder.goto("/auth");
  await intruder.getByRole("button", { name: "Criar conta" }).click();
  await intruder.getByLabel("Nome").fill(owner.name);
  await intruder.getByLabel("E-mail").fill(owner.email);
  await intruder.getByLabel("Senha", { exact: true }).fill("Intruso@2026");
  await intruder.getByRole("button", { name: "Criar conta" }).click();
  await expect(intruder.getByRole("region", { name: "Confirme seu e-mail" })).toBeVisible();
  await intruder.goto("/orders");
  await expect(intruder.getByText("Nenhum pedido cadastrado ainda")).toBeVisible();

  // The owner gets a confirmation they never asked for, opens it on the phone and chooses a password.
  const mail = await smtp.waitFor(owner.email);
  const phone = await browserAt(browser, PHONE);
  await confirmFromLink(phone, linkIn(mail.text), owner.email, owner.password);
  await expect(phone.getByText("E-mail confirmado com sucesso")).toBeVisible();
  await phone.goto("/orders");
  await expect(phone.getByText(order.brand)).toBeVisible();

  // The intruder's open session ended: the next page is the login, the API answers 401, and their
  // password no longer signs in.
  await intruder.goto("/orders");
  await expect(intruder).toHaveURL(/\/auth$/);
  expect((await intruder.request.get("/api/orders")).status()).toBe(401);
  expect((await intruder.request.get(`/api/orders/${order.id}`)).status()).toBe(401);
  expect((await intruder.request.get(`/api/orders/${order.id}/tracking`)).status()).toBe(401);
  await intruder.getByLabel("E-mail").fill(owner.email);
  await intruder.getByLabel("Senha", { exact: true }).fill("Intruso@2026");
  await intruder.getByRole("button", { name: "Entrar" }).click();
  await expect(intruder.getByText("Email ou senha incorretos")).toBeVisible();
  expect((await intruder.request.get("/api/orders")).status()).toBe(401);
});

test("his quote reaches his inbox with the device and the amount, and its button opens the tracking page on his phone", async ({
  browser,
}) => {
  const order = await seedOrder(admin, roberto.clientId, {
    services: [
      { description: "Troca de tela", value: 450, discountType: "porcentagem", discountValue: 10 },
      { description: "Película de vidro", value: 30, discountType: "valor", discountValue: 0 },
    ],
  });
  const before = smtp.to(roberto.email).length;
  await admin.send("POST", `/api/orders/${order.id}/status`, { status: "aguardando_aprovacao" });
  const news = await smtp.waitFor(roberto.email, before + 1);
  const { url } = await admin.get<{ url: string }>(`/api/orders/${order.id}/tracking`);
  const device = `${order.brand} Galaxy S21`;
  expect(news.subject?.startsWith(`Orçamento pronto: ${device} – `), news.subject).toBe(true);
  expect(news.text).toContain(
    `O orçamento do seu ${device} (OS nº ${String(order.number).padStart(5, "0")}) está pronto: R$\u00a0435,00.`,
  );
  expect(news.text).toContain(`Ver os serviços e aprovar: ${url}`);
  expect(news.text).toContain(
    "Para não receber mais estes avisos por e-mail, entre na sua conta e desative “E-mail” em Configurações > Notificações.",
  );
  expect(news.from?.value[0]?.address).toBe("loja@e2e.local");

  // The button's address opens the quote with its form on a phone with no session: no sign-in page.
  const href = /<a href="([^"]+)"/.exec(news.html || "")?.[1];
  expect(href).toBe(url);
  const phone = await browserAt(browser, PHONE);
  await phone.goto(new URL(url).pathname);
  await expect(phone.getByRole("button", { name: "Aprovar orçamento" })).toBeVisible();
});

test("staff invite a client from the desktop; the customer creates a password on the phone and sees the order", async ({
  browser,
}) => {
  const name = uniqueName("Convidada");
  const email = uniqueEmail("convidada");
  const record = await admin.send<{ id: string }>("POST", "/api/clients", {
    name,
    phone: "(21) 99876-5432",
    address: "Rua do Catete, 20",
    email,
  });
  const order = await seedOrder(admin, record.id);

  const desk = await browserAt(browser, DESKTOP);
  await signInAt(desk, ADMIN.email, ADMIN.password);
  await desk.goto(`/clients/${record.id}`);
  const portal = desk.getByRole("region", { name: "Portal do cliente" });
  await expect(portal).toContainText("Nenhuma conta vinculada");
  await portal.getByRole("button", { name: "Convidar para o portal" }).click();
  await expect(desk.getByText(`Enviamos o convite para ${email}.`)).toBeVisible();

  const invitation = await smtp.waitFor(email);
  expect(invitation.subject).toContain("Acompanhe seus pedidos");
  const phone = await browserAt(browser, PHONE);
  await phone.goto(linkIn(invitation.text));
  await expect(phone.getByRole("heading", { name: "Convite para o portal" })).toBeVisible();
  await expect(phone.getByText(email)).toBeVisible();
  expect(await seriousViolations(phone)).toEqual([]);
  await phone.getByLabel("Nova senha", { exact: true }).fill(CLIENTE_PASSWORD);
  await phone.getByLabel("Confirmar nova senha").fill("Outra@Senha1");
  await phone.getByRole("button", { name: "Criar conta" }).click();
  await expect(phone.getByText("As senhas não coincidem")).toBeVisible();
  await phone.getByLabel("Confirmar nova senha").fill(CLIENTE_PASSWORD);
  await phone.getByRole("button", { name: "Criar conta" }).click();
  await expect(phone.getByRole("heading", { level: 1, name: `Olá, ${name}!` })).toBeVisible();
  await phone.goto("/orders");
  await expect(phone.getByText(order.brand)).toBeVisible();

  await desk.reload();
  await expect(desk.getByRole("region", { name: "Portal do cliente" })).toContainText(`Conta vinculada: ${name}`);
  // A used invitation says so.
  const again = await browserAt(browser, PHONE);
  await again.goto(linkIn(invitation.text));
  await expect(again.getByRole("alert")).toHaveText("Este link já foi usado.");
});

for (const [width, viewport] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test(`'Esqueci minha senha' on the ${width}: the link from the e-mail sets a new password`, async ({ browser }) => {
    const account = { name: uniqueName("Esquecido"), email: uniqueEmail("esquecido"), password: CLIENTE_PASSWORD };
    await admin.send("POST", "/api/users", { ...account, role: "cliente" });

    const page = await browserAt(browser, viewport);
    await page.goto("/auth");
    await page.getByRole("link", { name: "Esqueci minha senha" }).click();
    await expect(page.getByRole("heading", { name: "Esqueci minha senha" })).toBeVisible();
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByRole("button", { name: "Enviar link" }).click();
    await expect(page.getByRole("status")).toHaveText(PASSWORD_RESET_SENT);

    const mail = await smtp.waitFor(account.email);
    expect(mail.subject).toContain("Redefinição de senha");
    await page.goto(linkIn(mail.text));
    await expect(page.getByRole("heading", { name: "Redefinir senha" })).toBeVisible();
    await page.getByLabel("Nova senha", { exact: true }).fill("Nova@Senha99");
    await page.getByLabel("Confirmar nova senha").fill("Nova@Senha99");
    await page.getByRole("button", { name: "Redefinir senha" }).click();
    await expect(page.getByText("Senha redefinida com sucesso")).toBeVisible();
    await expect(page).toHaveURL(`${server.url}/auth`);
    await signInAt(page, account.email, "Nova@Senha99");

    // The link was for one use.
    await page.goto(linkIn(mail.text));
    await page.getByLabel("Nova senha", { exact: true }).fill("Outra@Senha99");
    await page.getByLabel("Confirmar nova senha").fill("Outra@Senha99");
    await page.getByRole("button", { name: "Redefinir senha" }).click();
    await expect(page.getByRole("alert")).toHaveText("Este link já foi usado.");
  });
}

test("the SMTP server stops while a message waits: the admin sees it failing, and it goes out once the server is back", async ({
  browser,
}) => {
  // A failed attempt waits 30 s before the next one, and the job looks every 5 s.
  test.setTimeout(120_000);
  const account = { name: uniqueName("Paciente"), email: uniqueEmail("paciente"), password: CLIENTE_PASSWORD };
  await admin.send("POST", "/api/users", { ...account, role: "cliente" });

  await smtp.stop();
  const page = await browserAt(browser, DESKTOP);
  await page.goto("/esqueci-senha");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByRole("button", { name: "Enviar link" }).click();
  await expect(page.getByRole("status")).toHaveText(PASSWORD_RESET_SENT);

  await signInAt(page, ADMIN.email, ADMIN.password);
  await page.goto("/settings");
  const outbox = page.getByRole("region", { name: "E-mails" });
  const message = outbox.getByRole("listitem").filter({ hasText: `Para: ${account.email}` });
  // The card follows the job: the first attempt failed, and the message waits in the queue.
  await expect(message).toContainText("1 tentativa", { timeout: 25_000 });
  await expect(message).toContainText("Na fila");
  await expect(message).toContainText("Último erro:");

  await smtp.start();
  const mail = await smtp.waitFor(account.email, 1, 60_000);
  expect(mail.subject).toContain("Redefinição de senha");
  await expect(message).toContainText("Enviado", { timeout: 20_000 });
  // Sent once: a message recorded as sent is never claimed again.
  expect(smtp.to(account.email)).toHaveLength(1);
  // Its one-use link was dropped once delivered: 'Reenviar' is not offered.
  await expect(message.getByRole("button", { name: "Reenviar" })).toHaveCount(0);
});
