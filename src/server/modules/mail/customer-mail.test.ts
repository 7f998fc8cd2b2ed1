import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, describe, expect, it } from "vitest";
import type { OutboxItem } from "@shared/mail";
import type { Order } from "@shared/order-types";
import type { TrackingLink } from "@shared/tracking-types";
import { accountTokens, mailOutbox } from "@server/db/schema/mail";
import { notifications } from "@server/db/schema/settings";
import { startTestSmtpServer, tokenIn } from "@server/test/smtp-server";
import { createTestApp } from "@server/test/test-app";
import { deliverDueMail, smtpTransport } from "./delivery.service";

const PASSWORD = "Senha@Forte1";
const FOOTER =
  "Para não receber mais estes avisos por e-mail, entre na sua conta e desative “E-mail” em Configurações > Notificações.";
const SIGNATURE = "Zé Celulares\n(11) 3333-4444 · contato@zecelulares.example";

/** The e-mails a shop's customer reads, as the test SMTP server receives them, from a shop named "Zé Celulares". */
describe("the e-mails a customer reads", async () => {
  const smtp = await startTestSmtpServer();
  afterAll(smtp.stop);
  const t = await createTestApp({ smtpUrl: smtp.url() });
  const transport = smtpTransport(smtp.url());
  const mailFrom = undefined;
  const deliver = () =>
    deliverDueMail({
      db: t.db,
      transport,
      appUrl: t.env.APP_URL,
      sources: t.mailLinkSources,
      mailFrom,
      now: new Date(),
    });
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  await admin.request("/api/company", {
    method: "PUT",
    json: { name: "Zé Celulares", phone: "1133334444", email: "contato@zecelulares.example" },
  });
  const json = async <T>(res: Response) => (await res.json()) as T;
  const last = (email: string) => smtp.to(email).at(-1)!;
  const hrefOf = (mail: ParsedMail) => /<a href="([^"]+)"/.exec(mail.html || "")?.[1];
  const trackingOf = async (orderId: string) =>
    (await json<TrackingLink>(await tecnico.request(`/api/orders/${orderId}/tracking`))).url;

  // Roberto, invited by the shop, accepts: his account is linked and his address confirmed.
  const email = "roberto@cliente.example";
  const record = await json<{ id: string }>(
    await tecnico.request("/api/clients", {
      json: { name: "Roberto D'Ávila Souza", phone: "11987654321", address: "Rua das Flores, 12", email },
    }),
  );
  await tecnico.request(`/api/clients/${record.id}/invitation`, { method: "POST" });
  await deliver();
  const invitation = last(email);
  const roberto = t.client();
  await roberto.request("/api/account/accept-invitation", { json: { token: tokenIn(invitation), password: PASSWORD } });

  async function quotedOrder() {
    const order = await json<Order>(
      await tecnico.request("/api/orders", {
        json: {
          clientId: record.id,
          brand: "Samsung",
          model: "Galaxy S21",
          device: "Celular",
          defect: "Tela quebrada",
          services: [
            { description: "Troca de tela", value: 450, discountType: "porcentagem", discountValue: 10 },
            { description: "Película", value: 30, discountType: "valor", discountValue: 0 },
          ],
        },
      }),
    );
    return { order, os: `OS nº ${String(order.number).padStart(5, "0")}` };
  }
  const move = (id: string, status: string) => tecnico.request(`/api/orders/${id}/status`, { json: { status } });

  it("the invitation and the confirmation name the shop only where its name stands alone", async () => {
    expect(invitation.subject).toBe("Acompanhe seus pedidos – Zé Celulares");
    expect(invitation.text).toContain(
      "Convidamos você para o nosso portal do cliente, onde você acompanha seus pedidos e chamados.",
    );
    const newcomer = "nova@cliente.example";
    await t.client().signUp({ name: "Ana Lima", email: newcomer, password: PASSWORD });
    await deliver();
    expect(last(newcomer).subject).toBe("Confirme seu e-mail – Zé Celulares");
    expect(last(newcomer).text).toContain(
      "Recebemos seu cadastro no nosso portal do cliente. Confirme seu e-mail para acompanhar seus pedidos e chamados.",
    );
  });

  it("the quote waiting: the device and the amount, the quote said once, a button that opens the tracking page", async () => {
    const { order, os } = await quotedOrder();
    expect((await move(order.id, "aguardando_aprovacao")).status).toBe(200);
    await deliver();
    const mail = last(email);
    const link = await trackingOf(order.id);
    expect(link).toMatch(/\/acompanhar\/[A-Za-z0-9_-]{22}$/);
    expect(mail.subject).toBe("Orçamento pronto: Samsung Galaxy S21 – Zé Celulares");
    expect(mail.text?.trim()).toBe(
      [
        "Olá, Roberto!",
        `O orçamento do seu Samsung Galaxy S21 (${os}) está pronto: R$\u00a0435,00.`,
        "Veja os serviços e responda pelo link abaixo.",
        `Ver os serviços e aprovar: ${link}`,
        FOOTER,
        SIGNATURE,
      ].join("\n\n"),
    );
    expect(mail.text!.match(/orçamento/gi)).toHaveLength(1);
    expect(hrefOf(mail)).toBe(link);
    // The button opens the quote with its form, no sign-in on the way.
    const page = await t.client().request(new URL(link!).pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Aprovar orçamento");
    // The outbox names the order, not its link: the database alone holds no working link.
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, mail.subject!));
    expect(row!.link).toBe(`tracking:${order.id}`);
    const token = new URL(link!).pathname.split("/")[2]!;
    expect(JSON.stringify(row)).not.toContain(token);
    // The bell says it as briefly, and opens the order in the portal.
    const [bell] = await t.db.select().from(notifications).where(eq(notifications.title, "Orçamento pronto"));
    expect(bell).toMatchObject({
      body: `Samsung Galaxy S21 (${os}): R$\u00a0435,00. Aprove ou recuse na página do pedido.`,
      link: `/orders/${order.id}`,
    });
  });

  it("every notice's footer says how to turn e-mails off, never that the customer turned them on", async () => {
    const { order, os } = await quotedOrder();
    await move(order.id, "aguardando_aprovacao");
    await move(order.id, "em_andamento");
    await deliver();
    const moved = last(email);
    expect(moved.subject).toBe("Pedido atualizado: Samsung Galaxy S21 – Zé Celulares");
    expect(moved.text).toContain(`O status do seu Samsung Galaxy S21 (${os}) mudou para “Em Andamento”.`);
    await move(order.id, "concluido");
    await deliver();
    const ready = last(email);
    expect(ready.subject).toBe("Pronto para retirada: Samsung Galaxy S21 – Zé Celulares");
    expect(ready.text).toContain(`O reparo do seu Samsung Galaxy S21 (${os}) está concluído. Total: R$\u00a0435,00.`);
    expect(ready.text).toContain(`Acompanhar o pedido: ${await trackingOf(order.id)}`);
    const notices = smtp.to(email).filter((m) => m !== invitation);
    expect(notices.length).toBeGreaterThanOrEqual(3);
    for (const notice of notices) {
      expect(notice.text, notice.subject).toContain(FOOTER);
      expect(notice.text, notice.subject).not.toMatch(/ativou/);
    }
  });

  it("a link renewed before the message goes out is the one sent; one revoked gives way to the order's page", async () => {
    const { order } = await quotedOrder();
    const first = await trackingOf(order.id);
    await move(order.id, "aguardando_aprovacao");
    await tecnico.request(`/api/orders/${order.id}/tracking`, { method: "POST" });
    await deliver();
    const renewed = await trackingOf(order.id);
    expect(renewed).not.toBe(first);
    expect(hrefOf(last(email))).toBe(renewed);

    await tecnico.request(`/api/orders/${order.id}/tracking`, { method: "DELETE" });
    await move(order.id, "em_andamento");
    await deliver();
    expect(hrefOf(last(email))).toBe(`${t.env.APP_URL}/orders/${order.id}`);
  });

  it("no message puts an article before the shop's name", () => {
    expect(smtp.inbox.length).toBeGreaterThan(5);
    for (const mail of smtp.inbox)
      expect(`${mail.subject}\n${mail.text}`, mail.subject).not.toMatch(/\b(na|da|à|a|pela) Zé Celulares/i);
  });

  it("the outbox shows the admin the tracking link in place, and no 'Reenviar' for a reset link that expired", async () => {
    const office = await t.signedIn("admin");
    const outbox = await json<{ items: OutboxItem[] }>(await office.request("/api/mail/outbox"));
    // The first quote's message (newest first: the last one listed), its link neither renewed nor revoked.
    const quote = outbox.items.filter((m) => m.subject.startsWith("Orçamento pronto")).at(-1)!;
    expect(quote.text).toMatch(/Ver os serviços e aprovar: http:\/\/localhost:3000\/acompanhar\/[A-Za-z0-9_-]{22}/);
    expect(quote.resendable).toBe(true);

    // A reset that failed while the mail server was away: resent while its link lasts, not once it expired.
    const account = await t.createUser("cliente");
    await t.client().request("/api/account/password-reset", { json: { email: account.email } });
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, account.email));
    await t.db.update(mailOutbox).set({ status: "failed" }).where(eq(mailOutbox.id, row!.id));
    const live = await json<{ items: OutboxItem[] }>(await office.request("/api/mail/outbox"));
    expect(live.items.find((m) => m.id === row!.id)).toMatchObject({ status: "failed", resendable: true });
    const past = new Date(Date.now() - 1_000);
    await t.db.update(accountTokens).set({ expiresAt: past }).where(eq(accountTokens.purpose, "password_reset"));
    const after = await json<{ items: OutboxItem[] }>(await office.request("/api/mail/outbox"));
    expect(after.items.find((m) => m.id === row!.id)).toMatchObject({ status: "failed", resendable: false });
    const resend = await office.request(`/api/mail/outbox/${row!.id}/resend`, { method: "POST" });
    expect(resend.status).toBe(409);
    expect((await json<{ error: { message: string } }>(resend)).error.message).toBe(
      "O link desta mensagem já foi usado, expirou ou foi removido. Gere um novo link.",
    );
  });
});
