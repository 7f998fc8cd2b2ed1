import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

function getCashDay(id: string) {
  return call(api.cash.days[":id"].$get({ param: { id } }));
}

const cashDayQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...queryKeys.cash, "day", id], queryFn: () => getCashDay(id) });

/** One day of the register whole: its counts, moves, payments and corrections. */
export function useCashDay(id: string) {
  return useQuery(cashDayQueryOptions(id));
}
