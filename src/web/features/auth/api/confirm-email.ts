import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { COUNTED_AS_HEADER } from "@shared/rate-limits";
import { api, call } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";
import { useAfterSignIn } from "./after-sign-in";

/** The address a confirmation link is for (the token travels in the body, never in an address). */
const confirmationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...queryKeys.account, "confirmation", token],
    queryFn: () => call(api.account.confirmation.$post({ json: { token } })),
    retry: false,
    staleTime: Infinity,
  });

export function useConfirmation(token: string) {
  return useQuery(confirmationQueryOptions(token));
}

/** The confirmation, with the password its opener chooses: signs the account in, landing on the root. */
export function useConfirmEmail() {
  const afterSignIn = useAfterSignIn();
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      call(api.account["confirm-email"].$post({ json: input, header: { [COUNTED_AS_HEADER]: "signup" } })),
    onSuccess: afterSignIn,
  });
}

/** The notice's 'Reenviar e-mail'. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: () => call(api.account["resend-confirmation"].$post({ header: { [COUNTED_AS_HEADER]: "password" } })),
  });
}
