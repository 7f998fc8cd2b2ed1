import { useMutation } from "@tanstack/react-query";
import type { SessionUser } from "@shared/api-types";
import type { SignUpInput } from "@shared/validation/auth";
import { apiSend } from "@web/lib/api-client";
import { useAfterSignIn } from "./after-sign-in";

/** Public sign-up always creates a cliente and signs them in. */
export function signUp(input: SignUpInput): Promise<{ user: SessionUser }> {
  return apiSend("POST", "/auth/sign-up/email", input);
}

export function useSignUp() {
  const afterSignIn = useAfterSignIn();
  return useMutation({ mutationFn: signUp, onSuccess: afterSignIn });
}
