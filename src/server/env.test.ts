import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("needs nothing for the embedded default", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      APP_URL: "http://localhost:3000",
      DATA_DIR: "./data",
      TRUST_PROXY: false,
      APP_TIMEZONE: "America/Sao_Paulo",
    });
  });

  it("stops on a bad variable with a message naming it", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseEnv({ TRUST_PROXY: "sim" })).toThrow(/TRUST_PROXY: use true or false/);
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
      TRUST_PROXY: "true",
    });
    expect(env.TRUSTED_ORIGINS).toEqual(["https://a.example", "https://b.example"]);
    expect(env.SEED_DEMO).toBe(false);
    expect(env.TRUST_PROXY).toBe(true);
  });
});
