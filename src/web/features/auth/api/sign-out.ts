import { PAGE } from "@shared/page-paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { useNavigate } from "react-router";
import { api, call, refreshCsrfToken } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";
import { rememberSessionUser } from "@web/lib/request-limits";

function signOut(): Promise<unknown> {
  return call(api.auth["sign-out"].$post());
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      queryClient.clear();
      // Known signed out at once, so /auth shows the form instead of bouncing back to /.
      queryClient.setQueryData(queryKeys.session, { user: null });
      rememberSessionUser(null);
      await refreshCsrfToken().catch((error: unknown) => console.error(error));
      await navigate(PAGE.signIn);
    },
    onError: (error) => toast.error("Erro", { description: error.message }),
  });
}
