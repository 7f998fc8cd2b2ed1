import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { cashMoveSchema } from "@shared/validation/cash";
import { api, call } from "@web/lib/api-client";
import { idempotencyKey } from "@web/lib/idempotency";
import { refreshAfterWrite } from "@web/lib/query-keys";

export type CashMoveInput = z.input<typeof cashMoveSchema>;

/** A suprimento, sangria or expense in the open day. */
export function useRecordCashMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: CashMoveInput) => call(api.cash.moves.$post({ json: move, header: idempotencyKey })),
    onSettled: () => refreshAfterWrite(queryClient, "cash"),
  });
}
