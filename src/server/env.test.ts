import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("needs nothing for the embedded default", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      APP_URL: "http://localhost:3000",
      DATA_DIR: "./data",
      TRUST_PROXY: { hops: 0 },
      APP_TIMEZONE: "America/Sao_Paulo",
    });
  });

  it("stops on a bad variable with a message naming it", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseEnv({ TRUST_PROXY: "sim" })).toThrow(
      /TRUST_PROXY: "sim" is not an address or a network; use false/,
    );
    expect(() => parseEnv({ APP_TIMEZONE: "Mars/Olympus" })).toThrow(/APP_TIMEZONE/);
  });

  it("requires the auth secret with a Postgres server", () => {
    expect(() => parseEnv({ DATABASE_URL: "postgres://u@h/db" })).toThrow(
      /BETTER_AUTH_SECRET: is required with DATABASE_URL/,
    );
    expect(parseEnv({ DATABASE_URL: "postgres://u@h/db", BETTER_AUTH_SECRET: "x".repeat(32) }).DATABASE_URL).toBe(
      "postgres://u@h/db",
    );
  });

  it("wants ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(() => parseEnv({ ADMIN_EMAIL: "a@b.com" })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD go together/);
  });

  it("holds the bootstrap admin's password to the password policy", () => {
    expect(() => parseEnv({ ADMIN_EMAIL: "a@b.com", ADMIN_PASSWORD: "fraca" })).toThrow(
      /ADMIN_PASSWORD: Senha deve ter pelo menos 8 caracteres/,
    );
  });

  it("reads lists and flags", () => {
    const env = parseEnv({
      TRUSTED_ORIGINS: "https://a.example, https://b.example",
      SEED_DEMO: "false",
    });
    expect(env.TRUSTED_ORIGINS).toEqual(["https://a.example", "https://b.example"]);
    expect(env.SEED_DEMO).toBe(false);
  });

  it("reads TRUST_PROXY as false, a number of proxies (true: one), or their addresses", () => {
    const trust = (value: string) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust("false")).toEqual({ hops: 0 });
    expect(trust("0")).toEqual({ hops: 0 });
    expect(trust("true")).toEqual({ hops: 1 });
    expect(trust("2")).toEqual({ hops: 2 });
    expect(trust("10.0.0.0/8, 127.0.0.1,::1")).toEqual({
      proxies: [
        { address: "10.0.0.0", prefix: 8, family: "ipv4" },
        { address: "127.0.0.1", prefix: 32, family: "ipv4" },
        { address: "::1", prefix: 128, family: "ipv6" },
      ],
    });
    // One line naming the variable and, in a list, the entry to fix.
    expect(() => trust("11")).toThrow(/^Invalid environment variable TRUST_PROXY: use false, how many proxies/);
    expect(() => trust("yes")).toThrow(/TRUST_PROXY: "yes" is not an address or a network/);
    expect(() => trust("127.0.0.1,10.0.0.0/33")).toThrow(/TRUST_PROXY: "10.0.0.0\/33" is not an address/);
    expect(() => trust("127.0.0.1,")).toThrow(/TRUST_PROXY: "" is not an address/);
  });

  it("reads SHUTDOWN_DRAIN_SECONDS: none by default, up to a minute", () => {
    expect(parseEnv({}).SHUTDOWN_DRAIN_SECONDS).toBe(0);
    expect(parseEnv({ SHUTDOWN_DRAIN_SECONDS: "5" }).SHUTDOWN_DRAIN_SECONDS).toBe(5);
    expect(() => parseEnv({ SHUTDOWN_DRAIN_SECONDS: "-1" })).toThrow(
      /SHUTDOWN_DRAIN_SECONDS: must be a number of seconds/,
    );
    expect(() => parseEnv({ SHUTDOWN_DRAIN_SECONDS: "cinco" })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
  });
});
