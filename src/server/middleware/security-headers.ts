import type { MiddlewareHandler } from "hono";

/** Third parties the pages may load scripts from (docs/product.md §9): a maps service and a card-payment provider. */
interface ContentOrigins {
  maps: string;
  payment: string;
}

/**
 * The page security policy of docs/product.md §9: scripts from the app itself and the two configured origins,
 * connections to the app and the payment provider, nothing framed, no plugins. Styles allow inline
 * because the toast and dialog libraries set style attributes at run time (docs/decisions/011).
 * 'wasm-unsafe-eval' lets the page compile WebAssembly, and nothing else that 'unsafe-eval' would (no
 * eval(), no new Function()): the camera's barcode reader, where the browser has none of its own, is ZXing
 * compiled to WebAssembly, fetched from the app's own origin like any script (docs/decisions/047).
 */
function contentSecurityPolicy(origins: ContentOrigins): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${origins.maps} ${origins.payment}`,
    `connect-src 'self' ${origins.payment}`,
    "style-src 'self' 'unsafe-inline'",
    // blob: for the previews of photos chosen for upload; data: for small inline icons.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `frame-src ${origins.payment}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers on every response; HSTS only when the app is served over HTTPS. */
export function securityHeaders(options: { origins: ContentOrigins; https: boolean }): MiddlewareHandler {
  const csp = contentSecurityPolicy(options.origins);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("Content-Security-Policy", csp);
    headers.set("X-Content-Type-Options", "nosniff");
    // A page may ask for less (the public tracking page sends none: its address holds a key).
    if (!headers.has("Referrer-Policy")) headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Permissions-Policy", "camera=(self), microphone=(), geolocation=(), payment=(self)");
    headers.set("X-Frame-Options", "DENY");
    if (options.https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
