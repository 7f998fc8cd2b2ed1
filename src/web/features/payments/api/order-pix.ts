import { useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

/**
 * 'Cobrar por Pix': the BR Code for the order's balance. Kept under the payments' key, so a payment
 * recorded makes it stale (the balance, and so the amount in the code, changed).
 */
export function useOrderPix(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.payments, "pix", orderId],
    queryFn: () => call(api.orders[":id"].pix.$get({ param: { id: orderId } })),
    enabled,
    retry: false,
  });
}

/** Whether the shop has a Pix key (null until the admin enters one in Configurações). */
export function useShopPixSettings(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.company, "pix"],
    queryFn: () => call(api.company.pix.$get()),
    enabled,
  });
}
