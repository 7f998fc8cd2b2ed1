import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "@server/logger";
import { createTestApp } from "@server/test/test-app";

describe("request log", async () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs a served request at info with its request id and user, and a refusal without a stack", async () => {
    const t = await createTestApp();
    const admin = await t.signedIn("admin");
    const info = vi.spyOn(logger, "info");
    const served = await admin.request("/api/orders");
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({
        reqId: served.headers.get("x-request-id"),
        method: "GET",
        path: "/api/orders",
        status: 200,
        userId: expect.any(String),
      }),
      "request",
    );

    const refused = await admin.request("/api/clients", { json: { name: "" } });
    expect(refused.status).toBe(400);
    const [fields] = info.mock.calls.find(
      ([f]) => (f as { reqId?: string }).reqId === refused.headers.get("x-request-id"),
    )!;
    expect(fields).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    expect(fields).not.toHaveProperty("err");
  });

  // On Postgres the same is shown with the server cut off for real (db/faults.pg.test.ts).
  it.runIf(process.env.TEST_ENGINE === "pglite")(
    "logs a database that cannot be reached at error, once per request, and answers 503",
    async () => {
      const t = await createTestApp();
      const admin = await t.signedIn("admin");
      const error = vi.spyOn(logger, "error");
      // The engine gone from under the app: PGlite closed, as a crashed one would be.
      await t.database.close();
      const res = await admin.request("/api/orders");
      expect(res.status).toBe(503);
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ reqId: res.headers.get("x-request-id"), status: 503, cause: expect.any(String) }),
        "database unavailable",
      );
      const health = await t.app.request("/api/health");
      expect(health.status).toBe(503);
    },
  );
});
