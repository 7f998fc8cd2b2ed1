import { z } from "zod";

/**
 * The years a date entered in the app may fall in: any a shop could mean, and only days that both
 * PostgreSQL and JavaScript store (JavaScript has a year 0, PostgreSQL does not: "0000-01-01"
 * parses in one and fails the query in the other).
 */
const DATE_YEARS = { min: 1900, max: 2999 } as const;

function isInDateRange(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= DATE_YEARS.min && year <= DATE_YEARS.max;
}

/** A calendar day written YYYY-MM-DD that exists (not 2026-02-30, which JavaScript reads as March 2nd) and is in range. */
export function calendarDaySchema(message: string) {
  return z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message, abort: true })
    .refine(
      (day) => {
        const parsed = new Date(`${day}T00:00:00Z`);
        return isInDateRange(parsed) && parsed.toISOString().startsWith(day);
      },
      { error: message },
    );
}

/** A moment (ISO date-time with its offset) or a day, in range: filters by date. */
export function dateFilterSchema(message: string) {
  return z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: message })
    .refine((value) => isInDateRange(new Date(value.length === 10 ? `${value}T00:00:00Z` : value)), { error: message });
}
