import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SessionUser } from "@shared/api-types";
import type { ProfileInput } from "@shared/validation/settings";
import { apiSend } from "@web/lib/api-client";
import { sessionQueryKey } from "@web/features/auth/api/get-session";

export function updateProfile(input: ProfileInput): Promise<SessionUser> {
  return apiSend<SessionUser>("PUT", "/profile", input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The sidebar and the dashboard greeting read the session: they show the new name at once.
    onSuccess: async (user) => {
      queryClient.setQueryData(sessionQueryKey, { user });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
