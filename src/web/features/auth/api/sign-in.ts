import { useMutation } from "@tanstack/react-query";
import type { SessionUser } from "@shared/api-types";
import type { SignInInput } from "@shared/validation/auth";
import { apiSend } from "@web/lib/api-client";
import { useAfterSignIn } from "./after-sign-in";

export function signIn(input: SignInInput): Promise<{ user: SessionUser }> {
  return apiSend("POST", "/auth/sign-in/email", input);
}

export function useSignIn() {
  const afterSignIn = useAfterSignIn();
  return useMutation({ mutationFn: signIn, onSuccess: afterSignIn });
}
