import { describe, expect, it } from "vitest";
import { formatDateTime, timeAgo } from "./format-time";

describe("formatDateTime", () => {
  it("shows the local day and time in pt-BR", () => {
    expect(formatDateTime(new Date(2025, 2, 5, 14, 30).toISOString())).toBe("05/03/2025 às 14:30");
  });
});

describe("timeAgo", () => {
  const now = new Date("2025-03-05T12:00:00Z");

  it("says how long ago in pt-BR", () => {
    expect(timeAgo("2025-03-05T11:55:00Z", now)).toBe("há 5 minutos");
  });

  it("never speaks of the future when the server's clock runs ahead", () => {
    expect(timeAgo("2025-03-05T12:00:30Z", now)).toBe("há menos de um minuto");
  });
});
