import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { RegionCard } from "@web/components/ui/region-card";
import { SwitchField } from "@web/components/ui/switch-field";
import { TextField } from "@web/components/ui/text-field";
import { TextareaField } from "@web/components/ui/textarea-field";
import { hasIntegrity, INTEGRITY_FAILURE_MESSAGE, sha256Hex } from "@web/demos/lib/data-integrity";
import { checkFormToken, issueFormToken } from "@web/demos/lib/form-protection";
import { excerpt, reportSecurityEvent } from "@web/lib/report-security-event";
import type { RecordTest } from "@web/demos/owasp/security-test";
import { ResultLine } from "./result-line";

interface Scenario {
  label: string;
  message: string;
  origin: string | null;
  tampered: boolean;
}

// null origin: the page's own.
const EXAMPLES: Scenario[] = [
  { label: "Envio legítimo", message: "Orçamento aprovado pelo cliente", origin: null, tampered: false },
  {
    label: "Origem forjada",
    message: "Transferir o pedido para outro cliente",
    origin: "https://site-malicioso.example",
    tampered: false,
  },
  { label: "Dados alterados na transmissão", message: "Valor do serviço: R$ 150,00", origin: null, tampered: true },
];

type Outcome = { blocked: false } | { blocked: true; reason: string };

/**
 * A protected form: a 16-character nonce, the origin and the time it was issued travel with the
 * data, and the receiving side checks them and the SHA-256 digest of what arrived. The origin
 * field and the tampering switch let the user play the attacker.
 */
export function FormProtectionCard({ showExamples, record }: { showExamples: boolean; record: RecordTest }) {
  const [token, setToken] = useState(() => issueFormToken());
  const [message, setMessage] = useState("");
  const [origin, setOrigin] = useState(() => window.location.origin);
  const [tampered, setTampered] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function pick(scenario: Scenario) {
    setMessage(scenario.message);
    setOrigin(scenario.origin ?? window.location.origin);
    setTampered(scenario.tampered);
  }

  async function receive(): Promise<Outcome> {
    const sent = { message, nonce: token.nonce, timestamp: token.timestamp };
    const check = checkFormToken({ ...token, origin });
    if (!check.ok && check.reason === "origin") {
      reportSecurityEvent({ type: "INVALID_ORIGIN", detail: excerpt(origin) });
      toast.error("Origem Inválida", { description: "Formulário bloqueado por motivos de segurança." });
      return { blocked: true, reason: "Origem Inválida" };
    }
    if (!check.ok) {
      toast.error("Formulário Bloqueado", {
        description: "O formulário expirou. Recarregue a página e tente novamente.",
      });
      return { blocked: true, reason: "Formulário expirado" };
    }
    try {
      const digest = await sha256Hex(sent);
      const received = tampered ? { ...sent, message: `${message} (alterado)` } : sent;
      if (!(await hasIntegrity(received, digest))) {
        reportSecurityEvent({ type: "DATA_INTEGRITY_FAIL", detail: excerpt(message) });
        toast.error("Integridade Comprometida", { description: INTEGRITY_FAILURE_MESSAGE });
        return { blocked: true, reason: "Integridade Comprometida" };
      }
    } catch (error) {
      reportSecurityEvent({
        type: "INTEGRITY_CHECK_ERROR",
        detail: error instanceof Error ? error.message : String(error),
      });
      toast.error("Formulário Bloqueado", { description: INTEGRITY_FAILURE_MESSAGE });
      return { blocked: true, reason: "Falha na verificação de integridade" };
    }
    toast.success("Formulário Protegido");
    return { blocked: false };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await receive();
    setOutcome(result);
    record({
      type: "Formulário",
      input: message,
      output: result.blocked ? `Formulário Bloqueado: ${result.reason}` : "Formulário Protegido",
      blocked: result.blocked,
    });
    // One nonce per submission.
    setToken(issueFormToken());
  }

  return (
    <RegionCard id="form-protection-heading" title="Proteção de Formulário">
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextareaField label="Mensagem" value={message} onChange={(event) => setMessage(event.target.value)} />
        <TextField
          label="Origem da requisição"
          value={origin}
          onChange={(event) => setOrigin(event.target.value)}
          autoComplete="off"
        />
        <SwitchField label="Simular alteração na transmissão" checked={tampered} onCheckedChange={setTampered} />
        <p className="text-sm text-muted-foreground">
          Nonce: <span className="font-mono">{token.nonce}</span>
        </p>
        {showExamples && (
          <div className="space-y-1.5">
            <p className="text-sm font-medium">Exemplos</p>
            <div className="flex flex-wrap gap-2">
              {EXAMPLES.map((scenario) => (
                <Button key={scenario.label} variant="outline" onClick={() => pick(scenario)}>
                  {scenario.label}
                </Button>
              ))}
            </div>
          </div>
        )}
        <Button type="submit" disabled={!message}>
          Enviar Formulário
        </Button>
      </form>
      {outcome && (
        <ResultLine
          blocked={outcome.blocked}
          text={outcome.blocked ? `Formulário Bloqueado: ${outcome.reason}` : "Formulário Protegido"}
        />
      )}
    </RegionCard>
  );
}
