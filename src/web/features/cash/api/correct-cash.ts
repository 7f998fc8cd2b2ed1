import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { cashCorrectionSchema } from "@shared/validation/cash";
import { api, call } from "@web/lib/api-client";
import { idempotencyKey } from "@web/lib/idempotency";
import { refreshAfterWrite } from "@web/lib/query-keys";

export type CashCorrectionInput = z.input<typeof cashCorrectionSchema>;

/** An admin's correction of a closed day's count for one method, with its reason. */
export function useCorrectCash(dayId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (correction: CashCorrectionInput) =>
      call(api.cash.days[":id"].corrections.$post({ param: { id: dayId }, json: correction, header: idempotencyKey })),
    onSuccess: () => refreshAfterWrite(queryClient, "cash"),
  });
}
