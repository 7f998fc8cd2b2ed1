import { fromCents, toCents } from "@shared/money";
import type { OrderData } from "@shared/validation/order";

/** The order's own columns as the form saves them; the status moves through its own rules. */
export function orderColumns(input: OrderData) {
  return {
    clientId: input.clientId,
    brand: input.brand,
    model: input.model,
    device: input.device,
    defect: input.defect,
    paymentCondition: input.paymentCondition,
    paymentMethod: input.paymentMethod,
    warrantyMonths: input.warrantyMonths,
    additionalInfo: input.additionalInfo,
    serialNumber: input.serialNumber,
    accessories: input.accessories,
    accessoriesNote: input.accessoriesNote,
    arrivalCondition: input.arrivalCondition,
    unlockCode: input.unlockCode,
    technicianId: input.technicianId,
    expectedOn: input.expectedOn,
    technicalReport: input.technicalReport,
  };
}

export const money = (amount: number) => fromCents(toCents(amount));

export function serviceColumns(service: OrderData["services"][number], position: number) {
  return {
    description: service.description,
    value: money(service.value),
    discountType: service.discountType,
    discountValue: money(service.discountValue),
    position,
  };
}
