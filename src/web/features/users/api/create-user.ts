import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { UserSummary } from "@shared/user-types";
import type { userSchema } from "@shared/validation/user";
import { apiSend } from "@web/lib/api-client";
import { usersQueryKey } from "./list-users";

export type NewUserInput = z.input<typeof userSchema>;

export function createUser(input: NewUserInput): Promise<UserSummary> {
  return apiSend<UserSummary>("POST", "/users", input);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
