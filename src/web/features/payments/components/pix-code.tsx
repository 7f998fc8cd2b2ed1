import { useId } from "react";
import { Copy } from "lucide-react";
import { formatCents } from "@shared/money";
import type { PixCharge } from "@shared/payments";
import { Button } from "@web/components/ui/button";
import { notifyError } from "@web/lib/notify";

/**
 * The BR Code as a QR code (the server's SVG, as an image: nothing of it runs in the page, and the
 * CSP allows data: images) and as "Pix copia e cola" text with 'Copiar'.
 */
export function PixCode({ charge, onCopied }: { charge: PixCharge; onCopied: () => void }) {
  const textId = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(charge.payload);
      onCopied();
    } catch (error) {
      notifyError("Não foi possível copiar: selecione o texto e copie", error);
    }
  }
  return (
    <div className="space-y-3">
      <p>
        Valor: <strong className="tabular-nums">{formatCents(charge.amountCents)}</strong> · para {charge.receiverName}
      </p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(charge.qrSvg)}`}
        alt={`QR code Pix de ${formatCents(charge.amountCents)}`}
        className="mx-auto aspect-square w-64 max-w-full bg-white [image-rendering:pixelated]"
      />
      <div className="space-y-1.5">
        <label htmlFor={textId} className="text-sm font-medium">
          Pix copia e cola
        </label>
        <textarea
          id={textId}
          readOnly
          rows={4}
          value={charge.payload}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full resize-none rounded-md border border-input bg-card p-2 font-mono text-xs break-all"
        />
      </div>
      <Button onClick={() => void copy()}>
        <Copy aria-hidden="true" className="size-4" />
        Copiar
      </Button>
    </div>
  );
}
