import { ApiError } from "@web/lib/api-client";
import { notifyError } from "@web/lib/notify";

/**
 * The server's refusal of a part line in its own words ('Estoque insuficiente de Tela: há 1.'), shown in
 * the dialog beside what was typed; anything else (a lost connection, a crash) is a toast as elsewhere.
 */
export function refusalOf(error: unknown, fallback: string): string | undefined {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429)
    return error.message;
  notifyError(fallback, error);
  return undefined;
}
