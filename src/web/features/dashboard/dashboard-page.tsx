import { useEffect } from "react";
import { can } from "@shared/permissions";
import { useCurrentUser } from "@web/lib/current-user";
import { PageHeading } from "@web/components/ui/page-heading";
import { useDashboardStats } from "./api/get-dashboard-stats";
import { AccountSummary } from "./components/account-summary";
import { MyBalance } from "./components/my-balance";
import { RevenuePanel } from "./components/revenue-panel";
import { WorkflowPanels } from "./components/workflow-panels";
import { StatCard } from "@web/components/stat-card";
import { statCardsFor, type StatCardSpec } from "./stat-cards";

export function DashboardPage() {
  const user = useCurrentUser();
  const stats = useDashboardStats();

  // docs/product.md §8: a failed dashboard read is only logged; the cards show a dash.
  useEffect(() => {
    if (stats.error) console.error("Erro ao carregar dashboard:", stats.error);
  }, [stats.error]);

  const valueOf = (key: StatCardSpec["key"]) =>
    stats.data ? (stats.data[key] ?? null) : stats.isError ? null : undefined;

  return (
    <div className="space-y-6">
      <PageHeading>Olá, {user.name || user.email}!</PageHeading>
      {/* Two columns even on a phone: six cards one under another pushed the day's work off the screen. */}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
        {statCardsFor(user.role).map((card) => (
          <StatCard key={card.key} label={card.label} icon={card.icon} value={valueOf(card.key)} />
        ))}
      </div>
      {can(user.role, "dashboard.workflow") && <WorkflowPanels />}
      {can(user.role, "dashboard.revenue") && <RevenuePanel />}
      {/* A customer's own money: staff read a client's on the client's page. */}
      {!can(user.role, "clients.seeAll") && <MyBalance />}
      <AccountSummary user={user} />
    </div>
  );
}
