import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PreferencesInput } from "@shared/validation/settings";
import { apiGet } from "@web/lib/api-client";

export function getPreferences(): Promise<PreferencesInput> {
  return apiGet<PreferencesInput>("/profile/preferences");
}

// The theme lives here too, so the shell reads the same query to paint the app.
export const preferencesQueryOptions = queryOptions({ queryKey: ["preferences"], queryFn: getPreferences });

export function usePreferences() {
  return useQuery(preferencesQueryOptions);
}
