import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { CASH_MOVE_KINDS, CASH_MOVE_LABELS, EXPENSE_CATEGORIES, type CashMoveKind } from "@shared/cash";
import { cashMoveSchema } from "@shared/validation/cash";
import { Button } from "@web/components/ui/button";
import { SelectField } from "@web/components/ui/select-field";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { notifyError } from "@web/lib/notify";
import { centsOfTyped, typedAmountError } from "@web/lib/typed-amount";
import { useRecordCashMove } from "@web/features/cash/api/record-cash-move";
import { fieldErrors } from "@web/lib/form-errors";

const RECORDED: Record<CashMoveKind, string> = {
  suprimento: "Suprimento registrado",
  sangria: "Sangria registrada",
  despesa: "Despesa registrada",
};

const EMPTY = { kind: "suprimento" as CashMoveKind, amount: "", category: "", note: "" };

/** Adds a suprimento (cash put in), a sangria (cash taken out) or an expense with its category to the open day. */
export function CashMoveForm() {
  const recordMove = useRecordCashMove();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cents = centsOfTyped(values.amount);
    const parsed = cashMoveSchema.safeParse({
      kind: values.kind,
      amountCents: cents ?? 0,
      category: values.kind === "despesa" ? values.category || null : null,
      note: values.note || null,
    });
    const found = fieldErrors(parsed.error);
    const amountError = typedAmountError(cents) ?? found.amountCents;
    setErrors({ ...found, amountCents: amountError ?? "" });
    if (!parsed.success || amountError) return;
    recordMove.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(RECORDED[values.kind]);
        setValues({ ...EMPTY, kind: values.kind });
      },
      onError: (failure) => notifyError("Erro ao registrar o movimento", failure),
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Novo movimento" className="space-y-4 border-t border-border pt-4">
      <h3 className="font-semibold">Novo movimento</h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label="Tipo"
          value={values.kind}
          onChange={set("kind")}
          options={CASH_MOVE_KINDS.map((kind) => ({ value: kind, label: CASH_MOVE_LABELS[kind] }))}
        />
        <TextField
          label="Valor (R$)"
          required
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          value={values.amount}
          onChange={set("amount")}
          error={errors.amountCents || undefined}
        />
        {values.kind === "despesa" && (
          <SelectField
            label="Categoria"
            required
            value={values.category}
            onChange={set("category")}
            error={errors.category}
            options={[
              { value: "", label: "Selecione" },
              ...EXPENSE_CATEGORIES.map((category) => ({ value: category, label: category })),
            ]}
          />
        )}
        <TextField
          label="Observação"
          autoComplete="off"
          value={values.note}
          onChange={set("note")}
          error={errors.note}
        />
      </div>
      <Button type="submit" disabled={recordMove.isPending}>
        {recordMove.isPending && <Spinner />}
        Registrar movimento
      </Button>
    </form>
  );
}
