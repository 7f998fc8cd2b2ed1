/** SQLSTATE of a CHECK constraint refused (both engines: PGlite speaks PostgreSQL's protocol). */
export const CHECK_VIOLATION = "23514";
/** SQLSTATE of a unique index refused. */
export const UNIQUE_VIOLATION = "23505";
/**
 * SQLSTATEs of a delete refused because another row still points at it: PostgreSQL reports ON DELETE
 * RESTRICT as a restrict violation or as a foreign-key violation, depending on how it reached the row.
 */
export const REFERENCED_ROW_VIOLATIONS = ["23001", "23503"];

/**
 * The name of the constraint a query broke with this SQLSTATE, or null for any other failure. Drizzle
 * wraps the driver's error in DrizzleQueryError's cause, so the causes are walked.
 */
export function violatedConstraint(error: unknown, sqlState: string): string | null {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === sqlState) return typeof constraint === "string" ? constraint : "";
  }
  return null;
}
