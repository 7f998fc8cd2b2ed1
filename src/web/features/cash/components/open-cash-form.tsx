import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { centsOfTyped, typedAmountError } from "@web/lib/typed-amount";
import { useOpenCash } from "@web/features/cash/api/open-cash";

/** 'Abrir caixa': the float put in the drawer to give change with (zero is allowed). */
export function OpenCashForm() {
  const openCash = useOpenCash();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cents = centsOfTyped(text);
    const problem = typedAmountError(cents);
    setError(problem);
    if (problem || typeof cents !== "number") return;
    openCash.mutate(cents, { onSuccess: () => toast.success("Caixa aberto") });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4 sm:flex-row sm:items-end">
      <div className="sm:w-64">
        <TextField
          label="Troco inicial (R$)"
          required
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          hint="O dinheiro na gaveta ao abrir"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error}
        />
      </div>
      <Button type="submit" disabled={openCash.isPending} className="sm:mb-7">
        {openCash.isPending && <Spinner />}
        Abrir caixa
      </Button>
    </form>
  );
}
