import { useState } from "react";
import { MessageCircle } from "lucide-react";
import { formatOrderNumber } from "@shared/order-types";
import { Button } from "@web/components/ui/button";
import { useRecordWhatsappSent } from "@web/features/whatsapp/api/whatsapp-message";
import { SendWhatsappDialog } from "./send-whatsapp-dialog";

/**
 * 'Cobrar pelo WhatsApp' (the receivables): a dialog with the shop's charge message, the balance due
 * and its Pix copia e cola; opening WhatsApp records the charge in the order's history.
 */
export function ChargeWhatsappButton({ order }: { order: { id: string; number: number } }) {
  const [open, setOpen] = useState(false);
  const record = useRecordWhatsappSent(order.id);
  const number = formatOrderNumber(order.number);
  return (
    <>
      <Button
        variant="outline"
        size="inline"
        className="h-8 px-3"
        aria-label={`Cobrar ${number} pelo WhatsApp`}
        onClick={() => setOpen(true)}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        Cobrar pelo WhatsApp
      </Button>
      <SendWhatsappDialog
        orderId={order.id}
        number={number}
        open={open}
        onOpenChange={setOpen}
        onOpened={(moment) => record.mutate(moment)}
        charge
      />
    </>
  );
}
