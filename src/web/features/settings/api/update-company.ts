import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CompanyInfo } from "@shared/client-types";
import type { CompanyInput } from "@shared/validation/settings";
import { apiSend } from "@web/lib/api-client";
import { companyQueryOptions } from "@web/features/settings/api/get-company";

export function updateCompany(input: CompanyInput): Promise<CompanyInfo> {
  return apiSend<CompanyInfo>("PUT", "/company", input);
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    // The printed service order reads the same query.
    onSuccess: (company) => queryClient.setQueryData(companyQueryOptions.queryKey, company),
  });
}
