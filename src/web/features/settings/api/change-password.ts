import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { COUNTED_AS_HEADER } from "@shared/rate-limits";
import type { passwordChangeSchema } from "@shared/validation/settings";
import { api, call, refreshCsrfToken } from "@web/lib/api-client";

type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

function changePassword(input: PasswordChangeInput): Promise<void> {
  return call(api.profile.password.$post({ json: input, header: { [COUNTED_AS_HEADER]: "password" } }));
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
