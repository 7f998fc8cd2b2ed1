import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { userSchema } from "@shared/validation/user";
import { api, call } from "@web/lib/api-client";
import { refreshAfterWrite } from "@web/lib/query-keys";

type NewUserInput = z.input<typeof userSchema>;

function createUser(input: NewUserInput) {
  return call(api.users.$post({ json: input }));
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => refreshAfterWrite(queryClient, "users"),
  });
}
