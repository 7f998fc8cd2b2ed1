import { AUDIT_ACTION_LABELS } from "./audit-actions";
import { AUDIT_RESOURCE_LABELS } from "./audit-resources";

// How the audit log's codes read in pt-BR. The codes and their labels live together, so a code cannot
// be added without its words: actions in audit-actions.ts, resources in audit-resources.ts.

const labelOf = (labels: Record<string, string>, code: string) =>
  Object.prototype.hasOwnProperty.call(labels, code) ? labels[code]! : code;

/** The action in pt-BR words; a code without a label (an older row, a new code) shows as it is. */
export function auditActionLabel(code: string): string {
  return labelOf(AUDIT_ACTION_LABELS, code);
}

/** The resource in pt-BR words; a code without a label shows as it is. */
export function auditResourceLabel(code: string): string {
  return labelOf(AUDIT_RESOURCE_LABELS, code);
}

export function auditResultLabel(success: boolean): string {
  return success ? "Sucesso" : "Falhou";
}

/** The actor of a row with no user: a request made without a session. */
export const AUDIT_NO_USER_LABEL = "Visitante (sem login)";
/** The actor of a row whose account no longer exists (the id stays in the row). */
export const AUDIT_REMOVED_USER_LABEL = "Usuário removido";
