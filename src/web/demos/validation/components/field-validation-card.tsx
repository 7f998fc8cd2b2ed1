import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { RegionCard } from "@web/components/ui/region-card";
import { SelectField } from "@web/components/ui/select-field";
import { TextField } from "@web/components/ui/text-field";
import { formatTestTime, withLatest } from "@web/demos/lib/demo-history";
import { reportSecurityEvent } from "@web/lib/report-security-event";
import {
  fieldLabel,
  SCHEMA_NOT_FOUND,
  validateField,
  VALIDATION_FIELDS,
  type FieldValidation,
} from "@web/demos/validation/validate-field";

/** A validation test of docs/product.md §3. */
interface ValidationTest {
  id: string;
  field: string;
  value: string;
  schema: string;
  result: FieldValidation;
  timestamp: number;
}

const FIELD_OPTIONS = [{ value: "", label: "Selecione um campo" }, ...VALIDATION_FIELDS];

export function FieldValidationCard() {
  const [field, setField] = useState("");
  const [value, setValue] = useState("");
  const [tests, setTests] = useState<ValidationTest[]>([]);

  function validate(event: FormEvent) {
    event.preventDefault();
    const result = validateField(field, value);
    if (!result.schemaFound) toast.error("Erro", { description: SCHEMA_NOT_FOUND });
    setTests((list) =>
      withLatest(list, {
        id: crypto.randomUUID(),
        field: fieldLabel(field),
        value,
        schema: field,
        result,
        timestamp: Date.now(),
      }),
    );
    // The value itself stays in the page: it may be a password or a card number.
    const metadata = { field, success: result.success };
    reportSecurityEvent({
      type: "VALIDATION_TEST",
      detail: `Campo ${fieldLabel(field)}: ${result.success ? "válido" : "inválido"}`,
      metadata,
    });
    if (!result.success) {
      reportSecurityEvent({
        type: "VALIDATION_FAILED",
        detail: `Campo ${fieldLabel(field)}: ${result.errors.join("; ")}`,
        metadata,
      });
    }
  }

  return (
    <RegionCard id="field-validation-heading" title="Validação de Campos">
      <form onSubmit={validate} className="space-y-4">
        <SelectField
          label="Campo"
          options={FIELD_OPTIONS}
          value={field}
          onChange={(event) => setField(event.target.value)}
        />
        <TextField label="Valor" value={value} onChange={(event) => setValue(event.target.value)} autoComplete="off" />
        <Button type="submit" disabled={!field || !value}>
          Validar
        </Button>
      </form>
      {tests.length > 0 && (
        <ol aria-label="Resultados da validação" className="space-y-2">
          {tests.map((test) => (
            <li key={test.id} className="rounded-md border border-border p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{test.field}</span>
                <span
                  className={
                    test.result.success
                      ? "font-semibold text-green-700 dark:text-green-400"
                      : "font-semibold text-destructive"
                  }
                >
                  {test.result.success ? "Válido" : "Inválido"}
                </span>
              </div>
              <p className="break-all">
                <span className="text-muted-foreground">Valor: </span>
                {test.value}
              </p>
              <p className="text-muted-foreground">{formatTestTime(test.timestamp)}</p>
              {test.result.errors.length > 0 && (
                <ul className="mt-1 list-disc pl-5 text-destructive">
                  {test.result.errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </RegionCard>
  );
}
