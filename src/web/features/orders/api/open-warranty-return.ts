import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { idempotencyKey } from "@web/lib/idempotency";
import { refreshAfterWrite } from "@web/lib/query-keys";

/** A new order for the same device, linked to the delivered one while its warranty lasts. */
export function useOpenWarrantyReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(api.orders[":id"]["warranty-return"].$post({ param: { id }, header: idempotencyKey })),
    onSuccess: () => refreshAfterWrite(queryClient, "orders"),
  });
}
