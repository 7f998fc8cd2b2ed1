import { useState } from "react";
import { MessageCircle } from "lucide-react";
import { formatOrderNumber } from "@shared/order-types";
import { Button } from "@web/components/ui/button";
import { useRecordWhatsappSent } from "@web/features/whatsapp/api/whatsapp-message";
import { SendWhatsappDialog } from "./send-whatsapp-dialog";

// On a card or a list row the button matches its neighbours, with a shorter label and the OS in its
// accessible name (the row's other buttons name their OS the same way).
const COMPACT = { card: "h-9 px-3", row: "h-8 px-3" } as const;

interface SendWhatsappButtonProps {
  order: { id: string; number: number };
  compact?: keyof typeof COMPACT;
}

/** 'Enviar pelo WhatsApp' (staff): a dialog with the message for where the order stands. */
export function SendWhatsappButton({ order, compact }: SendWhatsappButtonProps) {
  const [open, setOpen] = useState(false);
  const record = useRecordWhatsappSent(order.id);
  const number = formatOrderNumber(order.number);
  return (
    <>
      <Button
        variant="outline"
        size={compact ? "inline" : "default"}
        className={compact && COMPACT[compact]}
        aria-label={compact ? `Enviar ${number} pelo WhatsApp` : undefined}
        onClick={() => setOpen(true)}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {compact ? "WhatsApp" : "Enviar pelo WhatsApp"}
      </Button>
      <SendWhatsappDialog
        orderId={order.id}
        number={number}
        open={open}
        onOpenChange={setOpen}
        onOpened={(moment) => record.mutate(moment)}
      />
    </>
  );
}
