import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono, MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";

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
 * other path (history fallback). A missing file under /assets is a 404, never the app.
 */
export function serveWeb(app: Hono<AppEnv>, webRoot: string) {
  const indexPath = join(webRoot, "index.html");
  if (!existsSync(indexPath)) {
    console.warn(`No web build in ${webRoot}: run \`npm run build\`. Serving the API only.`);
    return;
  }
  const indexHtml = readFileSync(indexPath, "utf8");
  // The build writes .br and .gz copies (scripts/precompress-plugin.ts): sent as they are.
  app.use("/assets/*", cacheControl(HASHED), serveStatic({ root: webRoot, precompressed: true }));
  app.get("/assets/*", (c) => c.text("Not found", 404));
  app.use("/*", cacheControl(UNHASHED), serveStatic({ root: webRoot, precompressed: true }));
  app.get("*", (c) => c.html(indexHtml));
}
