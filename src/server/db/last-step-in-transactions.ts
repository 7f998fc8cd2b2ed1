import { AsyncLocalStorage } from "node:async_hooks";
import type { Db } from "./client";

type LastStep = (tx: Db) => Promise<void>;
type Transaction = Db["transaction"];

const lastStep = new AsyncLocalStorage<LastStep>();

/**
 * Runs `work` so that every transaction it opens runs `step` as its last statement, committed with
 * it or not at all. What it is for: a request's Idempotency-Key marked as used by the very
 * transaction that writes (docs/decisions/049), so a key is never let go after its write committed.
 */
export function withLastStepInTransactions<T>(step: LastStep, work: () => Promise<T>): Promise<T> {
  return lastStep.run(step, work);
}

/** A database's transaction(), ending with the current request's last step when it has one. */
export function endingWithLastStep(transaction: Transaction): Transaction {
  return ((run: (tx: Db) => Promise<unknown>, config?: Parameters<Transaction>[1]) => {
    const step = lastStep.getStore();
    if (!step) return transaction(run as never, config);
    return transaction(async (tx) => {
      const result = await run(tx as unknown as Db);
      await step(tx as unknown as Db);
      return result;
    }, config);
  }) as Transaction;
}
