import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { COUNTED_AS_HEADER } from "@shared/rate-limits";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";
import { useAfterSignIn } from "./after-sign-in";

/** Who was invited (the token travels in the body, never in an address). */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...queryKeys.account, "invitation", token],
    queryFn: () => call(api.account.invitation.$post({ json: { token } })),
    retry: false,
    staleTime: Infinity,
  });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}

/** The invitation accepted: the account is made, linked and signed in. */
export function useAcceptInvitation() {
  const afterSignIn = useAfterSignIn();
  return useMutation({
    mutationFn: (input: { token: string; password: string; email?: string }) =>
      call(api.account["accept-invitation"].$post({ json: input, header: { [COUNTED_AS_HEADER]: "signup" } })),
    onSuccess: afterSignIn,
  });
}
