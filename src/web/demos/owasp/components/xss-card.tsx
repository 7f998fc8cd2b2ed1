import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { RegionCard } from "@web/components/ui/region-card";
import { TextareaField } from "@web/components/ui/textarea-field";
import { excerpt, reportSecurityEvent } from "@web/lib/report-security-event";
import { sanitizeHtml } from "@web/demos/lib/sanitize-html";
import { checkXss, DANGEROUS_CONTENT_MESSAGE } from "@web/demos/lib/xss-check";
import type { RecordTest } from "@web/demos/owasp/security-test";
import { ExampleButtons } from "./example-buttons";
import { ResultLine } from "./result-line";

const EXAMPLES = [
  { label: "<script>alert('XSS')</script>", value: "<script>alert('XSS')</script>" },
  { label: '<img src=x onerror="alert(1)">', value: '<img src=x onerror="alert(1)">' },
  { label: '<a href="javascript:alert(1)">Clique</a>', value: '<a href="javascript:alert(1)">Clique</a>' },
];

interface CardProps {
  showExamples: boolean;
  record: RecordTest;
}

export function XssCard({ showExamples, record }: CardProps) {
  const [input, setInput] = useState("");
  const [result, setResult] = useState<{ dangerous: boolean; output: string; preview: string } | null>(null);

  function test(event: FormEvent) {
    event.preventDefault();
    const check = checkXss(input);
    if (check.dangerous) {
      console.warn("XSS bloqueado:", excerpt(input));
      reportSecurityEvent({ type: "XSS_ATTEMPT", detail: excerpt(input), metadata: { source: "owasp-demo" } });
      toast.error("XSS Bloqueado", { description: DANGEROUS_CONTENT_MESSAGE });
    } else {
      toast.success("Input Seguro");
    }
    setResult({ ...check, preview: sanitizeHtml(input) });
    record({ type: "XSS", input, output: check.output, blocked: check.dangerous });
  }

  return (
    <RegionCard id="xss-card-heading" title="Proteção XSS">
      <form onSubmit={test} className="space-y-4">
        <TextareaField label="Conteúdo HTML" value={input} onChange={(event) => setInput(event.target.value)} />
        {showExamples && <ExampleButtons examples={EXAMPLES} onPick={setInput} />}
        <Button type="submit" disabled={!input}>
          Testar XSS
        </Button>
      </form>
      {result && (
        <div className="space-y-2 text-sm">
          <ResultLine blocked={result.dangerous} text={result.dangerous ? "XSS Bloqueado" : "Input Seguro"} />
          <dl className="space-y-2">
            <div>
              <dt className="text-muted-foreground">Saída</dt>
              <dd className="font-mono break-all">{result.output}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Pré-visualização sanitizada</dt>
              {/* The strict sanitiser's output is the only typed text rendered as markup. */}
              <dd
                className="rounded-md border border-border p-2"
                dangerouslySetInnerHTML={{ __html: result.preview }}
              />
            </div>
          </dl>
        </div>
      )}
    </RegionCard>
  );
}
