import { useId, useState, type ChangeEvent } from "react";
import { FileUp } from "lucide-react";
import { toast } from "sonner";
import type { ProductImportPreview } from "@shared/stock-types";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { ApiError } from "@web/lib/api-client";
import { countOf } from "@web/lib/format";
import { notifyError } from "@web/lib/notify";
import { useImportProducts, usePreviewProductImport } from "@web/features/stock/api/product-import";
import { csvText } from "@web/features/stock/csv-text";
import { ImportPreview } from "./import-preview";

/**
 * 'Importar CSV' (docs/decisions/046): the chosen file is previewed first, with what to fix line by
 * line, and imported whole only when no line is bad; the same text goes to both calls.
 */
export function ImportProductsDialog({ onClose }: { onClose: () => void }) {
  const inputId = useId();
  const previewing = usePreviewProductImport();
  const importing = useImportProducts();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<ProductImportPreview | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const ready = preview !== null && preview.invalid === 0 && preview.valid > 0;

  function refused(failure: Error, what: string) {
    // A file too large or without a 'nome' column is the server's to explain; a crash is a toast.
    if (failure instanceof ApiError && failure.status < 500) setRefusal(failure.message);
    else notifyError(what, failure);
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Cleared, so the same file corrected and chosen again is read again.
    event.target.value = "";
    if (!chosen) return;
    setPreview(null);
    setRefusal(null);
    const text = csvText(await chosen.arrayBuffer());
    setFile({ name: chosen.name, text });
    previewing.mutate(text, {
      onSuccess: setPreview,
      onError: (failure) => refused(failure, "Erro ao ler o arquivo"),
    });
  }

  function importAll() {
    if (!file || !ready) return;
    setRefusal(null);
    importing.mutate(file.text, {
      onSuccess: ({ imported }) => {
        toast.success(countOf(imported, "peça importada", "peças importadas"));
        onClose();
      },
      onError: (failure) => refused(failure, "Erro ao importar as peças"),
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Importar CSV"
      description="Peças de uma planilha: confira a prévia; nada é gravado antes de importar."
    >
      <div className="space-y-4">
        <div id={`${inputId}-hint`} className="space-y-1 text-sm text-muted-foreground">
          <p>
            Colunas: <strong className="text-foreground">nome</strong> (obrigatória); sku, codigo_barras, modelos,
            custo, preco, quantidade, minimo, local.
          </p>
          <p>Separador vírgula ou ponto e vírgula; valores como 12,50. Até 5 MB.</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {/* The native picker's own button speaks the browser's language; this one speaks the app's. */}
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => void choose(event)}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
          >
            <FileUp aria-hidden="true" className="size-4" />
            Escolher arquivo CSV
          </label>
          {file && <span className="text-sm break-all">{file.name}</span>}
        </div>
        {previewing.isPending && (
          <p role="status" className="text-sm text-muted-foreground">
            Lendo o arquivo...
          </p>
        )}
        {refusal && (
          <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
            {refusal}
          </p>
        )}
        {preview && <ImportPreview preview={preview} />}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={importAll} disabled={!ready || importing.isPending}>
            {importing.isPending && <Spinner />}
            {preview ? `Importar ${countOf(preview.rows, "peça", "peças")}` : "Importar peças"}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
