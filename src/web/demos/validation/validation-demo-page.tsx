import { useCallback, useState } from "react";
import { PageHeading } from "@web/components/ui/page-heading";
import { demoRateLimiter } from "@web/demos/lib/demo-rate-limiter";
import { SecurityStatusCard } from "@web/demos/security/security-status-card";
import { EncryptionTestCard } from "./components/encryption-test-card";
import { FieldValidationCard } from "./components/field-validation-card";
import { RateLimitTestCard } from "./components/rate-limit-test-card";
import { SecureStorageCard } from "./components/secure-storage-card";
import { XssSanitizeCard } from "./components/xss-sanitize-card";

export function ValidationDemoPage() {
  const [rateLimit, setRateLimit] = useState(demoRateLimiter.info);
  const refreshRateLimit = useCallback(() => setRateLimit(demoRateLimiter.info()), []);
  return (
    <div className="space-y-6">
      <div>
        <PageHeading>Demonstração de Validação</PageHeading>
        <p className="mt-1 text-muted-foreground">
          Validação com os schemas do sistema, criptografia, rate limit, sanitização e armazenamento seguro
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <FieldValidationCard />
        <EncryptionTestCard />
        <RateLimitTestCard info={rateLimit} onChange={refreshRateLimit} />
        <XssSanitizeCard />
        <SecureStorageCard />
        <SecurityStatusCard attempts={rateLimit.attempts} />
      </div>
    </div>
  );
}
