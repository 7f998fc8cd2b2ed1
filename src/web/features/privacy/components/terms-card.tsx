import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { termsVersionSchema } from "@shared/validation/privacy";
import { Button } from "@web/components/ui/button";
import { RegionCard } from "@web/components/ui/region-card";
import { Spinner } from "@web/components/ui/spinner";
import { TextField } from "@web/components/ui/text-field";
import { notifyError } from "@web/lib/notify";
import { usePublishTerms } from "@web/features/privacy/api/publish-terms";

/** The terms version in force, and for admins the form that publishes a new one. */
export function TermsCard({
  canManagePrivacy,
  termsVersion,
}: {
  canManagePrivacy: boolean;
  termsVersion: string | undefined;
}) {
  return (
    <RegionCard id="privacy-terms" title="Termos de uso">
      <p className="text-sm">
        Versão atual dos termos: <strong>{termsVersion ?? "—"}</strong>
      </p>
      {canManagePrivacy && <PublishTermsForm />}
    </RegionCard>
  );
}

function PublishTermsForm() {
  const publishTerms = usePublishTerms();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(termsVersionSchema),
    defaultValues: { version: "" },
  });

  const onSubmit = handleSubmit(({ version }) => {
    publishTerms.mutate(version, {
      onSuccess: () => {
        toast.success(`Versão ${version} dos termos publicada`);
        reset();
      },
      onError: (error) => notifyError("Erro ao publicar termos", error),
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4 border-t border-border pt-4">
      <TextField
        label="Nova versão dos termos"
        placeholder="2.0"
        hint="Ao publicar, todos os usuários precisarão aceitar os termos novamente."
        autoComplete="off"
        error={formState.errors.version?.message}
        {...register("version")}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={publishTerms.isPending}>
          {publishTerms.isPending && <Spinner />}
          Publicar nova versão dos termos
        </Button>
      </div>
    </form>
  );
}
