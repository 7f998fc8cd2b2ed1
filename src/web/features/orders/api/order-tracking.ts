import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TrackingLinkWithQr } from "@shared/tracking-types";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

const trackingKey = (id: string) => [...queryKeys.orders, "tracking", id];

const trackingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: trackingKey(id),
    queryFn: () => call(api.orders[":id"].tracking.$get({ param: { id } })),
  });

/** The order's public tracking link and its QR code (docs/decisions/029). */
export function useOrderTracking(id: string) {
  return useQuery(trackingQueryOptions(id));
}

/** 'Gerar novo link' and 'Revogar link': the answer is the link as it now stands. */
export function useChangeTracking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: "renew" | "revoke") =>
      change === "renew"
        ? call(api.orders[":id"].tracking.$post({ param: { id } }))
        : call(api.orders[":id"].tracking.$delete({ param: { id } })),
    onSuccess: (link: TrackingLinkWithQr) => {
      queryClient.setQueryData(trackingKey(id), link);
      // The order's history records the change.
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.orders, "history", id] });
    },
  });
}
