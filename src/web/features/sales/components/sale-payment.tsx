import { QrCode } from "lucide-react";
import { toast } from "sonner";
import type { PixCharge } from "@shared/payments";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { PaymentMethodFields, type MethodAnswers } from "@web/features/payments/components/payment-method-fields";
import { PixCode } from "@web/features/payments/components/pix-code";

interface SalePaymentProps {
  answers: MethodAnswers;
  totalCents: number | null;
  onChange: (answers: MethodAnswers) => void;
  errors: { method?: string; installments?: string; tendered?: string };
  /** The cart's BR Code, once asked for; dropped whenever the cart changes. */
  charge: PixCharge | null;
  onAskPix: () => void;
  askingPix: boolean;
}

/**
 * How the customer pays the whole sale: the method, a card's installments, cash handed over with the
 * change, and for Pix the cart's QR code to show the customer before the sale is confirmed.
 */
export function SalePayment({ answers, totalCents, onChange, errors, charge, onAskPix, askingPix }: SalePaymentProps) {
  return (
    <div className="space-y-4">
      <PaymentMethodFields answers={answers} amountCents={totalCents} onChange={onChange} errors={errors} />
      {answers.method === "pix" &&
        (charge ? (
          <PixCode charge={charge} onCopied={() => toast.success("Código Pix copiado")} />
        ) : (
          <div className="space-y-1.5">
            <Button variant="outline" onClick={onAskPix} disabled={askingPix || totalCents === null}>
              {askingPix ? <Spinner /> : <QrCode aria-hidden="true" className="size-4" />}
              Gerar QR Code Pix
            </Button>
            <p className="text-sm text-muted-foreground">
              Mostre o QR Code ao cliente e finalize a venda quando o Pix chegar.
            </p>
          </div>
        ))}
    </div>
  );
}
