/**
 * Every page's address, written once: the web's router and links, and the links the server writes
 * into notifications, e-mails and the tracking page, are built from these patterns.
 */
export const PAGE = {
  home: "/",
  signIn: "/auth",
  forgotPassword: "/esqueci-senha",
  resetPassword: "/redefinir-senha",
  confirmEmail: "/confirmar-email",
  invitation: "/convite",
  orders: "/orders",
  newOrder: "/orders/new",
  order: "/orders/:id",
  editOrder: "/orders/:id/edit",
  orderPrint: "/orders/:id/print",
  orderReceipt: "/orders/:id/receipt",
  deliveryReceipt: "/orders/:id/delivery-receipt",
  paymentReceipt: "/orders/:id/pagamentos/:paymentId/recibo",
  paymentSlip: "/orders/:id/pagamentos/:paymentId/recibo-80mm",
  agenda: "/agenda",
  cash: "/caixa",
  cashDay: "/caixa/:id",
  cashDayPrint: "/caixa/:id/imprimir",
  cashDaySlip: "/caixa/:id/80mm",
  receivables: "/a-receber",
  revenueReport: "/relatorios/faturamento",
  stockReport: "/relatorios/estoque",
  stock: "/estoque",
  toBuy: "/estoque/comprar",
  product: "/estoque/:id",
  suppliers: "/fornecedores",
  purchases: "/compras",
  newPurchase: "/compras/nova",
  purchase: "/compras/:id",
  sales: "/vendas",
  newSale: "/vendas/nova",
  sale: "/vendas/:id",
  saleSlip: "/vendas/:id/recibo-80mm",
  tickets: "/tickets",
  clients: "/clients",
  client: "/clients/:id",
  users: "/users",
  settings: "/settings",
  security: "/security",
  privacy: "/privacy",
  securityDemo: "/security-demo",
  validationDemo: "/validation-demo",
  owaspDemo: "/owasp-demo",
  ordersDemo: "/orders-demo",
  tracking: "/acompanhar/:token",
  trackingQuote: "/acompanhar/:token/orcamento",
} as const;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A pattern with its parameters filled in (each URL-encoded), and an optional query string. */
export function pathOf<P extends string>(
  pattern: P,
  params: Record<ParamNames<P>, string>,
  query?: Record<string, string>,
): string {
  const path = pattern.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name]!),
  );
  const search = query ? new URLSearchParams(query).toString() : "";
  return search ? `${path}?${search}` : path;
}

export const orderPage = (id: string) => pathOf(PAGE.order, { id });
export const editOrderPage = (id: string) => pathOf(PAGE.editOrder, { id });
export const orderPrintPage = (id: string) => pathOf(PAGE.orderPrint, { id });
export const orderReceiptPage = (id: string) => pathOf(PAGE.orderReceipt, { id });
export const deliveryReceiptPage = (id: string) => pathOf(PAGE.deliveryReceipt, { id });
export const clientPage = (id: string) => pathOf(PAGE.client, { id });
export const paymentReceiptPage = (id: string, paymentId: string) => pathOf(PAGE.paymentReceipt, { id, paymentId });
export const paymentSlipPage = (id: string, paymentId: string) => pathOf(PAGE.paymentSlip, { id, paymentId });
export const cashDayPage = (id: string) => pathOf(PAGE.cashDay, { id });
export const productPage = (id: string) => pathOf(PAGE.product, { id });
export const purchasePage = (id: string) => pathOf(PAGE.purchase, { id });
export const salePage = (id: string) => pathOf(PAGE.sale, { id });
export const saleSlipPage = (id: string) => pathOf(PAGE.saleSlip, { id });
export const trackingPagePath = (token: string) => pathOf(PAGE.tracking, { token });
