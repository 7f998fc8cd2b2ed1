import { PAGE } from "@shared/page-paths";
import type { Page } from "./pages";

/** The pages outside the signed-in shell: signing in and the e-mailed links' pages (public), and the papers. */
export const PUBLIC_PAGES: Pick<Page, "path" | "load">[] = [
  { path: PAGE.signIn, load: () => import("@web/features/auth/auth-page").then((m) => ({ Component: m.AuthPage })) },
  // The pages the e-mailed links open (docs/decisions/028): the token in the fragment.
  {
    path: PAGE.forgotPassword,
    load: () => import("@web/features/auth/forgot-password-page").then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: PAGE.resetPassword,
    load: () => import("@web/features/auth/reset-password-page").then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: PAGE.confirmEmail,
    load: () => import("@web/features/auth/confirm-email-page").then((m) => ({ Component: m.ConfirmEmailPage })),
  },
  {
    path: PAGE.invitation,
    load: () => import("@web/features/auth/invitation-page").then((m) => ({ Component: m.InvitationPage })),
  },
  {
    path: PAGE.ordersDemo,
    load: () => import("@web/demos/orders/orders-demo-page").then((m) => ({ Component: m.OrdersDemoPage })),
  },
];

/**
 * The printed service order, the customer's 80 mm receipt, the delivery receipt, a payment's receipt
 * the cash day's closing report and a counter sale's receipt: signed in, but papers of their own, without the shell's sidebar
 * and top bar. Whoever may see the order (the cash day) may print it.
 */
export const PAPER_PAGES: Pick<Page, "path" | "load">[] = [
  {
    path: PAGE.orderPrint,
    load: () => import("@web/features/orders/print/order-print-page").then((m) => ({ Component: m.OrderPrintPage })),
  },
  {
    path: PAGE.orderReceipt,
    load: () =>
      import("@web/features/orders/print/order-receipt-page").then((m) => ({ Component: m.OrderReceiptPage })),
  },
  {
    path: PAGE.deliveryReceipt,
    load: () =>
      import("@web/features/orders/print/delivery-receipt-page").then((m) => ({ Component: m.DeliveryReceiptPage })),
  },
  {
    path: PAGE.cashDayPrint,
    load: () => import("@web/features/cash/print/cash-report-page").then((m) => ({ Component: m.CashReportPage })),
  },
  {
    path: PAGE.cashDaySlip,
    load: () => import("@web/features/cash/print/cash-slip-page").then((m) => ({ Component: m.CashSlipPage })),
  },
  // A payment's receipt (recibo), on A4 and on 80 mm (docs/decisions/042).
  {
    path: PAGE.paymentReceipt,
    load: () =>
      import("@web/features/orders/print/payment-receipt-page").then((m) => ({ Component: m.PaymentReceiptPage })),
  },
  {
    path: PAGE.paymentSlip,
    load: () => import("@web/features/orders/print/payment-slip-page").then((m) => ({ Component: m.PaymentSlipPage })),
  },
  // A counter sale's receipt on 80 mm (docs/decisions/048).
  {
    path: PAGE.saleSlip,
    load: () => import("@web/features/sales/print/sale-slip-page").then((m) => ({ Component: m.SaleSlipPage })),
  },
];
