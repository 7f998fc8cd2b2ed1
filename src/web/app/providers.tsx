import { useState } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { createQueryClient } from "./query-client";
import { router } from "./router";
import { startQueries } from "./start-queries";

function startQueryClient() {
  const queryClient = createQueryClient();
  startQueries(queryClient);
  return queryClient;
}

export function Providers() {
  const [queryClient] = useState(startQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster richColors closeButton position="top-right" />
    </QueryClientProvider>
  );
}
