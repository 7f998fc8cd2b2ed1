import { useMutation } from "@tanstack/react-query";
import { api, succeeded } from "@web/lib/api-client";

/** The name the server gives the file (dados-<id>-<date>.json), with a fallback for an answer without one. */
function fileNameOf(response: Response): string {
  const match = /filename="?([^";]+)"?/.exec(response.headers.get("Content-Disposition") ?? "");
  return match?.[1] ?? "dados.json";
}

/**
 * Reads the export with fetch rather than following a link, so a refusal can be shown as a toast
 * instead of a downloaded error page; the JSON is then saved under the server's file name.
 */
async function exportData(): Promise<void> {
  const response = await succeeded(api.privacy.export.$get());
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(response);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
