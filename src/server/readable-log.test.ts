import { describe, expect, it } from "vitest";
import { readableLine } from "./readable-log";

describe("a log line as a person reads it", () => {
  it("writes the time, level and message, a request's essentials, the other fields and an error's stack", () => {
    const at = new Date(2026, 10, 26, 9, 5, 7).toISOString();
    const request = JSON.stringify({
      level: "info",
      time: at,
      reqId: "r1",
      method: "GET",
      path: "/api/orders",
      status: 200,
      ms: 12,
      ip: "127.0.0.1",
      msg: "request",
    });
    expect(readableLine(request, false)).toBe("09:05:07 INFO  request GET /api/orders → 200 (12 ms)  ip=127.0.0.1\n");

    const failure = JSON.stringify({
      level: "error",
      time: at,
      mail: { id: "m1", attempts: 2 },
      err: { message: "boom", stack: "Error: boom\n    at send" },
      msg: "e-mail delivery failed",
    });
    expect(readableLine(failure, false)).toBe(
      '09:05:07 ERROR e-mail delivery failed  mail={"id":"m1","attempts":2}\n    Error: boom\n        at send\n',
    );
    // A multi-line message (the demo accounts' table) stays as written; colours only on a terminal.
    const table = JSON.stringify({ level: "warn", time: at, msg: "Demo:\n  admin a@b" });
    expect(readableLine(table, true)).toBe("09:05:07 \u001b[33mWARN \u001b[0m Demo:\n  admin a@b\n");
    expect(readableLine("not json", false)).toBe("not json");
  });
});
