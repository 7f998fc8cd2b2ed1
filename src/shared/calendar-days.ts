/** Calendar arithmetic on YYYY-MM-DD days, free of time zones (noon UTC never crosses a day). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of a day's week: Brazilian calendars, and PostgreSQL's weeks, start the week there. */
export function mondayOf(day: string): string {
  return addDays(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));
}

/** The day a moment falls on in this runtime's time zone (the browser's: the shop's), YYYY-MM-DD. */
export function localDayOf(moment: Date): string {
  return [moment.getFullYear(), moment.getMonth() + 1, moment.getDate()]
    .map((n) => String(n).padStart(2, "0"))
    .join("-");
}
