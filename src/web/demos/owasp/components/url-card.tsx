import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { RegionCard } from "@web/components/ui/region-card";
import { TextField } from "@web/components/ui/text-field";
import { excerpt, reportSecurityEvent } from "@web/lib/report-security-event";
import { DANGEROUS_URL_MESSAGE } from "@shared/url-safety";
import { checkUrl } from "@web/demos/lib/url-check";
import type { RecordTest } from "@web/demos/owasp/security-test";
import { ExampleButtons } from "./example-buttons";
import { ResultLine } from "./result-line";

const EXAMPLES = [
  { label: "javascript:alert(document.cookie)", value: "javascript:alert(document.cookie)" },
  {
    label: "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    value: "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  },
  { label: "https://www.exemplo.com.br/pedidos", value: "https://www.exemplo.com.br/pedidos" },
];

const BLOCKED_OUTPUT = "[URL BLOQUEADA]";

export function UrlCard({ showExamples, record }: { showExamples: boolean; record: RecordTest }) {
  const [input, setInput] = useState("");
  const [result, setResult] = useState<{ blocked: boolean; output: string } | null>(null);

  function test(event: FormEvent) {
    event.preventDefault();
    const check = checkUrl(input);
    if (!check.safe) {
      reportSecurityEvent({ type: "MALICIOUS_URL", detail: excerpt(input), metadata: { reason: check.reason } });
      toast.error("URL Maliciosa Bloqueada", { description: DANGEROUS_URL_MESSAGE });
    } else {
      toast.success("URL Válida");
    }
    const outcome = { blocked: !check.safe, output: check.safe ? check.url : BLOCKED_OUTPUT };
    setResult(outcome);
    record({ type: "URL", input, ...outcome });
  }

  return (
    <RegionCard id="url-card-heading" title="Sanitização de URL">
      <form onSubmit={test} className="space-y-4">
        <TextField label="URL" value={input} onChange={(event) => setInput(event.target.value)} autoComplete="off" />
        {showExamples && <ExampleButtons examples={EXAMPLES} onPick={setInput} />}
        <Button type="submit" disabled={!input}>
          Verificar URL
        </Button>
      </form>
      {result && (
        <div className="space-y-2 text-sm">
          <ResultLine blocked={result.blocked} text={result.blocked ? "URL Maliciosa Bloqueada" : "URL Válida"} />
          <p className="font-mono break-all">{result.output}</p>
        </div>
      )}
    </RegionCard>
  );
}
