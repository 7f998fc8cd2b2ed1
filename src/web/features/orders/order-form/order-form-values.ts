import type { Resolver } from "react-hook-form";
import type { DiscountType, ServiceAmounts } from "@shared/money";
import type { Order } from "@shared/order-types";
import type { AppointmentInput, OrderData, OrderInput, ServiceInput, orderInputSchema } from "@shared/validation/order";
import { deferredResolver } from "@web/lib/deferred-resolver";
import type { Accessory, OrderStatus, PAYMENT_CONDITIONS, PAYMENT_METHODS } from "@shared/value-sets";

/** What the form's inputs hold: selects and number boxes give text, "" meaning left blank. */
export interface OrderFormValues {
  clientId: string;
  brand: string;
  model: string;
  device: string;
  defect: string;
  status: OrderStatus;
  paymentCondition: (typeof PAYMENT_CONDITIONS)[number] | "";
  paymentMethod: (typeof PAYMENT_METHODS)[number] | "";
  warrantyMonths: string;
  additionalInfo: string;
  serialNumber: string;
  accessories: Accessory[];
  accessoriesNote: string;
  arrivalCondition: string;
  unlockCode: string;
  technicianId: string;
  expectedOn: string;
  technicalReport: string;
  services: ServiceInput[];
  appointments: AppointmentInput[];
}

export const emptyOrderValues: OrderFormValues = {
  clientId: "",
  brand: "",
  model: "",
  device: "",
  defect: "",
  status: "novo",
  paymentCondition: "",
  paymentMethod: "",
  warrantyMonths: "",
  additionalInfo: "",
  serialNumber: "",
  accessories: [],
  accessoriesNote: "",
  arrivalCondition: "",
  unlockCode: "",
  technicianId: "",
  expectedOn: "",
  technicalReport: "",
  services: [],
  appointments: [],
};

/** An order as the API gave it, in the form's shape; services and visits keep their ids for the update. */
export function orderToValues(order: Order): OrderFormValues {
  return {
    clientId: order.clientId,
    brand: order.brand,
    model: order.model,
    device: order.device,
    defect: order.defect,
    status: order.status,
    paymentCondition: order.paymentCondition ?? "",
    paymentMethod: order.paymentMethod ?? "",
    warrantyMonths: order.warrantyMonths === null ? "" : String(order.warrantyMonths),
    additionalInfo: order.additionalInfo ?? "",
    serialNumber: order.serialNumber ?? "",
    accessories: order.accessories,
    accessoriesNote: order.accessoriesNote ?? "",
    arrivalCondition: order.arrivalCondition ?? "",
    unlockCode: order.unlockCode ?? "",
    technicianId: order.technician?.id ?? "",
    expectedOn: order.expectedOn ?? "",
    technicalReport: order.technicalReport ?? "",
    services: order.services.map((service) => ({
      id: service.id,
      description: service.description,
      value: Number(service.value),
      discountType: service.discountType,
      discountValue: Number(service.discountValue),
    })),
    appointments: order.appointments.map(({ id, date, period, status }) => ({ id, date, period, status })),
  };
}

function toOrderInput(values: OrderFormValues): OrderInput {
  const warranty = values.warrantyMonths.trim();
  return {
    ...values,
    paymentCondition: values.paymentCondition || null,
    paymentMethod: values.paymentMethod || null,
    warrantyMonths: warranty === "" ? null : Number(warranty),
    technicianId: values.technicianId || null,
    expectedOn: values.expectedOn || null,
  };
}

/** The shared order schema judges the form; each field shows the first message about it. */
function resolverOf(schema: typeof orderInputSchema): Resolver<OrderFormValues, unknown, OrderData> {
  return (values) => {
    const result = schema.safeParse(toOrderInput(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "root");
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

// zod and the schema arrive when the form is first used, not with the page (docs/decisions/018).
export const { resolver: orderFormResolver, warm: warmOrderFormResolver } = deferredResolver(() =>
  import("@shared/validation/order").then(({ orderInputSchema }) => resolverOf(orderInputSchema)),
);

/** A service as the money maths reads it, with the schema's defaults filled in. */
export function amountsOf(service: ServiceInput): ServiceAmounts {
  return {
    value: service.value,
    discountType: service.discountType ?? ("porcentagem" satisfies DiscountType),
    discountValue: service.discountValue ?? 0,
  };
}
