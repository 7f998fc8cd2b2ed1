import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WhatsappTemplatesInput } from "@shared/validation/whatsapp";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

const whatsappTemplatesQueryOptions = queryOptions({
  queryKey: [...queryKeys.company, "whatsapp-templates"],
  queryFn: () => call(api.company["whatsapp-templates"].$get()),
});

/** The shop's WhatsApp messages, one per moment of the repair (admin). */
export function useWhatsappTemplates() {
  return useQuery(whatsappTemplatesQueryOptions);
}

export function useSaveWhatsappTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templates: WhatsappTemplatesInput) =>
      call(api.company["whatsapp-templates"].$put({ json: templates })),
    onSuccess: (saved) => queryClient.setQueryData(whatsappTemplatesQueryOptions.queryKey, saved),
  });
}
