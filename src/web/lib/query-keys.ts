import type { QueryClient } from "@tanstack/react-query";

/**
 * The root key of every cached answer, by the data it holds. Each feature keys its queries under its
 * root; a feature refreshes another's answers only through refreshAfterWrite, never by its keys.
 */
export const queryKeys = {
  session: ["session"],
  // The links an e-mail opens (an invitation) and whether the shop sends e-mail at all.
  account: ["account"],
  dashboard: ["dashboard"],
  orders: ["orders"],
  clients: ["clients"],
  tickets: ["tickets"],
  users: ["users"],
  company: ["company"],
  preferences: ["preferences"],
  notifications: ["notifications"],
  search: ["search"],
  system: ["system"],
  privacy: ["privacy"],
  security: ["security"],
  auditLogs: ["audit-logs"],
  mail: ["mail"],
  // The shop's money (docs/decisions/038).
  payments: ["payments"],
  cash: ["cash"],
  receivables: ["receivables"],
  revenue: ["revenue"],
  // Parts, their moves, suppliers and purchases (docs/decisions/043): a purchase or a count moves a
  // part's quantity, so they share one root.
  stock: ["stock"],
  // Counter sales (docs/decisions/048).
  sales: ["sales"],
} as const;

type DataKind = keyof typeof queryKeys;

/** What else a write to each kind of data makes stale: the one table of how screens show each other's data. */
const ALSO_STALE: Partial<Record<DataKind, readonly DataKind[]>> = {
  // The dashboard's counts and the menu's pending badge; an order's balance is owed once it is delivered;
  // a part added to an order, changed, removed or returned by a cancellation moves its quantity on hand.
  orders: ["dashboard", "receivables", "revenue", "stock"],
  // A payment moves the order's balance and state, the open cash day, what is owed and the revenue.
  payments: ["orders", "dashboard", "cash", "receivables", "revenue"],
  // Order cards show their client's name; the dashboard counts clients.
  clients: ["orders", "dashboard"],
  // A client's page lists their tickets; the dashboard counts them.
  tickets: ["clients", "dashboard"],
  // The signed-in user may be the one changed.
  users: ["session"],
  // The settings' system card shows the last backup.
  security: ["system"],
  // The dashboard's 'Estoque baixo' panel lists parts under their minimum.
  stock: ["dashboard"],
  // A sale or its reversal moves parts on the shelf, the open cash day and the revenue.
  sales: ["stock", "dashboard", "cash", "revenue"],
};

/** Refreshes every answer a write to this kind of data has made stale, on every screen. */
export async function refreshAfterWrite(queryClient: QueryClient, written: DataKind): Promise<void> {
  const stale = [written, ...(ALSO_STALE[written] ?? [])];
  await Promise.all(stale.map((kind) => queryClient.invalidateQueries({ queryKey: queryKeys[kind] })));
}
