import type { ReactNode } from "react";
import { can } from "@shared/permissions";
import { useCurrentUser } from "@web/lib/current-user";
import { PageHeading } from "@web/components/ui/page-heading";
import { CompanyCard } from "./components/company-card";
import { NotificationsCard } from "./components/notifications-card";
import { OutboxCard } from "./components/outbox-card";
import { PixCard } from "./components/pix-card";
import { ProfileCard } from "./components/profile-card";
import { SecurityCard } from "./components/security-card";
import { SystemCard } from "./components/system-card";
import { WhatsappTemplatesCard } from "./components/whatsapp-templates-card";

interface Section {
  /** The id of the card's heading (RegionCard), the menu's link target. */
  id: string;
  label: string;
  card: ReactNode;
  wide?: boolean;
}

/** Everyone's own profile, preferences and password; the shop's details and system data for admins (product.md §6). */
export function SettingsPage() {
  const { role } = useCurrentUser();
  const sections: Section[] = [
    { id: "settings-profile", label: "Meu Perfil", card: <ProfileCard /> },
    { id: "settings-notifications", label: "Notificações", card: <NotificationsCard /> },
    ...(can(role, "company.write") ? [{ id: "settings-company", label: "Empresa", card: <CompanyCard /> }] : []),
    ...(can(role, "company.write") ? [{ id: "settings-pix", label: "Pix", card: <PixCard /> }] : []),
    { id: "settings-security", label: "Segurança", card: <SecurityCard /> },
    ...(can(role, "system.read") ? [{ id: "settings-system", label: "Sistema", card: <SystemCard /> }] : []),
    ...(can(role, "company.write")
      ? [{ id: "settings-whatsapp", label: "WhatsApp", card: <WhatsappTemplatesCard /> }]
      : []),
    ...(can(role, "mail.manage")
      ? [{ id: "settings-outbox", label: "E-mails", card: <OutboxCard />, wide: true }]
      : []),
  ];
  return (
    <div className="space-y-6">
      <div>
        <PageHeading>Configurações</PageHeading>
        <p className="mt-1 text-muted-foreground">Gerencie seu perfil e as preferências do sistema</p>
      </div>
      {/* On a phone the cards make a long page: each one is a tap away (the e-mails were 6,000 px down). */}
      <nav aria-label="Seções das configurações">
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex h-9 items-center rounded-full border border-input bg-card px-3 text-sm font-medium hover:bg-accent"
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-6 lg:grid-cols-2">
        {sections.map((section) => (
          <div key={section.id} className={section.wide ? "lg:col-span-2" : undefined}>
            {section.card}
          </div>
        ))}
      </div>
    </div>
  );
}
