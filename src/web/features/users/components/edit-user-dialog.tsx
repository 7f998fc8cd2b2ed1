import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { formatPhone } from "@shared/br-numbers";
import type { UserSummary } from "@shared/user-types";
import { userUpdateSchema } from "@shared/validation/user";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { notifyError } from "@web/lib/notify";
import { useUpdateUser } from "@web/features/users/api/update-user";
import { UserFields } from "./user-fields";

/** 'Editar Usuário': name, phone and role; the e-mail and password have dialogs of their own. */
export function EditUserDialog({ user, onClose }: { user: UserSummary; onClose: () => void }) {
  const updateUser = useUpdateUser();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(userUpdateSchema),
    defaultValues: { name: user.name, phone: formatPhone(user.phone), role: user.role },
  });

  const onSubmit = handleSubmit((input) => {
    updateUser.mutate(
      { id: user.id, input },
      {
        onSuccess: () => {
          toast.success("Usuário atualizado com sucesso");
          onClose();
        },
        onError: (error) => notifyError("Erro ao atualizar usuário", error),
      },
    );
  });

  const { errors } = formState;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Editar Usuário"
      description={user.email || undefined}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <UserFields register={register} errors={errors} />
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={updateUser.isPending}>
            {updateUser.isPending && <Spinner />}
            {updateUser.isPending ? "Salvando..." : "Salvar"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
