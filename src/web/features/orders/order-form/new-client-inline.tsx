import type { KeyboardEvent } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { Client } from "@shared/client-types";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { MaskedField } from "@web/components/ui/masked-field";
import { TextField } from "@web/components/ui/text-field";
import { notifyError } from "@web/lib/notify";
import { warnIfBlockedUrl } from "@web/lib/blocked-url";
import { useCreateClient } from "@web/features/clients/api/create-client";
import { deferredResolver } from "@web/lib/deferred-resolver";

// zod and the schema arrive when the form is first used, not with the order form (docs/decisions/018).
const { resolver, warm } = deferredResolver(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("@shared/validation/client")]).then(
    ([{ zodResolver }, { clientSchema }]) => zodResolver(clientSchema),
  ),
);

interface NewClientInlineProps {
  id: string;
  onCreated: (client: Client) => void;
}

/**
 * The order form's inline 'Novo Cliente' (docs/product.md §2). It sits inside the order's <form>, where a
 * nested form is not allowed, so its button and Enter key save it on their own.
 */
export function NewClientInline({ id, onCreated }: NewClientInlineProps) {
  const createClient = useCreateClient();
  const { register, handleSubmit, formState, getValues } = useForm({
    resolver,
    defaultValues: { name: "", phone: "", address: "", mapsLocation: "" },
  });

  const save = handleSubmit(
    (input) =>
      createClient.mutate(input, {
        onSuccess: (client) => {
          toast.success("Sucesso", { description: "Cliente criado com sucesso" });
          onCreated(client);
        },
        onError: (error) => notifyError("Erro ao criar cliente", error),
      }),
    (invalid) => warnIfBlockedUrl(invalid.mapsLocation?.message, getValues("mapsLocation") ?? ""),
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      void save();
    }
  }

  const { errors } = formState;
  return (
    <div
      id={id}
      role="group"
      aria-labelledby={`${id}-title`}
      onKeyDown={onKeyDown}
      onFocus={warm}
      className="space-y-4 rounded-md border border-border p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        Novo Cliente
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Nome" required autoComplete="off" error={errors.name?.message} {...register("name")} />
        <MaskedField
          mask="phone"
          label="Telefone"
          required
          autoComplete="off"
          error={errors.phone?.message}
          {...register("phone")}
        />
        <TextField
          label="Endereço"
          required
          autoComplete="off"
          error={errors.address?.message}
          {...register("address")}
        />
        <TextField
          label="Localização no mapa (opcional)"
          type="url"
          placeholder="https://maps.google.com/..."
          error={errors.mapsLocation?.message}
          {...register("mapsLocation")}
        />
      </div>
      <Button disabled={createClient.isPending} onClick={() => void save()}>
        {createClient.isPending && <Spinner />}
        Salvar Cliente
      </Button>
    </div>
  );
}
