import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PreferencesInput } from "@shared/validation/settings";
import { api, call } from "@web/lib/api-client";
import { preferencesQueryOptions } from "./get-preferences";

function updatePreferences(input: PreferencesInput) {
  return call(api.profile.preferences.$put({ json: input }));
}

/**
 * Saves the switches and the theme. The cache takes the new values at once, so a switch flips and
 * the theme changes without waiting; a refused save puts the previous values back.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = preferencesQueryOptions;
  return useMutation({
    mutationFn: updatePreferences,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, input);
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}
