import { useState, type FormEvent } from "react";
import { Check, X } from "lucide-react";
import { toast } from "sonner";
import { hasNothingPriced } from "@shared/money";
import { formatAmount } from "@web/lib/format";
import type { Order } from "@shared/order-types";
import { QUOTE_TERMS, QUOTE_TERMS_MESSAGE, type QuoteDecision } from "@shared/quote-types";
import type { QuoteAnswerInput } from "@shared/validation/quote";
import { Button } from "@web/components/ui/button";
import { RegionCard } from "@web/components/ui/region-card";
import { TextareaField } from "@web/components/ui/textarea-field";
import { TextField } from "@web/components/ui/text-field";
import { ApiError } from "@web/lib/api-client";
import { notifyError } from "@web/lib/notify";
import { useAnswerQuote } from "@web/features/orders/api/answer-quote";
import { ServiceList } from "./order-contents";
import { decisionText } from "./quote-text";

function Decision({ decision }: { decision: QuoteDecision }) {
  return (
    <div className="space-y-1 text-sm" role="status">
      <p className="font-medium">
        {decisionText(decision)} ({formatAmount(decision.total)},{" "}
        {decision.channel === "link" ? "pelo link" : "no portal"})
      </p>
      {decision.reason && <p className="break-words">Motivo: {decision.reason}</p>}
      {!decision.current && (
        <p className="text-destructive">
          Os serviços ou as peças mudaram depois desta resposta: o orçamento precisa de nova aprovação.
        </p>
      )}
    </div>
  );
}

/** The customer's own answer, in the portal: the full name typed as a signature and the terms ticked. */
function AnswerForm({ order, answer }: { order: Order; answer: ReturnType<typeof useAnswerQuote> }) {
  const [signerName, setSignerName] = useState("");
  const [terms, setTerms] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();

  // Checked by the server with the shared rule (its pt-BR message shown by the field): the order page
  // does not load the form-validation library for the few customers who answer here.
  function send(event: FormEvent, body: QuoteAnswerInput) {
    event.preventDefault();
    setError(undefined);
    answer.mutate(body, {
      onSuccess: (saved) =>
        toast.success(saved.quote?.decision === "aprovado" ? "Orçamento aprovado" : "Resposta enviada à loja"),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 400) setError(failure.message);
        else notifyError("Erro ao responder o orçamento", failure);
      },
    });
  }

  return (
    <div className="space-y-4">
      {/* The quote the terms below speak of: its services and parts as charged, and the total. */}
      <ServiceList order={order} withParts showTotal />
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          if (terms) send(event, { decision: "aprovado", quoteHash: order.quoteHash, signerName, terms });
          else {
            event.preventDefault();
            setError(QUOTE_TERMS_MESSAGE);
          }
        }}
      >
        <TextField
          label="Seu nome completo (assinatura)"
          autoComplete="name"
          required
          value={signerName}
          onChange={(event) => setSignerName(event.target.value)}
          error={error}
        />
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0"
            checked={terms}
            onChange={(event) => setTerms(event.target.checked)}
          />
          {QUOTE_TERMS}
        </label>
        <Button type="submit" disabled={answer.isPending}>
          <Check aria-hidden="true" className="size-4" />
          Aprovar orçamento
        </Button>
      </form>
      {refusing ? (
        <form
          noValidate
          className="space-y-3"
          onSubmit={(event) => send(event, { decision: "recusado", quoteHash: order.quoteHash, reason })}
        >
          <TextareaField
            label="Motivo (opcional)"
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" variant="outline" disabled={answer.isPending}>
            <X aria-hidden="true" className="size-4" />
            Recusar orçamento
          </Button>
        </form>
      ) : (
        <Button variant="outline" onClick={() => setRefusing(true)}>
          <X aria-hidden="true" className="size-4" />
          Recusar
        </Button>
      )}
    </div>
  );
}

/**
 * The quote's answer (docs/decisions/029): staff see whether and how the customer answered; the
 * customer answers a quote that waits for them, here or on the tracking link.
 */
export function QuoteCard({ order, customer }: { order: Order; customer: boolean }) {
  // Here, not in the form: the form goes once the answer is saved, and the toast must still be said.
  const answer = useAnswerQuote(order.id);
  const waiting = order.status === "aguardando_aprovacao" && !order.quote?.current && !hasNothingPriced(order);
  if (!order.quote && !waiting) return null;
  return (
    <RegionCard id="order-quote" title={waiting ? "Orçamento aguardando aprovação" : "Orçamento"}>
      {order.quote && <Decision decision={order.quote} />}
      {waiting &&
        (customer ? (
          <AnswerForm order={order} answer={answer} />
        ) : (
          <p className="text-sm text-muted-foreground">
            Aguardando a resposta do cliente pelo link de acompanhamento ou pelo portal. Se o cliente aprovar por
            telefone, use 'Mudar status' para 'Em Andamento' com uma observação: fica no histórico com o seu nome.
          </p>
        ))}
    </RegionCard>
  );
}
