import { ExternalLink } from "lucide-react";
import type { WhatsappMoment } from "@shared/whatsapp";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { ApiError } from "@web/lib/api-client";
import { useWhatsappMessage } from "@web/features/whatsapp/api/whatsapp-message";

interface SendWhatsappDialogProps {
  orderId: string;
  /** "OS nº 00012" */
  number: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** WhatsApp was opened with the message of this moment. */
  onOpened: (moment: WhatsappMoment) => void;
  /** 'Cobrar pelo WhatsApp': the balance due rather than where the order stands. */
  charge?: boolean;
}

const openLink =
  "inline-flex h-10 items-center justify-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover";

export function SendWhatsappDialog({
  orderId,
  number,
  open,
  onOpenChange,
  onOpened,
  charge = false,
}: SendWhatsappDialogProps) {
  const title = charge ? "Cobrar pelo WhatsApp" : "Enviar pelo WhatsApp";
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={number}>
      <WhatsappPreview orderId={orderId} charge={charge} onClose={() => onOpenChange(false)} onOpened={onOpened} />
    </Dialog>
  );
}

/** Mounted each time the dialog opens, so the message is asked for again: the order may have moved on. */
function WhatsappPreview({
  orderId,
  charge,
  onClose,
  onOpened,
}: {
  orderId: string;
  charge: boolean;
  onClose: () => void;
  onOpened: SendWhatsappDialogProps["onOpened"];
}) {
  const whatsapp = useWhatsappMessage(orderId, charge);
  if (whatsapp.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Preparando a mensagem...
      </p>
    );
  }
  if (whatsapp.isError) {
    // The server says what is missing (a mobile number, a tracking link) and how to put it right.
    const { error } = whatsapp;
    const told = error instanceof ApiError && error.status >= 400 && error.status < 500;
    return (
      <div className="space-y-4">
        <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm text-destructive">
          {told ? error.message : "Não foi possível preparar a mensagem. Tente novamente."}
        </p>
        <div className="flex justify-end">
          <Button variant="outline" onClick={onClose}>
            Fechar
          </Button>
        </div>
      </div>
    );
  }

  const { phone, url, message, moment, momentLabel } = whatsapp.data;
  return (
    <div className="space-y-4">
      <dl className="space-y-1 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">Para:</dt>
          <dd className="font-medium">{phone}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">Mensagem:</dt>
          <dd>{momentLabel}</dd>
        </div>
      </dl>
      <section aria-label="Prévia da mensagem" className="rounded-md border border-border bg-accent p-3 text-sm">
        <p className="whitespace-pre-wrap wrap-anywhere">{message}</p>
      </section>
      <p className="text-sm text-muted-foreground">
        O WhatsApp abre com a mensagem pronta; confira e toque em enviar. O envio fica no histórico do pedido.
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancelar
        </Button>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={openLink}
          onClick={() => {
            onOpened(moment);
            onClose();
          }}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Abrir WhatsApp
        </a>
      </div>
    </div>
  );
}
