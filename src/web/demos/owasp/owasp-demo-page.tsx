import { useCallback, useEffect, useState } from "react";
import { Button } from "@web/components/ui/button";
import { PageHeading } from "@web/components/ui/page-heading";
import { RegionCard } from "@web/components/ui/region-card";
import { createRateLimiter } from "@web/demos/lib/client-rate-limiter";
import { withLatest } from "@web/demos/lib/demo-history";
import { useSecurityLevel } from "@web/demos/lib/get-security-level";
import { RATE_LIMITS } from "@shared/rate-limits";
import { SECURITY_SETTINGS } from "@shared/security-level";
import { useContentSecurityPolicy } from "./api/get-content-security-policy";
import { FormProtectionCard } from "./components/form-protection-card";
import { RateLimitCard } from "./components/rate-limit-card";
import { SqlCard } from "./components/sql-card";
import { StatusTiles } from "./components/status-tiles";
import { TestHistory } from "./components/test-history";
import { UrlCard } from "./components/url-card";
import { XssCard } from "./components/xss-card";
import type { RecordTest, SecurityTest } from "./security-test";
import { useBotDetection } from "./use-bot-detection";

// docs/product.md §9: the attack demo's status is refreshed every second, from the page's own counter.
const STATUS_REFRESH_MS = 1_000;
const { max, windowMinutes } = RATE_LIMITS.general;

export function OwaspDemoPage() {
  const [limiter] = useState(() => createRateLimiter({ max, windowMs: windowMinutes * 60_000 }));
  const [rateLimit, setRateLimit] = useState(() => limiter.info());
  const [showExamples, setShowExamples] = useState(false);
  const [tests, setTests] = useState<SecurityTest[]>([]);
  // Until the server says its level, the strictest threshold (high, docs/product.md §9's) applies.
  const botScoreThreshold = useSecurityLevel().data?.botScoreThreshold ?? SECURITY_SETTINGS.high.botScoreThreshold;
  const suspicious = useBotDetection(botScoreThreshold);
  const csp = useContentSecurityPolicy();

  const refreshRateLimit = useCallback(() => setRateLimit(limiter.info()), [limiter]);
  useEffect(() => {
    const timer = setInterval(refreshRateLimit, STATUS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refreshRateLimit]);

  const record = useCallback<RecordTest>((test) => {
    setTests((list) => withLatest(list, { ...test, id: crypto.randomUUID(), timestamp: Date.now() }));
  }, []);

  const policy = csp.isError ? null : csp.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <PageHeading>Proteção contra Ataques</PageHeading>
          <p className="mt-1 text-muted-foreground">Testes das proteções contra os ataques mais comuns (OWASP)</p>
        </div>
        <Button variant="outline" aria-expanded={showExamples} onClick={() => setShowExamples((shown) => !shown)}>
          {showExamples ? "Ocultar exemplos" : "Mostrar exemplos"}
        </Button>
      </div>
      <StatusTiles rateLimit={rateLimit} suspicious={suspicious} csp={policy} />
      {showExamples && (
        <RegionCard id="csp-heading" title="Content-Security-Policy">
          <p className="font-mono text-sm break-all">{policy ?? "Nenhuma política recebida do servidor"}</p>
        </RegionCard>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <XssCard showExamples={showExamples} record={record} />
        <UrlCard showExamples={showExamples} record={record} />
        <SqlCard showExamples={showExamples} record={record} />
        <RateLimitCard
          limiter={limiter}
          info={rateLimit}
          showExamples={showExamples}
          record={record}
          onChange={refreshRateLimit}
        />
        <FormProtectionCard showExamples={showExamples} record={record} />
      </div>
      <TestHistory tests={tests} />
    </div>
  );
}
