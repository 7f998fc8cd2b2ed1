import { describe, expect, it } from "vitest";
import { asksForKey, idempotencyKey, settleSubmission, submissionKey } from "./idempotency";

describe("a submission's Idempotency-Key", () => {
  const order = (defect: string) => `POST http://localhost/api/orders\n{"defect":"${defect}"}`;

  it("is kept while the outcome is unknown, so a retry of the same request sends the same key", () => {
    const first = submissionKey(order("Não liga"));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(submissionKey(order("Não liga"))).toBe(first);
    settleSubmission(order("Não liga"), { status: 503, retryAfter: true });
    expect(submissionKey(order("Não liga"))).toBe(first);
    // The first request of the key still running elsewhere: try again with it.
    settleSubmission(order("Não liga"), { status: 409, retryAfter: true });
    expect(submissionKey(order("Não liga"))).toBe(first);
  });

  it("is new after the server answered, and for a request the user edited", () => {
    const first = submissionKey(order("Tela quebrada"));
    expect(submissionKey(order("Tela quebrada e riscada"))).not.toBe(first);
    settleSubmission(order("Tela quebrada"), { status: 201, retryAfter: false });
    expect(submissionKey(order("Tela quebrada"))).not.toBe(first);
    const refused = submissionKey(order("Sem som"));
    settleSubmission(order("Sem som"), { status: 409, retryAfter: false });
    expect(submissionKey(order("Sem som"))).not.toBe(refused);
  });

  it("is forgotten after an hour unanswered", () => {
    const now = Date.now();
    const first = submissionKey(order("Não carrega"), now);
    expect(submissionKey(order("Não carrega"), now + 61 * 60_000)).not.toBe(first);
  });

  it("is asked for by a marker the server would refuse if it were ever sent as it is", () => {
    const marker = idempotencyKey["idempotency-key"];
    expect(asksForKey(marker)).toBe(true);
    expect(asksForKey("a-real-key-1234")).toBe(false);
    expect(marker).not.toMatch(/^[A-Za-z0-9._:-]{8,100}$/);
  });
});
