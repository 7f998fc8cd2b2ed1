import { cn } from "@web/lib/cn";
import { formatDateTime } from "@web/lib/format-time";
import type { AuditLogEntry } from "@shared/audit-types";

/** The audit rows, newest first; the request details and metadata open under each row. */
export function AuditLogTable({ entries }: { entries: AuditLogEntry[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Logs de auditoria</caption>
        <thead className="bg-accent text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Data
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Ação
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Recurso
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Usuário
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              IP
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Resultado
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Detalhes
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top">
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(entry.createdAt)}</td>
              <td className="px-3 py-2 font-mono text-xs">{entry.action}</td>
              <td className="px-3 py-2">
                {entry.resource}
                {entry.resourceId && (
                  <span className="block font-mono text-xs break-all text-muted-foreground">{entry.resourceId}</span>
                )}
              </td>
              <td className="px-3 py-2 font-mono text-xs break-all">{entry.userId ?? "—"}</td>
              <td className="px-3 py-2 font-mono text-xs">{entry.ipAddress ?? "—"}</td>
              <td className="px-3 py-2">
                <span
                  className={cn(
                    "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold",
                    entry.success
                      ? "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100"
                      : "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
                  )}
                >
                  {entry.success ? "Sucesso" : "Falha"}
                </span>
                {entry.errorDetails && (
                  <span className="mt-1 block text-xs break-words text-muted-foreground">{entry.errorDetails}</span>
                )}
              </td>
              <td className="px-3 py-2">
                <details>
                  <summary className="cursor-pointer text-primary-strong">Ver</summary>
                  <dl className="mt-2 space-y-1 text-xs">
                    <dt className="font-medium">Requisição</dt>
                    <dd className="font-mono break-all">
                      {[entry.requestMethod, entry.requestPath].filter(Boolean).join(" ") || "—"}
                    </dd>
                    <dt className="font-medium">Navegador</dt>
                    <dd className="break-all">{entry.userAgent ?? "—"}</dd>
                    <dt className="font-medium">Metadados</dt>
                    <dd>
                      <pre className="max-w-xs overflow-x-auto font-mono whitespace-pre-wrap">
                        {JSON.stringify(entry.metadata, null, 2)}
                      </pre>
                    </dd>
                  </dl>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
