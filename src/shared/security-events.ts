/** The security events of docs/product.md §8 that the pages report to the server's audit log. */
export const SECURITY_EVENT_TYPES = [
  "BOT_DETECTED",
  "RATE_LIMIT_CLIENT",
  "XSS_ATTEMPT",
  "MALICIOUS_URL",
  "INVALID_ORIGIN",
  "DATA_INTEGRITY_FAIL",
  "INTEGRITY_CHECK_ERROR",
  "SQL_INJECTION_ATTEMPT",
  "VALIDATION_TEST",
  "VALIDATION_FAILED",
] as const;

type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** The one event a signed-out page reports: a request its own count refused (sign-in, sign-up). */
export const ANONYMOUS_SECURITY_EVENTS: readonly SecurityEventType[] = ["RATE_LIMIT_CLIENT"];

/** The most of an event's detail the server takes; pages cut theirs to it. */
export const SECURITY_EVENT_DETAIL_MAX = 500;
