import { eq } from "drizzle-orm";
import type { SessionResponse } from "@shared/api-types";
import type { Order, OrderEvent } from "@shared/order-types";
import type { TrackingLinkWithQr } from "@shared/tracking-types";
import type { OrderInput } from "@shared/validation/order";
import { clients } from "@server/db/schema/shop";
import { createTestApp } from "@server/test/test-app";

type TestAppOptions = NonNullable<Parameters<typeof createTestApp>[0]>;

/**
 * The tracking tests' shop (API tests only): an admin, a técnico, a customer with an account and a
 * client record whose full details the public page must not show, another customer, and the shop's
 * name and contact; with helpers to open orders, read their link and answer the quote on the page.
 */
export async function trackingFixture(options: TestAppOptions = {}) {
  const t = await createTestApp(options);
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const customer = await t.signedIn("cliente");
  const otherCustomer = await t.signedIn("cliente");
  const customerUser = ((await (await customer.request("/api/session")).json()) as SessionResponse).user!;
  await t.db
    .update(clients)
    .set({ name: "Roberto D'Ávila Souza", phone: "11987654321", cpf: "52998224725", address: "Rua das Flores, 12" })
    .where(eq(clients.userId, customerUser.id));
  const [record] = await t.db.select({ id: clients.id }).from(clients).where(eq(clients.userId, customerUser.id));
  await admin.request("/api/company", {
    method: "PUT",
    json: { name: "Conserta Já", phone: "1133334444", email: "loja@conserta.local" },
  });

  const intake = (overrides: Partial<OrderInput> = {}): OrderInput => ({
    clientId: record!.id,
    brand: "Samsung",
    model: "Galaxy S21",
    device: "Celular",
    defect: "Tela quebrada",
    warrantyMonths: 3,
    services: [
      { description: "Troca de tela", value: 450, discountType: "porcentagem", discountValue: 10 },
      { description: "Película", value: 30, discountType: "valor", discountValue: 0 },
    ],
    ...overrides,
  });
  async function create(overrides: Partial<OrderInput> = {}) {
    return (await (await tecnico.request("/api/orders", { json: intake(overrides) })).json()) as Order;
  }
  async function linkOf(orderId: string, as = tecnico) {
    return (await (await as.request(`/api/orders/${orderId}/tracking`)).json()) as TrackingLinkWithQr;
  }
  const pathOf = (url: string) => new URL(url).pathname;
  const history = async (id: string) =>
    (await (await tecnico.request(`/api/orders/${id}/history`)).json()) as OrderEvent[];
  /** A phone with no account, at an address of its own. */
  const visitor = () => t.client();
  /** The page's quote form, posted as a browser posts it (no CSRF token: the page has no script). */
  function answer(client: ReturnType<typeof t.client>, path: string, fields: Record<string, string>) {
    return client.request(`${path}/orcamento`, {
      method: "POST",
      csrf: false,
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": "Phone/1.0" },
      body: new URLSearchParams(fields).toString(),
    });
  }
  const hashIn = (page: string) => /name="quoteHash" value="([0-9a-f]{64})"/.exec(page)?.[1] ?? "";

  return {
    t,
    admin,
    tecnico,
    customer,
    otherCustomer,
    customerUser,
    intake,
    create,
    linkOf,
    pathOf,
    history,
    visitor,
    answer,
    hashIn,
  };
}
