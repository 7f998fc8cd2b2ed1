import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { SelectField } from "@web/components/ui/select-field";
import { TextField } from "@web/components/ui/text-field";
import { EMPTY_AUDIT_FILTER, type AuditLogFilter } from "@web/features/audit/audit-types";

const LIMIT_OPTIONS = ["25", "50", "100", "200"].map((value) => ({ value, label: value }));

const filterSchema = z
  .object({
    userId: z.string().trim().max(64, { error: "ID muito longo" }),
    action: z.string().trim().toUpperCase().max(64, { error: "Ação muito longa" }),
    resource: z.string().trim().max(64, { error: "Recurso muito longo" }),
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

/** The audit log filter of docs/product.md §3: user, action, resource, date range and page size, applied on submit. */
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
          <TextField label="ID do usuário" autoComplete="off" error={errors.userId?.message} {...register("userId")} />
          <TextField
            label="Ação"
            placeholder="LOGIN"
            autoComplete="off"
            error={errors.action?.message}
            {...register("action")}
          />
          <TextField
            label="Recurso"
            placeholder="orders"
            autoComplete="off"
            error={errors.resource?.message}
            {...register("resource")}
          />
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
