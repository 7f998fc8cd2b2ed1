import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { SessionResponse } from "@shared/api-types";
import type { ClientDetail } from "@shared/client-types";
import type { Order } from "@shared/order-types";
import { PASSWORD_RESET_SENT } from "@shared/validation/account";
import { accountTokens, mailOutbox } from "@server/db/schema/mail";
import { clients } from "@server/db/schema/shop";
import { deliverDueMail, smtpTransport } from "@server/modules/mail/delivery.service";
import { startTestSmtpServer, tokenIn } from "@server/test/smtp-server";
import { createTestApp } from "@server/test/test-app";

const PASSWORD = "Senha@Forte1";

describe("customer accounts over real e-mail", async () => {
  const smtp = await startTestSmtpServer();
  afterAll(smtp.stop);
  // Messages are due from the moment the database writes them: the test clock is real time, moved on by `shift`.
  let shift = 0;
  const clock = () => new Date(Date.now() + shift);
  const t = await createTestApp({ smtpUrl: smtp.url(), clock });
  const transport = smtpTransport(smtp.url());
  const deliver = () =>
    deliverDueMail({
      db: t.db,
      transport,
      appUrl: t.env.APP_URL,
      sources: t.mailLinkSources,
      mailFrom: undefined,
      now: clock(),
    });
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");

  const json = async <T>(res: Response) => (await res.json()) as T & { error?: { code: string; message: string } };
  const sessionOf = async (c: ReturnType<typeof t.client>) => json<SessionResponse>(await c.request("/api/session"));
  const lastMailTo = async (address: string) => {
    await deliver();
    const mails = smtp.to(address);
    expect(mails.length).toBeGreaterThan(0);
    return mails.at(-1)!;
  };

  async function shopClient(name: string, email: string | null) {
    const res = await tecnico.request("/api/clients", {
      json: { name, phone: "11987654321", address: "Rua das Flores, 10", email: email ?? "" },
    });
    expect(res.status).toBe(201);
    return json<{ id: string }>(res);
  }
  async function orderFor(clientId: string) {
    const res = await tecnico.request("/api/orders", {
      json: { clientId, brand: "Samsung", model: "A54", device: "Celular", defect: "Tela quebrada" },
    });
    expect(res.status).toBe(201);
    return json<Order>(res);
  }
  const clientsNamed = async (name: string) =>
    t.db.select({ id: clients.id, userId: clients.userId }).from(clients).where(eq(clients.name, name));

  it("the Roberto story: signs up with the shop's client e-mail, confirms it, and sees his order on one record", async () => {
    const email = "roberto.davila@cliente.example";
    const record = await shopClient("Roberto D'Ávila Souza", email);
    const order = await orderFor(record.id);

    const roberto = t.client();
    expect((await roberto.signUp({ name: "Roberto D'Ávila Souza", email, password: PASSWORD })).status).toBe(200);
    expect((await sessionOf(roberto)).confirmEmail).toBe(true);
    // Not proven yet: no one's orders, and no second Roberto in the shop's list.
    expect((await json<{ items: Order[] }>(await roberto.request("/api/orders"))).items).toEqual([]);
    expect(await clientsNamed("Roberto D'Ávila Souza")).toHaveLength(1);

    const mail = await lastMailTo(email);
    expect(mail.subject).toContain("Confirme seu e-mail");
    expect(mail.html).toContain("/confirmar-email#");
    // Only the hash is stored; the outbox drops the link once delivered.
    const token = tokenIn(mail);
    const stored = await t.db.select().from(accountTokens).where(eq(accountTokens.purpose, "confirm_email"));
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(sent).toMatchObject({ status: "sent", link: null });

    // The link, opened in another browser: it names the address, and the password chosen there signs in.
    const browser = t.client();
    expect(await json(await browser.request("/api/account/confirmation", { json: { token } }))).toEqual({ email });
    const confirmed = await browser.request("/api/account/confirm-email", { json: { token, password: PASSWORD } });
    expect(confirmed.status).toBe(200);
    const session = await sessionOf(browser);
    expect(session).toMatchObject({ user: { email, emailVerified: true }, confirmEmail: false });
    const mine = await json<{ items: Order[] }>(await browser.request("/api/orders"));
    expect(mine.items.map((o) => o.id)).toEqual([order.id]);
    expect(await clientsNamed("Roberto D'Ávila Souza")).toEqual([{ id: record.id, userId: session.user!.id }]);

    const again = await t.client().request("/api/account/confirm-email", { json: { token, password: PASSWORD } });
    expect(again.status).toBe(410);
    expect((await json(again)).error?.message).toBe("Este link já foi usado.");
  });

  it("signing up with another customer's address without confirming it shows none of their data", async () => {
    const email = "vitima@cliente.example";
    const record = await shopClient("Vítima Silva", email);
    await orderFor(record.id);
    const attacker = t.client();
    await attacker.signUp({ name: "Intruso", email, password: PASSWORD });
    expect((await json<{ items: Order[] }>(await attacker.request("/api/orders"))).items).toEqual([]);
    expect((await json<{ items: unknown[] }>(await attacker.request("/api/tickets"))).items).toEqual([]);
    expect((await attacker.request(`/api/clients/${record.id}`)).status).toBe(403);
    const [row] = await t.db.select({ userId: clients.userId }).from(clients).where(eq(clients.id, record.id));
    expect(row!.userId).toBeNull();
    // A guessed link is refused.
    const guessed = await attacker.request("/api/account/confirm-email", {
      json: { token: "A".repeat(43), password: PASSWORD },
    });
    expect(guessed.status).toBe(404);
  });

  it("an invitation e-mails a link that creates a confirmed account linked to the record, once", async () => {
    const email = "convidada@cliente.example";
    const record = await shopClient("Convidada Souza", email);
    const order = await orderFor(record.id);
    const invited = await json<{ emailedTo: string | null; link: string | null }>(
      await tecnico.request(`/api/clients/${record.id}/invitation`, { method: "POST" }),
    );
    expect(invited).toMatchObject({ emailedTo: email, link: null });
    const mail = await lastMailTo(email);
    expect(mail.subject).toContain("Acompanhe seus pedidos");
    const token = tokenIn(mail);

    const visitor = t.client();
    expect(await json(await visitor.request("/api/account/invitation", { json: { token } }))).toEqual({
      name: "Convidada Souza",
      email,
    });
    const weak = await visitor.request("/api/account/accept-invitation", { json: { token, password: "fraca" } });
    expect(weak.status).toBe(400);
    const accepted = await visitor.request("/api/account/accept-invitation", { json: { token, password: PASSWORD } });
    expect(accepted.status).toBe(200);
    expect(await sessionOf(visitor)).toMatchObject({ user: { email, role: "cliente", emailVerified: true } });
    expect((await json<{ items: Order[] }>(await visitor.request("/api/orders"))).items.map((o) => o.id)).toEqual([
      order.id,
    ]);
    const page = await json<ClientDetail>(await tecnico.request(`/api/clients/${record.id}`));
    expect(page.account).toMatchObject({ email, emailVerified: true });

    const reused = await t.client().request("/api/account/accept-invitation", { json: { token, password: PASSWORD } });
    expect(reused.status).toBe(410);
  });

  it("a client without an e-mail gets a link for staff to pass on; the invitee types their address", async () => {
    const record = await shopClient("Sem Email Pereira", null);
    const invited = await json<{ emailedTo: string | null; link: string | null }>(
      await tecnico.request(`/api/clients/${record.id}/invitation`, { method: "POST" }),
    );
    expect(invited.emailedTo).toBeNull();
    expect(invited.link).toMatch(/^http:\/\/localhost:3000\/convite#[A-Za-z0-9_-]{43}$/);
    const token = invited.link!.split("#")[1]!;
    const visitor = t.client();
    expect(await json(await visitor.request("/api/account/invitation", { json: { token } }))).toEqual({
      name: "Sem Email Pereira",
      email: null,
    });
    const accepted = await visitor.request("/api/account/accept-invitation", {
      json: { token, password: PASSWORD, email: "sem.email@cliente.example" },
    });
    expect(accepted.status).toBe(200);
    // Typed, not proven: linked (staff invited this person) but asked to confirm.
    expect(await sessionOf(visitor)).toMatchObject({ confirmEmail: true });
    expect((await lastMailTo("sem.email@cliente.example")).subject).toContain("Confirme seu e-mail");
  });

  it("'Esqueci minha senha' answers the same for any address, and the link resets once and ends every session", async () => {
    const account = await t.createUser("cliente");
    const old = t.client();
    expect((await old.signIn(account.email, account.password)).status).toBe(200);

    const asked = await json<{ message: string }>(
      await t.client().request("/api/account/password-reset", { json: { email: account.email } }),
    );
    const unknown = await json<{ message: string }>(
      await t.client().request("/api/account/password-reset", { json: { email: "ninguem@cliente.example" } }),
    );
    expect(asked).toEqual({ message: PASSWORD_RESET_SENT });
    expect(unknown).toEqual(asked);
    await deliver();
    expect(smtp.to("ninguem@cliente.example")).toHaveLength(0);
    const token = tokenIn(await lastMailTo(account.email));

    const weak = await t.client().request("/api/account/reset-password", { json: { token, password: "abc" } });
    expect(weak.status).toBe(400);
    const reset = await t.client().request("/api/account/reset-password", { json: { token, password: "Nova@Senha9" } });
    expect(reset.status).toBe(200);
    expect((await sessionOf(old)).user).toBeNull();
    expect((await t.client().signIn(account.email, account.password)).status).toBe(401);
    expect((await t.client().signIn(account.email, "Nova@Senha9")).status).toBe(200);
    const reused = await t
      .client()
      .request("/api/account/reset-password", { json: { token, password: "Outra@Senha9" } });
    expect(reused.status).toBe(410);

    const audit = await json<{ items: { action: string; success: boolean }[] }>(
      await admin.request("/api/audit-logs?action=PASSWORD_RESET"),
    );
    expect(audit.items.some((e) => e.action === "PASSWORD_RESET" && e.success)).toBe(true);
  });

  it("staff link an account to a record (merging the one it made), unlink it, and merge duplicates", async () => {
    const signup = t.client();
    await signup.signUp({ name: "Joana Duplicada", email: "joana@cliente.example", password: PASSWORD });
    const ticket = await signup.request("/api/tickets", {
      json: {
        clientName: "Joana Duplicada",
        brand: "Motorola",
        defect: "Não liga mais",
        phone: "(11) 98888-7777",
        address: "Rua das Flores, 120",
      },
    });
    expect(ticket.status, await ticket.clone().text()).toBe(201);
    const confirmation = tokenIn(await lastMailTo("joana@cliente.example"));
    const confirmed = await signup.request("/api/account/confirm-email", {
      json: { token: confirmation, password: PASSWORD },
    });
    expect(confirmed.status).toBe(200);
    const shops = await shopClient("Joana Duplicada", null);
    expect(await clientsNamed("Joana Duplicada")).toHaveLength(2);

    const cliente = await t.signedIn("cliente");
    expect(
      (await cliente.request(`/api/clients/${shops.id}/account`, { json: { email: "joana@cliente.example" } })).status,
    ).toBe(403);
    const linked = await tecnico.request(`/api/clients/${shops.id}/account`, {
      json: { email: "joana@cliente.example" },
    });
    expect(linked.status).toBe(200);
    expect(await clientsNamed("Joana Duplicada")).toHaveLength(1);
    const page = await json<ClientDetail>(await tecnico.request(`/api/clients/${shops.id}`));
    expect(page.account?.email).toBe("joana@cliente.example");
    expect(page.tickets).toHaveLength(1);

    expect((await tecnico.request(`/api/clients/${shops.id}/account`, { method: "DELETE" })).status).toBe(200);
    expect((await json<{ items: unknown[] }>(await signup.request("/api/tickets"))).items).toEqual([]);

    const a = await shopClient("Marcos Repetido", "marcos@cliente.example");
    const b = await shopClient("Marcos Repetido", null);
    await orderFor(b.id);
    const merged = await tecnico.request(`/api/clients/${a.id}/merge`, { json: { otherId: b.id } });
    expect(merged.status).toBe(200);
    expect(await clientsNamed("Marcos Repetido")).toEqual([{ id: a.id, userId: null }]);
    const orders = await json<{ items: Order[] }>(await tecnico.request(`/api/orders?clientId=${a.id}`));
    expect(orders.items).toHaveLength(1);
    const audit = await json<{ items: { action: string }[] }>(
      await admin.request("/api/audit-logs?action=CLIENTS_MERGED"),
    );
    expect(audit.items.length).toBeGreaterThan(0);
  });
  // The clock moves on from here: these come last.
  it("a confirmation link expires after 24 hours, and 'Reenviar e-mail' sends a new one", async () => {
    const email = "atrasado@cliente.example";
    const late = t.client();
    await late.signUp({ name: "Atrasado", email, password: PASSWORD });
    const token = tokenIn(await lastMailTo(email));
    shift += 25 * 3_600_000;
    const expired = await t.client().request("/api/account/confirm-email", { json: { token, password: PASSWORD } });
    expect(expired.status).toBe(410);
    expect((await json(expired)).error?.message).toBe("Este link expirou. Peça um novo.");
    expect((await late.request("/api/account/resend-confirmation", { method: "POST" })).status).toBe(200);
    const fresh = tokenIn(await lastMailTo(email));
    expect(fresh).not.toBe(token);
    expect(
      (await late.request("/api/account/confirm-email", { json: { token: fresh, password: PASSWORD } })).status,
    ).toBe(200);
    await late.refreshCsrf();
    expect((await late.request("/api/account/resend-confirmation", { method: "POST" })).status).toBe(409);
  });
  it("a reset link lasts one hour", async () => {
    const account = await t.createUser("tecnico");
    await t.client().request("/api/account/password-reset", { json: { email: account.email } });
    const token = tokenIn(await lastMailTo(account.email));
    shift += 61 * 60_000;
    const late = await t.client().request("/api/account/reset-password", { json: { token, password: "Nova@Senha9" } });
    expect(late.status).toBe(410);
  });
});
