import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { CompanyInfo } from "@shared/client-types";
import { companySchema } from "@shared/validation/settings";
import { Button } from "@web/components/ui/button";
import { RegionCard } from "@web/components/ui/region-card";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
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

function CompanyForm({ company }: { company: CompanyInfo }) {
  const updateCompany = useUpdateCompany();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(companySchema),
    defaultValues: {
      name: company.name,
      cnpj: company.cnpj ?? "",
      phone: company.phone ?? "",
      email: company.email ?? "",
      address: company.address ?? "",
    },
  });

  const onSubmit = handleSubmit((input) => {
    updateCompany.mutate(input, {
      onSuccess: (saved) => {
        toast.success("Informações da empresa atualizadas com sucesso");
        reset({
          name: saved.name,
          cnpj: saved.cnpj ?? "",
          phone: saved.phone ?? "",
          email: saved.email ?? "",
          address: saved.address ?? "",
        });
      },
      onError: (error) => notifyError("Erro ao atualizar informações da empresa", error),
    });
  });

  const { errors } = formState;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <TextField
        label="Nome da empresa"
        autoComplete="organization"
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        label="CNPJ"
        placeholder="00.000.000/0000-00"
        autoComplete="off"
        error={errors.cnpj?.message}
        {...register("cnpj")}
      />
      <TextField
        label="Telefone da empresa"
        type="tel"
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
      <div className="flex justify-end">
        <Button type="submit" disabled={updateCompany.isPending}>
          {updateCompany.isPending && <Spinner />}
          {updateCompany.isPending ? "Salvando..." : "Salvar Empresa"}
        </Button>
      </div>
    </form>
  );
}
