import { useState, type FormEvent } from "react";
import { ArrowLeft } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import type { Client } from "@shared/client-types";
import { formatCents } from "@shared/money";
import { PAGE, salePage } from "@shared/page-paths";
import type { PixCharge } from "@shared/payments";
import type { Product } from "@shared/stock-types";
import { tenderedShortMessage } from "@shared/sale-types";
import { saleInputSchema } from "@shared/validation/sale";
import { Button } from "@web/components/ui/button";
import { PageHeading } from "@web/components/ui/page-heading";
import { RegionCard } from "@web/components/ui/region-card";
import { Spinner } from "@web/components/ui/spinner";
import type { PartLineErrors } from "@web/features/orders/parts/part-line-values";
import { refusalOf } from "@web/features/orders/parts/refusal";
import { methodInput, NO_METHOD, type MethodAnswers } from "@web/features/payments/components/payment-method-fields";
import { PartPicker } from "@web/features/stock/components/part-picker";
import { useCartPix, useCreateSale } from "./api/sales";
import { addToCart, cartTotalCents, readCart, type CartLine } from "./cart";
import { CartLines } from "./components/cart-lines";
import { SaleClientPicker } from "./components/sale-client-picker";
import { SalePayment } from "./components/sale-payment";

const backLink =
  "inline-flex h-10 items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-accent";

type PaymentErrors = { method?: string; installments?: string; tendered?: string };
const PAYMENT_FIELD: Record<string, keyof PaymentErrors> = { cashTenderedCents: "tendered" };

/**
 * 'Venda balcão' (/vendas/nova, staff; docs/decisions/048): parts found by search or scan (a USB reader,
 * or the camera's 'Ler código') into a cart, each with its units, price and discount; the customer
 * optionally; how they pay (Pix with the cart's QR code, cash with the change, a card). One request
 * takes the parts out of stock and records the payment; it lands on the sale, with its receipt.
 */
export function NewSalePage() {
  const navigate = useNavigate();
  const create = useCreateSale();
  const pix = useCartPix();
  const [lines, setLines] = useState<CartLine[]>([]);
  const [lineErrors, setLineErrors] = useState<PartLineErrors[]>([]);
  const [client, setClient] = useState<Pick<Client, "id" | "name"> | null>(null);
  const [method, setMethod] = useState<MethodAnswers>(NO_METHOD);
  const [paymentErrors, setPaymentErrors] = useState<PaymentErrors>({});
  const [itemsError, setItemsError] = useState<string>();
  const [charge, setCharge] = useState<PixCharge | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const totalCents = cartTotalCents(lines);

  /** Every change of the cart drops a Pix code asked for the cart as it was. */
  function changeCart(next: CartLine[]) {
    setLines(next);
    setCharge(null);
    setItemsError(undefined);
    setRefusal(null);
  }

  function readItems() {
    const read = readCart(lines);
    if ("errors" in read) {
      setLineErrors(read.errors);
      return null;
    }
    setLineErrors([]);
    if (read.items.length === 0) {
      setItemsError("Adicione ao menos uma peça");
      return null;
    }
    return read.items;
  }

  function askPix() {
    setRefusal(null);
    const items = readItems();
    if (!items) return;
    pix.mutate(items, {
      onSuccess: setCharge,
      onError: (failure) => setRefusal(refusalOf(failure, "Erro ao gerar o Pix") ?? null),
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const items = readItems();
    const parsed = saleInputSchema.safeParse({
      clientId: client?.id ?? null,
      items: items ?? [],
      payment: methodInput(method),
    });
    const found: PaymentErrors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        if (issue.path[0] !== "payment") continue;
        const key = String(issue.path[1] ?? "method");
        found[PAYMENT_FIELD[key] ?? (key as keyof PaymentErrors)] ??= issue.message;
      }
    const tendered = parsed.success ? parsed.data.payment.cashTenderedCents : null;
    if (tendered !== null && totalCents !== null && tendered < totalCents)
      found.tendered = tenderedShortMessage(tendered, totalCents);
    setPaymentErrors(found);
    if (!items || !parsed.success || Object.keys(found).length > 0) return;
    create.mutate(parsed.data, {
      onSuccess: (sale) => {
        toast.success(`Venda registrada: ${formatCents(sale.totalCents)}`);
        void navigate(salePage(sale.id));
      },
      onError: (failure) => setRefusal(refusalOf(failure, "Erro ao registrar a venda") ?? null),
    });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        <Link to={PAGE.sales} className={backLink}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar
        </Link>
        <PageHeading>Venda balcão</PageHeading>
      </div>
      <form noValidate onSubmit={submit} className="space-y-6">
        <RegionCard id="sale-items" title="Itens">
          <PartPicker
            onAdd={(product: Product) => changeCart(addToCart(lines, product))}
            describe={(product) => `${formatCents(product.priceCents)} · ${product.quantity} em estoque`}
            error={itemsError}
          />
          <CartLines
            lines={lines}
            errors={lineErrors}
            totalCents={totalCents}
            onChange={(index, form) => changeCart(lines.map((line, i) => (i === index ? { ...line, form } : line)))}
            onRemove={(index) => changeCart(lines.filter((_, i) => i !== index))}
          />
        </RegionCard>

        <RegionCard id="sale-client" title="Cliente (opcional)">
          <SaleClientPicker client={client} onChange={setClient} />
        </RegionCard>

        <RegionCard id="sale-payment" title="Pagamento">
          <SalePayment
            answers={method}
            totalCents={totalCents}
            onChange={(answers) => {
              setMethod(answers);
              setPaymentErrors({});
            }}
            errors={paymentErrors}
            charge={charge}
            onAskPix={askPix}
            askingPix={pix.isPending}
          />
        </RegionCard>

        {refusal && (
          <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
            {refusal}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Link to={PAGE.sales} className={backLink}>
            Cancelar
          </Link>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending && <Spinner />}
            {create.isPending ? "Registrando..." : "Finalizar venda"}
          </Button>
        </div>
      </form>
    </div>
  );
}
