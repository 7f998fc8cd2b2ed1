import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserSummary } from "@shared/user-types";
import { apiSend } from "@web/lib/api-client";
import { sessionQueryKey } from "@web/features/auth/api/get-session";
import { usersQueryKey } from "./list-users";

export function changeUserEmail({ id, email }: { id: string; email: string }): Promise<UserSummary> {
  return apiSend<UserSummary>("PUT", `/users/${encodeURIComponent(id)}/email`, { email });
}

export function useChangeUserEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserEmail,
    // An admin may be changing their own account, which the sidebar shows from the session.
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
    },
  });
}
