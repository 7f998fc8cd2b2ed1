import { useMutation } from "@tanstack/react-query";
import type { ApiErrorBody } from "@shared/api-types";
import { ApiError } from "@web/lib/api-client";

const EXPORT_PATH = "/api/privacy/export";

/** The name the server gives the file (dados-<id>-<date>.json), with a fallback for an answer without one. */
function fileNameOf(response: Response): string {
  const match = /filename="?([^";]+)"?/.exec(response.headers.get("Content-Disposition") ?? "");
  return match?.[1] ?? "dados.json";
}

/**
 * Reads the export with fetch rather than following a link, so a refusal can be shown as a toast
 * instead of a downloaded error page; the JSON is then saved under the server's file name.
 */
export async function exportData(): Promise<void> {
  const response = await fetch(EXPORT_PATH, {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  }).catch(() => {
    throw new ApiError(0, "NETWORK_ERROR", "Erro ao exportar dados");
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? "INTERNAL",
      body?.error?.message ?? "Erro ao exportar dados",
    );
  }
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
