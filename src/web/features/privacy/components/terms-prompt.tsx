import { PAGE } from "@shared/page-paths";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { notifyError } from "@web/lib/notify";
import { useChangeConsent } from "@web/features/privacy/api/change-consent";
import { useConsents } from "@web/features/privacy/api/get-consents";

/**
 * Asks for the DATA_PROCESSING consent on every page until it is given for the terms in force.
 * Someone who accepted older terms gets a dialog at their next visit; once it is dismissed, and for
 * someone who never accepted, a banner at the top of the page, in its flow: it blocks no work and covers
 * nothing, neither a card's buttons nor the control that has focus (docs/decisions/027).
 */
export function TermsPrompt() {
  const consents = useConsents();
  const changeConsent = useChangeConsent();
  const [dismissed, setDismissed] = useState(false);
  if (!consents.data?.needsConsent) return null;

  const { termsVersion } = consents.data;
  const previous = consents.data.consents.DATA_PROCESSING;
  const accept = () =>
    changeConsent.mutate(
      { type: "DATA_PROCESSING", granted: true },
      {
        onSuccess: () => toast.success("Consentimento atualizado com sucesso"),
        onError: (error) => notifyError("Erro ao atualizar consentimento", error),
      },
    );
  const acceptButton = (
    <Button disabled={changeConsent.isPending} onClick={accept}>
      {changeConsent.isPending && <Spinner />}
      Aceitar
    </Button>
  );
  const policyLink = (
    <Link to={PAGE.privacy} className="text-sm font-medium text-primary-strong underline underline-offset-4">
      Ler a Política de Privacidade
    </Link>
  );

  if (previous?.granted && previous.version !== termsVersion && !dismissed) {
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && setDismissed(true)}
        title="Termos de uso atualizados"
        description={`Publicamos a versão ${termsVersion} dos termos de uso. Para continuar usando o sistema, aceite a nova versão.`}
      >
        <div className="flex flex-wrap items-center justify-end gap-4">
          <Link
            to={PAGE.privacy}
            onClick={() => setDismissed(true)}
            className="text-sm font-medium text-primary-strong underline underline-offset-4"
          >
            Ler a Política de Privacidade
          </Link>
          {acceptButton}
        </div>
      </Dialog>
    );
  }

  return (
    <section
      aria-label="Aceite dos termos"
      className="mb-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="min-w-0 text-sm">
        Para usar o sistema, aceite a versão {termsVersion} dos termos de uso e o tratamento dos seus dados pessoais
        descrito na Política de Privacidade.
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {policyLink}
        {acceptButton}
      </div>
    </section>
  );
}
