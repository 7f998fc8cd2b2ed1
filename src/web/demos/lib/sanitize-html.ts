import DOMPurify from "dompurify";

// Strict mode of docs/product.md §5: a few formatting tags, the class attribute, nothing that runs or links out.
const ALLOWED_TAGS = ["b", "i", "em", "strong", "p", "br", "span"];
const ALLOWED_ATTR = ["class"];
// http(s) or relative (no scheme before the first / ? #): javascript:, data:, vbscript:, file: and about: never pass.
const SAFE_URI = /^(?:https?:|[^:/?#]*(?:[/?#]|$))/i;

/** HTML reduced to what the strict sanitiser keeps: safe to hand to innerHTML. */
export function sanitizeHtml(dirty: string): string {
  return DOMPurify.sanitize(dirty, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: SAFE_URI });
}
