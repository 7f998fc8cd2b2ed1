import { Card } from "@web/components/ui/card";
import type { RateLimitInfo } from "@web/demos/lib/client-rate-limiter";

interface StatusTilesProps {
  rateLimit: RateLimitInfo;
  suspicious: boolean;
  /** undefined while it is read, null when the server sends none. */
  csp: string | null | undefined;
}

export function StatusTiles({ rateLimit, suspicious, csp }: StatusTilesProps) {
  const tiles = [
    { label: "Proteção XSS", value: "Ativa" },
    { label: "Rate Limiting", value: `${rateLimit.remaining}/${rateLimit.total}` },
    { label: "Detecção de Bots", value: suspicious ? "Suspeito" : "Normal" },
    { label: "Headers CSP", value: csp === undefined ? "Verificando..." : csp ? "Ativo" : "Ausente" },
  ];
  return (
    <dl aria-label="Status das proteções" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {tiles.map((tile) => (
        <Card key={tile.label} className="p-4">
          <dt className="text-sm text-muted-foreground">{tile.label}</dt>
          <dd className="mt-1 text-xl font-semibold" data-testid={`tile-${tile.label}`}>
            {tile.value}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
