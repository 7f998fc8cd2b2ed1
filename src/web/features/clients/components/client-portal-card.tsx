import { useState } from "react";
import { Link2, Mail, Unlink, UsersRound } from "lucide-react";
import { toast } from "sonner";
import type { ClientDetail } from "@shared/client-types";
import { Button } from "@web/components/ui/button";
import { RegionCard } from "@web/components/ui/region-card";
import { Spinner } from "@web/components/ui/spinner";
import { notifyError } from "@web/lib/notify";
import { useInviteClient } from "@web/features/clients/api/client-account";
import { HandedInvitation, type HandedLink } from "./handed-invitation";
import { LinkAccountDialog } from "./link-account-dialog";
import { MergeClientsDialog } from "./merge-clients-dialog";
import { UnlinkAccountDialog } from "./unlink-account-dialog";

/**
 * 'Portal do cliente' on a client's page (docs/decisions/028): the account that follows this record's
 * orders, or an invitation to create one; link an existing account, unlink it, merge a duplicate.
 */
export function ClientPortalCard({ client }: { client: ClientDetail }) {
  const invite = useInviteClient();
  const [handed, setHanded] = useState<HandedLink | null>(null);
  const [linking, setLinking] = useState(false);
  const [unlinking, setUnlinking] = useState(false);
  const [merging, setMerging] = useState(false);

  const sendInvitation = () =>
    invite.mutate(client.id, {
      onSuccess: (answer) => {
        if (answer.emailedTo) {
          setHanded(null);
          toast.success("Convite enviado", { description: `Enviamos o convite para ${answer.emailedTo}.` });
        } else if (answer.link) setHanded({ link: answer.link, mailConfigured: answer.mailConfigured });
      },
      onError: (error) => notifyError("Erro ao convidar cliente", error),
    });

  return (
    <RegionCard id="client-portal" title="Portal do cliente">
      {client.account ? (
        <div className="space-y-3 text-sm">
          <p>
            Conta vinculada: <strong>{client.account.name}</strong> ({client.account.email}){" "}
            <span className="text-muted-foreground">
              · {client.account.emailVerified ? "e-mail confirmado" : "e-mail não confirmado"}
            </span>
          </p>
          <p className="text-muted-foreground">O cliente acompanha os pedidos e chamados deste cadastro pelo portal.</p>
          <Button variant="outline" onClick={() => setUnlinking(true)}>
            <Unlink aria-hidden="true" className="size-4" />
            Desvincular conta
          </Button>
        </div>
      ) : (
        <div className="space-y-3 text-sm">
          <p className="text-muted-foreground">
            Nenhuma conta vinculada: o cliente ainda não acompanha os pedidos pelo portal.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={sendInvitation} disabled={invite.isPending}>
              {invite.isPending ? <Spinner /> : <Mail aria-hidden="true" className="size-4" />}
              Convidar para o portal
            </Button>
            <Button variant="outline" onClick={() => setLinking(true)}>
              <Link2 aria-hidden="true" className="size-4" />
              Vincular conta existente
            </Button>
          </div>
          {handed && <HandedInvitation client={client} handed={handed} />}
        </div>
      )}
      <div className="mt-4 border-t border-border pt-4">
        <Button variant="outline" onClick={() => setMerging(true)}>
          <UsersRound aria-hidden="true" className="size-4" />
          Mesclar com outro cliente
        </Button>
      </div>

      {linking && <LinkAccountDialog clientId={client.id} onClose={() => setLinking(false)} />}
      {merging && <MergeClientsDialog client={client} onClose={() => setMerging(false)} />}
      <UnlinkAccountDialog client={client} open={unlinking} onOpenChange={setUnlinking} />
    </RegionCard>
  );
}
