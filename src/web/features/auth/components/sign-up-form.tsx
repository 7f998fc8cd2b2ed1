import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { signUpSchema } from "../../../../shared/validation/auth";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { TextField } from "../../../components/ui/text-field";
import { useSignUp } from "../api/sign-up";
import { AuthError, notifyRateLimit } from "./auth-error";

/** Creates a customer account; staff accounts are made by an admin (GUIDE §4.1). */
export function SignUpForm() {
  const signUp = useSignUp();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: "", email: "", password: "", phone: "" },
  });
  const onSubmit = handleSubmit((values) => signUp.mutate(values, { onError: notifyRateLimit }));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Nome" autoComplete="name" required error={formState.errors.name?.message} {...register("name")} />
      <TextField label="E-mail" type="email" autoComplete="email" required error={formState.errors.email?.message} {...register("email")} />
      <TextField label="Senha" type="password" autoComplete="new-password" required error={formState.errors.password?.message} {...register("password")} />
      <TextField label="Telefone (opcional)" type="tel" autoComplete="tel" error={formState.errors.phone?.message} {...register("phone")} />
      <AuthError error={signUp.error} />
      <Button type="submit" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending && <Spinner />}
        Criar Conta
      </Button>
    </form>
  );
}
