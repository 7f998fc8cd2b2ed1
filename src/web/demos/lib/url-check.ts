const SAFE_PROTOCOLS = new Set(["http:", "https:"]);

type UrlCheck = { safe: true; url: string } | { safe: false; reason: "scheme" | "credentials" | "invalid" };

/**
 * Keeps http(s) and relative links, resolved against the page. javascript:, data:, vbscript:,
 * file: and every other scheme are refused, and so are links carrying credentials
 * ("https://banco.com.br@golpe.example"), a way to dress a malicious host as a trusted one.
 * Browsers ignore tabs and newlines inside a scheme ("java\tscript:"), so the parser sees the
 * same URL the browser would.
 */
export function checkUrl(input: string, base: string = window.location.origin): UrlCheck {
  let url: URL;
  try {
    url = new URL(input.trim(), base);
  } catch {
    return { safe: false, reason: "invalid" };
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) return { safe: false, reason: "scheme" };
  if (url.username || url.password) return { safe: false, reason: "credentials" };
  return { safe: true, url: url.href };
}
