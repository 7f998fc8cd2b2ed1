import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { formatCnpj, formatPhone } from "@shared/br-numbers";
import type { Supplier } from "@shared/stock-types";
import { supplierSchema } from "@shared/validation/stock";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { MaskedField } from "@web/components/ui/masked-field";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { ApiError } from "@web/lib/api-client";
import { notifyError } from "@web/lib/notify";
import { useSaveSupplier } from "@web/features/stock/api/suppliers";

interface SupplierDialogProps {
  /** The supplier being edited, or null for a new one. */
  supplier: Supplier | null;
  onClose: () => void;
}

/** 'Novo fornecedor' and 'Editar fornecedor', judged by the shared supplier schema (the server's too). */
export function SupplierDialog({ supplier, onClose }: SupplierDialogProps) {
  const save = useSaveSupplier();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(supplierSchema),
    defaultValues: {
      name: supplier?.name ?? "",
      cnpj: formatCnpj(supplier?.cnpj),
      contact: supplier?.contact ?? "",
      phone: formatPhone(supplier?.phone),
      email: supplier?.email ?? "",
    },
  });

  const onSubmit = handleSubmit((input) => {
    save.mutate(
      { id: supplier?.id, input },
      {
        onSuccess: () => {
          toast.success(supplier ? "Fornecedor atualizado" : "Fornecedor cadastrado");
          onClose();
        },
        onError: (failure) => {
          // A CNPJ another supplier has is said under its box.
          if (failure instanceof ApiError && failure.status === 409 && failure.message.includes("CNPJ"))
            setError("cnpj", { message: failure.message });
          else notifyError(supplier ? "Erro ao atualizar o fornecedor" : "Erro ao cadastrar o fornecedor", failure);
        },
      },
    );
  });

  const { errors } = formState;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={supplier ? "Editar fornecedor" : "Novo fornecedor"}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField label="Nome" required autoComplete="off" error={errors.name?.message} {...register("name")} />
        <MaskedField
          mask="cnpj"
          label="CNPJ (opcional)"
          autoComplete="off"
          placeholder="00.000.000/0000-00"
          error={errors.cnpj?.message}
          {...register("cnpj")}
        />
        <TextField
          label="Contato (opcional)"
          autoComplete="off"
          error={errors.contact?.message}
          {...register("contact")}
        />
        <MaskedField
          mask="phone"
          label="Telefone (opcional)"
          autoComplete="off"
          placeholder="(00) 0000-0000"
          error={errors.phone?.message}
          {...register("phone")}
        />
        <TextField
          label="E-mail (opcional)"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register("email")}
        />
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner />}
            {save.isPending ? "Salvando..." : "Salvar"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
