import { CSRF_STORAGE_KEY } from "@shared/api-types";
import { RegionCard } from "@web/components/ui/region-card";

interface SecurityStatusCardProps {
  /** Requests tried in the rate-limit demo's current window. */
  attempts: number;
}

/** What protects this tab right now; read at each render, so it follows sign-in and token renewal. */
export function SecurityStatusCard({ attempts }: SecurityStatusCardProps) {
  // The demos' encryption needs Web Crypto, which browsers offer only on HTTPS or localhost.
  const securityActive = typeof crypto !== "undefined" && crypto.subtle !== undefined;
  const csrfActive = Boolean(sessionStorage.getItem(CSRF_STORAGE_KEY));
  const rows = [
    { label: "Segurança", value: securityActive ? "Ativa" : "Inativa", ok: securityActive },
    { label: "Token CSRF", value: csrfActive ? "Ativo" : "Inativo", ok: csrfActive },
    { label: "Tentativas", value: String(attempts), ok: true },
    { label: "Logs de auditoria", value: "Ativos", ok: true },
  ];
  return (
    <RegionCard id="security-status-heading" title="Status de Segurança">
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map((row) => (
          <div
            key={row.label}
            className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-2"
          >
            <dt className="text-sm text-muted-foreground">{row.label}</dt>
            <dd className={row.ok ? "text-sm font-semibold" : "text-sm font-semibold text-destructive"}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </RegionCard>
  );
}
