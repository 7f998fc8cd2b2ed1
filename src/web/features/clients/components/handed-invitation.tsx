import { MessageCircle } from "lucide-react";
import { toast } from "sonner";
import { mobileE164 } from "@shared/br-numbers";
import type { Client } from "@shared/client-types";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/text-field";

/** An invitation staff pass on themselves: the client has no e-mail, or the shop has no e-mail configured. */
export interface HandedLink {
  link: string;
  mailConfigured: boolean;
}

/** The invitation link for staff to copy, or to send by WhatsApp to the client's mobile. */
export function HandedInvitation({ client, handed }: { client: Client; handed: HandedLink }) {
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
