import type { Context } from "hono";
import type { AppEnv } from "@server/context";

/**
 * A photo or a signature as the answer: private to this browser (a shared cache must never hand one
 * customer's file to another), its type never sniffed. Hono answers a HEAD by running the GET and
 * dropping its body; the stream, from the bucket, is closed here rather than left open until collected.
 */
export async function fileAnswer(
  c: Context<AppEnv>,
  file: { body: ReadableStream<Uint8Array>; sizeBytes: number },
  type: string,
): Promise<Response> {
  c.header("Content-Type", type);
  c.header("Content-Length", String(file.sizeBytes));
  c.header("Cache-Control", "private, max-age=3600");
  c.header("X-Content-Type-Options", "nosniff");
  if (c.req.method === "HEAD") {
    await file.body.cancel();
    return c.body(null);
  }
  return c.body(file.body);
}
