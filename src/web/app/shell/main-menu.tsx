import { NavLink } from "react-router";
import { useDashboardStats } from "@web/features/dashboard/api/get-dashboard-stats";
import { cn } from "@web/lib/cn";
import { useCurrentUser } from "@web/lib/current-user";
import { menuFor } from "./menu";

export function MainMenu({ onNavigate }: { onNavigate?: () => void }) {
  const user = useCurrentUser();
  const pendingOrders = useDashboardStats().data?.pendingOrders ?? 0;

  return (
    <nav aria-label="Menu principal" className="flex-1 space-y-6 overflow-y-auto px-3 py-4">
      {menuFor(user.role).map((section) => (
        <div key={section.id}>
          {section.label && (
            <p
              id={`menu-${section.id}`}
              className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
            >
              {section.label}
            </p>
          )}
          <ul aria-labelledby={section.label ? `menu-${section.id}` : undefined} className="space-y-1">
            {section.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium",
                      isActive ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-accent",
                    )
                  }
                >
                  <item.icon aria-hidden="true" className="size-4 shrink-0" />
                  <span className="flex-1">{item.label}</span>
                  {item.pendingBadge && pendingOrders > 0 && (
                    <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
                      {pendingOrders}
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
