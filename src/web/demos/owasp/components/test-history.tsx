import { RegionCard } from "@web/components/ui/region-card";
import { formatTestTime } from "@web/demos/lib/demo-history";
import type { SecurityTest } from "@web/demos/owasp/security-test";

export function TestHistory({ tests }: { tests: SecurityTest[] }) {
  return (
    <RegionCard id="test-history-heading" title="Histórico de Testes">
      {tests.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum teste realizado.</p>
      ) : (
        <ol aria-label="Últimos testes" className="space-y-2">
          {tests.map((test) => (
            <li key={test.id} className="space-y-1 rounded-md border border-border p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{test.type}</span>
                <span
                  className={
                    test.blocked ? "font-semibold text-destructive" : "font-semibold text-green-700 dark:text-green-400"
                  }
                >
                  {test.blocked ? "Bloqueado" : "Permitido"}
                </span>
              </div>
              <p className="break-all">
                <span className="text-muted-foreground">Entrada: </span>
                <span className="font-mono">{test.input}</span>
              </p>
              <p className="break-all">
                <span className="text-muted-foreground">Saída: </span>
                <span className="font-mono">{test.output}</span>
              </p>
              <p className="text-muted-foreground">{formatTestTime(test.timestamp)}</p>
            </li>
          ))}
        </ol>
      )}
    </RegionCard>
  );
}
