import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { refreshAfterWrite } from "@web/lib/query-keys";

/** 'Abrir caixa' with the float in the drawer; a second open is refused ("Já existe um caixa aberto."). */
export function useOpenCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (openingFloatCents: number) => call(api.cash.open.$post({ json: { openingFloatCents } })),
    // A refusal too: the register was opened elsewhere, and the screen catches up.
    onSettled: () => refreshAfterWrite(queryClient, "cash"),
  });
}
