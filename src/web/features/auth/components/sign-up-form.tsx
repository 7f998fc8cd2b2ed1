import { useForm } from "react-hook-form";
import { Button } from "@web/components/ui/button";
import { MaskedField } from "@web/components/ui/masked-field";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { deferredResolver } from "@web/lib/deferred-resolver";
import { useSignUp } from "@web/features/auth/api/sign-up";
import { AuthError, notifyRateLimit } from "./auth-error";

// zod and the schema arrive when the form is first used, off the login screen's first load.
const { resolver, warm } = deferredResolver(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("@shared/validation/auth")]).then(
    ([{ zodResolver }, { signUpSchema }]) => zodResolver(signUpSchema),
  ),
);

/** Creates a customer account; staff accounts are made by an admin (docs/decisions/003). */
export function SignUpForm() {
  const signUp = useSignUp();
  const { register, handleSubmit, formState } = useForm({
    resolver,
    defaultValues: { name: "", email: "", password: "", phone: "" },
  });
  const onSubmit = handleSubmit((values) => signUp.mutate(values, { onError: notifyRateLimit }));

  return (
    <form noValidate onSubmit={onSubmit} onFocus={warm} className="space-y-4">
      <TextField
        label="Nome"
        autoComplete="name"
        required
        error={formState.errors.name?.message}
        {...register("name")}
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        error={formState.errors.email?.message}
        {...register("email")}
      />
      <TextField
        label="Senha"
        type="password"
        autoComplete="new-password"
        required
        error={formState.errors.password?.message}
        {...register("password")}
      />
      <MaskedField
        mask="phone"
        label="Telefone (opcional)"
        autoComplete="tel"
        error={formState.errors.phone?.message}
        {...register("phone")}
      />
      <AuthError error={signUp.error} />
      <Button type="submit" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending && <Spinner />}
        Criar conta
      </Button>
    </form>
  );
}
