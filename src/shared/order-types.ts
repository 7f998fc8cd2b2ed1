import type { OrderMoney } from "./payments";
import type { DiscountType } from "./money";
import type { QuoteDecision } from "./quote-types";
import type {
  Accessory,
  APPOINTMENT_PERIODS,
  APPOINTMENT_STATUSES,
  OrderEventKind,
  OrderStatus,
  PAYMENT_CONDITIONS,
  PAYMENT_METHODS,
} from "./value-sets";

/** An order as the API answers it, with what is nested on read (docs/product.md §3). Amounts are decimal strings. */
export interface Order {
  id: string;
  /** The sequential, human service-order number (OS nº). */
  number: number;
  clientId: string;
  client: OrderClient;
  userId: string | null;
  brand: string;
  model: string;
  device: string;
  defect: string;
  status: OrderStatus;
  paymentCondition: (typeof PAYMENT_CONDITIONS)[number] | null;
  paymentMethod: (typeof PAYMENT_METHODS)[number] | null;
  warrantyMonths: number | null;
  additionalInfo: string | null;
  /** Intake: the device's IMEI or serial number, what came with it, its state on arrival. */
  serialNumber: string | null;
  accessories: Accessory[];
  accessoriesNote: string | null;
  arrivalCondition: string | null;
  /** The customer's unlock code: only in one order's answer, to staff, until delivery. */
  unlockCode: string | null;
  technician: { id: string; name: string } | null;
  /** The expected day (previsão), YYYY-MM-DD. */
  expectedOn: string | null;
  /** The technical report (laudo técnico). */
  technicalReport: string | null;
  cancelReason: string | null;
  deliveredAt: string | null;
  pickedUpBy: string | null;
  /** The order this one is a warranty return of, and the returns opened from this one. */
  warrantyOf: OrderLink | null;
  warrantyReturns: OrderLink[];
  createdAt: string;
  updatedAt: string;
  services: OrderService[];
  /** The parts used on it (docs/decisions/045), beside its services. */
  parts: OrderPart[];
  appointments: OrderAppointment[];
  photos: OrderPhoto[];
  /** Value minus discount over all services and parts, e.g. "405.00". */
  total: string;
  /** In 'Aguardando peça': the part it waits for and how many, when staff named it (docs/decisions/045). */
  awaitingPart: { productId: string; description: string; quantity: number } | null;
  /** What its parts cost the shop and what is left of the total: the admin's only (the key is absent otherwise). */
  margin?: { costCents: number; marginCents: number };
  /** What it costs, what came in, what is left, and whether it is paid (docs/decisions/038). */
  money: OrderMoney;
  /** The customer's latest answer to the quote (docs/decisions/029). */
  quote: QuoteDecision | null;
  /** What identifies the services and prices as they stand: an answer names the quote it answers. */
  quoteHash: string;
  /** Where the customer's signature at delivery is served, when they signed. */
  deliverySignatureUrl: string | null;
}

export interface OrderLink {
  id: string;
  number: number;
}

/** One entry of an order's history (docs/product.md §4). A customer gets status changes only, without notes or names. */
export interface OrderEvent {
  id: string;
  kind: OrderEventKind;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus | null;
  note: string | null;
  /** An edit's changed fields (their labels), an assignment's technician, a delivery's or a return's details. */
  detail: Record<string, unknown> | null;
  userName: string | null;
  createdAt: string;
}

export interface OrderClient {
  id: string;
  name: string;
  phone: string | null;
  address: string | null;
  mapsLocation: string | null;
  email: string | null;
  /** Digits only; the printed service order shows it formatted. */
  cpf: string | null;
}

export interface OrderService {
  id: string;
  description: string;
  value: string;
  discountType: DiscountType;
  discountValue: string;
}

/**
 * A part on the order: the catalog's part, its name as it was added, the units, their price and a
 * discount as a service's (amounts in reais, "89.90"). The unit cost is the admin's only.
 */
export interface OrderPart {
  id: string;
  productId: string;
  description: string;
  quantity: number;
  unitPrice: string;
  discountType: DiscountType;
  discountValue: string;
  unitCost?: string;
}

/** The part an order in 'Aguardando peça' waits for, and how many (docs/decisions/045). */
export interface AwaitedPart {
  productId: string;
  quantity: number;
}

export interface OrderAppointment {
  id: string;
  /** The visit's day, YYYY-MM-DD. */
  date: string;
  period: (typeof APPOINTMENT_PERIODS)[number];
  status: (typeof APPOINTMENT_STATUSES)[number];
}

export interface OrderPhoto {
  id: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  /** Where the image is served, to users allowed to see the order only. */
  url: string;
}

/** Photo upload limits (docs/decisions/007): checked by content, not by file name. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_PER_REQUEST = 10;
export const PHOTO_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

/** The labels of an edit's changed fields, in the history. */
export const ORDER_FIELD_LABELS = {
  clientId: "Cliente",
  brand: "Marca",
  model: "Modelo",
  device: "Aparelho",
  defect: "Defeito",
  paymentCondition: "Condição de pagamento",
  paymentMethod: "Forma de pagamento",
  warrantyMonths: "Garantia",
  additionalInfo: "Informações adicionais",
  serialNumber: "IMEI / número de série",
  accessories: "Acessórios",
  accessoriesNote: "Outros acessórios",
  arrivalCondition: "Estado de entrada",
  unlockCode: "Senha de desbloqueio",
  expectedOn: "Previsão",
  technicalReport: "Laudo técnico",
  services: "Serviços",
  appointments: "Visitas",
} as const;

/** "OS nº 42" on cards, the form and the printout. */
export function formatOrderNumber(n: number): string {
  return `OS nº ${String(n).padStart(5, "0")}`;
}
