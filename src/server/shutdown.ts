import type { Server } from "node:http";
import type { Database } from "./db/client";
import { logger } from "./logger";

/** How long requests in flight and a running job get to finish before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;
/** Past the grace period, how long closing the database may take before the process exits anyway. */
const CLOSE_DATABASE_MS = 5_000;

interface Running {
  server: Server;
  /** Stops the scheduled jobs; resolves when a job in progress has finished. */
  stopJobs: () => Promise<void>;
  database: Database;
  /**
   * How long to keep serving, new requests included, with /api/health/ready answering 503, before
   * the port closes (SHUTDOWN_DRAIN_SECONDS): the time a balancer's checks take to notice.
   */
  drainMs: number;
  /** Turns /api/health/ready to 503. */
  startDraining: () => void;
}

/**
 * Stops without cutting anyone off: no new connections, requests in flight finish (for up to the
 * grace period, after which their connections are cut), a scheduled job in progress finishes, then
 * the database closes (PGlite leaves its data directory clean). Resolves true when nothing was cut.
 */
async function shutDown({ server, stopJobs, database }: Running): Promise<boolean> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // close() drops the idle keep-alive connections of that moment only: one whose request finishes
  // later would stay open, and keep close() waiting, until the browser let go of it.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  let graceTimer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<false>((resolve) => {
    graceTimer = setTimeout(() => resolve(false), SHUTDOWN_GRACE_MS);
  });
  const finished = await Promise.race([Promise.all([closed, stopJobs()]).then(() => true), graceOver]);
  clearTimeout(graceTimer);
  clearInterval(sweep);
  if (!finished) server.closeAllConnections();
  await database.close();
  return finished;
}

/**
 * SIGTERM (a supervisor, a deploy) and SIGINT (Ctrl-C) shut down gracefully and exit 0, or 1 when
 * something had to be cut. First the drain: the readiness probe answers 503 while everything is
 * still served, so a balancer takes the instance out before its port closes (docs/decisions/050). Repeated signals are ignored: Ctrl-C under `npm start` reaches the server
 * twice, from the terminal and forwarded by npm.
 */
export function shutDownOnSignals(running: Running): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    running.startDraining();
    if (running.drainMs > 0)
      logger.info({ signal, drainSeconds: running.drainMs / 1000 }, "draining: not ready, still serving");
    // Should closing hang (a query that never returns), the process still ends.
    setTimeout(() => process.exit(1), running.drainMs + SHUTDOWN_GRACE_MS + CLOSE_DATABASE_MS).unref();
    new Promise((resolve) => setTimeout(resolve, running.drainMs))
      .then(() => {
        logger.info({ signal }, "finishing the requests in flight, then closing the database");
        return shutDown(running);
      })
      .then(
        (clean) => {
          if (clean) logger.info("stopped: every request finished and the database is closed");
          else
            logger.error(
              { graceSeconds: SHUTDOWN_GRACE_MS / 1000 },
              "stopped: what was still running after the grace period was cut",
            );
          process.exit(clean ? 0 : 1);
        },
        (error: unknown) => {
          logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
