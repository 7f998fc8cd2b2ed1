import { PAGE } from "@shared/page-paths";
import { Link } from "react-router";
import { PageHeading } from "@web/components/ui/page-heading";
import { RegionCard } from "@web/components/ui/region-card";
import { demoRateLimiter } from "@web/demos/lib/demo-rate-limiter";
import type { RateLimitKind } from "@shared/rate-limits";
import type { SecurityLevel } from "@shared/security-level";
import { useSecurityLevel } from "@web/demos/lib/get-security-level";
import { SecurityStatusCard } from "./security-status-card";

const LEVEL_LABELS: Record<SecurityLevel, string> = { low: "Baixo", medium: "Médio", high: "Alto" };

const LEVEL_MEANINGS: Record<SecurityLevel, string> = {
  low: "Limites de requisições mais folgados e sessões longas, para ambientes de teste.",
  medium: "Limites de requisições intermediários e sessões de alguns dias.",
  high: "Os limites mais rígidos e sessões curtas: o nível indicado para produção.",
};

const LIMIT_LABELS: Record<RateLimitKind, string> = {
  general: "Requisições em geral",
  login: "Login",
  signup: "Cadastro",
  api: "API",
  upload: "Envio de arquivos",
  password: "Troca de senha",
  tracking: "Acompanhamento por link",
};

export function SecurityDemoPage() {
  const level = useSecurityLevel();
  return (
    <div className="space-y-6">
      <div>
        <PageHeading>Demonstração de Segurança</PageHeading>
        <p className="mt-1 text-muted-foreground">As proteções ativas nesta aplicação e as páginas para testá-las</p>
      </div>
      <RegionCard id="security-level-heading" title="Nível de Segurança">
        {level.isPending ? (
          <p role="status" className="text-muted-foreground">
            Carregando nível de segurança...
          </p>
        ) : level.isError ? (
          <p className="text-destructive">Falha ao carregar dados de segurança</p>
        ) : (
          <div className="space-y-4">
            <p>
              Nível atual: <strong>{LEVEL_LABELS[level.data.level]}</strong>
            </p>
            <p className="text-sm text-muted-foreground">{LEVEL_MEANINGS[level.data.level]}</p>
            <table className="w-full text-sm">
              <caption className="mb-2 text-left font-medium">Limites de requisições</caption>
              <thead>
                <tr className="border-b border-border text-left text-muted-foreground">
                  <th scope="col" className="py-2 font-medium">
                    Tipo
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Máximo
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Janela
                  </th>
                </tr>
              </thead>
              <tbody>
                {(Object.keys(LIMIT_LABELS) as RateLimitKind[]).map((kind) => (
                  <tr key={kind} className="border-b border-border last:border-0">
                    <th scope="row" className="py-2 text-left font-normal">
                      {LIMIT_LABELS[kind]}
                    </th>
                    <td className="py-2">{level.data.limits[kind].max}</td>
                    <td className="py-2">{level.data.limits[kind].windowMinutes} min</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </RegionCard>
      <SecurityStatusCard attempts={demoRateLimiter.info().attempts} />
      <RegionCard id="security-demos-heading" title="Testes de Segurança">
        <ul className="grid gap-3 sm:grid-cols-2">
          <li>
            <Link to={PAGE.validationDemo} className="block rounded-md border border-border p-4 hover:bg-accent">
              <span className="font-medium">Demonstração de Validação</span>
              <span className="mt-1 block text-sm text-muted-foreground">
                Validação de campos, criptografia, rate limit, sanitização e armazenamento seguro
              </span>
            </Link>
          </li>
          <li>
            <Link to={PAGE.owaspDemo} className="block rounded-md border border-border p-4 hover:bg-accent">
              <span className="font-medium">Proteção contra Ataques</span>
              <span className="mt-1 block text-sm text-muted-foreground">
                XSS, URLs maliciosas, SQL injection, rate limiting, proteção de formulários e detecção de bots
              </span>
            </Link>
          </li>
        </ul>
      </RegionCard>
    </div>
  );
}
