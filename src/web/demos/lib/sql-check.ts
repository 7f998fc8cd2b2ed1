// The simulated SQL-injection check of the attack demo (docs/product.md §5). The app itself never needs it:
// every query is parameterised. It must not refuse real text such as "D'Ávila" or "Sant'Anna",
// so a quote alone is never enough; it takes a quote followed by OR/AND and a comparison, or a comment.
const SQL_PATTERNS = [
  /\bunion\b[\s\S]*\bselect\b/i,
  /\bdrop\s+table\b/i,
  /\binsert\s+into\b/i,
  /\bdelete\s+from\b/i,
  /\bupdate\s+\S+\s+set\b/i,
  /\bexec\s*\(/i,
  /script>/i,
  /'\s*;?\s*--/,
  /'\s*(?:or|and)\s+['"]?\w*['"]?\s*=/i,
];

export const SQL_BLOCKED_PLACEHOLDER = "[CONSULTA BLOQUEADA]";

export function looksLikeSqlInjection(text: string): boolean {
  return SQL_PATTERNS.some((pattern) => pattern.test(text));
}
