import type { Role } from "./roles";

/**
 * What each role may do (docs/product.md §6): the one policy the server's route guards, the web's
 * menu, buttons and page guards all read. Every API route declares one of these permissions, or
 * that anyone may call it (src/server/middleware/guards.ts); a test walks every route against this
 * table. A cliente's reads are further limited to their own client record, on the server
 * (src/server/modules/clients/customer-scope.queries.ts).
 */
const EVERYONE = ["admin", "tecnico", "cliente"] as const satisfies readonly Role[];
const STAFF = ["admin", "tecnico"] as const satisfies readonly Role[];
const ADMIN = ["admin"] as const satisfies readonly Role[];

export const POLICY = {
  "dashboard.read": EVERYONE,
  "search.use": EVERYONE,
  "notifications.own": EVERYONE,
  "profile.own": EVERYONE,
  "privacy.own": EVERYONE,
  "company.read": EVERYONE,
  "orders.read": EVERYONE,
  "tickets.read": EVERYONE,
  "tickets.open": EVERYONE,
  "orders.write": STAFF,
  // The customer answers their own quote in the portal; staff never sign in the customer's name.
  "quotes.answer": ["cliente"],
  // The customer's unlock code, for the repair: never shown to the customer's own account or printed.
  "orders.readUnlockCode": STAFF,
  // Sees every client's orders, tickets and search results; without it, only their own client record's.
  "clients.seeAll": STAFF,
  "clients.manage": STAFF,
  "agenda.read": STAFF,
  // The dashboard's workflow panels: today's agenda and the orders waiting on someone.
  "dashboard.workflow": STAFF,
  "tickets.changeStatus": STAFF,
  "orders.delete": ADMIN,
  "dashboard.clientTotal": ADMIN,
  // The month's revenue and the orders per week.
  "dashboard.revenue": ADMIN,
  "clients.delete": ADMIN,
  "company.write": ADMIN,
  "users.manage": ADMIN,
  "privacy.manage": ADMIN,
  "security.manage": ADMIN,
  "backups.manage": ADMIN,
  "audit.read": ADMIN,
  // The outbox: every e-mail the app wrote, with its status and 'Reenviar'.
  "mail.manage": ADMIN,
  "system.read": ADMIN,
  "reports.read": ADMIN,
  // The shop's money (docs/decisions/038): staff take payments and run the cash register; an admin
  // reverses a payment, corrects a closed day, and reads what the whole shop is owed.
  "payments.record": STAFF,
  "payments.reverse": ADMIN,
  "cash.operate": STAFF,
  "cash.correct": ADMIN,
  "receivables.read": ADMIN,
  // Parts and stock (docs/decisions/043): staff search the catalog, see quantities and use parts on
  // orders and at the counter; the admin registers and edits parts, counts stock, manages suppliers
  // and purchases, and alone sees a cost (the API leaves cost fields out of everyone else's answers).
  "stock.read": STAFF,
  "stock.use": STAFF,
  "stock.manage": ADMIN,
  "stock.costs": ADMIN,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof POLICY;

/** Whether a user of this role (none: signed out) may do what the permission names. */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (POLICY[permission] as readonly Role[]).includes(role);
}
