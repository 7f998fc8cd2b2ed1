import { gunzipSync } from "node:zlib";
import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { describe, expect, it } from "vitest";
import { compression } from "./compression";

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Cliente ${i}` })) };

function appWith(middleware: MiddlewareHandler) {
  return new Hono()
    .use(middleware)
    .get("/big", (c) => c.json(big))
    .get("/small", (c) => c.text("ok", 200, { "Content-Length": "2" }))
    .get("/varied", (c) => c.json(big, 200, { Vary: "Origin" }))
    .get("/image", (c) => c.body(new Uint8Array(2048), 200, { "Content-Type": "image/png" }))
    .get("/no-transform", (c) => c.json(big, 200, { "Cache-Control": "no-transform" }));
}

describe("compression", () => {
  const ours = appWith(compression());
  const hono = appWith(compress());

  it("gzips for a client that accepts it", async () => {
    const res = await ours.request("/big", { headers: { "Accept-Encoding": "gzip, deflate" } });
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(big);
  });

  it.each(["/big", "/small", "/varied", "/image", "/no-transform"])(
    "answers %s with Hono's headers and body to a client that accepts no encoding",
    async (path) => {
      const [mine, theirs] = await Promise.all([ours.request(path), hono.request(path)]);
      expect(mine.status).toBe(theirs.status);
      expect(Object.fromEntries(mine.headers)).toEqual(Object.fromEntries(theirs.headers));
      expect(Buffer.from(await mine.arrayBuffer())).toEqual(Buffer.from(await theirs.arrayBuffer()));
    },
  );
});
