import { toast } from "sonner";
import { DANGEROUS_URL_MESSAGE } from "@shared/url-safety";
import { excerpt, reportSecurityEvent } from "@web/lib/report-security-event";

/**
 * A form refused a link the user typed because it is dangerous (the shared URL rule's message):
 * say so with the toast of docs/product.md §5 and write it to the audit log, since the request never leaves the page.
 */
export function warnIfBlockedUrl(message: string | undefined, url: string): void {
  if (message !== DANGEROUS_URL_MESSAGE) return;
  toast.error("URL Bloqueada", { description: DANGEROUS_URL_MESSAGE });
  reportSecurityEvent({ type: "MALICIOUS_URL", detail: excerpt(url) });
}
