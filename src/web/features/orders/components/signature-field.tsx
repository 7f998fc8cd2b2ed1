import { lazy, Suspense } from "react";

export interface SignatureFieldProps {
  /** The drawing as a `data:image/png;base64,…` URL, or null when there is none. */
  onChange: (signature: string | null) => void;
}

// The pad and signature_pad arrive when a delivery is being recorded, not with the orders list and
// order page that can open the status dialog.
const SignaturePadField = lazy(() => import("./signature-pad-field").then((m) => ({ default: m.SignaturePadField })));

/** The customer's signature at delivery (optional): a pad to draw on, loaded on first use. */
export function SignatureField(props: SignatureFieldProps) {
  return (
    <Suspense
      fallback={
        <p role="status" className="flex h-40 items-center justify-center text-sm text-muted-foreground">
          Carregando o quadro de assinatura...
        </p>
      }
    >
      <SignaturePadField {...props} />
    </Suspense>
  );
}
