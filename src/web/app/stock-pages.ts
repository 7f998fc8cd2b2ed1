import { PAGE } from "@shared/page-paths";
import type { Page } from "./pages";

// The stock screens (docs/decisions/044), rows of the one pages table (./pages.ts), which places them
// in the menu: the catalog and the counter sales in the main section, suppliers and purchases in the admin's.

const STAFF_ONLY_STOCK = "Apenas administradores e técnicos consultam o estoque.";
const STAFF_ONLY_SALES = "Apenas administradores e técnicos fazem vendas balcão.";
const ADMIN_ONLY_PURCHASES = "Apenas administradores registram compras e fornecedores.";

export const STOCK_PAGES: Page[] = [
  {
    id: "stock",
    path: PAGE.stock,
    title: "Estoque",
    permission: "stock.read",
    denied: STAFF_ONLY_STOCK,
    menu: { section: "main" },
    load: () => import("@web/features/stock/stock-page").then((m) => ({ Component: m.StockPage })),
  },
  {
    id: "to-buy",
    path: PAGE.toBuy,
    title: "Comprar",
    permission: "stock.read",
    denied: STAFF_ONLY_STOCK,
    load: () => import("@web/features/stock/to-buy-page").then((m) => ({ Component: m.ToBuyPage })),
  },
  {
    id: "product",
    path: PAGE.product,
    title: "Peça",
    permission: "stock.read",
    denied: STAFF_ONLY_STOCK,
    load: () => import("@web/features/stock/product-page").then((m) => ({ Component: m.ProductPage })),
  },
];

// Counter sales (docs/decisions/048): staff sell at the counter; the menu's entry is the list.
export const SALES_PAGES: Page[] = [
  {
    id: "sales",
    path: PAGE.sales,
    title: "Vendas",
    permission: "stock.use",
    denied: STAFF_ONLY_SALES,
    menu: { section: "main" },
    load: () => import("@web/features/sales/sales-page").then((m) => ({ Component: m.SalesPage })),
  },
  {
    id: "new-sale",
    path: PAGE.newSale,
    title: "Venda balcão",
    permission: "stock.use",
    denied: STAFF_ONLY_SALES,
    load: () => import("@web/features/sales/new-sale-page").then((m) => ({ Component: m.NewSalePage })),
  },
  {
    id: "sale",
    path: PAGE.sale,
    title: "Venda",
    permission: "stock.use",
    denied: STAFF_ONLY_SALES,
    load: () => import("@web/features/sales/sale-page").then((m) => ({ Component: m.SalePage })),
  },
];

export const PURCHASING_PAGES: Page[] = [
  {
    id: "suppliers",
    path: PAGE.suppliers,
    title: "Fornecedores",
    permission: "stock.manage",
    denied: ADMIN_ONLY_PURCHASES,
    menu: { section: "admin" },
    load: () => import("@web/features/stock/suppliers-page").then((m) => ({ Component: m.SuppliersPage })),
  },
  {
    id: "purchases",
    path: PAGE.purchases,
    title: "Compras",
    permission: "stock.manage",
    denied: ADMIN_ONLY_PURCHASES,
    menu: { section: "admin" },
    load: () => import("@web/features/stock/purchases-page").then((m) => ({ Component: m.PurchasesPage })),
  },
  {
    id: "new-purchase",
    path: PAGE.newPurchase,
    title: "Nova compra",
    permission: "stock.manage",
    denied: ADMIN_ONLY_PURCHASES,
    load: () => import("@web/features/stock/new-purchase-page").then((m) => ({ Component: m.NewPurchasePage })),
  },
  {
    id: "purchase",
    path: PAGE.purchase,
    title: "Compra",
    permission: "stock.manage",
    denied: ADMIN_ONLY_PURCHASES,
    load: () => import("@web/features/stock/purchase-page").then((m) => ({ Component: m.PurchasePage })),
  },
  {
    id: "stock-report",
    path: PAGE.stockReport,
    title: "Relatório de estoque",
    permission: "stock.costs",
    denied: "Apenas administradores veem custos e margens.",
    menu: { section: "admin" },
    load: () => import("@web/features/stock/stock-report-page").then((m) => ({ Component: m.StockReportPage })),
  },
];
