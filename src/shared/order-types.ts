import type { DiscountType } from "./money";
import type {
  APPOINTMENT_PERIODS,
  APPOINTMENT_STATUSES,
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
  createdAt: string;
  updatedAt: string;
  services: OrderService[];
  appointments: OrderAppointment[];
  photos: OrderPhoto[];
  /** Value minus discount over all services, e.g. "405.00". */
  total: string;
}

export interface OrderClient {
  id: string;
  name: string;
  phone: string | null;
  address: string | null;
  mapsLocation: string | null;
  email: string | null;
}

export interface OrderService {
  id: string;
  description: string;
  value: string;
  discountType: DiscountType;
  discountValue: string;
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

/** "OS nº 42" on cards, the form and the printout. */
export function formatOrderNumber(n: number): string {
  return `OS nº ${String(n).padStart(5, "0")}`;
}
