import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { RegionCard } from "@web/components/ui/region-card";
import { TextareaField } from "@web/components/ui/textarea-field";
import { excerpt, reportSecurityEvent } from "@web/lib/report-security-event";
import { sanitizeHtml } from "@web/demos/lib/sanitize-html";
import { DANGEROUS_CONTENT_MESSAGE, isDangerousHtml } from "@web/demos/lib/xss-check";

export function XssSanitizeCard() {
  const [html, setHtml] = useState("");
  const [result, setResult] = useState<{ input: string; sanitized: string } | null>(null);

  function sanitize(event: FormEvent) {
    event.preventDefault();
    if (isDangerousHtml(html)) {
      console.warn("Conteúdo perigoso removido:", excerpt(html));
      reportSecurityEvent({ type: "XSS_ATTEMPT", detail: excerpt(html), metadata: { source: "validation-demo" } });
      toast.error("Conteúdo Bloqueado", { description: DANGEROUS_CONTENT_MESSAGE });
    }
    setResult({ input: html, sanitized: sanitizeHtml(html) });
  }

  return (
    <RegionCard id="xss-sanitize-heading" title="Teste de Sanitização XSS">
      <form onSubmit={sanitize} className="space-y-4">
        <TextareaField label="HTML para sanitizar" value={html} onChange={(event) => setHtml(event.target.value)} />
        <Button type="submit" disabled={!html}>
          Sanitizar
        </Button>
      </form>
      {result && (
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="text-muted-foreground">Entrada</dt>
            <dd className="font-mono break-all">{result.input}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Saída sanitizada</dt>
            <dd className="font-mono break-all">{result.sanitized}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Pré-visualização</dt>
            {/* The only markup the page renders from typed text: the strict sanitiser's output. */}
            <dd
              data-testid="sanitized-preview"
              className="rounded-md border border-border p-2"
              dangerouslySetInnerHTML={{ __html: result.sanitized }}
            />
          </div>
        </dl>
      )}
    </RegionCard>
  );
}
