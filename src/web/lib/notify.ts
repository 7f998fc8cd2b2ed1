import { toast } from "sonner";
import { RATE_LIMIT_MESSAGE, RATE_LIMIT_TITLE } from "@shared/rate-limits";
import { ApiError } from "./api-client";

/**
 * The error toast of docs/product.md §8: title 'Erro' and the screen's message. When the server refused the
 * request for a reason of its own (validation, a conflict, a file too large, the service away for a
 * moment), its pt-BR message follows, so the user knows what to do; a crash or a lost connection
 * keeps the screen's message.
 */
export function notifyError(message: string, error?: unknown): void {
  // Too many attempts is said the same way everywhere (docs/product.md §8), by the server or by the browser's count.
  if (error instanceof ApiError && error.status === 429) {
    toast.error(RATE_LIMIT_TITLE, { description: RATE_LIMIT_MESSAGE });
    return;
  }
  // A 503 (the database away for a moment) says so, so the user knows to try again shortly.
  const told = error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.status === 503);
  const reason = told ? error.message : null;
  toast.error("Erro", { description: reason && reason !== message ? `${message}: ${reason}` : message });
}
