import { useForm } from "react-hook-form";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { deferredResolver } from "@web/lib/deferred-resolver";
import { useSignIn } from "@web/features/auth/api/sign-in";
import { AuthError, notifyRateLimit } from "./auth-error";

// zod and the schema arrive when the form is first used, off the login screen's first load.
const { resolver, warm } = deferredResolver(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("@shared/validation/auth")]).then(
    ([{ zodResolver }, { signInSchema }]) => zodResolver(signInSchema),
  ),
);

export function SignInForm() {
  const signIn = useSignIn();
  const { register, handleSubmit, formState } = useForm({
    resolver,
    defaultValues: { email: "", password: "" },
  });
  const onSubmit = handleSubmit((values) => signIn.mutate(values, { onError: notifyRateLimit }));

  return (
    <form noValidate onSubmit={onSubmit} onFocus={warm} className="space-y-4">
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
        autoComplete="current-password"
        required
        error={formState.errors.password?.message}
        {...register("password")}
      />
      <AuthError error={signIn.error} />
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending && <Spinner />}
        Entrar
      </Button>
    </form>
  );
}
