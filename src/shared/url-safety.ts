export const DANGEROUS_URL_MESSAGE = "URL potencialmente perigosa foi bloqueada.";

// The schemes docs/product.md §5 names: each runs or reads something instead of opening a page.
const DANGEROUS_SCHEMES = new Set(["javascript:", "data:", "vbscript:", "file:"]);

/**
 * Whether a stored link would be dangerous to follow: a script or local-file scheme, or credentials
 * before the host ("https://banco.com.br@golpe.example"), a way to dress a malicious host as a
 * trusted one. The URL parser drops tabs and newlines inside a scheme ("java\tscript:") as browsers
 * do. Text that is not a URL at all is not dangerous, only invalid.
 */
export function isDangerousUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return false;
  }
  return DANGEROUS_SCHEMES.has(url.protocol) || url.username !== "" || url.password !== "";
}
