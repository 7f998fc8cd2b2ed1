import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { refreshAfterWrite } from "@web/lib/query-keys";

function deleteOrder(id: string): Promise<void> {
  return call(api.orders[":id"].$delete({ param: { id } }));
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: () => refreshAfterWrite(queryClient, "orders"),
  });
}
