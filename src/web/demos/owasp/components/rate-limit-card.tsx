import { useState } from "react";
import { format } from "date-fns";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { RegionCard } from "@web/components/ui/region-card";
import type { ClientRateLimiter, RateLimitInfo } from "@web/demos/lib/client-rate-limiter";
import { reportSecurityEvent } from "@web/lib/report-security-event";
import type { RecordTest } from "@web/demos/owasp/security-test";
import { ProgressBar } from "./progress-bar";
import { ResultLine } from "./result-line";

// Bursts, the rate-limit card's example payloads: they reach the limit without a hundred clicks.
const BURSTS = [10, 50, 100] as const;

interface RateLimitCardProps {
  limiter: ClientRateLimiter;
  info: RateLimitInfo;
  showExamples: boolean;
  record: RecordTest;
  /** Re-reads the counter at once instead of at the next one-second tick. */
  onChange: () => void;
}

export function RateLimitCard({ limiter, info, showExamples, record, onChange }: RateLimitCardProps) {
  const [lastBlocked, setLastBlocked] = useState<boolean | null>(null);

  function send(count: number) {
    let allowed = 0;
    for (let i = 0; i < count; i++) if (limiter.attempt()) allowed += 1;
    const blocked = allowed < count;
    const input = count === 1 ? "1 request" : `Rajada de ${count} requests`;
    if (blocked) {
      // Never null here: the attempts above opened the window.
      const { resetTime } = limiter.info();
      const time = resetTime === null ? "" : format(resetTime, "HH:mm:ss");
      toast.error("Rate Limit Excedido", { description: `Muitas tentativas. Tente novamente após ${time}` });
      reportSecurityEvent({
        type: "RATE_LIMIT_CLIENT",
        detail: `${count - allowed} de ${count} requisições recusadas`,
        metadata: { allowed, refused: count - allowed },
      });
    } else {
      toast.success("Request Permitido");
    }
    setLastBlocked(blocked);
    record({ type: "Rate Limit", input, output: blocked ? "Rate Limit Excedido" : "Request Permitido", blocked });
    onChange();
  }

  // Nothing to measure until the first request opens a window.
  const used = info.resetTime === null ? null : info.total - info.remaining;
  return (
    <RegionCard id="rate-limit-card-heading" title="Rate Limiting">
      <p className="text-sm">
        Requisições restantes: {info.remaining} de {info.total}
      </p>
      <ProgressBar label="Uso do limite de requisições" value={used} max={info.total} />
      {showExamples && (
        <div className="space-y-1.5">
          <p className="text-sm font-medium">Exemplos</p>
          <div className="flex flex-wrap gap-2">
            {BURSTS.map((count) => (
              <Button key={count} variant="outline" onClick={() => send(count)}>
                Rajada de {count} requests
              </Button>
            ))}
          </div>
        </div>
      )}
      <Button onClick={() => send(1)}>Testar Request</Button>
      {lastBlocked !== null && (
        <ResultLine blocked={lastBlocked} text={lastBlocked ? "Rate Limit Excedido" : "Request Permitido"} />
      )}
    </RegionCard>
  );
}
