import { createBrowserRouter } from "react-router";
import { LoadingScreen } from "@web/components/ui/loading-screen";
import { ErrorScreen } from "./error-screen";
import { RequireAuth } from "./guards/require-auth";
import { NotFoundPage } from "./not-found-page";
import type { RouteHandle } from "./route-handle";

const page = (title: string): RouteHandle => ({ title });

// Each page is its own chunk, loaded when its route is first visited. The shell (menus, search,
// notifications and their popovers) is one too, so /auth loads none of it; the router fetches a
// route's lazy parts in parallel, so the shell costs no extra round trip (docs/decisions/018).
// The error screen stays in the entry: it must show when a chunk fails to load.
export const router = createBrowserRouter([
  {
    path: "/",
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { path: "auth", lazy: () => import("@web/features/auth/auth-page").then((m) => ({ Component: m.AuthPage })) },
      // The pages the e-mailed links open (docs/decisions/028): public, the token in the fragment.
      {
        path: "esqueci-senha",
        lazy: () =>
          import("@web/features/auth/forgot-password-page").then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        path: "redefinir-senha",
        lazy: () => import("@web/features/auth/reset-password-page").then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: "confirmar-email",
        lazy: () => import("@web/features/auth/confirm-email-page").then((m) => ({ Component: m.ConfirmEmailPage })),
      },
      {
        path: "convite",
        lazy: () => import("@web/features/auth/invitation-page").then((m) => ({ Component: m.InvitationPage })),
      },
      {
        path: "orders-demo",
        lazy: () => import("@web/demos/orders/orders-demo-page").then((m) => ({ Component: m.OrdersDemoPage })),
      },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: () => import("./shell/app-shell").then((m) => ({ Component: m.AppShell })),
            children: [
              {
                index: true,
                handle: page("Dashboard"),
                lazy: () =>
                  import("@web/features/dashboard/dashboard-page").then((m) => ({ Component: m.DashboardPage })),
              },
              {
                path: "orders",
                handle: page("Pedidos"),
                lazy: () => import("@web/features/orders/orders-page").then((m) => ({ Component: m.OrdersPage })),
              },
              {
                path: "orders/new",
                handle: page("Novo Pedido"),
                lazy: () => import("@web/features/orders/order-form-page").then((m) => ({ Component: m.NewOrderPage })),
              },
              {
                path: "orders/:id",
                handle: page("Pedido"),
                lazy: () => import("@web/features/orders/order-page").then((m) => ({ Component: m.OrderPage })),
              },
              {
                path: "orders/:id/edit",
                handle: page("Editar Pedido"),
                lazy: () =>
                  import("@web/features/orders/order-form-page").then((m) => ({ Component: m.EditOrderPage })),
              },
              {
                path: "agenda",
                handle: page("Agenda"),
                lazy: () => import("@web/features/agenda/agenda-page").then((m) => ({ Component: m.AgendaPage })),
              },
              {
                path: "tickets",
                handle: page("Chamados"),
                lazy: () => import("@web/features/tickets/tickets-page").then((m) => ({ Component: m.TicketsPage })),
              },
              {
                path: "clients",
                handle: page("Clientes"),
                lazy: () => import("@web/features/clients/clients-page").then((m) => ({ Component: m.ClientsPage })),
              },
              {
                path: "clients/:id",
                handle: page("Clientes"),
                lazy: () => import("@web/features/clients/client-page").then((m) => ({ Component: m.ClientPage })),
              },
              {
                path: "users",
                handle: page("Usuários"),
                lazy: () => import("@web/features/users/users-page").then((m) => ({ Component: m.UsersPage })),
              },
              {
                path: "settings",
                handle: page("Configurações"),
                lazy: () => import("@web/features/settings/settings-page").then((m) => ({ Component: m.SettingsPage })),
              },
              {
                path: "security",
                handle: page("Segurança"),
                lazy: () => import("@web/features/security/security-page").then((m) => ({ Component: m.SecurityPage })),
              },
              {
                path: "privacy",
                handle: page("Privacidade e Dados"),
                lazy: () => import("@web/features/privacy/privacy-page").then((m) => ({ Component: m.PrivacyPage })),
              },
              {
                path: "security-demo",
                handle: page("Demonstração de Segurança"),
                lazy: () =>
                  import("@web/demos/security/security-demo-page").then((m) => ({
                    Component: m.SecurityDemoPage,
                  })),
              },
              {
                path: "validation-demo",
                handle: page("Validação"),
                lazy: () =>
                  import("@web/demos/validation/validation-demo-page").then((m) => ({
                    Component: m.ValidationDemoPage,
                  })),
              },
              {
                path: "owasp-demo",
                handle: page("Proteção OWASP"),
                lazy: () => import("@web/demos/owasp/owasp-demo-page").then((m) => ({ Component: m.OwaspDemoPage })),
              },
            ],
          },
          // The printed service order, the customer's 80 mm receipt and the delivery receipt are papers of
          // their own, without the shell's sidebar and top bar.
          {
            path: "orders/:id/print",
            lazy: () =>
              import("@web/features/orders/print/order-print-page").then((m) => ({ Component: m.OrderPrintPage })),
          },
          {
            path: "orders/:id/receipt",
            lazy: () =>
              import("@web/features/orders/print/order-receipt-page").then((m) => ({
                Component: m.OrderReceiptPage,
              })),
          },
          {
            path: "orders/:id/delivery-receipt",
            lazy: () =>
              import("@web/features/orders/print/delivery-receipt-page").then((m) => ({
                Component: m.DeliveryReceiptPage,
              })),
          },
        ],
      },
      { path: "*", Component: NotFoundPage },
    ],
  },
]);
