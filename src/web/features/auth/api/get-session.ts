import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SessionResponse } from "../../../../shared/api-types";
import { apiGet } from "../../../lib/api-client";

export const sessionQueryKey = ["session"] as const;

export function getSession(): Promise<SessionResponse> {
  return apiGet<SessionResponse>("/session");
}

export const sessionQueryOptions = queryOptions({ queryKey: sessionQueryKey, queryFn: getSession });

export function useSession() {
  return useQuery(sessionQueryOptions);
}
