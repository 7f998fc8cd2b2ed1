import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { AUDIT_ACTION_LABELS } from "@shared/audit-actions";
import { AUDIT_RESOURCE_LABELS } from "@shared/audit-resources";
import { AUDIT_USER_FILTER_MAX } from "@shared/validation/audit-filter";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { SelectField } from "@web/components/ui/select-field";
import { TextField } from "@web/components/ui/text-field";
import { EMPTY_AUDIT_FILTER, type AuditLogFilter } from "@web/features/audit/audit-types";

const LIMIT_OPTIONS = ["25", "50", "100", "200"].map((value) => ({ value, label: value }));

/** A select's options: "all" first, then the codes by their pt-BR words, in alphabetical order. */
function optionsOf(labels: Record<string, string>, all: string) {
  const byLabel = Object.entries(labels)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, "pt-BR"));
  return [{ value: "", label: all }, ...byLabel];
}

const ACTION_OPTIONS = optionsOf(AUDIT_ACTION_LABELS, "Todas");
const RESOURCE_OPTIONS = optionsOf(AUDIT_RESOURCE_LABELS, "Todos");

const filterSchema = z
  .object({
    user: z.string().trim().max(AUDIT_USER_FILTER_MAX, { error: "Texto muito longo" }),
    action: z.string(),
    resource: z.string(),
    fromDay: z.string(),
    toDay: z.string(),
    limit: z.coerce.number<string>().int(),
  })
  // Days as yyyy-MM-dd compare correctly as text.
  .refine((filter) => !filter.fromDay || !filter.toDay || filter.fromDay <= filter.toDay, {
    path: ["toDay"],
    error: "A data final deve ser igual ou posterior à inicial",
  });

type FilterFields = z.input<typeof filterSchema>;

const toFields = (filter: AuditLogFilter): FilterFields => ({ ...filter, limit: String(filter.limit) });

/**
 * The audit log filter of docs/product.md §3, applied on submit: part of a user's name or e-mail, an
 * action and a resource by their pt-BR words, a date range and the page size.
 */
export function AuditFilters({
  value,
  onChange,
}: {
  value: AuditLogFilter;
  onChange: (filter: AuditLogFilter) => void;
}) {
  const { register, handleSubmit, formState, reset } = useForm<FilterFields, unknown, AuditLogFilter>({
    resolver: zodResolver(filterSchema),
    defaultValues: toFields(value),
  });
  const { errors } = formState;

  return (
    <Card className="p-4">
      <form
        noValidate
        aria-label="Filtros de auditoria"
        onSubmit={(event) => void handleSubmit(onChange)(event)}
        className="space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField
            label="Usuário (nome ou e-mail)"
            autoComplete="off"
            error={errors.user?.message}
            {...register("user")}
          />
          <SelectField label="Ação" options={ACTION_OPTIONS} {...register("action")} />
          <SelectField label="Recurso" options={RESOURCE_OPTIONS} {...register("resource")} />
          <TextField label="De" type="date" error={errors.fromDay?.message} {...register("fromDay")} />
          <TextField label="Até" type="date" error={errors.toDay?.message} {...register("toDay")} />
          <SelectField label="Registros por página" options={LIMIT_OPTIONS} {...register("limit")} />
        </div>
        <div className="flex justify-end gap-3">
          <Button
            variant="outline"
            onClick={() => {
              reset(toFields(EMPTY_AUDIT_FILTER));
              onChange(EMPTY_AUDIT_FILTER);
            }}
          >
            Limpar
          </Button>
          <Button type="submit">Filtrar</Button>
        </div>
      </form>
    </Card>
  );
}
