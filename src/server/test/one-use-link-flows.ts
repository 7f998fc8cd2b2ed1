import { expect } from "vitest";
import type { OutboxItem } from "@shared/mail";
import type { Order } from "@shared/order-types";
import type { TrackingLink } from "@shared/tracking-types";
import { deliverDueMail, smtpTransport } from "@server/modules/mail/delivery.service";
import { type startTestSmtpServer, tokenIn } from "./smtp-server";
import type { createTestApp } from "./test-app";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>;
type Client = ReturnType<TestApp["client"]>;

const PASSWORD = "Senha@Forte1";
const LINK_TOKEN = /#([A-Za-z0-9_-]{40,})/;
const TRACKING_TOKEN = /\/acompanhar\/([A-Za-z0-9_-]{22})/;

/**
 * Every flow that hands out a one-use link or a tracking link, driven end to end through the HTTP API
 * as a browser would, each answering the tokens it handled. Kept in one place so a change to a flow's
 * requests (the confirmation's body, the quote's form) is made here once.
 */
export async function oneUseLinkFlows(t: TestApp, smtp: TestSmtpServer | null) {
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const transport = smtp ? smtpTransport(smtp.url()) : null;
  let unique = 0;
  const nextEmail = (who: string) => `${who}.${++unique}@cliente.example`;

  /**
   * Runs the mail job once, as the server does, and reads the newest message's link: from the test
   * SMTP server's inbox, or (held without SMTP) from the admin's outbox, where the shop reads it.
   */
  async function tokenMailedTo(email: string, link = LINK_TOKEN): Promise<string> {
    const now = new Date(Date.now() + 1_000);
    await deliverDueMail({
      db: t.db,
      transport,
      appUrl: t.env.APP_URL,
      sources: t.mailLinkSources,
      mailFrom: undefined,
      now,
    });
    if (smtp)
      return link === LINK_TOKEN ? tokenIn(smtp.to(email).at(-1)!) : link.exec(smtp.to(email).at(-1)!.text!)![1]!;
    const outbox = (await (await admin.request("/api/mail/outbox")).json()) as { items: OutboxItem[] };
    const held = outbox.items.find((m) => m.to === email && m.status === "held");
    return link.exec(held?.text ?? "")?.[1] ?? expect.fail(`no held message to ${email}`);
  }

  const expectStatus = async (res: Promise<Response>, status: number) => {
    const answered = await res;
    expect(answered.status, await answered.clone().text()).toBe(status);
    return answered;
  };
  const confirmEmail = (client: Client, token: string) =>
    expectStatus(client.request("/api/account/confirm-email", { json: { token, password: PASSWORD } }), 200);

  async function shopClient(email: string | null) {
    const res = await expectStatus(
      tecnico.request("/api/clients", {
        json: { name: "Cliente Convidado", phone: "11987654321", address: "Rua das Flores, 10", email: email ?? "" },
      }),
      201,
    );
    return ((await res.json()) as { id: string }).id;
  }

  async function quotedOrder(clientId: string, status: "novo" | "aguardando_aprovacao") {
    const services = [{ description: "Troca de tela", value: 450, discountType: "valor", discountValue: 0 }];
    const order = { clientId, brand: "Samsung", model: "Galaxy S21", device: "Celular", defect: "Tela quebrada" };
    const res = await expectStatus(tecnico.request("/api/orders", { json: { ...order, status, services } }), 201);
    return (await res.json()) as Order;
  }

  return {
    /** Sign-up (its confirmation e-mailed when SMTP is set), 'Reenviar e-mail', and the link used. */
    async confirmation(): Promise<string[]> {
      const email = nextEmail("cadastro");
      const customer = t.client();
      await expectStatus(customer.signUp({ name: "Cliente Novo", email, password: PASSWORD }), 200);
      const tokens = smtp ? [await tokenMailedTo(email)] : [];
      await expectStatus(customer.request("/api/account/resend-confirmation", { method: "POST" }), 200);
      const resent = await tokenMailedTo(email);
      await confirmEmail(t.client(), resent);
      return [...tokens, resent];
    },

    /** An invitation e-mailed (with SMTP) or handed to staff to copy, read by the invitee, and accepted. */
    async invitation(): Promise<string[]> {
      const email = nextEmail("convite");
      const clientId = await shopClient(email);
      const res = await expectStatus(tecnico.request(`/api/clients/${clientId}/invitation`, { method: "POST" }), 200);
      const { link } = (await res.json()) as { link: string | null };
      const token = link ? LINK_TOKEN.exec(link)![1]! : await tokenMailedTo(email);
      const invitee = t.client();
      await expectStatus(invitee.request("/api/account/invitation", { json: { token } }), 200);
      await expectStatus(
        invitee.request("/api/account/accept-invitation", { json: { token, password: PASSWORD } }),
        200,
      );
      return [token];
    },

    /** The copy-link invitation of a client with no e-mail; the address the invitee types is then confirmed. */
    async invitationWithoutEmail(): Promise<string[]> {
      const clientId = await shopClient(null);
      const res = await expectStatus(tecnico.request(`/api/clients/${clientId}/invitation`, { method: "POST" }), 200);
      const token = LINK_TOKEN.exec(((await res.json()) as { link: string }).link)![1]!;
      const email = nextEmail("sem.email");
      const invitee = t.client();
      const accept = { token, password: PASSWORD, email };
      await expectStatus(invitee.request("/api/account/accept-invitation", { json: accept }), 200);
      if (!smtp) return [token];
      const confirmation = await tokenMailedTo(email);
      await confirmEmail(t.client(), confirmation);
      return [token, confirmation];
    },

    /** 'Esqueci minha senha' asked anonymously, and the link used to set a new password. */
    async passwordReset(): Promise<string[]> {
      const account = await t.createUser("admin");
      await expectStatus(t.client().request("/api/account/password-reset", { json: { email: account.email } }), 200);
      const token = await tokenMailedTo(account.email);
      const reset = { token, password: "Nova@Senha9" };
      await expectStatus(t.client().request("/api/account/reset-password", { json: reset }), 200);
      return [token];
    },

    /** Staff read and renew an order's link; a phone opens the page and approves the quote with its form. */
    async tracking(): Promise<string[]> {
      const order = await quotedOrder(await shopClient(null), "aguardando_aprovacao");
      const linkOf = async (res: Promise<Response>) =>
        ((await (await expectStatus(res, 200)).json()) as TrackingLink).url!;
      const first = await linkOf(tecnico.request(`/api/orders/${order.id}/tracking`));
      const renewed = await linkOf(tecnico.request(`/api/orders/${order.id}/tracking`, { method: "POST" }));
      const path = new URL(renewed).pathname;
      const phone = t.client();
      const page = await (await expectStatus(phone.request(path), 200)).text();
      const quoteHash = /name="quoteHash" value="([0-9a-f]{64})"/.exec(page)?.[1] ?? "";
      const form = { decision: "aprovado", quoteHash, signerName: "Roberto Souza", terms: "on" };
      await expectStatus(
        phone.request(`${path}/orcamento`, {
          method: "POST",
          csrf: false,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(form).toString(),
        }),
        303,
      );
      await expectStatus(phone.request(`${path}?resposta=aprovado`), 200);
      return [first, renewed].map((url) => new URL(url).pathname.split("/")[2]!);
    },

    /**
     * An invited customer's order waits for their approval: the e-mail (sent, or held for the admin)
     * carries the order's tracking link, which they open.
     */
    async quoteMail(): Promise<string[]> {
      const email = nextEmail("orcamento");
      const clientId = await shopClient(email);
      const res = await expectStatus(tecnico.request(`/api/clients/${clientId}/invitation`, { method: "POST" }), 200);
      const { link } = (await res.json()) as { link: string | null };
      const token = link ? LINK_TOKEN.exec(link)![1]! : await tokenMailedTo(email);
      const accept = { token, password: PASSWORD };
      await expectStatus(t.client().request("/api/account/accept-invitation", { json: accept }), 200);
      const order = await quotedOrder(clientId, "novo");
      const move = { json: { status: "aguardando_aprovacao" } };
      await expectStatus(tecnico.request(`/api/orders/${order.id}/status`, move), 200);
      const tracking = await tokenMailedTo(email, TRACKING_TOKEN);
      await expectStatus(t.client().request(`/acompanhar/${tracking}`), 200);
      return [token, tracking];
    },
  };
}
