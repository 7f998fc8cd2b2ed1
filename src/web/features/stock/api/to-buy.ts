import { useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

/** The 'Comprar' list (docs/decisions/045): parts under their minimum or awaited by orders, how many to buy. */
export function useToBuy() {
  return useQuery({
    queryKey: [...queryKeys.stock, "to-buy"],
    queryFn: () => call(api.products["to-buy"].$get()),
  });
}
