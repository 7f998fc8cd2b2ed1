import { ROLE_LABELS, type Role } from "@shared/roles";
import { cn } from "@web/lib/cn";

const STYLES: Record<Role, string> = {
  admin: "bg-purple-100 text-purple-900 dark:bg-purple-950 dark:text-purple-100",
  tecnico: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100",
  cliente: "bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100",
};

export function RoleBadge({ role }: { role: Role }) {
  return (
    <span className={cn("inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold", STYLES[role])}>
      {ROLE_LABELS[role]}
    </span>
  );
}
