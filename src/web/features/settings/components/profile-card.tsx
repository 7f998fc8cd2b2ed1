import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { formatPhone } from "@shared/br-numbers";
import { ROLE_LABELS } from "@shared/roles";
import { profileSchema } from "@shared/validation/settings";
import { useCurrentUser } from "@web/lib/current-user";
import { Button } from "@web/components/ui/button";
import { MaskedField } from "@web/components/ui/masked-field";
import { RegionCard } from "@web/components/ui/region-card";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { notifyError } from "@web/lib/notify";
import { useUpdateProfile } from "@web/features/settings/api/update-profile";

/** 'Meu Perfil': name and phone are the user's to change; e-mail and role are shown, not edited (product.md §2). */
export function ProfileCard() {
  const user = useCurrentUser();
  const updateProfile = useUpdateProfile();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: user.name, phone: formatPhone(user.phone) },
  });

  const onSubmit = handleSubmit((input) => {
    updateProfile.mutate(input, {
      onSuccess: (saved) => {
        toast.success("Perfil atualizado com sucesso");
        reset({ name: saved.name, phone: formatPhone(saved.phone) });
      },
      onError: (error) => notifyError("Erro ao atualizar perfil", error),
    });
  });

  const { errors } = formState;
  return (
    <RegionCard id="settings-profile" title="Meu Perfil">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField label="Nome" required autoComplete="name" error={errors.name?.message} {...register("name")} />
        <MaskedField
          mask="phone"
          label="Telefone"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register("phone")}
        />
        <TextField
          label="E-mail"
          type="email"
          value={user.email}
          readOnly
          hint="O e-mail não pode ser alterado"
          className="read-only:bg-accent"
        />
        <TextField
          label="Nível de acesso"
          value={ROLE_LABELS[user.role]}
          readOnly
          hint="Seu nível de acesso é definido pelo administrador"
          className="read-only:bg-accent"
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={updateProfile.isPending}>
            {updateProfile.isPending && <Spinner />}
            {updateProfile.isPending ? "Salvando..." : "Salvar Perfil"}
          </Button>
        </div>
      </form>
    </RegionCard>
  );
}
