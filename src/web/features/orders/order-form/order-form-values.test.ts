import { describe, expect, it } from "vitest";
import type { Order } from "@shared/order-types";
import { emptyOrderValues, orderFormResolver, orderToValues } from "./order-form-values";

const resolve = (values: Parameters<typeof orderFormResolver>[0]) =>
  orderFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const order: Order = {
  id: "9b2f4c1e-8a55-4f1a-9d3e-2c6b7a8d9e01",
  number: 7,
  clientId: "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
  client: {
    id: "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
    name: "Ana",
    phone: null,
    address: null,
    mapsLocation: null,
    email: null,
    cpf: null,
  },
  userId: null,
  brand: "LG",
  model: "43UQ7500",
  device: "Smart TV",
  defect: "Sem imagem",
  status: "em_andamento",
  paymentCondition: null,
  paymentMethod: "pix",
  warrantyMonths: 3,
  additionalInfo: null,
  serialNumber: "359876543210987",
  accessories: ["carregador"],
  accessoriesNote: null,
  arrivalCondition: null,
  unlockCode: "1479",
  technician: { id: "tec-1", name: "Bruno" },
  expectedOn: "2025-03-05",
  technicalReport: null,
  cancelReason: null,
  deliveredAt: null,
  pickedUpBy: null,
  warrantyOf: null,
  warrantyReturns: [],
  createdAt: "2025-03-01T12:00:00.000Z",
  updatedAt: "2025-03-01T12:00:00.000Z",
  parts: [],
  awaitingPart: null,
  services: [
    {
      id: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
      description: "Backlight",
      value: "420.00",
      discountType: "valor",
      discountValue: "20.50",
    },
  ],
  appointments: [],
  photos: [],
  total: "399.50",
  money: { totalCents: 39950, paidCents: 0, balanceCents: 39950, state: "em_aberto" },
  quote: null,
  quoteHash: "0".repeat(64),
  deliverySignatureUrl: null,
};

describe("order form values", () => {
  it("flags every missing required field with the message of docs/product.md §5", async () => {
    const { errors } = await resolve(emptyOrderValues);
    for (const field of ["clientId", "brand", "model", "device", "defect"] as const) {
      expect(errors[field]?.message).toBe("Preencha todos os campos obrigatórios");
    }
  });

  it("turns blanks into nulls and text boxes into numbers, keeping ids for the update", async () => {
    const result = await resolve({ ...orderToValues(order), warrantyMonths: "6", paymentMethod: "" });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      paymentCondition: null,
      paymentMethod: null,
      warrantyMonths: 6,
      additionalInfo: null,
      services: [{ id: order.services[0]?.id, value: 420, discountType: "valor", discountValue: 20.5 }],
    });
  });

  it("refuses a warranty that is not a whole number of months", async () => {
    const { errors } = await resolve({ ...orderToValues(order), warrantyMonths: "1.5" });
    expect(errors.warrantyMonths?.message).toBe("Garantia deve ser um número inteiro de meses");
  });
});
