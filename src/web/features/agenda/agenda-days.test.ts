import { describe, expect, it } from "vitest";
import { dayTitle } from "./agenda-days";

describe("dayTitle", () => {
  it("names a day as the agenda shows it", () => {
    expect(dayTitle("2026-11-24")).toBe("Terça-feira, 24/11");
    expect(dayTitle("2026-11-29")).toBe("Domingo, 29/11");
  });
});
