import { z } from "zod";
import { toCents } from "@shared/money.ts";
import { PAYMENT_STATES } from "@shared/payments.ts";
import { MAX_STOCK_QUANTITY } from "@shared/stock-types.ts";
import {
  ACCESSORIES,
  APPOINTMENT_PERIODS,
  APPOINTMENT_STATUSES,
  DISCOUNT_TYPES,
  ORDER_STATUSES,
  PAYMENT_CONDITIONS,
  PAYMENT_METHODS,
} from "@shared/value-sets.ts";
import { calendarDaySchema } from "./dates.ts";
import { missingForMove } from "@shared/order-workflow.ts";
import { paymentInputSchema, paymentMethodSchema } from "./payment.ts";
import { deviceFormSchema } from "./device.ts";
import { currencySchema, MAX_AMOUNT, nullableText } from "./fields.ts";
import { signatureDataUrlSchema } from "./signature.ts";

const SERVICE_REQUIRED_MESSAGE = "Preencha todos os campos obrigatórios do serviço";
const APPOINTMENT_DATE_MESSAGE = "Selecione uma data para o agendamento";

const optionalId = z.uuid({ error: "Identificador inválido" }).optional();

// A service needs a description and a value (docs/product.md §5); the discount may not make the total negative.
export const serviceInputSchema = z
  .object({
    id: optionalId,
    description: z
      .string({ error: SERVICE_REQUIRED_MESSAGE })
      .trim()
      .min(1, { error: SERVICE_REQUIRED_MESSAGE })
      .max(1000, { error: "Descrição muito longa" }),
    value: z.number({ error: SERVICE_REQUIRED_MESSAGE }).pipe(currencySchema),
    discountType: z.enum(DISCOUNT_TYPES, { error: "Tipo de desconto inválido" }).default("porcentagem"),
    discountValue: z
      .number({ error: "Desconto deve ser um número" })
      .min(0, { error: "Desconto não pode ser negativo" })
      .max(MAX_AMOUNT, { error: "Desconto muito alto" })
      .multipleOf(0.01, { error: "Desconto deve ter no máximo 2 casas decimais" })
      .default(0),
  })
  .superRefine((service, ctx) => {
    if (service.discountType === "porcentagem" && service.discountValue > 100) {
      ctx.addIssue({ code: "custom", path: ["discountValue"], message: "Desconto não pode passar de 100%" });
    }
    // Compared in centavos only when both are amounts at all: their own checks report the rest
    // (zod runs this even when a field failed).
    const amounts = [service.value, service.discountValue].every(
      (n) => Number.isFinite(n) && Math.abs(n) <= MAX_AMOUNT,
    );
    if (service.discountType === "valor" && amounts && toCents(service.discountValue) > toCents(service.value)) {
      ctx.addIssue({
        code: "custom",
        path: ["discountValue"],
        message: "Desconto não pode ser maior que o valor do serviço",
      });
    }
  });

export const appointmentInputSchema = z.object({
  id: optionalId,
  date: calendarDaySchema(APPOINTMENT_DATE_MESSAGE),
  period: z.enum(APPOINTMENT_PERIODS, { error: "Período inválido" }).default("manha"),
  status: z.enum(APPOINTMENT_STATUSES, { error: "Status do agendamento inválido" }).default("nao_confirmado"),
});

