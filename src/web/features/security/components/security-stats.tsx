import { Activity, BellRing, ShieldAlert, ShieldCheck, type LucideIcon } from "lucide-react";
import { StatCard } from "@web/components/stat-card";
import type { SecurityOverview } from "@shared/security-types";

const CARDS: { key: keyof SecurityOverview["stats"]; label: string; icon: LucideIcon }[] = [
  { key: "activeAlerts", label: "Alertas Ativos", icon: BellRing },
  { key: "criticalAlerts", label: "Alertas Críticos", icon: ShieldAlert },
  { key: "recentAlerts", label: "Alertas Recentes (24h)", icon: Activity },
  { key: "totalAlerts", label: "Total de Alertas", icon: ShieldCheck },
];

/** The four counts: undefined while loading, null when they could not be read. */
export function SecurityStats({ stats }: { stats: SecurityOverview["stats"] | null | undefined }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {CARDS.map(({ key, label, icon }) => (
        <StatCard
          key={key}
          label={label}
          icon={icon}
          value={stats === undefined ? undefined : (stats?.[key] ?? null)}
        />
      ))}
    </div>
  );
}
