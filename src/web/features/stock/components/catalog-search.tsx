import { useId, type KeyboardEvent } from "react";
import { Search } from "lucide-react";
import { CameraScanButton } from "@web/components/camera-scan-button";
import { Card } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";

interface CatalogSearchProps {
  value: string;
  onChange: (text: string) => void;
  /** Enter in the box: what a USB barcode reader sends after the digits. */
  onEnter: (text: string) => void;
  showInactive: boolean;
  onShowInactiveChange: (show: boolean) => void;
}

/**
 * The catalog's toolbar: the search box (typed, or scanned by a USB reader), 'Ler código' (the camera's code
 * goes in the box and is entered, as a reader's would) and 'Mostrar inativas'.
 */
export function CatalogSearch({ value, onChange, onEnter, showInactive, onShowInactiveChange }: CatalogSearchProps) {
  const checkboxId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    onEnter(event.currentTarget.value);
  };
  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
      {/* On a phone the camera's button goes under the box, which keeps the width its placeholder needs. */}
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Buscar peças"
            placeholder="Nome, SKU, código ou modelo"
            autoComplete="off"
            className="pl-9"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        <CameraScanButton
          className="self-start"
          onCode={(code) => {
            onChange(code);
            onEnter(code);
          }}
        />
      </div>
      <div className="flex items-center gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          className="size-4 accent-primary"
          checked={showInactive}
          onChange={(event) => onShowInactiveChange(event.target.checked)}
        />
        <label htmlFor={checkboxId} className="text-sm font-medium whitespace-nowrap">
          Mostrar inativas
        </label>
      </div>
    </Card>
  );
}
