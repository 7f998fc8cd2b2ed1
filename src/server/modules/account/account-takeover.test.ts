import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { SessionResponse } from "@shared/api-types";
import type { Order } from "@shared/order-types";
import { clients } from "@server/db/schema/shop";
import { deliverDueMail, smtpTransport } from "@server/modules/mail/delivery.service";
import { startTestSmtpServer, tokenIn } from "@server/test/smtp-server";
import { createTestApp } from "@server/test/test-app";

const ATTACKER_PASSWORD = "Intruso@2026";
const OWNER_PASSWORD = "Dona@Senha77";

// Issue 22, finding 1: an account made by someone else with a customer's address must not reach that
// customer's records when the owner clicks the confirmation (docs/decisions/032).
describe("a confirmation proves the address, not the account", async () => {
  const smtp = await startTestSmtpServer();
  afterAll(smtp.stop);
  const t = await createTestApp({ smtpUrl: smtp.url() });
  const transport = smtpTransport(smtp.url());
  const tecnico = await t.signedIn("tecnico");

  const json = async <T>(res: Response) => (await res.json()) as T & { error?: { code: string; message: string } };
  const lastMailTo = async (address: string) => {
    await deliverDueMail({
      db: t.db,
      transport,
      appUrl: t.env.APP_URL,
      sources: t.mailLinkSources,
      mailFrom: undefined,
      now: new Date(),
    });
    const mail = smtp.to(address).at(-1);
    expect(mail, `a message to ${address}`).toBeDefined();
    return mail!;
  };
  const ordersOf = async (c: ReturnType<typeof t.client>) => {
    const res = await c.request("/api/orders");
    return res.status === 200 ? (await json<{ items: Order[] }>(res)).items.map((o) => o.id) : res.status;
  };
  const linkedUser = async (clientId: string) =>
    (await t.db.select({ userId: clients.userId }).from(clients).where(eq(clients.id, clientId)))[0]?.userId;

  async function clientWithOrder(name: string, email: string | null) {
    const client = await json<{ id: string }>(
      await tecnico.request("/api/clients", {
        json: { name, phone: "11987654321", address: "Rua das Flores, 10", email: email ?? "" },
      }),
    );
    const order = await json<Order>(
      await tecnico.request("/api/orders", {
        json: { clientId: client.id, brand: "Apple", model: "iPhone 12", device: "Celular", defect: "Tela quebrada" },
      }),
    );
    return { clientId: client.id, orderId: order.id };
  }

  it("the owner who confirms chooses the password: the attacker's session and password stop working", async () => {
    const email = "dona.maria@cliente.example";
    const { clientId, orderId } = await clientWithOrder("Maria das Dores", email);
    const attacker = t.client();
    expect((await attacker.signUp({ name: "Maria das Dores", email, password: ATTACKER_PASSWORD })).status).toBe(200);
    const token = tokenIn(await lastMailTo(email));

    // Opening the link shows the address and changes nothing; the token alone no longer confirms.
    const owner = t.client();
    expect(await json(await owner.request("/api/account/confirmation", { json: { token } }))).toEqual({ email });
    const tokenOnly = await owner.request("/api/account/confirm-email", { json: { token } });
    expect(tokenOnly.status).toBe(400);
    expect(await ordersOf(attacker)).toEqual([]);
    expect(await linkedUser(clientId)).toBeNull();

    const confirmed = await owner.request("/api/account/confirm-email", { json: { token, password: OWNER_PASSWORD } });
    expect(confirmed.status).toBe(200);
    expect(await ordersOf(owner)).toEqual([orderId]);

    // The attacker's open session ended; their password no longer signs in; the owner's does.
    expect((await json<SessionResponse>(await attacker.request("/api/session"))).user).toBeNull();
    expect(await ordersOf(attacker)).toBe(401);
    expect((await attacker.request(`/api/orders/${orderId}`)).status).toBe(401);
    expect((await attacker.request(`/api/orders/${orderId}/tracking`)).status).toBe(401);
    expect((await t.client().signIn(email, ATTACKER_PASSWORD)).status).toBe(401);
    const again = t.client();
    expect((await again.signIn(email, OWNER_PASSWORD)).status).toBe(200);
    expect(await ordersOf(again)).toEqual([orderId]);
  });

  it("'Esqueci minha senha' also proves the address: the owner takes the account over, and it is linked", async () => {
    const email = "seu.joao@cliente.example";
    const { clientId, orderId } = await clientWithOrder("João Pé de Feijão", email);
    const attacker = t.client();
    await attacker.signUp({ name: "João", email, password: ATTACKER_PASSWORD });

    await t.client().request("/api/account/password-reset", { json: { email } });
    const reset = tokenIn(await lastMailTo(email));
    const done = await t.client().request("/api/account/reset-password", {
      json: { token: reset, password: OWNER_PASSWORD },
    });
    expect(done.status).toBe(200);
    expect(await ordersOf(attacker)).toBe(401);
    const owner = t.client();
    expect((await owner.signIn(email, OWNER_PASSWORD)).status).toBe(200);
    expect(await json<SessionResponse>(await owner.request("/api/session"))).toMatchObject({
      user: { email, emailVerified: true },
      confirmEmail: false,
    });
    expect(await ordersOf(owner)).toEqual([orderId]);
    expect(await linkedUser(clientId)).not.toBeNull();
  });

  it("an invitation never joins the record of the address the invitee typed", async () => {
    const invited = await clientWithOrder("Sem Email Convidado", null);
    const other = await clientWithOrder("Outra Cliente", "outra.cliente@cliente.example");
    const { link } = await json<{ link: string }>(
      await tecnico.request(`/api/clients/${invited.clientId}/invitation`, { method: "POST" }),
    );
    const invitee = t.client();
    const accepted = await invitee.request("/api/account/accept-invitation", {
      json: { token: link.split("#")[1], password: ATTACKER_PASSWORD, email: "outra.cliente@cliente.example" },
    });
    expect(accepted.status).toBe(200);
    expect(await ordersOf(invitee)).toEqual([invited.orderId]);

    // The typed address is confirmed by whoever holds it: the account keeps the invited record only.
    const token = tokenIn(await lastMailTo("outra.cliente@cliente.example"));
    const holder = t.client();
    const confirmed = await holder.request("/api/account/confirm-email", { json: { token, password: OWNER_PASSWORD } });
    expect(confirmed.status).toBe(200);
    expect(await ordersOf(holder)).toEqual([invited.orderId]);
    expect(await linkedUser(other.clientId)).toBeNull();
    const [otherRecord] = await t.db.select().from(clients).where(eq(clients.id, other.clientId));
    expect(otherRecord).toBeDefined();
    const staffView = await json<{ items: Order[] }>(await tecnico.request(`/api/orders?clientId=${other.clientId}`));
    expect(staffView.items.map((o) => o.id)).toEqual([other.orderId]);
  });

  it("staff link or merge only an account whose address was confirmed", async () => {
    const email = "pendente@cliente.example";
    const shop = await clientWithOrder("Cliente Pendente", null);
    const account = t.client();
    await account.signUp({ name: "Cliente Pendente", email, password: OWNER_PASSWORD });

    const refused = await tecnico.request(`/api/clients/${shop.clientId}/account`, { json: { email } });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error?.message).toContain("ainda não foi confirmada");
    const [own] = await t.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.userId, (await json<SessionResponse>(await account.request("/api/session"))).user!.id));
    const merge = await tecnico.request(`/api/clients/${shop.clientId}/merge`, { json: { otherId: own!.id } });
    expect(merge.status).toBe(409);
    expect(await ordersOf(account)).toEqual([]);

    const token = tokenIn(await lastMailTo(email));
    await account.request("/api/account/confirm-email", { json: { token, password: OWNER_PASSWORD } });
    const linked = await tecnico.request(`/api/clients/${shop.clientId}/account`, { json: { email } });
    expect(linked.status).toBe(200);
    expect(await ordersOf(account)).toEqual([shop.orderId]);
  });

  it("an unconfirmed account opens no ticket that would make a second record of a shop's client", async () => {
    const email = "chamado.cedo@cliente.example";
    const shop = await clientWithOrder("Chamado Cedo", email);
    const account = t.client();
    await account.signUp({ name: "Chamado Cedo", email, password: OWNER_PASSWORD });
    const ticket = {
      clientName: "Chamado Cedo",
      brand: "Motorola",
      defect: "Não liga mais",
      phone: "(11) 98888-7777",
      address: "Rua das Flores, 120",
    };
    const early = await account.request("/api/tickets", { json: ticket });
    expect(early.status).toBe(403);
    expect((await json(early)).error?.message).toBe(
      "Confirme seu e-mail para continuar. Enviamos o link para o seu endereço.",
    );

    const token = tokenIn(await lastMailTo(email));
    await account.request("/api/account/confirm-email", { json: { token, password: OWNER_PASSWORD } });
    await account.refreshCsrf();
    expect((await account.request("/api/tickets", { json: ticket })).status).toBe(201);
    const staffView = await json<{ tickets: unknown[] }>(await tecnico.request(`/api/clients/${shop.clientId}`));
    expect(staffView.tickets).toHaveLength(1);
  });
});
