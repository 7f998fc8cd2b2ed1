import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";

/** The SHA-256 of a file, read in chunks: a backup file can be far larger than the memory it may use. */
export async function fileSha256(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * The lines of a JSON-lines file, one at a time. Not readline: its async iterator keeps reading ahead
 * up to a thousand lines while the consumer is busy, and a line holding a photo is about 10 MB; here
 * the next chunk is read only when the consumer asks for the next line.
 */
export async function* readLines(path: string): AsyncGenerator<string> {
  let pending: string[] = [];
  for await (const chunk of createReadStream(path, { encoding: "utf8" }) as AsyncIterable<string>) {
    let start = 0;
    for (let end = chunk.indexOf("\n"); end !== -1; end = chunk.indexOf("\n", start)) {
      pending.push(chunk.slice(start, end));
      yield pending.join("");
      pending = [];
      start = end + 1;
    }
    if (start < chunk.length) pending.push(chunk.slice(start));
  }
  if (pending.length) yield pending.join("");
}
