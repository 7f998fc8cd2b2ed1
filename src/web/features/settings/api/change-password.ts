import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { passwordChangeSchema } from "@shared/validation/settings";
import { apiSend, refreshCsrfToken } from "@web/lib/api-client";

export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

export function changePassword(input: PasswordChangeInput): Promise<void> {
  return apiSend<void>("POST", "/profile/password", input);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    // The server renewed this session's cookie, and the CSRF token is bound to the old one.
    onSuccess: async () => {
      await refreshCsrfToken().catch((error: unknown) => console.error(error));
    },
  });
}
