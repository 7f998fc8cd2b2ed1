import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WhatsappMoment } from "@shared/whatsapp";
import { api, call } from "@web/lib/api-client";
import { notifyError } from "@web/lib/notify";
import { queryKeys, refreshAfterWrite } from "@web/lib/query-keys";

// Under the orders' key: a status change or an edit makes the message stale.
const whatsappMessageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.orders, "whatsapp", id],
    queryFn: () => call(api.orders[":id"].whatsapp.$get({ param: { id } })),
  });

/** The message for where the order stands, its wa.me link and the number it goes to. */
export function useWhatsappMessage(id: string) {
  return useQuery(whatsappMessageQueryOptions(id));
}

/**
 * Records in the order's history that WhatsApp was opened with the message. Its outcome is handled
 * here, not by the dialog that asked: the dialog has closed by the time the answer comes.
 */
export function useRecordWhatsappSent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moment: WhatsappMoment) => call(api.orders[":id"].whatsapp.$post({ param: { id }, json: { moment } })),
    onSuccess: () => refreshAfterWrite(queryClient, "orders"),
    onError: (error) => notifyError("A mensagem foi aberta, mas não foi registrada no histórico do pedido", error),
  });
}
