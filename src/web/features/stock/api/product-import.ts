import { useMutation, useQueryClient } from "@tanstack/react-query";
import { addressOf, api, call } from "@web/lib/api-client";
import { refreshAfterWrite } from "@web/lib/query-keys";

/** The catalog as CSV (docs/decisions/046): a GET with the session cookie, downloaded as the server names it. */
export const PRODUCTS_CSV_URL = addressOf(api.products["export.csv"].$url());

// The routes read the raw text as their body: it goes through the API client's fetch like every
// other write, so it carries the CSRF token and the browser's request limits.
const asCsv = (text: string) => ({ headers: { "Content-Type": "text/csv" }, init: { body: text } });

/** What a CSV of parts would import: its lines, the good and bad ones, each bad one's errors. Nothing written. */
export function usePreviewProductImport() {
  return useMutation({
    mutationFn: (text: string) => call(api.products.import.preview.$post(undefined, asCsv(text))),
  });
}

/** Registers every part of the file, or none of them when one line is bad. */
export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => call(api.products.import.$post(undefined, asCsv(text))),
    onSuccess: () => refreshAfterWrite(queryClient, "stock"),
  });
}
