import { useId, type KeyboardEvent } from "react";
import { CameraScanButton } from "@web/components/camera-scan-button";
import { TextField } from "@web/components/ui/text-field";

interface PartSearchFieldProps {
  value: string;
  onChange: (text: string) => void;
  /** Enter in the box: what a USB barcode reader sends after the digits. */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** A code read by the camera ('Ler código'). */
  onCameraCode: (code: string) => void;
  /** A part is being added: no second scan meanwhile. */
  busy: boolean;
}

/** 'Buscar peça' of 'Adicionar peça': typed, scanned by a USB reader, or read by the camera beside it. */
export function PartSearchField({ value, onChange, onKeyDown, onCameraCode, busy }: PartSearchFieldProps) {
  const hintId = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label="Buscar peça"
            aria-describedby={hintId}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        <CameraScanButton onCode={onCameraCode} disabled={busy} />
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        Nome, modelo, SKU ou código de barras. Com o leitor ou a câmera, a peça entra com 1 unidade.
      </p>
    </div>
  );
}
