import type { ComponentType } from "react";
import { PAGE } from "@shared/page-paths";
import type { Permission } from "@shared/permissions";
import { PURCHASING_PAGES, SALES_PAGES, STOCK_PAGES } from "./stock-pages";

type Loader = () => Promise<{ Component: ComponentType }>;

/** Where a page sits in the menu; `permission` when the menu offers it to fewer than can open it. */
export interface MenuEntry {
  section: "main" | "admin" | "privacy" | "security-demos";
  label?: string;
  permission?: Permission;
  /** Shows the number of pending orders next to the entry. */
  pendingBadge?: boolean;
}

/**
 * A page of the signed-in app, declared once: its address, its name in the breadcrumb, who may open
 * it (anyone else gets 'Acesso Negado' with `denied`; the server refuses its data anyway) and its
 * menu entry. The router, the menu, the breadcrumb and the page guard read this table.
 */
export interface Page {
  id: string;
  path: string;
  title: string;
  permission?: Permission;
  denied?: string;
  menu?: MenuEntry;
  load: Loader;
}

const STAFF_ONLY_CLIENTS = "Apenas administradores e técnicos podem gerenciar clientes.";
const STAFF_ONLY_ORDERS = "Apenas administradores e técnicos podem criar e editar pedidos.";
const STAFF_ONLY_CASH = "Apenas administradores e técnicos operam o caixa.";

// Each page is its own chunk, loaded when its route is first visited (docs/decisions/018). The order
// here is the menu's.
export const SHELL_PAGES: Page[] = [
  {
    id: "dashboard",
    path: PAGE.home,
    title: "Início",
    menu: { section: "main", label: "Dashboard" },
    load: () => import("@web/features/dashboard/dashboard-page").then((m) => ({ Component: m.DashboardPage })),
  },
  {
    id: "orders",
    path: PAGE.orders,
    title: "Pedidos",
    menu: { section: "main", pendingBadge: true },
    load: () => import("@web/features/orders/orders-page").then((m) => ({ Component: m.OrdersPage })),
  },
  {
    id: "new-order",
    path: PAGE.newOrder,
    title: "Novo Pedido",
    permission: "orders.write",
    denied: STAFF_ONLY_ORDERS,
    load: () => import("@web/features/orders/order-form-page").then((m) => ({ Component: m.NewOrderPage })),
  },
  {
    id: "order",
    path: PAGE.order,
    title: "Pedido",
    load: () => import("@web/features/orders/order-page").then((m) => ({ Component: m.OrderPage })),
  },
  {
    id: "edit-order",
    path: PAGE.editOrder,
    title: "Editar Pedido",
    permission: "orders.write",
    denied: STAFF_ONLY_ORDERS,
    load: () => import("@web/features/orders/order-form-page").then((m) => ({ Component: m.EditOrderPage })),
  },
  {
    id: "tickets",
    path: PAGE.tickets,
    title: "Chamados",
    menu: { section: "main" },
    load: () => import("@web/features/tickets/tickets-page").then((m) => ({ Component: m.TicketsPage })),
  },
  {
    id: "agenda",
    path: PAGE.agenda,
    title: "Agenda",
    permission: "agenda.read",
    denied: "Apenas a equipe da loja vê a agenda.",
    menu: { section: "main" },
    load: () => import("@web/features/agenda/agenda-page").then((m) => ({ Component: m.AgendaPage })),
  },
  {
    id: "clients",
    path: PAGE.clients,
    title: "Clientes",
    permission: "clients.manage",
    denied: STAFF_ONLY_CLIENTS,
    menu: { section: "main" },
    load: () => import("@web/features/clients/clients-page").then((m) => ({ Component: m.ClientsPage })),
  },
  {
    id: "client",
    path: PAGE.client,
    title: "Clientes",
    permission: "clients.manage",
    denied: STAFF_ONLY_CLIENTS,
    load: () => import("@web/features/clients/client-page").then((m) => ({ Component: m.ClientPage })),
  },
  {
    id: "cash",
    path: PAGE.cash,
    title: "Caixa",
    permission: "cash.operate",
    denied: STAFF_ONLY_CASH,
    menu: { section: "main" },
    load: () => import("@web/features/cash/cash-page").then((m) => ({ Component: m.CashPage })),
  },
  {
    id: "cash-day",
    path: PAGE.cashDay,
    title: "Caixa",
    permission: "cash.operate",
    denied: STAFF_ONLY_CASH,
    load: () => import("@web/features/cash/cash-day-page").then((m) => ({ Component: m.CashDayPage })),
  },
  {
    id: "receivables",
    path: PAGE.receivables,
    title: "A receber",
    permission: "receivables.read",
    denied: "Apenas administradores veem o que os clientes devem à loja.",
    menu: { section: "main" },
    load: () => import("@web/features/receivables/receivables-page").then((m) => ({ Component: m.ReceivablesPage })),
  },
  ...STOCK_PAGES,
  ...SALES_PAGES,
  {
    id: "revenue-report",
    path: PAGE.revenueReport,
    title: "Faturamento",
    permission: "reports.read",
    denied: "Apenas administradores veem os relatórios da loja.",
    menu: { section: "admin" },
    load: () => import("@web/features/revenue/revenue-page").then((m) => ({ Component: m.RevenuePage })),
  },
  ...PURCHASING_PAGES,
  {
    id: "users",
    path: PAGE.users,
    title: "Usuários",
    permission: "users.manage",
    denied: "Apenas administradores podem gerenciar usuários.",
    menu: { section: "admin" },
    load: () => import("@web/features/users/users-page").then((m) => ({ Component: m.UsersPage })),
  },
  {
    // Everyone's profile and preferences; the shop's settings are in it for the admin, who finds it in the menu.
    id: "settings",
    path: PAGE.settings,
    title: "Configurações",
    menu: { section: "admin", permission: "company.write" },
    load: () => import("@web/features/settings/settings-page").then((m) => ({ Component: m.SettingsPage })),
  },
  {
    id: "security",
    path: PAGE.security,
    title: "Segurança",
    permission: "security.manage",
    menu: { section: "admin" },
    load: () => import("@web/features/security/security-page").then((m) => ({ Component: m.SecurityPage })),
  },
  {
    id: "privacy",
    path: PAGE.privacy,
    title: "Privacidade e Dados",
    menu: { section: "privacy" },
    load: () => import("@web/features/privacy/privacy-page").then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    id: "security-demo",
    path: PAGE.securityDemo,
    title: "Demonstração de Segurança",
    menu: { section: "security-demos" },
    load: () => import("@web/demos/security/security-demo-page").then((m) => ({ Component: m.SecurityDemoPage })),
  },
  {
    id: "validation-demo",
    path: PAGE.validationDemo,
    title: "Validação",
    menu: { section: "security-demos" },
    load: () => import("@web/demos/validation/validation-demo-page").then((m) => ({ Component: m.ValidationDemoPage })),
  },
  {
    id: "owasp-demo",
    path: PAGE.owaspDemo,
    title: "Proteção OWASP",
    menu: { section: "security-demos" },
    load: () => import("@web/demos/owasp/owasp-demo-page").then((m) => ({ Component: m.OwaspDemoPage })),
  },
];
