import {
  Bug,
  CalendarDays,
  ClipboardList,
  FileCheck,
  LayoutDashboard,
  LifeBuoy,
  Lock,
  type LucideIcon,
  Settings,
  ShieldCheck,
  ShieldHalf,
  UserCog,
  Users,
} from "lucide-react";
import { can, type Permission } from "@shared/permissions";
import type { Role } from "@shared/roles";

interface MenuItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shows the number of pending orders next to the entry. */
  pendingBadge?: boolean;
}

interface MenuSection {
  id: string;
  label?: string;
  items: MenuItem[];
}

/** The menu of docs/product.md §6 for one role: what a role cannot use is not offered. */
export function menuFor(role: Role): MenuSection[] {
  const main: MenuItem[] = [
    { to: "/", label: "Dashboard", icon: LayoutDashboard },
    { to: "/orders", label: "Pedidos", icon: ClipboardList, pendingBadge: true },
    { to: "/tickets", label: "Chamados", icon: LifeBuoy },
  ];
  if (can(role, "agenda.read")) main.push({ to: "/agenda", label: "Agenda", icon: CalendarDays });
  if (can(role, "clients.manage")) main.push({ to: "/clients", label: "Clientes", icon: Users });

  const sections: MenuSection[] = [{ id: "main", items: main }];
  // Each administration screen is offered to whoever may use its main part.
  const admin: (MenuItem & { permission: Permission })[] = [
    { to: "/users", label: "Usuários", icon: UserCog, permission: "users.manage" },
    { to: "/settings", label: "Configurações", icon: Settings, permission: "company.write" },
    { to: "/security", label: "Segurança", icon: ShieldCheck, permission: "security.manage" },
  ];
  const allowed = admin.filter((item) => can(role, item.permission)).map(({ permission: _, ...item }) => item);
  if (allowed.length > 0) sections.push({ id: "admin", label: "Admin", items: allowed });
  sections.push(
    { id: "privacy", items: [{ to: "/privacy", label: "Privacidade e Dados", icon: Lock }] },
    {
      id: "security-demos",
      label: "Segurança",
      items: [
        { to: "/security-demo", label: "Demonstração de Segurança", icon: ShieldHalf },
        { to: "/validation-demo", label: "Validação", icon: FileCheck },
        { to: "/owasp-demo", label: "Proteção OWASP", icon: Bug },
      ],
    },
  );
  return sections;
}
