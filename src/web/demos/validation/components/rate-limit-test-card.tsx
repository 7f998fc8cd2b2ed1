import { useEffect } from "react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { RegionCard } from "@web/components/ui/region-card";
import type { RateLimitInfo } from "@web/demos/lib/client-rate-limiter";
import { demoRateLimiter } from "@web/demos/lib/demo-rate-limiter";
import { reportSecurityEvent } from "@web/lib/report-security-event";

interface RateLimitTestCardProps {
  info: RateLimitInfo;
  /** Called after every attempt and when the window starts over, so the page re-reads the counter. */
  onChange: () => void;
}

/** 5 requests a minute: the sixth is refused and the button stays 'Bloqueado' until the minute is over. */
export function RateLimitTestCard({ info, onChange }: RateLimitTestCardProps) {
  const blocked = info.attempts > info.total;

  useEffect(() => {
    if (!blocked || info.resetTime === null) return;
    const timer = setTimeout(onChange, Math.max(0, info.resetTime - Date.now()));
    return () => clearTimeout(timer);
  }, [blocked, info.resetTime, onChange]);

  function attempt() {
    if (!demoRateLimiter.attempt()) {
      toast.error("Rate Limit Ativo", { description: "Você foi bloqueado temporariamente" });
      reportSecurityEvent({
        type: "RATE_LIMIT_CLIENT",
        detail: "Teste de rate limit: 5 requisições por minuto excedidas",
      });
    }
    onChange();
  }

  return (
    <RegionCard id="rate-limit-test-heading" title="Teste de Rate Limit">
      <p className="text-sm text-muted-foreground">Limite de 5 requisições por minuto.</p>
      <p role="status" className="text-sm">
        Requisições restantes: {info.remaining} de {info.total}
      </p>
      <Button onClick={attempt} disabled={blocked} variant={blocked ? "destructive" : "primary"}>
        {blocked ? "Bloqueado" : "Testar Rate Limit"}
      </Button>
    </RegionCard>
  );
}
