import type { ReactNode } from "react";
import {
  AUDIT_NO_USER_LABEL,
  AUDIT_REMOVED_USER_LABEL,
  auditActionLabel,
  auditResourceLabel,
  auditResultLabel,
} from "@shared/audit-labels";
import type { AuditLogEntry } from "@shared/audit-types";
import { cn } from "@web/lib/cn";
import { formatDateTime } from "@web/lib/format-time";

// Desktop: one line per entry under column headings; a phone stacks the same fields two by two.
const COLUMNS = "lg:grid-cols-[10rem_minmax(0,1.2fr)_minmax(0,1.2fr)_minmax(0,1fr)_6rem]";
const HEADINGS = ["Data e hora", "Usuário", "Ação", "Recurso", "Resultado"] as const;

/**
 * The audit rows, newest first, as an owner reads them (docs/decisions/025): when, who by name, what
 * and on what in pt-BR words, and whether it worked; the raw codes and the request under 'Detalhes'.
 */
export function AuditLogList({ entries }: { entries: AuditLogEntry[] }) {
  return (
    <div>
      <div
        aria-hidden="true"
        className={cn("hidden gap-x-4 bg-accent px-4 py-2 text-left text-sm font-medium lg:grid", COLUMNS)}
      >
        {HEADINGS.map((heading) => (
          <span key={heading}>{heading}</span>
        ))}
      </div>
      <ol aria-label="Logs de auditoria" className="divide-y divide-border">
        {entries.map((entry) => (
          <AuditLogItem key={entry.id} entry={entry} />
        ))}
      </ol>
    </div>
  );
}

function AuditLogItem({ entry }: { entry: AuditLogEntry }) {
  return (
    <li className="p-4 text-sm">
      <dl className={cn("grid grid-cols-2 gap-x-4 gap-y-3", COLUMNS)}>
        <Field term="Data e hora">
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        </Field>
        <Field term="Usuário">
          <Actor entry={entry} />
        </Field>
        <Field term="Ação">
          <span className="font-medium">{auditActionLabel(entry.action)}</span>
        </Field>
        <Field term="Recurso">{auditResourceLabel(entry.resource)}</Field>
        <Field term="Resultado">
          <span
            className={cn(
              "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold",
              entry.success
                ? "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100"
                : "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
            )}
          >
            {auditResultLabel(entry.success)}
          </span>
        </Field>
      </dl>
      <details className="mt-3">
        <summary className="cursor-pointer font-medium text-primary-strong">Detalhes</summary>
        <AuditDetails entry={entry} />
      </details>
    </li>
  );
}

/** One field of an entry: its term above it on a phone, read out only on a desktop (the headings show it). */
function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground lg:sr-only">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** The user by name and e-mail; a row without a session, or of an account since removed, says so. */
function Actor({ entry }: { entry: AuditLogEntry }) {
  if (entry.user)
    return (
      <>
        <span className="block font-medium">{entry.user.name}</span>
        <span className="block text-xs break-all text-muted-foreground">{entry.user.email}</span>
      </>
    );
  return (
    <span className="text-muted-foreground italic">
      {entry.userId ? AUDIT_REMOVED_USER_LABEL : AUDIT_NO_USER_LABEL}
    </span>
  );
}

/** What the row holds as recorded: the codes, ids, the request and its metadata. */
function AuditDetails({ entry }: { entry: AuditLogEntry }) {
  const rows: { term: string; value: ReactNode }[] = [
    { term: "Código da ação", value: <code>{entry.action}</code> },
    { term: "Código do recurso", value: <code>{entry.resource}</code> },
    { term: "ID do recurso", value: entry.resourceId ? <code>{entry.resourceId}</code> : "—" },
    { term: "ID do usuário", value: entry.userId ? <code>{entry.userId}</code> : "—" },
    { term: "IP", value: entry.ipAddress ? <code>{entry.ipAddress}</code> : "—" },
    {
      term: "Requisição",
      value: <code>{[entry.requestMethod, entry.requestPath].filter(Boolean).join(" ") || "—"}</code>,
    },
    { term: "Navegador", value: entry.userAgent ?? "—" },
    ...(entry.errorDetails ? [{ term: "Erro", value: entry.errorDetails }] : []),
    {
      term: "Metadados",
      value: <pre className="font-mono text-xs whitespace-pre-wrap">{JSON.stringify(entry.metadata, null, 2)}</pre>,
    },
  ];
  return (
    <dl className="mt-2 space-y-1.5 rounded-md border border-border p-3 text-xs">
      {rows.map((row) => (
        <div key={row.term} className="sm:grid sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-x-4">
          <dt className="font-medium text-muted-foreground">{row.term}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
