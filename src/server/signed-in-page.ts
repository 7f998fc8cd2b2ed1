/**
 * The variant of index.html for a browser with a valid session, which preloads the signed-in layout's
 * code: written by the web build (scripts/signed-in-preload-plugin.ts), served by static-web.ts.
 */
export const SIGNED_IN_HTML = "index.signed-in.html";
