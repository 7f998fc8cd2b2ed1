import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PaymentInput } from "@shared/validation/payment";
import { api, call } from "@web/lib/api-client";
import { idempotencyKey } from "@web/lib/idempotency";
import { queryKeys, refreshAfterWrite } from "@web/lib/query-keys";

const paymentsKey = (orderId: string) => [...queryKeys.payments, "order", orderId];

const orderPaymentsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: paymentsKey(orderId),
    queryFn: () => call(api.orders[":id"].payments.$get({ param: { id: orderId } })),
  });

/** An order's payments, refunds and reversals, oldest first (docs/decisions/038). */
export function useOrderPayments(orderId: string) {
  return useQuery(orderPaymentsQueryOptions(orderId));
}

/** 'Registrar pagamento': the answer is the order's money as it now stands. */
export function useRecordPayment(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: PaymentInput) =>
      call(api.orders[":id"].payments.$post({ param: { id: orderId }, json: payment, header: idempotencyKey })),
    onSuccess: () => refreshAfterWrite(queryClient, "payments"),
  });
}

/** An admin's 'Estornar', with the reason. */
export function useReversePayment(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      call(api.payments[":id"].reversal.$post({ param: { id: paymentId }, json: { reason }, header: idempotencyKey })),
    onSuccess: () => refreshAfterWrite(queryClient, "payments"),
  });
}
