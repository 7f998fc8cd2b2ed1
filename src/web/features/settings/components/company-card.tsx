import { useId } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { formatCep, formatCnpj, formatPhone } from "@shared/br-numbers";
import type { CompanyInfo } from "@shared/client-types";
import { companySchema } from "@shared/validation/settings";
import { Button } from "@web/components/ui/button";
import { MaskedField } from "@web/components/ui/masked-field";
import { RegionCard } from "@web/components/ui/region-card";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { TextareaField } from "@web/components/ui/textarea-field";
import { notifyError } from "@web/lib/notify";
import { useCompany } from "@web/features/settings/api/get-company";
import { useUpdateCompany } from "@web/features/settings/api/update-company";

/** The shop's details (admin), printed at the top of every service order. */
export function CompanyCard() {
  const company = useCompany();
  return (
    <RegionCard id="settings-company" title="Informações da Empresa">
      {company.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Carregando informações da empresa...
        </p>
      ) : company.isError ? (
        <p className="text-sm text-muted-foreground">Erro ao carregar informações da empresa</p>
      ) : (
        <CompanyForm company={company.data} />
      )}
    </RegionCard>
  );
}

/** The form's text for the saved details: the numbers, stored as digits, shown formatted. */
function formValuesOf(company: CompanyInfo) {
  return {
    name: company.name,
    cnpj: formatCnpj(company.cnpj),
    phone: formatPhone(company.phone),
    email: company.email ?? "",
    address: company.address ?? "",
    cep: formatCep(company.cep),
    // The terms in force: the shop's own, or the default to start from (saved unchanged, it stays the default).
    warrantyTerms: company.warrantyTerms,
  };
}

function CompanyForm({ company }: { company: CompanyInfo }) {
  const updateCompany = useUpdateCompany();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(companySchema),
    defaultValues: formValuesOf(company),
  });

  const onSubmit = handleSubmit((input) => {
    updateCompany.mutate(input, {
      onSuccess: (saved) => {
        toast.success("Informações da empresa atualizadas com sucesso");
        reset(formValuesOf(saved));
      },
      onError: (error) => notifyError("Erro ao atualizar informações da empresa", error),
    });
  });

  const { errors } = formState;
  const termsHintId = useId();
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <TextField
        label="Nome da empresa"
        autoComplete="organization"
        error={errors.name?.message}
        {...register("name")}
      />
      <MaskedField
        mask="cnpj"
        label="CNPJ"
        placeholder="00.000.000/0000-00"
        autoComplete="off"
        error={errors.cnpj?.message}
        {...register("cnpj")}
      />
      <MaskedField
        mask="phone"
        label="Telefone da empresa"
        autoComplete="off"
        error={errors.phone?.message}
        {...register("phone")}
      />
      <TextField
        label="E-mail da empresa"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        label="Endereço da empresa"
        autoComplete="off"
        error={errors.address?.message}
        {...register("address")}
      />
      <MaskedField
        mask="cep"
        label="CEP da empresa"
        placeholder="00000-000"
        autoComplete="off"
        error={errors.cep?.message}
        {...register("cep")}
      />
      <div className="space-y-1.5">
        <TextareaField
          label="Termos de garantia"
          rows={8}
          error={errors.warrantyTerms?.message}
          {...(errors.warrantyTerms ? {} : { "aria-describedby": termsHintId })}
          {...register("warrantyTerms")}
        />
        <p id={termsHintId} className="text-sm text-muted-foreground">
          Impressos em toda ordem de serviço. Deixe em branco para voltar ao texto padrão.
        </p>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={updateCompany.isPending}>
          {updateCompany.isPending && <Spinner />}
          {updateCompany.isPending ? "Salvando..." : "Salvar Empresa"}
        </Button>
      </div>
    </form>
  );
}
