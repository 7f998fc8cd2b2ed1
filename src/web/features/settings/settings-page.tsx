import { can } from "@shared/permissions";
import { useCurrentUser } from "@web/lib/current-user";
import { PageHeading } from "@web/components/ui/page-heading";
import { CompanyCard } from "./components/company-card";
import { NotificationsCard } from "./components/notifications-card";
import { OutboxCard } from "./components/outbox-card";
import { ProfileCard } from "./components/profile-card";
import { SecurityCard } from "./components/security-card";
import { SystemCard } from "./components/system-card";
import { WhatsappTemplatesCard } from "./components/whatsapp-templates-card";

/** Everyone's own profile, preferences and password; the shop's details and system data for admins (product.md §6). */
export function SettingsPage() {
  const user = useCurrentUser();
  return (
    <div className="space-y-6">
      <div>
        <PageHeading>Configurações</PageHeading>
        <p className="mt-1 text-muted-foreground">Gerencie seu perfil e as preferências do sistema</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileCard />
        <NotificationsCard />
        {can(user.role, "company.write") && <CompanyCard />}
        <SecurityCard />
        {can(user.role, "system.read") && <SystemCard />}
        {can(user.role, "company.write") && <WhatsappTemplatesCard />}
        {can(user.role, "mail.manage") && (
          <div className="lg:col-span-2">
            <OutboxCard />
          </div>
        )}
      </div>
    </div>
  );
}
