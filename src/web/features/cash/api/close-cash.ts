import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { closeCashSchema } from "@shared/validation/cash";
import { api, call } from "@web/lib/api-client";
import { idempotencyKey } from "@web/lib/idempotency";
import { notifyError } from "@web/lib/notify";
import { refreshAfterWrite } from "@web/lib/query-keys";

export type CloseCashInput = z.input<typeof closeCashSchema>;

/** 'Fechar caixa' with what was counted for each method; the closed day is answered. */
export function useCloseCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (close: CloseCashInput) => call(api.cash.close.$post({ json: close, header: idempotencyKey })),
    // Said here, not by the dialog: the dialog is gone once the screen learns that someone else closed the day.
    onError: (error) => notifyError("Erro ao fechar o caixa", error),
    onSettled: () => refreshAfterWrite(queryClient, "cash"),
  });
}
