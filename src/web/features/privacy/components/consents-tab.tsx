import { useEffect } from "react";
import { toast } from "sonner";
import {
  REQUIRED_CONSENT_MESSAGE,
  REQUIRED_CONSENTS,
  type ConsentState,
  type ConsentType,
} from "@shared/privacy-types";
import { CONSENT_TYPES } from "@shared/value-sets";
import { RegionCard } from "@web/components/ui/region-card";
import { SwitchField } from "@web/components/ui/switch-field";
import { formatDateTime } from "@web/lib/format-time";
import { notifyError } from "@web/lib/notify";
import { useChangeConsent } from "@web/features/privacy/api/change-consent";
import { useConsents } from "@web/features/privacy/api/get-consents";
import { CONSENT_LABELS } from "@web/features/privacy/consent-labels";
import { TermsCard } from "./terms-card";

/** One switch per consent type, each change recorded with the terms version in force. */
export function ConsentsTab({ canManagePrivacy }: { canManagePrivacy: boolean }) {
  const consents = useConsents();

  useEffect(() => {
    if (consents.isError) notifyError("Erro ao carregar consentimentos", consents.error);
  }, [consents.isError, consents.error]);

  return (
    <>
      <RegionCard id="privacy-consents" title="Consentimentos">
        {consents.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Carregando consentimentos...
          </p>
        ) : consents.isError ? (
          <p className="text-sm text-muted-foreground">Erro ao carregar consentimentos</p>
        ) : (
          <ConsentSwitches state={consents.data} />
        )}
      </RegionCard>
      <TermsCard canManagePrivacy={canManagePrivacy} termsVersion={consents.data?.termsVersion} />
    </>
  );
}

function ConsentSwitches({ state }: { state: ConsentState }) {
  const changeConsent = useChangeConsent();

  function change(type: ConsentType, granted: boolean) {
    // The server refuses it too; saying so here spares the round trip.
    if (!granted && REQUIRED_CONSENTS.includes(type) && state.consents[type]?.granted) {
      toast.error("Erro", { description: REQUIRED_CONSENT_MESSAGE });
      return;
    }
    changeConsent.mutate(
      { type, granted },
      {
        onSuccess: () => toast.success("Consentimento atualizado com sucesso"),
        onError: (error) => notifyError("Erro ao atualizar consentimento", error),
      },
    );
  }

  return (
    <ul className="divide-y divide-border">
      {CONSENT_TYPES.map((type) => {
        const record = state.consents[type];
        const required = REQUIRED_CONSENTS.includes(type);
        return (
          <li key={type} className="space-y-1 py-4 first:pt-0 last:pb-0">
            <SwitchField
              label={required ? `${CONSENT_LABELS[type].label} (obrigatório)` : CONSENT_LABELS[type].label}
              description={CONSENT_LABELS[type].description}
              checked={record?.granted ?? false}
              disabled={changeConsent.isPending && changeConsent.variables.type === type}
              onCheckedChange={(granted) => change(type, granted)}
            />
            <p className="text-xs text-muted-foreground">
              {record
                ? `${record.granted ? "Concedido" : "Recusado"} em ${formatDateTime(record.timestamp)} (termos versão ${record.version})`
                : "Ainda não informado"}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
