import { useState } from "react";
import { Link2, Mail, MessageCircle, Unlink, UsersRound } from "lucide-react";
import { toast } from "sonner";
import { mobileE164 } from "@shared/br-numbers";
import type { Client, ClientDetail } from "@shared/client-types";
import { Button } from "@web/components/ui/button";
import { ModalConfirmDialog } from "@web/components/ui/modal-confirm-dialog";
import { ModalDialog } from "@web/components/ui/modal-dialog";
import { RegionCard } from "@web/components/ui/region-card";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { notifyError } from "@web/lib/notify";
import { useEmailInput } from "@web/lib/use-email-input";
import {
  useInviteClient,
  useLinkAccount,
  useMergeClients,
  useUnlinkAccount,
} from "@web/features/clients/api/client-account";
import { ClientCombobox } from "./client-combobox";

/** An invitation staff pass on themselves: the client has no e-mail, or the shop has no e-mail configured. */
interface HandedLink {
  link: string;
  mailConfigured: boolean;
}

/**
 * 'Portal do cliente' on a client's page (docs/decisions/028): the account that follows this record's
 * orders, or an invitation to create one; link an existing account, unlink it, merge a duplicate.
 */
export function ClientPortalCard({ client }: { client: ClientDetail }) {
  const invite = useInviteClient();
  const unlink = useUnlinkAccount();
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
      {merging && <MergeDialog client={client} onClose={() => setMerging(false)} />}
      <ModalConfirmDialog
        open={unlinking}
        onOpenChange={setUnlinking}
        title="Desvincular conta"
        message={`Desvincular a conta ${client.account?.email ?? ""}? Ela deixa de ver os pedidos e chamados deste cliente.`}
        confirmLabel="Desvincular"
        pending={unlink.isPending}
        onConfirm={() =>
          unlink.mutate(client.id, {
            onSuccess: () => {
              setUnlinking(false);
              toast.success("Conta desvinculada");
            },
            onError: (error) => notifyError("Erro ao desvincular conta", error),
          })
        }
      />
    </RegionCard>
  );
}

/** The invitation link for staff to copy, or to send by WhatsApp to the client's mobile. */
function HandedInvitation({ client, handed }: { client: Client; handed: HandedLink }) {
  const whatsapp = mobileE164(client.phone);
  const message = `Olá, ${client.name.split(" ")[0]}! Crie sua senha para acompanhar seus pedidos: ${handed.link}`;
  return (
    <div role="status" className="space-y-2 rounded-md border border-border p-3">
      <p>
        {handed.mailConfigured
          ? "O cliente não tem e-mail cadastrado: envie este link a ele. Vale por 7 dias e pode ser usado uma vez."
          : "O envio de e-mails não está configurado: envie este link ao cliente. Vale por 7 dias e pode ser usado uma vez."}
      </p>
      <TextField label="Link do convite" readOnly value={handed.link} onFocus={(e) => e.currentTarget.select()} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            navigator.clipboard.writeText(handed.link).then(
              () => toast.success("Link copiado"),
              () => toast.error("Erro", { description: "Não foi possível copiar. Selecione o link e copie." }),
            )
          }
        >
          Copiar link
        </Button>
        {whatsapp && (
          <a
            className="inline-flex h-10 items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-accent"
            href={`https://wa.me/${whatsapp}?text=${encodeURIComponent(message)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            Enviar pelo WhatsApp
          </a>
        )}
      </div>
    </div>
  );
}

function LinkAccountDialog({ clientId, onClose }: { clientId: string; onClose: () => void }) {
  const link = useLinkAccount();
  const { email, setEmail, error, submitted } = useEmailInput();
  const submit = (event: React.FormEvent) => {
    const address = submitted(event);
    if (!address) return;
    link.mutate(
      { id: clientId, email: address },
      {
        onSuccess: () => {
          toast.success("Conta vinculada", { description: "O cliente já vê os pedidos e chamados deste cadastro." });
          onClose();
        },
        onError: (error) => notifyError("Erro ao vincular conta", error),
      },
    );
  };
  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Vincular conta existente"
      description="O e-mail da conta de cliente que o cliente criou no portal."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="E-mail da conta"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={link.isPending}>
            {link.isPending && <Spinner />}
            Vincular
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

function MergeDialog({ client, onClose }: { client: ClientDetail; onClose: () => void }) {
  const merge = useMergeClients();
  const [other, setOther] = useState<Client | null>(null);
  const sameOne = other?.id === client.id;
  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Mesclar com outro cliente"
      description={`Escolha o cadastro repetido de ${client.name}. Os pedidos, chamados e a conta dele passam para este cadastro, e o outro é excluído.`}
    >
      <div className="space-y-4">
        <ClientCombobox
          label="Cliente repetido"
          placeholder="Buscar por nome, telefone, e-mail ou CPF"
          selected={other}
          onSelect={setOther}
          error={sameOne ? "Escolha outro cliente para mesclar" : undefined}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            disabled={!other || sameOne || merge.isPending}
            onClick={() =>
              other &&
              merge.mutate(
                { id: client.id, otherId: other.id },
                {
                  onSuccess: () => {
                    toast.success("Clientes mesclados", { description: `${other.name} foi mesclado neste cadastro.` });
                    onClose();
                  },
                  onError: (error) => notifyError("Erro ao mesclar clientes", error),
                },
              )
            }
          >
            {merge.isPending && <Spinner />}
            Mesclar
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
