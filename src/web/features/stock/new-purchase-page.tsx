import { useState, type FormEvent } from "react";
import { ArrowLeft } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { localDayOf } from "@shared/calendar-days";
import { formatCents } from "@shared/money";
import { PAGE, purchasePage } from "@shared/page-paths";
import type { Product, Supplier } from "@shared/stock-types";
import { purchaseSchema } from "@shared/validation/stock";
import { Button } from "@web/components/ui/button";
import { PageHeading } from "@web/components/ui/page-heading";
import { RegionCard } from "@web/components/ui/region-card";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { TextareaField } from "@web/components/ui/textarea-field";
import { ApiError } from "@web/lib/api-client";
import { notifyError } from "@web/lib/notify";
import { typedCents } from "@web/lib/typed-amount";
import { useRecordPurchase } from "./api/purchases";
import { PartPicker } from "./components/part-picker";
import { PurchaseLines, type Line, type LineErrors } from "./components/purchase-lines";
import { SupplierPicker } from "./components/supplier-picker";
import { centsForSchema, unitsOfTyped } from "./stock-numbers";

const backLink =
  "inline-flex h-10 items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-accent";

/**
 * /compras/nova (admin): the supplier, the day (today), the nota fiscal and the items, each found by
 * search or scan with its unit cost prefilled from the part's current cost, and a running total. Saved
 * in one request (the server adds every item to stock in one transaction); lands on the purchase.
 */
export function NewPurchasePage() {
  const navigate = useNavigate();
  const record = useRecordPurchase();
  const [supplier, setSupplier] = useState<Supplier | null>(null);
  const [purchasedOn, setPurchasedOn] = useState(() => localDayOf(new Date()));
  const [invoiceNumber, setInvoiceNumber] = useState("");
  const [note, setNote] = useState("");
  const [lines, setLines] = useState<Line[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [lineErrors, setLineErrors] = useState<LineErrors[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);

  function add(product: Product) {
    const at = lines.findIndex((line) => line.product.id === product.id);
    // The same part scanned again is one more unit on its line.
    if (at >= 0)
      return setLines(
        lines.map((line, i) =>
          i === at ? { ...line, quantity: String((unitsOfTyped(line.quantity) || 0) + 1) } : line,
        ),
      );
    setLines([...lines, { product, quantity: "1", unitCost: typedCents(product.costCents ?? 0) }]);
  }

  const change = (index: number, field: "quantity" | "unitCost", value: string) =>
    setLines(lines.map((line, i) => (i === index ? { ...line, [field]: value } : line)));

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const parsed = purchaseSchema.safeParse({
      supplierId: supplier?.id,
      purchasedOn,
      invoiceNumber,
      note,
      items: lines.map((line) => ({
        productId: line.product.id,
        quantity: unitsOfTyped(line.quantity),
        unitCostCents: centsForSchema(line.unitCost),
      })),
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      const foundLines: LineErrors[] = lines.map(() => ({}));
      for (const issue of parsed.error.issues) {
        const [field, index, itemField] = issue.path;
        if (
          field === "items" &&
          typeof index === "number" &&
          (itemField === "quantity" || itemField === "unitCostCents")
        )
          foundLines[index]![itemField] ??= issue.message;
        else found[String(field)] ??= issue.message;
      }
      setErrors(found);
      setLineErrors(foundLines);
      return;
    }
    setErrors({});
    setLineErrors([]);
    record.mutate(parsed.data, {
      onSuccess: (made) => {
        toast.success(`Compra registrada: ${formatCents(made.totalCents)}`);
        void navigate(purchasePage(made.id));
      },
      onError: (failure) =>
        failure instanceof ApiError && failure.status < 500 && failure.status !== 429
          ? setRefusal(failure.message)
          : notifyError("Erro ao registrar a compra", failure),
    });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        <Link to={PAGE.purchases} className={backLink}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar
        </Link>
        <PageHeading>Nova compra</PageHeading>
      </div>
      <form noValidate onSubmit={submit} className="space-y-6">
        <RegionCard id="purchase-data" title="Dados da compra">
          <SupplierPicker onSelect={setSupplier} error={errors.supplierId} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label="Data da compra"
              type="date"
              required
              value={purchasedOn}
              onChange={(event) => setPurchasedOn(event.target.value)}
              error={errors.purchasedOn}
            />
            <TextField
              label="Nota fiscal (opcional)"
              autoComplete="off"
              value={invoiceNumber}
              onChange={(event) => setInvoiceNumber(event.target.value)}
              error={errors.invoiceNumber}
            />
          </div>
          <TextareaField
            label="Observação (opcional)"
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={errors.note}
          />
        </RegionCard>

        <RegionCard id="purchase-items" title="Itens">
          <PartPicker
            onAdd={add}
            describe={(product) => `custo ${formatCents(product.costCents ?? 0)}`}
            error={errors.items}
          />
          <PurchaseLines
            lines={lines}
            errors={lineErrors}
            onChange={change}
            onRemove={(index) => setLines(lines.filter((_, i) => i !== index))}
          />
        </RegionCard>

        {refusal && (
          <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
            {refusal}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Link to={PAGE.purchases} className={backLink}>
            Cancelar
          </Link>
          <Button type="submit" disabled={record.isPending}>
            {record.isPending && <Spinner />}
            {record.isPending ? "Salvando..." : "Registrar compra"}
          </Button>
        </div>
      </form>
    </div>
  );
}
