import { useMutation } from "@tanstack/react-query";
import { COUNTED_AS_HEADER } from "@shared/rate-limits";
import type { SignUpInput } from "@shared/validation/auth";
import { api, call } from "@web/lib/api-client";
import { useAfterSignIn } from "./after-sign-in";

/** Public sign-up always creates a cliente and signs them in. */
function signUp(input: SignUpInput) {
  return call(api.auth["sign-up"].email.$post({ json: input, header: { [COUNTED_AS_HEADER]: "signup" } }));
}

export function useSignUp() {
  const afterSignIn = useAfterSignIn();
  return useMutation({ mutationFn: signUp, onSuccess: afterSignIn });
}
