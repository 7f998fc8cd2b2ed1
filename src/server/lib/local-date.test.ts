import { describe, expect, it } from "vitest";
import { localDate } from "./local-date";

describe("localDate", () => {
  it("follows the shop's time zone, not UTC", () => {
    const lateEvening = new Date("2026-05-15T02:30:00Z"); // 23:30 on the 14th in São Paulo
    expect(localDate(lateEvening, "America/Sao_Paulo")).toBe("2026-05-14");
    expect(localDate(lateEvening, "UTC")).toBe("2026-05-15");
  });
});
