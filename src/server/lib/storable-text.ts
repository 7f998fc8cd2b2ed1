// PostgreSQL text and jsonb can hold neither a NUL nor half of a surrogate pair, and a query that
// tries fails ("invalid byte sequence", "unsupported Unicode escape sequence").
const NUL = "\u0000";
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, "g");

const escapeOf = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** Whether a string holds a character PostgreSQL cannot store. */
export function isUnstorable(text: string): boolean {
  return text.includes(NUL) || LONE_SURROGATE.test(text);
}

/** Text PostgreSQL can store, cut to a length: what it cannot store is written as its \u escape. */
export function storableText(text: string, max: number): string {
  const escaped = text.replaceAll(NUL, escapeOf(NUL)).replace(LONE_SURROGATES, escapeOf);
  if (escaped.length <= max) return escaped;
  // Cut without splitting a surrogate pair, which would leave half of one.
  const cut = /[\ud800-\udbff]/.test(escaped.charAt(max - 2)) ? max - 2 : max - 1;
  return `${escaped.slice(0, cut)}…`;
}

/**
 * JSON (an audit row's or an alert's metadata) made storable: every key and string escaped and cut.
 * Metadata is the server's own (ids, counts, a status) but may quote what a caller sent: an e-mail,
 * an origin header, an excerpt. It is small and shallow, so walked as it is.
 */
export function storableJson(value: unknown, maxText = 500): unknown {
  if (typeof value === "string") return storableText(value, maxText);
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => storableJson(item, maxText));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [storableText(key, 64), storableJson(item, maxText)]),
  );
}
