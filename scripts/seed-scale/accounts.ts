import { eq } from "drizzle-orm";
import type { Role } from "@shared/roles";
import type { Auth } from "@server/auth";
import type { Db } from "@server/db/client";
import { clients } from "@server/db/schema/shop";
import { ensureCustomerClient } from "@server/modules/clients/customer-client.queries";

export const SCALE_PASSWORD = "Escala@2026";

const STAFF: { email: string; name: string; role: Role }[] = [
  { email: "admin@escala.local", name: "Ana Administradora", role: "admin" },
  { email: "tecnico1@escala.local", name: "Tiago Técnico", role: "tecnico" },
  { email: "tecnico2@escala.local", name: "Renata Reparos", role: "tecnico" },
  { email: "tecnico3@escala.local", name: "Marcos Manutenção", role: "tecnico" },
];

const CUSTOMERS = [
  {
    email: "cliente1@escala.local",
    name: "Carla Cliente",
    phone: "11988887777",
    address: "Rua das Flores, 120 - Pinheiros, São Paulo - SP",
  },
  {
    email: "cliente2@escala.local",
    name: "Roberto Freguês",
    phone: "21977776666",
    address: "Rua Voluntários da Pátria, 45 - Botafogo, Rio de Janeiro - RJ",
  },
  {
    email: "cliente3@escala.local",
    name: "Helena D'Ávila",
    phone: "31966665555",
    address: "Rua da Bahia, 300 - Centro, Belo Horizonte - MG",
  },
];

/**
 * The people who sign in. Each password hash is slow on purpose, so they are few; the thousands
 * of clients are client records without an account, as in a real shop.
 */
export const SCALE_ACCOUNTS: { email: string; name: string; role: Role }[] = [
  ...STAFF,
  ...CUSTOMERS.map(({ email, name }) => ({ email, name, role: "cliente" as const })),
];
export const SCALE_ADMIN = STAFF[0]!;

/** A customer account's client record, with what tickets are written from. */
export interface CustomerRecord {
  id: string;
  name: string;
  phone: string;
  address: string;
}

/** Creates the accounts through better-auth (as the demo seed does) and the customers' client records. */
export async function createScaleAccounts(
  db: Db,
  auth: Auth,
): Promise<{ staffIds: string[]; customers: CustomerRecord[] }> {
  const staffIds: string[] = [];
  for (const account of STAFF) {
    const { user } = await auth.api.createUser({ body: { ...account, password: SCALE_PASSWORD } });
    staffIds.push(user.id);
  }
  const customers: CustomerRecord[] = [];
  for (const { email, name, phone, address } of CUSTOMERS) {
    const { user } = await auth.api.createUser({ body: { email, name, password: SCALE_PASSWORD, role: "cliente" } });
    const id = await ensureCustomerClient(db, { userId: user.id, name, phone });
    await db.update(clients).set({ phone, address }).where(eq(clients.id, id));
    customers.push({ id, name, phone, address });
  }
  return { staffIds, customers };
}
