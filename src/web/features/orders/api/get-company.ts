import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CompanyInfo } from "@shared/client-types";
import { apiGet } from "@web/lib/api-client";

/** The shop's own details, printed at the top of the service order. */
export function getCompany(): Promise<CompanyInfo> {
  return apiGet<CompanyInfo>("/company");
}

export const companyQueryOptions = queryOptions({ queryKey: ["company"], queryFn: getCompany });

export function useCompany() {
  return useQuery(companyQueryOptions);
}
