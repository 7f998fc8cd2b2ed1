import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PixSettingsInput } from "@shared/pix/pix-settings";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

/** The shop's Pix key and receiver (null until the admin enters them), under the company's key. */
const pixSettingsQueryOptions = queryOptions({
  queryKey: [...queryKeys.company, "pix"],
  queryFn: () => call(api.company.pix.$get()),
});

export function usePixSettings() {
  return useQuery(pixSettingsQueryOptions);
}

export function useUpdatePixSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PixSettingsInput) => call(api.company.pix.$put({ json: settings })),
    onSuccess: async (saved) => {
      queryClient.setQueryData(pixSettingsQueryOptions.queryKey, saved);
      // Every order's 'Cobrar por Pix' carries the key.
      await queryClient.invalidateQueries({ queryKey: queryKeys.payments });
    },
  });
}