/** The whole order as the form saves it: device, intake, status, payment, and its services and visits. */
export const orderInputSchema = deviceFormSchema.extend({
  status: z.enum(ORDER_STATUSES, { error: "Status inválido" }).default("novo"),
  serialNumber: nullableText(50, "IMEI ou número de série muito longo"),
  accessories: z
    .array(z.enum(ACCESSORIES, { error: "Acessório inválido" }))
    .max(ACCESSORIES.length, { error: "Acessório repetido" })
    .default([])
    .transform((list) => [...new Set(list)]),
  accessoriesNote: nullableText(500, "Outros acessórios: texto muito longo"),
  arrivalCondition: nullableText(1000, "Estado de entrada muito longo"),
  unlockCode: nullableText(100, "Senha de desbloqueio muito longa"),
  technicianId: z
    .string({ error: "Técnico inválido" })
    .max(64, { error: "Técnico inválido" })
    .nullish()
    .transform((v) => (v ? v : null)),
  expectedOn: calendarDaySchema("Data prevista inválida")
    .nullish()
    .transform((v) => v ?? null),
  technicalReport: nullableText(5000, "Laudo técnico muito longo"),
  paymentCondition: z
    .enum(PAYMENT_CONDITIONS, { error: "Condição de pagamento inválida" })
    .nullish()
    .transform((v) => v ?? null),
  paymentMethod: z
    .enum(PAYMENT_METHODS, { error: "Forma de pagamento inválida" })
    .nullish()
    .transform((v) => v ?? null),
  warrantyMonths: z
    .number({ error: "Garantia deve ser um número de meses" })
    .int({ error: "Garantia deve ser um número inteiro de meses" })
    .min(0, { error: "Garantia não pode ser negativa" })
    .max(120, { error: "Garantia de no máximo 120 meses" })
    .nullish()
    .transform((v) => v ?? null),
  additionalInfo: nullableText(1000, "Informações adicionais muito longas"),
  services: z.array(serviceInputSchema).max(50, { error: "No máximo 50 serviços por pedido" }).default([]),
  appointments: z.array(appointmentInputSchema).max(20, { error: "No máximo 20 visitas por pedido" }).default([]),
});

/**
 * A new order: the form's order and, optionally, the deposit (sinal) taken at intake, recorded in the
 * order's own transaction: a deposit refused (above the total, cash with the register closed) refuses
 * the order (docs/decisions/038).
 */
export const orderCreateSchema = orderInputSchema.extend({
  deposit: paymentInputSchema.nullish().transform((v) => v ?? null),
});

export type ServiceInput = z.input<typeof serviceInputSchema>;
export type AppointmentInput = z.input<typeof appointmentInputSchema>;
export type OrderInput = z.input<typeof orderInputSchema>;
export type OrderData = z.output<typeof orderInputSchema>;
export type OrderCreateInput = z.input<typeof orderCreateSchema>;

/** Listing: search text, status filter and paging, as query-string values. */
export const orderListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum([...ORDER_STATUSES, "todos"]).optional(),
  clientId: z.uuid().optional(),
  // Where the order's money stands (docs/decisions/038): Em aberto, Parcial, Pago.
  paymentState: z.enum(PAYMENT_STATES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * One click on an order's status (docs/decisions/023): the new status, a note, and what closing it needs;
 * delivering may carry the customer's signature.
 */
export const statusChangeSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: "Status inválido" }),
    note: nullableText(500, "Observação muito longa"),
    cancelReason: nullableText(500, "Motivo muito longo"),
    pickedUpBy: nullableText(100, "Nome muito longo"),
    signature: signatureDataUrlSchema.nullish().transform((v) => v ?? null),
    // Delivering with money still owed is confirmed; cancelling with money received says what became
    // of it: handed back (how) or kept (docs/decisions/038).
    confirmOpenBalance: z.boolean({ error: "Dados inválidos" }).optional().default(false),
    refund: z
      .object({
        refunded: z.boolean({ error: "Diga se o dinheiro foi devolvido" }),
        method: paymentMethodSchema.optional(),
      })
      .optional(),
    // 'Aguardando peça' may name the part and how many (docs/decisions/045): the 'Comprar' list counts it.
    awaitingPart: z
      .object({
        productId: z.uuid({ error: "Peça não encontrada" }),
        quantity: z
          .number({ error: "Informe a quantidade" })
          .int({ error: "A quantidade deve ser um número inteiro" })
          .min(1, { error: "A quantidade deve ser maior que zero" })
          .max(MAX_STOCK_QUANTITY, { error: "Quantidade acima do limite de 1.000.000" }),
      })
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((change, ctx) => {
    const missing = missingForMove(change);
    if (missing) ctx.addIssue({ code: "custom", path: [missing.field], message: missing.message });
    if (change.refund?.refunded && !change.refund.method)
      ctx.addIssue({ code: "custom", path: ["refund", "method"], message: "Escolha como o dinheiro foi devolvido" });
    if (change.status !== "aguardando_peca" && change.awaitingPart)
      ctx.addIssue({
        code: "custom",
        path: ["awaitingPart"],
        message: "A peça aguardada só se informa em 'Aguardando peça'",
      });
    if (change.status !== "entregue" && change.signature) {
      ctx.addIssue({ code: "custom", path: ["signature"], message: "A assinatura só é registrada na entrega" });
    }
  });

export type StatusChangeInput = z.input<typeof statusChangeSchema>;
