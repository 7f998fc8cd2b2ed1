import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

function getPreferences() {
  return call(api.profile.preferences.$get());
}

// The theme lives here too, so the shell reads the same query to paint the app.
export const preferencesQueryOptions = queryOptions({ queryKey: queryKeys.preferences, queryFn: getPreferences });

export function usePreferences() {
  return useQuery(preferencesQueryOptions);
}
