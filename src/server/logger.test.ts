import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { logger } from "@server/logger";
import { captureLog } from "@server/test/log-capture";
import { createTestApp } from "@server/test/test-app";

describe("the log's errors", async () => {
  const t = await createTestApp();

  it("keep a failed query and the database's reason, never the values it carried", async () => {
    // A value such as an outbox row's one-use link, in a query the database refuses.
    const link = `/redefinir-senha#${randomBytes(32).toString("base64url")}`;
    const failed = await t.db.execute(sql`select 1 / 0 where ${link} <> ''`).catch((error: unknown) => error);
    expect(String(failed)).toContain(link);

    const log = captureLog();
    logger.error({ err: failed }, "request failed");
    log.stop();
    expect(log.lines).toHaveLength(1);
    const line = log.lines[0]!;
    expect(line).not.toContain(link.split("#")[1]);
    const { err } = JSON.parse(line) as { err: { message: string; stack: string; params?: unknown } };
    expect(err.message).toContain("Failed query: select 1 / 0 where $1 <> ''");
    expect(err.message).toContain("division by zero");
    expect(err.stack).toContain("division by zero");
    expect(err).not.toHaveProperty("params");
  });
});
