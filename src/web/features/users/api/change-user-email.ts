import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { refreshAfterWrite } from "@web/lib/query-keys";

function changeUserEmail({ id, email }: { id: string; email: string }) {
  return call(api.users[":id"].email.$put({ param: { id }, json: { email } }));
}

export function useChangeUserEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserEmail,
    // An admin may be changing their own account, which the sidebar shows from the session.
    onSuccess: () => refreshAfterWrite(queryClient, "users"),
  });
}
