import { describe, expect, it } from "vitest";
import { hasIntegrity, sha256Hex } from "./data-integrity";

describe("data integrity", () => {
  it("digests the JSON of the payload with SHA-256", async () => {
    // sha256('{"a":1}')
    expect(await sha256Hex({ a: 1 })).toBe("015abd7f5cc57a2dd94b7590f04ad8084273905ee33ec5cebeae62276a97f862");
  });

  it("detects any change to the payload", async () => {
    const payload = { message: "Orçamento aprovado", nonce: "abcdEFGH12345678" };
    const digest = await sha256Hex(payload);
    expect(await hasIntegrity(payload, digest)).toBe(true);
    expect(await hasIntegrity({ ...payload, message: "Orçamento recusado" }, digest)).toBe(false);
  });
});
