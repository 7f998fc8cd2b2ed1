import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { refreshAfterWrite } from "@web/lib/query-keys";

function resolveAlert(id: string): Promise<void> {
  return call(api.security.alerts[":id"].resolve.$post({ param: { id } }));
}

export function useResolveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveAlert,
    onSuccess: () => refreshAfterWrite(queryClient, "security"),
  });
}
