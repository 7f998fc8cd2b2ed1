import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { userSchema } from "@shared/validation/user";
import { Button } from "@web/components/ui/button";
import { Dialog } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { notifyError } from "@web/lib/notify";
import { PASSWORD_HINT } from "@web/lib/password-hint";
import { useCreateUser } from "@web/features/users/api/create-user";
import { UserFields } from "./user-fields";

/** 'Novo Usuário': the admin sets the role (docs/decisions/003), the password follows the one policy. */
export function NewUserDialog({ onClose }: { onClose: () => void }) {
  const createUser = useCreateUser();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(userSchema),
    // Admins add staff here; customers usually sign themselves up.
    defaultValues: { name: "", email: "", password: "", phone: "", role: "tecnico" as const },
  });

  const onSubmit = handleSubmit((input) => {
    createUser.mutate(input, {
      onSuccess: () => {
        toast.success("Usuário criado com sucesso");
        onClose();
      },
      onError: (error) => notifyError("Erro ao criar usuário", error),
    });
  });

  const { errors } = formState;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Novo Usuário">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <UserFields
          register={register}
          errors={errors}
          credentials={
            <>
              <TextField
                label="E-mail"
                required
                type="email"
                autoComplete="off"
                error={errors.email?.message}
                {...register("email")}
              />
              <TextField
                label="Senha"
                required
                type="password"
                autoComplete="new-password"
                hint={PASSWORD_HINT}
                error={errors.password?.message}
                {...register("password")}
              />
            </>
          }
        />
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={createUser.isPending}>
            {createUser.isPending && <Spinner />}
            {createUser.isPending ? "Criando..." : "Criar Usuário"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
