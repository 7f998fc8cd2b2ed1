import { describe, expect, it } from "vitest";
import { addDays, localDayOf, mondayOf } from "./calendar-days";

describe("calendar days", () => {
  it("finds the week's Monday and steps across months and years", () => {
    expect(mondayOf("2026-11-24")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("reads a moment's local day", () => {
    expect(localDayOf(new Date(2026, 10, 24, 23, 59))).toBe("2026-11-24");
  });
});
