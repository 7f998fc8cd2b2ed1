import { lazy, Suspense, useState } from "react";
import { ScanBarcode } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";

// The camera's dialog and its reader arrive only when 'Ler código' is pressed (docs/decisions/047).
const CameraScanDialog = lazy(() =>
  import("./camera-scan/camera-scan-dialog").then((m) => ({ default: m.CameraScanDialog })),
);

interface CameraScanButtonProps {
  /** A code read by the camera: what a USB reader's digits and Enter do in the same box. */
  onCode: (code: string) => void;
  disabled?: boolean;
  className?: string;
}

/** 'Ler código': reads a part's barcode with the device's camera, beside a search box that takes codes. */
export function CameraScanButton({ onCode, disabled, className }: CameraScanButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" disabled={disabled} className={cn("shrink-0", className)} onClick={() => setOpen(true)}>
        <ScanBarcode aria-hidden="true" className="size-4" />
        Ler código
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CameraScanDialog onCode={onCode} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
