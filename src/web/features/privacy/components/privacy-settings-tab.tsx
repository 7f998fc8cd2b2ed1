import { History, Lock, Timer } from "lucide-react";
import { Card } from "@web/components/ui/card";

const ITEMS = [
  { icon: History, title: "Histórico de login", text: "Os registros de acesso à sua conta são mantidos por 30 dias." },
  {
    icon: Timer,
    title: "Retenção de dados",
    text: "Seus dados são mantidos por 2 anos após a inatividade e depois excluídos ou anonimizados.",
  },
  {
    icon: Lock,
    title: "Criptografia",
    text: "Criptografia ativa: as senhas são guardadas apenas como hash seguro, nunca em texto.",
  },
];

/** How the system keeps data (docs/product.md §2): informational, nothing here is editable. */
export function PrivacySettingsTab() {
  return (
    <Card className="space-y-4 p-6">
      <h2 className="text-lg font-semibold">Configurações de Privacidade</h2>
      <ul className="space-y-4">
        {ITEMS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
            <div>
              <h3 className="font-medium">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
