import { useMutation } from "@tanstack/react-query";
import { COUNTED_AS_HEADER } from "@shared/rate-limits";
import { api, call } from "@web/lib/api-client";

/** 'Esqueci minha senha': the answer is the same whether the address has an account or not. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      call(api.account["password-reset"].$post({ json: { email }, header: { [COUNTED_AS_HEADER]: "password" } })),
  });
}

/** The reset link's form: the new password, then sign in with it (every session was ended). */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      call(api.account["reset-password"].$post({ json: input, header: { [COUNTED_AS_HEADER]: "password" } })),
  });
}
