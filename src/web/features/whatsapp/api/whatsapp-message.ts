import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WhatsappMoment } from "@shared/whatsapp";
import { api, call } from "@web/lib/api-client";
import { notifyError } from "@web/lib/notify";
import { queryKeys, refreshAfterWrite } from "@web/lib/query-keys";

// Under the orders' key: a status change, an edit or a payment makes the message stale.
const whatsappMessageQueryOptions = (id: string, charge: boolean) =>
  queryOptions({
    queryKey: [...queryKeys.orders, "whatsapp", id, charge ? "cobranca" : "status"],
    queryFn: () =>
      charge
        ? call(api.orders[":id"].whatsapp.cobranca.$get({ param: { id } }))
        : call(api.orders[":id"].whatsapp.$get({ param: { id } })),
  });

/**
 * The message for where the order stands (or, with `charge`, 'Cobrar pelo WhatsApp': the balance due
 * and its Pix copia e cola), its wa.me link and the number it goes to.
 */
export function useWhatsappMessage(id: string, charge = false) {
  return useQuery(whatsappMessageQueryOptions(id, charge));
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
