import {
  Bug,
  CalendarDays,
  ChartColumn,
  ClipboardList,
  FileCheck,
  HandCoins,
  LayoutDashboard,
  LifeBuoy,
  Lock,
  Package,
  type LucideIcon,
  Settings,
  ShieldCheck,
  ShieldHalf,
  ShoppingCart,
  Store,
  Truck,
  UserCog,
  Users,
  Wallet,
} from "lucide-react";
import { can } from "@shared/permissions";
import type { Role } from "@shared/roles";
import { type MenuEntry, SHELL_PAGES } from "@web/app/pages";

interface MenuItem {
  to: string;
  label: string;
  icon: LucideIcon;
  pendingBadge?: boolean;
}

interface MenuSection {
  id: MenuEntry["section"];
  label?: string;
  items: MenuItem[];
}

// The menu's pictures, by page: the shell's chunk carries them, not the router's table.
const ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  orders: ClipboardList,
  tickets: LifeBuoy,
  agenda: CalendarDays,
  clients: Users,
  cash: Wallet,
  receivables: HandCoins,
  stock: Package,
  sales: Store,
  suppliers: Truck,
  purchases: ShoppingCart,
  "revenue-report": ChartColumn,
  users: UserCog,
  settings: Settings,
  security: ShieldCheck,
  privacy: Lock,
  "security-demo": ShieldHalf,
  "validation-demo": FileCheck,
  "owasp-demo": Bug,
};

const SECTIONS: Omit<MenuSection, "items">[] = [
  { id: "main" },
  { id: "admin", label: "Admin" },
  { id: "privacy" },
  { id: "security-demos", label: "Segurança" },
];

/**
 * The menu of docs/product.md §6 for one role, from the pages table: a page is offered to whoever may
 * open it (and its menu entry's own permission, if any); a section left empty is not shown.
 */
export function menuFor(role: Role): MenuSection[] {
  const offered = SHELL_PAGES.filter(
    ({ permission, menu }) =>
      menu && (!permission || can(role, permission)) && (!menu.permission || can(role, menu.permission)),
  );
  return SECTIONS.map((section) => ({
    ...section,
    items: offered
      .filter((page) => page.menu!.section === section.id)
      .map((page) => ({
        to: page.path,
        label: page.menu!.label ?? page.title,
        icon: ICONS[page.id] ?? LayoutDashboard,
        pendingBadge: page.menu!.pendingBadge,
      })),
  })).filter((section) => section.items.length > 0);
}
