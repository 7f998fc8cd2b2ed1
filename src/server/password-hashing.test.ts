import { describe, expect, it } from "vitest";
import { boundedPasswordHashing, concurrencyLimit } from "./password-hashing";

describe("concurrencyLimit", () => {
  it("never runs more than its maximum at once, and runs every task", async () => {
    const limited = concurrencyLimit(2);
    let running = 0;
    let peak = 0;
    const task = (i: number) =>
      limited(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        return i;
      });
    expect(await Promise.all(Array.from({ length: 9 }, (_, i) => task(i)))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(peak).toBe(2);
  });

  it("frees the slot of a task that fails", async () => {
    const limited = concurrencyLimit(1);
    await expect(limited(() => Promise.reject(new Error("falhou")))).rejects.toThrow("falhou");
    expect(await limited(() => Promise.resolve("ok"))).toBe("ok");
  });
});

describe("boundedPasswordHashing", () => {
  it("hashes and verifies as better-auth does", async () => {
    const { hash, verify } = boundedPasswordHashing(1);
    const hashed = await hash("Senha@Forte1");
    expect(await verify({ hash: hashed, password: "Senha@Forte1" })).toBe(true);
    expect(await verify({ hash: hashed, password: "Senha@Errada1" })).toBe(false);
  });
});
