import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { idempotencyKey } from "@web/lib/idempotency";
import { notifyError } from "@web/lib/notify";
import { refreshAfterWrite } from "@web/lib/query-keys";

/** 'Abrir caixa' with the float in the drawer; a second open is refused ("Já existe um caixa aberto."). */
export function useOpenCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (openingFloatCents: number) =>
      call(api.cash.open.$post({ json: { openingFloatCents }, header: idempotencyKey })),
    // Said here, not by the form: the form is gone once the screen learns that someone else opened the day.
    onError: (error) => notifyError("Erro ao abrir o caixa", error),
    // A refusal too: the register was opened elsewhere, and the screen catches up.
    onSettled: () => refreshAfterWrite(queryClient, "cash"),
  });
}
