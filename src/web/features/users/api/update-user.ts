import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { UserSummary } from "@shared/user-types";
import type { userUpdateSchema } from "@shared/validation/user";
import { apiSend } from "@web/lib/api-client";
import { sessionQueryKey } from "@web/features/auth/api/get-session";
import { usersQueryKey } from "./list-users";

export type UserUpdateInput = z.input<typeof userUpdateSchema>;

export function updateUser({ id, input }: { id: string; input: UserUpdateInput }): Promise<UserSummary> {
  return apiSend<UserSummary>("PUT", `/users/${encodeURIComponent(id)}`, input);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // An admin may be changing their own account, which the sidebar shows from the session.
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
    },
  });
}
