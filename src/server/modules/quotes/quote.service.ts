import { eq } from "drizzle-orm";
import { orderPage } from "@shared/page-paths";
import { formatOrderNumber } from "@shared/order-types";
import type { QuoteDecision } from "@shared/quote-types";
import type { QuoteAnswer } from "@shared/validation/quote";
import type { Db } from "@server/db/client";
import { orders } from "@server/db/schema/shop";
import { quoteDecisions } from "@server/db/schema/tracking";
import { AppError } from "@server/errors";
import { notifyStaff } from "@server/modules/notifications/notifications.service";
import { moveOrder } from "@server/modules/orders/move-order.service";
import { recordEvent } from "@server/modules/orders/order-events.queries";
import { ORDER_NOT_FOUND } from "@server/modules/orders/orders.service";
import { isEmptyQuote } from "@server/modules/orders/quote-hash";
import { currentQuote, latestDecision, toDecision } from "@server/modules/orders/quote-read.queries";

interface AnswerOptions {
  db: Db;
  orderId: string;
  answer: QuoteAnswer;
  channel: "link" | "portal";
  userId: string | null;
  ipAddress: string;
  userAgent: string | null;
  now: Date;
}

/**
 * The customer approves or refuses the quote they were shown (`answer.quoteHash`). Refused when the
 * order no longer waits for an answer, when the quote has no services yet, when the quote changed
 * since the page was opened, or when this quote was answered already (a replayed form). An approval records the exact services and total, the
 * name typed as a signature, the address and the browser, and moves the order on to 'Em Andamento';
 * a refusal keeps the order waiting for the shop to decide. Staff are told either way.
 */
export async function answerQuote(options: AnswerOptions): Promise<{ number: number; decision: QuoteDecision }> {
  const { db, orderId, answer, now } = options;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, number: orders.number, clientId: orders.clientId })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (!order) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
    const quote = await currentQuote(tx, orderId);
    const previous = await latestDecision(tx, orderId, quote.hash);
    if (previous?.current) {
      const verb = previous.decision === "aprovado" ? "aprovado" : "recusado";
      throw new AppError("CONFLICT", `Este orçamento já foi ${verb}.`);
    }
    if (order.status !== "aguardando_aprovacao") {
      throw new AppError("CONFLICT", "Este pedido não está aguardando aprovação de orçamento.");
    }
    // Nothing to authorise: an approval of no services or parts would move the order on for R$ 0,00.
    if (isEmptyQuote(quote.snapshot)) {
      throw new AppError("CONFLICT", "O orçamento ainda não tem serviços: aguarde a loja lançar os valores.");
    }
    if (answer.quoteHash !== quote.hash) {
      throw new AppError(
        "CONFLICT",
        "O orçamento foi alterado pela loja. Confira os novos valores e responda de novo.",
      );
    }
    const approved = answer.decision === "aprovado";
    const [row] = await tx
      .insert(quoteDecisions)
      .values({
        orderId,
        decision: answer.decision,
        signerName: approved ? answer.signerName : null,
        reason: approved ? null : answer.reason,
        quote: quote.snapshot,
        quoteHash: quote.hash,
        total: quote.snapshot.total,
        channel: options.channel,
        userId: options.userId,
        ipAddress: options.ipAddress,
        userAgent: options.userAgent?.slice(0, 500) ?? null,
        createdAt: now,
      })
      .returning();
    await recordEvent(tx, {
      orderId,
      userId: options.userId,
      kind: approved ? "orcamento_aprovado" : "orcamento_recusado",
      note: approved ? null : answer.reason,
      detail: { signerName: row!.signerName, total: quote.snapshot.total, channel: options.channel },
    });
    // The entry above says who approved and for how much: the move itself carries no note (said once).
    if (approved)
      await moveOrder({
        tx,
        order,
        actor: { userId: options.userId, customer: true },
        move: { to: "em_andamento" },
        now,
      });
    const number = formatOrderNumber(order.number);
    await notifyStaff({
      db: tx,
      message: {
        title: approved ? "Orçamento aprovado" : "Orçamento recusado",
        body: approved
          ? `${number}: aprovado por ${answer.signerName}`
          : `${number}: recusado pelo cliente${answer.reason ? ` — ${answer.reason}` : ""}`,
        link: orderPage(orderId),
      },
    });
    return { number: order.number, decision: toDecision(row!, quote.hash) };
  });
}
