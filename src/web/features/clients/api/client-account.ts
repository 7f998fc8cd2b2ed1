import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { refreshAfterWrite } from "@web/lib/query-keys";

/** The portal's writes on a client's page: invite, link, unlink, merge. Each refreshes the client. */
function useClientWrite<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => refreshAfterWrite(queryClient, "clients") });
}

/** 'Convidar para o portal': e-mailed, or a link for staff to pass on. */
export const useInviteClient = () =>
  useClientWrite((id: string) => call(api.clients[":id"].invitation.$post({ param: { id } })));

export const useLinkAccount = () =>
  useClientWrite(({ id, email }: { id: string; email: string }) =>
    call(api.clients[":id"].account.$post({ param: { id }, json: { email } })),
  );

export const useUnlinkAccount = () =>
  useClientWrite((id: string) => call(api.clients[":id"].account.$delete({ param: { id } })));

/** The other record's orders, tickets and account move to this one; the other is removed. */
export const useMergeClients = () =>
  useClientWrite(({ id, otherId }: { id: string; otherId: string }) =>
    call(api.clients[":id"].merge.$post({ param: { id }, json: { otherId } })),
  );
