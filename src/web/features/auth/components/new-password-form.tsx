import { useForm } from "react-hook-form";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { deferredResolver } from "@web/lib/deferred-resolver";
import { PASSWORD_HINT } from "@web/lib/password-hint";
import { AuthError, notifyRateLimit } from "./auth-error";

// zod and the schema arrive with the form's first use: this file sits with the login screen's code,
// which loads them only then (scripts/web-chunks.ts).
const { resolver, warm } = deferredResolver(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("@shared/validation/account")]).then(
    ([{ zodResolver }, { newPasswordFormSchema }]) => zodResolver(newPasswordFormSchema),
  ),
);

interface NewPasswordFormProps {
  /** The invitee types their e-mail when the invitation has none. */
  askEmail?: boolean;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (values: { password: string; email?: string }) => Promise<unknown>;
}

/** A new password typed twice under the one policy: the reset link's form and the invitation's. */
export function NewPasswordForm({ askEmail = false, submitLabel, pending, error, onSubmit }: NewPasswordFormProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver,
    defaultValues: { password: "", confirmPassword: "", email: askEmail ? "" : undefined },
  });
  const submit = handleSubmit(({ password, email }) =>
    onSubmit({ password, email: askEmail ? email : undefined }).catch(notifyRateLimit),
  );
  return (
    <form noValidate onSubmit={submit} onFocus={warm} className="space-y-4">
      {askEmail && (
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          error={formState.errors.email?.message}
          {...register("email")}
        />
      )}
      <TextField
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        error={formState.errors.password?.message}
        {...register("password")}
      />
      <TextField
        label="Confirmar nova senha"
        type="password"
        autoComplete="new-password"
        required
        error={formState.errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <AuthError error={error} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending && <Spinner />}
        {submitLabel}
      </Button>
    </form>
  );
}
