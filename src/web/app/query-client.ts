import { QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // An expired session turns any read into a 401: re-reading the session sends the guard to /auth.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401)
          void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      },
    }),
    defaultOptions: {
      queries: {
        // A 4xx does not change on retry; only network and server failures deserve another try.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
  return queryClient;
}
