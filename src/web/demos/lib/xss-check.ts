// The demo's XSS check (product.md §5): a script tag, a javascript: scheme, or an on-event handler inside a tag.
// The handler must sit in a tag, so plain prose such as "one = two" is not flagged.
const DANGEROUS_PATTERNS = [/<\s*script\b/i, /javascript\s*:/i, /<[^>]*[\s/"']on[a-z]+\s*=/i];

export const DANGEROUS_CONTENT_MESSAGE = "Conteúdo potencialmente perigoso foi removido.";

export function isDangerousHtml(text: string): boolean {
  return DANGEROUS_PATTERNS.some((pattern) => pattern.test(text));
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text with every HTML-significant character escaped: shown or stored, it never becomes markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

interface XssCheck {
  dangerous: boolean;
  /** The escaped text when dangerous, the text as typed otherwise. */
  output: string;
}

export function checkXss(text: string): XssCheck {
  const dangerous = isDangerousHtml(text);
  return { dangerous, output: dangerous ? escapeHtml(text) : text };
}
