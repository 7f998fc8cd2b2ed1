import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { signInSchema } from "../../../../shared/validation/auth";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { TextField } from "../../../components/ui/text-field";
import { useSignIn } from "../api/sign-in";
import { AuthError, notifyRateLimit } from "./auth-error";

export function SignInForm() {
  const signIn = useSignIn();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const onSubmit = handleSubmit((values) => signIn.mutate(values, { onError: notifyRateLimit }));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="E-mail" type="email" autoComplete="email" required error={formState.errors.email?.message} {...register("email")} />
      <TextField label="Senha" type="password" autoComplete="current-password" required error={formState.errors.password?.message} {...register("password")} />
      <AuthError error={signIn.error} />
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending && <Spinner />}
        Entrar
      </Button>
    </form>
  );
}
