import { useMutation } from "@tanstack/react-query";
import { COUNTED_AS_HEADER } from "@shared/rate-limits";
import { api, call } from "@web/lib/api-client";
import { useAfterSignIn } from "./after-sign-in";

/** The confirmation link: confirms the address and signs its account in, landing on the root. */
export function useConfirmEmail() {
  const afterSignIn = useAfterSignIn();
  return useMutation({
    mutationFn: (token: string) =>
      call(api.account["confirm-email"].$post({ json: { token }, header: { [COUNTED_AS_HEADER]: "signup" } })),
    onSuccess: afterSignIn,
  });
}

/** The notice's 'Reenviar e-mail'. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: () => call(api.account["resend-confirmation"].$post({ header: { [COUNTED_AS_HEADER]: "password" } })),
  });
}
