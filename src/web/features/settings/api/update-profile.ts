import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileInput } from "@shared/validation/settings";
import { api, call } from "@web/lib/api-client";
import { queryKeys, refreshAfterWrite } from "@web/lib/query-keys";

function updateProfile(input: ProfileInput) {
  return call(api.profile.$put({ json: input }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The sidebar and the dashboard greeting read the session: they show the new name at once.
    onSuccess: async (user) => {
      queryClient.setQueryData(queryKeys.session, { user });
      await refreshAfterWrite(queryClient, "session");
    },
  });
}
