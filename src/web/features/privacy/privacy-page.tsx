import { can } from "@shared/permissions";
import { useCurrentUser } from "@web/lib/current-user";
import { PageHeading } from "@web/components/ui/page-heading";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { ConsentsTab } from "./components/consents-tab";
import { DataRightsTab } from "./components/data-rights-tab";
import { DeletionRequestsTab } from "./components/deletion-requests-tab";
import { PrivacyPolicyTab } from "./components/privacy-policy-tab";
import { PrivacySettingsTab } from "./components/privacy-settings-tab";

/** LGPD for everyone signed in: consents, the policy, the data rights; admins also process deletions. */
export function PrivacyPage() {
  const user = useCurrentUser();
  const canManagePrivacy = can(user.role, "privacy.manage");
  return (
    <div className="space-y-6">
      <div>
        <PageHeading>Privacidade e Dados</PageHeading>
        <p className="mt-1 text-muted-foreground">
          Gerencie seus consentimentos e seus direitos sobre os dados pessoais (LGPD)
        </p>
      </div>
      <Tabs defaultValue="consents">
        <TabsList aria-label="Seções de privacidade">
          <TabsTrigger value="consents">Consentimentos</TabsTrigger>
          <TabsTrigger value="policy">Política de Privacidade</TabsTrigger>
          <TabsTrigger value="rights">Seus Direitos</TabsTrigger>
          <TabsTrigger value="settings">Configurações</TabsTrigger>
          {canManagePrivacy && <TabsTrigger value="deletions">Solicitações de Exclusão</TabsTrigger>}
        </TabsList>
        <TabsContent value="consents">
          <ConsentsTab canManagePrivacy={canManagePrivacy} />
        </TabsContent>
        <TabsContent value="policy">
          <PrivacyPolicyTab />
        </TabsContent>
        <TabsContent value="rights">
          <DataRightsTab />
        </TabsContent>
        <TabsContent value="settings">
          <PrivacySettingsTab />
        </TabsContent>
        {canManagePrivacy && (
          <TabsContent value="deletions">
            <DeletionRequestsTab />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
