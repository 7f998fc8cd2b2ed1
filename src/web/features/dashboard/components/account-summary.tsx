import type { SessionUser } from "@shared/api-types";
import { ROLE_ACCESS_TEXT, ROLE_LABELS } from "@shared/roles";
import { Card } from "@web/components/ui/card";

export function AccountSummary({ user }: { user: SessionUser }) {
  const rows = [
    { term: "E-mail", value: user.email },
    { term: "Perfil", value: ROLE_LABELS[user.role] },
    { term: "Acesso", value: ROLE_ACCESS_TEXT[user.role] },
  ];
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">Minha Conta</h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.term}>
            <dt className="text-sm text-muted-foreground">{row.term}</dt>
            <dd className="mt-0.5 font-medium break-words">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
