import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StatusChangeInput } from "@shared/validation/order";
import { api, call } from "@web/lib/api-client";
import { idempotencyKey } from "@web/lib/idempotency";
import { refreshAfterWrite } from "@web/lib/query-keys";

/** One click on an order's status, with an optional note (docs/decisions/023). */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: StatusChangeInput }) =>
      call(api.orders[":id"].status.$post({ param: { id }, json: change, header: idempotencyKey })),
    onSuccess: () => refreshAfterWrite(queryClient, "orders"),
  });
}
