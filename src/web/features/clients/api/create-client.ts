import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientInput } from "@shared/validation/client";
import { api, call } from "@web/lib/api-client";
import { idempotencyKey } from "@web/lib/idempotency";
import { refreshAfterWrite } from "@web/lib/query-keys";

function createClient(input: ClientInput) {
  return call(api.clients.$post({ json: input, header: idempotencyKey }));
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => refreshAfterWrite(queryClient, "clients"),
  });
}
