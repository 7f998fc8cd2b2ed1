import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { refreshAfterWrite } from "@web/lib/query-keys";

function deleteUser(id: string): Promise<void> {
  return call(api.users[":id"].$delete({ param: { id } }));
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => refreshAfterWrite(queryClient, "users"),
  });
}
