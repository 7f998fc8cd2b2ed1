import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CompanyInput } from "@shared/validation/settings";
import { api, call } from "@web/lib/api-client";
import { companyQueryOptions } from "./get-company";

function updateCompany(input: CompanyInput) {
  return call(api.company.$put({ json: input }));
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    // The printed service order reads the same query.
    onSuccess: (company) => queryClient.setQueryData(companyQueryOptions.queryKey, company),
  });
}
