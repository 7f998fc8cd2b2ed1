import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { SessionResponse } from "@shared/api-types";
import type { OutboxItem } from "@shared/mail";
import type { Order } from "@shared/order-types";
import { mailOutbox } from "@server/db/schema/mail";
import { clients } from "@server/db/schema/shop";
import { startTestSmtpServer, tokenIn } from "@server/test/smtp-server";
import { createTestApp } from "@server/test/test-app";
import { deliverDueMail, MAX_ATTEMPTS, retryDelayMs, smtpTransport } from "./delivery.service";

const PASSWORD = "Senha@Forte1";

describe("the outbox and its delivery over SMTP", async () => {
  const smtp = await startTestSmtpServer();
  afterAll(smtp.stop);
  let shift = 0;
  const clock = () => new Date(Date.now() + shift);
  const t = await createTestApp({ smtpUrl: smtp.url(), clock });
  const transport = smtpTransport(smtp.url());
  const deliver = (db = t.db) =>
    deliverDueMail({
      db,
      transport,
      appUrl: t.env.APP_URL,
      sources: t.mailLinkSources,
      mailFrom: { name: "Loja Teste", address: "loja@teste.example" },
      now: clock(),
    });
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const json = async <T>(res: Response) => (await res.json()) as T;
  const askReset = (email: string) => t.client().request("/api/account/password-reset", { json: { email } });
  const rowsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

  it("delivers a message from the outbox with its sender, a stable Message-ID, HTML and text", async () => {
    const account = await t.createUser("tecnico");
    await askReset(account.email);
    expect(await deliver()).toMatchObject({ sent: 1, failed: 0 });
    const [mail] = smtp.to(account.email);
    expect(mail).toBeDefined();
    expect(mail!.from?.value).toEqual([{ name: "Loja Teste", address: "loja@teste.example" }]);
    const [row] = await rowsTo(account.email);
    expect(mail!.messageId).toBe(`<${row!.id}@localhost>`);
    expect(mail!.html).toContain(`href="http://localhost:3000/redefinir-senha#${tokenIn(mail!)}"`);
    expect(mail!.text).toContain("Redefinir senha: http://localhost:3000/redefinir-senha#");
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null, link: null });
  });

  it("the SMTP server down: kept with its error and retried later; back up: sent once, nothing lost", async () => {
    const accounts = [await t.createUser("tecnico"), await t.createUser("tecnico")];
    await smtp.stop();
    for (const a of accounts) await askReset(a.email);
    expect(await deliver()).toMatchObject({ sent: 0, failed: 2 });
    for (const a of accounts) {
      const [row] = await rowsTo(a.email);
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(clock().getTime() + retryDelayMs(1) - 5_000);
    }
    // Not due yet: nothing is tried before the delay.
    expect(await deliver()).toMatchObject({ sent: 0, failed: 0 });

    await smtp.start();
    shift += retryDelayMs(1);
    expect(await deliver()).toMatchObject({ sent: 2, failed: 0 });
    expect(await deliver()).toMatchObject({ sent: 0, failed: 0 });
    for (const a of accounts) {
      expect(smtp.to(a.email)).toHaveLength(1);
      expect((await rowsTo(a.email))[0]).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    }
  });

  it("a message that keeps failing stops as 'failed' with its error; the admin sees it and resends it", async () => {
    // An invitation: its link lasts 7 days, well past the two hours of retries.
    const email = "convite.falhou@cliente.example";
    const record = await json<{ id: string }>(
      await tecnico.request("/api/clients", {
        json: { name: "Cliente Convidado", phone: "11987654321", address: "Rua das Flores, 10", email },
      }),
    );
    await smtp.stop();
    await tecnico.request(`/api/clients/${record.id}/invitation`, { method: "POST" });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliver();
      shift += retryDelayMs(attempt);
    }
    const [row] = await rowsTo(email);
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    await deliver();
    expect((await rowsTo(email))[0]!.attempts).toBe(MAX_ATTEMPTS);
    await smtp.start();

    // The admin's session and token were made before the clock moved: sign in again.
    const office = await t.signedIn("admin");
    const outbox = await json<{ items: OutboxItem[]; configured: boolean }>(await office.request("/api/mail/outbox"));
    expect(outbox.configured).toBe(true);
    const shown = outbox.items.find((i) => i.id === row!.id)!;
    expect(shown).toMatchObject({ to: email, status: "failed", attempts: MAX_ATTEMPTS, resendable: true });
    expect(shown.lastError).toBeTruthy();
    expect(shown.text).toContain("/convite#");

    expect((await office.request(`/api/mail/outbox/${row!.id}/resend`, { method: "POST" })).status).toBe(200);
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(smtp.to(email)).toHaveLength(1);
    // Delivered, its one-use link is gone: it cannot be sent again, and 'Reenviar' is not offered.
    const again = await office.request(`/api/mail/outbox/${row!.id}/resend`, { method: "POST" });
    expect(again.status).toBe(409);
    const after = await json<{ items: OutboxItem[] }>(await office.request("/api/mail/outbox"));
    expect(after.items.find((i) => i.id === row!.id)).toMatchObject({ status: "sent", resendable: false });
  });

  it("only the admin reads the outbox", async () => {
    expect((await t.client().request("/api/mail/outbox")).status).toBe(401);
    expect((await tecnico.request("/api/mail/outbox")).status).toBe(403);
    expect((await (await t.signedIn("cliente")).request("/api/mail/outbox")).status).toBe(403);
    expect((await admin.request("/api/mail/outbox")).status).toBe(200);
  });

  it("a confirmed customer gets their order's status change by e-mail, unless they turned e-mail off", async () => {
    const email = "acompanha@cliente.example";
    const customer = t.client();
    await customer.signUp({ name: "Cliente Acompanha", email, password: PASSWORD });
    await deliver();
    const token = tokenIn(smtp.to(email)[0]!);
    expect((await customer.request("/api/account/confirm-email", { json: { token, password: PASSWORD } })).status).toBe(
      200,
    );
    // Confirming signs this browser in afresh: its CSRF token belonged to the session that ended.
    await customer.refreshCsrf();
    const me = (await json<SessionResponse>(await customer.request("/api/session"))).user!;
    const [record] = await t.db.select({ id: clients.id }).from(clients).where(eq(clients.userId, me.id));
    const office = await t.signedIn("tecnico");
    const order = await json<Order>(
      await office.request("/api/orders", {
        json: { clientId: record!.id, brand: "LG", model: "K62", device: "Celular", defect: "Não carrega" },
      }),
    );
    await office.request(`/api/orders/${order.id}/status`, { json: { status: "aguardando_aprovacao" } });
    await deliver();
    const news = smtp.to(email).at(-1)!;
    expect(news.subject).toContain("Orçamento pronto: LG K62");
    expect(news.text).toContain("http://localhost:3000/acompanhar/");

    await customer.request("/api/profile/preferences", {
      method: "PUT",
      json: { email: false, sms: false, push: true, theme: "system" },
    });
    const before = smtp.to(email).length;
    await office.request(`/api/orders/${order.id}/status`, { json: { status: "em_andamento" } });
    await deliver();
    expect(smtp.to(email)).toHaveLength(before);
    const bell = await json<{ items: { title: string }[] }>(await customer.request("/api/notifications"));
    expect(bell.items[0]?.title).toBe("Pedido atualizado");
  });

  it("visits scheduled and moved and a ticket's status reach the customer; a new ticket reaches staff with e-mail on", async () => {
    const email = "visitas@cliente.example";
    const customer = t.client();
    await customer.signUp({ name: "Cliente Visitas", email, password: PASSWORD });
    await deliver();
    await customer.request("/api/account/confirm-email", {
      json: { token: tokenIn(smtp.to(email)[0]!), password: PASSWORD },
    });
    await customer.refreshCsrf();
    const me = (await json<SessionResponse>(await customer.request("/api/session"))).user!;
    const [record] = await t.db.select({ id: clients.id }).from(clients).where(eq(clients.userId, me.id));
    const office = await t.signedIn("tecnico");
    const body = {
      clientId: record!.id,
      brand: "Brastemp",
      model: "BRM44",
      device: "Geladeira",
      defect: "Não gela",
      status: "novo" as const,
      services: [],
      appointments: [{ date: "2030-05-10", period: "tarde" as const, status: "agendado" as const }],
    };
    const order = await json<Order>(await office.request("/api/orders", { json: body }));
    await deliver();
    expect(smtp.to(email).at(-1)!.subject).toContain("Visita técnica agendada: Brastemp BRM44");
    expect(smtp.to(email).at(-1)!.text).toContain("visita técnica do seu Brastemp BRM44 (OS nº ");
    expect(smtp.to(email).at(-1)!.text).toContain("para 10/05/2030, tarde.");

    const visit = order.appointments[0]!;
    const moved = await office.request(`/api/orders/${order.id}`, {
      method: "PUT",
      json: { ...body, appointments: [{ id: visit.id, date: "2030-05-12", period: "manha", status: "agendado" }] },
    });
    expect(moved.status).toBe(200);
    await deliver();
    expect(smtp.to(email).at(-1)!.subject).toContain("Visita técnica remarcada: Brastemp BRM44");
    expect(smtp.to(email).at(-1)!.text).toContain("foi remarcada para 12/05/2030, manhã.");

    // A staff member who keeps e-mail on hears of the new ticket; one who turned it off does not.
    const listening = await t.createUser("tecnico");
    const quiet = await t.createUser("tecnico");
    const quietSession = t.client();
    await quietSession.signIn(quiet.email, quiet.password);
    await quietSession.request("/api/profile/preferences", {
      method: "PUT",
      json: { email: false, sms: false, push: true, theme: "system" },
    });
    const opened = await json<{ id: string }>(
      await customer.request("/api/tickets", {
        json: {
          clientName: "Cliente Visitas",
          brand: "Brastemp",
          defect: "Continua sem gelar",
          phone: "(11) 98888-7777",
          address: "Rua das Flores, 120",
        },
      }),
    );
    await deliver();
    expect(smtp.to(listening.email).at(-1)!.subject).toContain("Novo chamado");
    expect(smtp.to(quiet.email)).toHaveLength(0);

    await office.request(`/api/tickets/${opened.id}/status`, { method: "PATCH", json: { status: "em_analise" } });
    await deliver();
    expect(smtp.to(email).at(-1)!.subject).toContain("Chamado atualizado");
    expect(smtp.to(email).at(-1)!.text).toContain(
      "O status do seu chamado “Defeito em Brastemp - Cliente Visitas” mudou para “Em Análise”.",
    );
  });

  it("the data export lists the e-mails written to the customer, and anonymisation takes the address out of the outbox", async () => {
    const account = await t.createUser("cliente");
    const customer = t.client();
    await customer.signIn(account.email, account.password);
    await askReset(account.email);
    await deliver();
    const exported = await json<{ emails: { subject: string; sentAt: string | null }[] }>(
      await customer.request("/api/privacy/export"),
    );
    expect(exported.emails.map((e) => e.subject)).toEqual([expect.stringContaining("Redefinição de senha")]);
    expect(exported.emails[0]!.sentAt).not.toBeNull();

    const requested = await json<{ id: string }>(
      await customer.request("/api/privacy/deletion-requests", { json: { reason: "Não uso mais" } }),
    );
    const office = await t.signedIn("admin");
    expect(
      (await office.request(`/api/privacy/deletion-requests/${requested.id}/process`, { method: "POST" })).status,
    ).toBe(204);
    expect(await rowsTo(account.email)).toEqual([]);
  });
});
