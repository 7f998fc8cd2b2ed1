import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@web/lib/api-client";
import { securityQueryKey } from "./get-security-overview";

export function resolveAlert(id: string): Promise<void> {
  return apiSend<void>("POST", `/security/alerts/${encodeURIComponent(id)}/resolve`);
}

export function useResolveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityQueryKey }),
  });
}
