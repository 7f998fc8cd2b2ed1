/**
 * Parts and stock (docs/decisions/043): a catalog, and a ledger of moves that is the only way a
 * quantity changes. Costs are the admin's: the API leaves every cost field out of a técnico's answers
 * (the keys are absent, not null), so these types mark them optional.
 */
export const STOCK_MOVE_KINDS = ["entrada", "saida", "devolucao", "ajuste"] as const;
export type StockMoveKind = (typeof STOCK_MOVE_KINDS)[number];

export const STOCK_MOVE_KIND_LABELS: Record<StockMoveKind, string> = {
  entrada: "Entrada",
  saida: "Saída",
  devolucao: "Devolução",
  ajuste: "Ajuste",
};

/** The most units one move, purchase line or count may name. */
export const MAX_STOCK_QUANTITY = 1_000_000;
/** The largest cost or price of a part, R$ 10 million, in centavos (as a payment's, decision 038). */
export const MAX_STOCK_CENTS = 1_000_000_000;

/** Which products a list shows. */
export const PRODUCT_STATUSES = ["ativos", "inativos", "todos"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export interface Product {
  id: string;
  name: string;
  sku: string | null;
  barcode: string | null;
  /** The models it fits, free text ("A54, A55, M54"). */
  fits: string | null;
  location: string | null;
  priceCents: number;
  /** The average cost: the admin's only. */
  costCents?: number;
  quantity: number;
  minimum: number;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface StockMove {
  id: string;
  productId: string;
  kind: StockMoveKind;
  /** Signed: positive in, negative out; never zero. */
  delta: number;
  quantityAfter: number;
  /** The unit cost at that moment: the admin's only. */
  unitCostCents?: number | null;
  orderId: string | null;
  purchaseId: string | null;
  saleId: string | null;
  reason: string | null;
  createdBy: { id: string; name: string } | null;
  createdAt: string;
}

export interface Supplier {
  id: string;
  name: string;
  /** Digits only; shown formatted. */
  cnpj: string | null;
  contact: string | null;
  phone: string | null;
  email: string | null;
  active: boolean;
  createdAt: string;
}

export interface PurchaseItem {
  productId: string;
  productName: string;
  quantity: number;
  unitCostCents: number;
}

/** A purchase as the list shows it. */
export interface PurchaseSummary {
  id: string;
  supplier: { id: string; name: string };
  purchasedOn: string;
  invoiceNumber: string | null;
  itemCount: number;
  totalCents: number;
  createdAt: string;
}

export interface Purchase extends PurchaseSummary {
  note: string | null;
  createdBy: { id: string; name: string } | null;
  items: PurchaseItem[];
}

/**
 * A line of the 'Comprar' list (docs/decisions/045): a part under its minimum or awaited by orders in
 * 'Aguardando peça', and how many to buy to serve those orders and be back at the minimum.
 */
export interface ToBuyItem {
  product: Product;
  /** Orders in 'Aguardando peça' naming it, and the units they wait for. */
  waitingOrders: number;
  waitingUnits: number;
  toBuy: number;
}

/** What a CSV of parts would import (docs/decisions/046): its lines, how many are good, each bad one's errors. */
export interface ProductImportPreview {
  rows: number;
  valid: number;
  invalid: number;
  /** The first bad lines (at most 100), each with what to fix. */
  errors: { line: number; errors: string[] }[];
  /** The first good lines, as they would be registered. */
  sample: {
    line: number;
    name: string;
    sku: string | null;
    barcode: string | null;
    priceCents: number;
    quantity: number;
  }[];
}

/** The largest CSV of parts an import takes. */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;

/** A part under its minimum, as the dashboard's panel lists it (no cost). */
export interface LowStockPart {
  id: string;
  name: string;
  quantity: number;
  minimum: number;
  location: string | null;
}

/**
 * The admin's stock report for a period (docs/decisions/045): what the shelf is worth now, the parts
 * orders used (net of returns, at the cost they left with), the most used, and the margin of the orders
 * delivered in the period (their total less their parts' cost), in all and by technician.
 */
export interface StockReport {
  from: string;
  to: string;
  stock: { parts: number; units: number; valueCents: number };
  used: { units: number; costCents: number };
  mostUsed: { productId: string; name: string; units: number; costCents: number }[];
  margin: MarginFigures;
  byTechnician: (MarginFigures & { technician: { id: string; name: string } | null })[];
  /** Counter sales made in the period and not reversed (docs/decisions/048). */
  counterSales: { sales: number; totalCents: number; partsCostCents: number; marginCents: number };
  /** The parts those sales sold most, by units. */
  bestSellers: { productId: string; name: string; units: number; totalCents: number }[];
}

export interface MarginFigures {
  deliveredOrders: number;
  totalCents: number;
  partsCostCents: number;
  marginCents: number;
}
