import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { RegionCard } from "@web/components/ui/region-card";
import { TextField } from "@web/components/ui/text-field";
import { excerpt, reportSecurityEvent } from "@web/lib/report-security-event";
import { looksLikeSqlInjection, SQL_BLOCKED_PLACEHOLDER } from "@web/demos/lib/sql-check";
import type { RecordTest } from "@web/demos/owasp/security-test";
import { ExampleButtons } from "./example-buttons";
import { ResultLine } from "./result-line";

const EXAMPLES = [
  { label: "' OR '1'='1", value: "' OR '1'='1" },
  { label: "'; DROP TABLE clients;--", value: "'; DROP TABLE clients;--" },
  { label: "1 UNION SELECT email, password FROM users", value: "1 UNION SELECT email, password FROM users" },
];

export function SqlCard({ showExamples, record }: { showExamples: boolean; record: RecordTest }) {
  const [input, setInput] = useState("");
  const [result, setResult] = useState<{ blocked: boolean; output: string } | null>(null);

  function test(event: FormEvent) {
    event.preventDefault();
    const blocked = looksLikeSqlInjection(input);
    if (blocked) {
      reportSecurityEvent({ type: "SQL_INJECTION_ATTEMPT", detail: excerpt(input) });
      toast.error("SQL Injection Bloqueado");
    } else {
      toast.success("Query Segura");
    }
    const output = blocked ? SQL_BLOCKED_PLACEHOLDER : input;
    setResult({ blocked, output });
    record({ type: "SQL", input, output, blocked });
  }

  return (
    <RegionCard id="sql-card-heading" title="Proteção contra SQL Injection">
      <p className="text-sm text-muted-foreground">Simulação: as consultas reais do sistema usam sempre parâmetros.</p>
      <form onSubmit={test} className="space-y-4">
        <TextField
          label="Termo de busca"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          autoComplete="off"
        />
        {showExamples && <ExampleButtons examples={EXAMPLES} onPick={setInput} />}
        <Button type="submit" disabled={!input}>
          Testar Query
        </Button>
      </form>
      {result && (
        <div className="space-y-2 text-sm">
          <ResultLine blocked={result.blocked} text={result.blocked ? "SQL Injection Bloqueado" : "Query Segura"} />
          <p className="font-mono break-all">
            {result.blocked ? result.output : `SELECT * FROM clients WHERE name = $1 — $1 = ${result.output}`}
          </p>
        </div>
      )}
    </RegionCard>
  );
}
