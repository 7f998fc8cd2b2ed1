import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { SIGNED_IN_HTML } from "./signed-in-page";
import type { AppEnv } from "./context";
import { logger } from "./logger";

/** Vite names the files under /assets by content hash, so a cached copy can never be stale. */
const HASHED = "public, max-age=31536000, immutable";
/** index.html (and so the app's route fallback) and unhashed files: checked on every visit, so a new deploy shows at once. */
const UNHASHED = "no-cache";

const cacheControl =
  (value: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set("Cache-Control", value);
  };

/**
 * Serves the built SPA of dist/web, after the API: real files first, then index.html for every
 * other path (history fallback). A missing file under /assets is a 404, never the app. A browser
 * whose session is valid (resolved for every request by the app's session middleware) gets the build's
 * signed-in variant of index.html, which asks for the signed-in layout's code and first answers
 * (scripts/signed-in-preload-plugin.ts); an expired cookie gets the plain page, so it does not ask for
 * what would be refused.
 */
export function serveWeb(app: Hono<AppEnv>, webRoot: string) {
  const indexPath = join(webRoot, "index.html");
  if (!existsSync(indexPath)) {
    logger.warn({ webRoot }, "no web build: run `npm run build`; serving the API only");
    return;
  }
  const indexHtml = readFileSync(indexPath, "utf8");
  const signedInPath = join(webRoot, SIGNED_IN_HTML);
  const signedInHtml = existsSync(signedInPath) ? readFileSync(signedInPath, "utf8") : indexHtml;
  const page = (c: Context<AppEnv>) => {
    const signedIn = c.req.path !== "/auth" && c.get("user") !== null;
    c.header("Vary", "Cookie");
    return c.html(signedIn ? signedInHtml : indexHtml);
  };
  // The build writes .br and .gz copies (scripts/precompress-plugin.ts): sent as they are.
  app.use("/assets/*", cacheControl(HASHED), serveStatic({ root: webRoot, precompressed: true }));
  app.get("/assets/*", (c) => c.text("Not found", 404));
  app.use("/*", cacheControl(UNHASHED));
  // "/" is the app, not the folder's index.html that serveStatic would send.
  app.get("/", page);
  app.use("/*", serveStatic({ root: webRoot, precompressed: true }));
  app.get("*", page);
}
