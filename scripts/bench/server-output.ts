/** How much of the server's output is kept for the message of a failed start-up. */
const TAIL_CHARS = 16 * 1024;
/** pino's lines start with the level as a word (src/server/logger.ts). */
const LEVEL = /^\{"level":"(\w+)"/;

/**
 * The server's output, read as it comes: the parent must keep reading the pipes, or pino's writes
 * back up into the server's own memory (and the RSS measured is the logger's). Only counts and the
 * last few KB are kept: at one line per request, a soak's log runs to hundreds of MB.
 */
export class ServerOutput {
  /** stdout lines by pino level; "other" for a line that is not pino's. */
  readonly linesByLevel: Record<string, number> = {};
  private partial = "";
  private recent = "";

  stdout(chunk: string) {
    this.keep(chunk);
    const lines = (this.partial + chunk).split("\n");
    this.partial = lines.pop()!;
    for (const line of lines) {
      if (!line) continue;
      const level = LEVEL.exec(line)?.[1] ?? "other";
      this.linesByLevel[level] = (this.linesByLevel[level] ?? 0) + 1;
    }
  }

  stderr(chunk: string) {
    this.keep(chunk);
  }

  /** The last few KB of both streams, as they interleaved. */
  tail(): string {
    return this.recent;
  }

  private keep(chunk: string) {
    this.recent = (this.recent + chunk).slice(-TAIL_CHARS);
  }
}
