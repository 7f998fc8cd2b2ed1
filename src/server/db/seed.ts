import { count, eq } from "drizzle-orm";
import type { Role } from "@shared/roles";
import type { Auth } from "@server/auth";
import type { Db } from "./client";
import { user } from "./schema/auth";
import { clients } from "./schema/shop";
import { seedDemoShop } from "./demo-shop";

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

/**
 * Makes sure the admin of ADMIN_EMAIL exists and is an admin, named ADMIN_NAME when it is created; an
 * existing account's name and password are left alone.
 */
export async function ensureAdmin(db: Db, auth: Auth, admin: { email: string; name: string; password: string }) {
  const email = admin.email.toLowerCase();
  const [existing] = await db.select({ id: user.id, role: user.role }).from(user).where(eq(user.email, email));
  if (!existing) {
    await createAccount(auth, { email, name: admin.name, password: admin.password, role: "admin" });
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

  await db.transaction((tx) =>
    seedDemoShop(tx, { staffId: ids.tecnico!, customerId: ids.cliente!, customerClientId, timeZone }),
  );
}
