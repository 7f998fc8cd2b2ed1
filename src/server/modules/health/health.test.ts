import { describe, expect, it } from "vitest";
import { createTestApp } from "@server/test/test-app";

describe("GET /api/health", async () => {
  const { app } = await createTestApp();

  it("answers ok with the engine after a real query", async () => {
    const res = await app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: "ok",
      db: process.env.TEST_ENGINE,
      database: "up",
      storage: "database",
    });
  });

  it("answers unknown API paths with a pt-BR 404", async () => {
    const res = await app.request("/api/nao-existe");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "NOT_FOUND", message: "Recurso não encontrado" } });
  });
});
