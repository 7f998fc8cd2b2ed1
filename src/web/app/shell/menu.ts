import {
  Bug,
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
import { isStaff, type Role } from "@shared/roles";

export interface MenuItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shows the number of pending orders next to the entry. */
  pendingBadge?: boolean;
}

export interface MenuSection {
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
  if (isStaff(role)) main.push({ to: "/clients", label: "Clientes", icon: Users });

  const sections: MenuSection[] = [{ id: "main", items: main }];
  if (role === "admin") {
    sections.push({
      id: "admin",
      label: "Admin",
      items: [
        { to: "/users", label: "Usuários", icon: UserCog },
        { to: "/settings", label: "Configurações", icon: Settings },
        { to: "/security", label: "Segurança", icon: ShieldCheck },
      ],
    });
  }
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
