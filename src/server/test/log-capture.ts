import { logger, redirectLog } from "@server/logger";

/**
 * Every line the app's logger writes from now until `stop()`, at every level (test-app.ts silences it
 * otherwise): what an operator, or whoever reads the log, would have.
 */
export function captureLog() {
  const lines: string[] = [];
  const level = logger.level;
  logger.level = "trace";
  const restore = redirectLog({ write: (line) => lines.push(line) });
  return {
    lines,
    stop() {
      restore();
      logger.level = level;
    },
  };
}
