import { useMutation } from "@tanstack/react-query";
import { COUNTED_AS_HEADER } from "@shared/rate-limits";
import type { SignInInput } from "@shared/validation/auth";
import { api, call } from "@web/lib/api-client";
import { useAfterSignIn } from "./after-sign-in";

function signIn(input: SignInInput) {
  return call(api.auth["sign-in"].email.$post({ json: input, header: { [COUNTED_AS_HEADER]: "login" } }));
}

export function useSignIn() {
  const afterSignIn = useAfterSignIn();
  return useMutation({ mutationFn: signIn, onSuccess: afterSignIn });
}
