import { CalendarDays, CircleCheck, ClipboardList, Clock, LifeBuoy, type LucideIcon, Users } from "lucide-react";
import type { DashboardStats } from "@shared/api-types";
import { can } from "@shared/permissions";
import type { Role } from "@shared/roles";

export interface StatCardSpec {
  key: keyof DashboardStats;
  label: string;
  icon: LucideIcon;
}

/** The cards of docs/product.md §2 and §6: a cliente's are about their own orders and tickets. */
export function statCardsFor(role: Role): StatCardSpec[] {
  if (!can(role, "clients.seeAll")) {
    return [
      { key: "orders", label: "Meus Pedidos", icon: ClipboardList },
      { key: "pendingOrders", label: "Pedidos Pendentes", icon: Clock },
      { key: "finishedOrders", label: "Pedidos Concluídos", icon: CircleCheck },
      { key: "tickets", label: "Meus Chamados", icon: LifeBuoy },
    ];
  }
  const cards: StatCardSpec[] = [
    { key: "orders", label: "Total de Pedidos", icon: ClipboardList },
    { key: "pendingOrders", label: "Pedidos Pendentes", icon: Clock },
    { key: "finishedOrders", label: "Pedidos Concluídos", icon: CircleCheck },
    { key: "tickets", label: "Chamados", icon: LifeBuoy },
  ];
  if (can(role, "dashboard.clientTotal")) cards.push({ key: "clients", label: "Total de Clientes", icon: Users });
  cards.push({ key: "todayAppointments", label: "Agendamentos Hoje", icon: CalendarDays });
  return cards;
}
