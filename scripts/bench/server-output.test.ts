import { describe, expect, it } from "vitest";
import { ServerOutput } from "./server-output";

describe("ServerOutput", () => {
  it("counts stdout lines by pino level, across chunk boundaries", () => {
    const output = new ServerOutput();
    output.stdout('{"level":"info","msg":"request"}\n{"level":"in');
    output.stdout('fo","msg":"request"}\n{"level":"warn","msg":"request refused"}\nListening on 3000\n');
    output.stderr("a warning\n");
    expect(output.linesByLevel).toEqual({ info: 2, warn: 1, other: 1 });
  });

  it("keeps only the last 16 KB of both streams", () => {
    const output = new ServerOutput();
    output.stdout(`${"x".repeat(20_000)}\n`);
    output.stderr("the end");
    expect(output.tail()).toHaveLength(16 * 1024);
    expect(output.tail().endsWith("x\nthe end")).toBe(true);
  });
});
