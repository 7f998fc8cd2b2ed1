import { availableParallelism } from "node:os";
import { hashPassword, verifyPassword } from "better-auth/crypto";

/** Runs at most `max` of the given tasks at a time; the others wait their turn. */
export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limited<T>(task: () => Promise<T>): Promise<T> {
    while (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/**
 * better-auth's scrypt, with at most one hash per core at a time. Each hash holds 32 MB for about a
 * tenth of a second of CPU; unbounded, a burst of sign-ins hashes on every libuv thread at once
 * (4 × 32 MB) and finishes no sooner, since the cores are the limit. Queued, memory stays bounded
 * whatever arrives, and the hash itself is unchanged (existing passwords verify as before).
 */
export function boundedPasswordHashing(maxConcurrent = availableParallelism()) {
  const limited = concurrencyLimit(maxConcurrent);
  return {
    hash: (password: string) => limited(() => hashPassword(password)),
    verify: (data: { hash: string; password: string }) => limited(() => verifyPassword(data)),
  };
}
