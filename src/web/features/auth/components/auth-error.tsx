import { toast } from "sonner";
import { RATE_LIMIT_MESSAGE, RATE_LIMIT_TITLE } from "@shared/rate-limits";
import { ApiError } from "@web/lib/api-client";

const isRateLimited = (error: unknown) => error instanceof ApiError && error.status === 429;

/** Too many attempts is told by a toast (docs/product.md §8); every other refusal stays next to the form. */
export function notifyRateLimit(error: unknown): void {
  if (isRateLimited(error)) toast.error(RATE_LIMIT_TITLE, { description: RATE_LIMIT_MESSAGE });
}

export function AuthError({ error }: { error: Error | null }) {
  if (!error || isRateLimited(error)) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm text-destructive">
      {error.message}
    </p>
  );
}
