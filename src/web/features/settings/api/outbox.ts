import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@web/lib/api-client";
import { nextPage } from "@web/lib/next-page";
import { queryKeys, refreshAfterWrite } from "@web/lib/query-keys";

const outboxQueryOptions = infiniteQueryOptions({
  queryKey: [...queryKeys.mail, "outbox"],
  queryFn: ({ pageParam }) => call(api.mail.outbox.$get({ query: { page: String(pageParam) } })),
  initialPageParam: 1,
  getNextPageParam: nextPage,
  // The job sends in the background: what is shown follows it while the card is open.
  refetchInterval: 10_000,
});

/** The admin's outbox: every e-mail the app wrote, newest first. */
export function useOutbox() {
  return useInfiniteQuery(outboxQueryOptions);
}

export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.mail.outbox[":id"].resend.$post({ param: { id } })),
    onSuccess: () => refreshAfterWrite(queryClient, "mail"),
  });
}
