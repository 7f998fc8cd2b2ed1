import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { userUpdateSchema } from "@shared/validation/user";
import { api, call } from "@web/lib/api-client";
import { refreshAfterWrite } from "@web/lib/query-keys";

type UserUpdateInput = z.input<typeof userUpdateSchema>;

function updateUser({ id, input }: { id: string; input: UserUpdateInput }) {
  return call(api.users[":id"].$put({ param: { id }, json: input }));
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // An admin may be changing their own account, which the sidebar shows from the session.
    onSuccess: () => refreshAfterWrite(queryClient, "users"),
  });
}
