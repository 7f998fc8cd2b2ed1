import { count, eq } from "drizzle-orm";
import type { Role } from "@shared/roles";
import type { Auth } from "@server/auth";
import { localDate } from "@server/lib/local-date";
import type { Db } from "./client";
import { user } from "./schema/auth";
import { appointments, clients, orders, services, tickets } from "./schema/shop";

export const DEMO_PASSWORD = "Bancada@2026";
export const DEMO_ACCOUNTS: { email: string; name: string; role: Role }[] = [
  { email: "admin@demo.local", name: "Ana Administradora", role: "admin" },
  { email: "tecnico@demo.local", name: "Tiago Técnico", role: "tecnico" },
  { email: "cliente@demo.local", name: "Carla Cliente", role: "cliente" },
];

async function createAccount(auth: Auth, account: { email: string; name: string; password: string; role: Role }) {
  // Called on the server with no request: better-auth's admin endpoint allows it and validates the password.
  // The shop's own addresses: nothing to confirm (docs/decisions/028).
  const { user: created } = await auth.api.createUser({ body: { ...account, data: { emailVerified: true } } });
  return created.id;
}

/** Makes sure the admin named by ADMIN_EMAIL exists and is an admin; an existing password is left alone. */
export async function ensureAdmin(db: Db, auth: Auth, admin: { email: string; password: string }) {
  const email = admin.email.toLowerCase();
  const [existing] = await db.select({ id: user.id, role: user.role }).from(user).where(eq(user.email, email));
  if (!existing) {
    await createAccount(auth, { email, name: "Administrador", password: admin.password, role: "admin" });
  } else if (existing.role !== "admin") {
    await db.update(user).set({ role: "admin" }).where(eq(user.id, existing.id));
  }
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(user);
  return (row?.n ?? 0) === 0;
}

/** Demo accounts and a small shop's worth of data, so a first `npm start` shows something (docs/decisions/006). */
export async function seedDemo(db: Db, auth: Auth, timeZone: string) {
  const ids: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS)
    ids[account.role] = await createAccount(auth, { ...account, password: DEMO_PASSWORD });
  // The demo customer's client record, with their details: made here, or completed if the sign-up
  // hook of the composition root (src/server/main.ts) made it already.
  const demoCustomer = { phone: "11988887777", address: "Rua das Flores, 120 - Pinheiros, São Paulo - SP" };
  const [customerRecord] = await db
    .insert(clients)
    .values({ userId: ids.cliente!, name: "Carla Cliente", ...demoCustomer })
    .onConflictDoUpdate({ target: clients.userId, set: demoCustomer })
    .returning({ id: clients.id });
  const customerClientId = customerRecord!.id;

  await db.transaction(async (tx) => {
    // Phones as the app stores them, digits only (docs/decisions/024).
    const shopClients = await tx
      .insert(clients)
      .values([
        { name: "João da Silva", phone: "11912345678", address: "Av. Paulista, 1000 - Bela Vista, São Paulo - SP" },
        {
          name: "Maria Oliveira",
          phone: "21998765432",
          address: "Rua Voluntários da Pátria, 45 - Botafogo, Rio de Janeiro - RJ",
        },
        { name: "Pedro Santos", phone: "3132221100", address: "Rua da Bahia, 300 - Centro, Belo Horizonte - MG" },
      ])
      .returning({ id: clients.id });
    const [joao, maria, pedro] = shopClients.map((c) => c.id) as [string, string, string];
    const staff = ids.tecnico!;

    const created = await tx
      .insert(orders)
      .values([
        {
          userId: staff,
          clientId: customerClientId,
          brand: "Samsung",
          model: "Galaxy S21",
          device: "Celular",
          defect: "Tela quebrada após queda",
          status: "em_andamento",
          paymentCondition: "a_vista",
          paymentMethod: "pix",
          warrantyMonths: 3,
        },
        {
          userId: staff,
          clientId: joao,
          brand: "Brastemp",
          model: "BWK11",
          device: "Máquina de lavar",
          defect: "Não centrifuga e faz barulho alto",
          status: "novo",
        },
        {
          userId: staff,
          clientId: maria,
          brand: "Dell",
          model: "Inspiron 15",
          device: "Notebook",
          defect: "Não liga, LED de energia pisca",
          status: "concluido",
          paymentCondition: "parcelas",
          paymentMethod: "cartao_credito",
          warrantyMonths: 6,
        },
        {
          userId: staff,
          clientId: pedro,
          brand: "LG",
          model: "Dual Inverter",
          device: "Ar-condicionado",
          defect: "Não gela, apenas ventila",
          status: "novo",
        },
      ])
      .returning({ id: orders.id });
    const [o1, o2, o3, o4] = created.map((o) => o.id) as [string, string, string, string];

    await tx.insert(services).values([
      { orderId: o1, description: "Troca de tela", value: "450.00", discountType: "porcentagem", discountValue: "10" },
      { orderId: o2, description: "Diagnóstico", value: "80.00", discountType: "valor", discountValue: "0" },
      {
        orderId: o3,
        description: "Troca da placa de energia",
        value: "620.00",
        discountType: "valor",
        discountValue: "50.00",
      },
      { orderId: o4, description: "Recarga de gás", value: "280.00" },
    ]);
    const today = localDate(new Date(), timeZone);
    await tx.insert(appointments).values([
      { orderId: o2, date: today, period: "manha", status: "agendado" },
      { orderId: o4, date: today, period: "tarde", status: "nao_confirmado" },
    ]);
    await tx.insert(tickets).values([
      {
        clientId: customerClientId,
        createdBy: ids.cliente!,
        subject: "Defeito em Samsung - Carla Cliente",
        description:
          "Nome: Carla Cliente\nTelefone: (11) 98888-7777\nEndereço: Rua das Flores, 120\nEquipamento: Samsung\nDefeito: Tela piscando",
        status: "aberto",
      },
      {
        clientId: joao,
        createdBy: staff,
        subject: "Defeito em Brastemp - João da Silva",
        description:
          "Nome: João da Silva\nTelefone: (11) 91234-5678\nEndereço: Av. Paulista, 1000\nEquipamento: Brastemp\nDefeito: Vazamento de água",
        status: "em_analise",
      },
    ]);
  });
}
