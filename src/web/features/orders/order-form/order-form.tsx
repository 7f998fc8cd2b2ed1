import { PAGE, editOrderPage } from "@shared/page-paths";
import { useState } from "react";
import { ArrowLeft } from "lucide-react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { partTotalCents } from "@shared/money";
import { formatOrderNumber, type Order } from "@shared/order-types";
import type { OrderData } from "@shared/validation/order";
import { INITIAL_STATUSES, ORDER_MOVES } from "@shared/order-workflow";
import { ORDER_STATUS_LABELS } from "@shared/value-sets";
import { Button } from "@web/components/ui/button";
import { PageHeading } from "@web/components/ui/page-heading";
import { RegionCard } from "@web/components/ui/region-card";
import { Spinner } from "@web/components/ui/spinner";
import { TextareaField } from "@web/components/ui/textarea-field";
import { notifyError } from "@web/lib/notify";
import { PhotoUploadError, useSaveOrder } from "@web/features/orders/api/save-order";
import { AppointmentsSection } from "./appointments-section";
import { BasicsSection } from "./basics-section";
import { ClientSection, type PickedClient } from "./client-section";
import { depositOf, DepositSection, NO_DEPOSIT, type DepositErrors } from "./deposit-section";
import { IntakeSection } from "./intake-section";
import {
  emptyOrderValues,
  orderFormResolver,
  orderToValues,
  warmOrderFormResolver,
  type OrderFormValues,
} from "./order-form-values";
import { PaymentSection } from "./payment-section";
import { PhotosSection } from "./photos-section";
import { ServicesSection } from "./services-section";
import { useNewPhotos } from "./use-new-photos";

/** The photos a new order's page could not send, handed to its edit page in the history's state. */
function photosStillToSend(state: unknown): File[] {
  const pending = (state as { pendingPhotos?: unknown } | null)?.pendingPhotos;
  return Array.isArray(pending) ? pending.filter((file): file is File => file instanceof File) : [];
}

/**
 * New and edit order (docs/product.md §2): validated with the shared order schema, photos uploaded once
 * the order is saved.
 */
export function OrderForm({ order }: { order?: Order }) {
  const navigate = useNavigate();
  const saveOrder = useSaveOrder();
  const newPhotos = useNewPhotos(photosStillToSend(useLocation().state));
  const [client, setClient] = useState<PickedClient | null>(order?.client ?? null);
  const [removedPhotoIds, setRemovedPhotoIds] = useState<string[]>([]);
  const [deposit, setDeposit] = useState(NO_DEPOSIT);
  const [depositErrors, setDepositErrors] = useState<DepositErrors>({});
  const { register, handleSubmit, setValue, reset, control, formState } = useForm<OrderFormValues, unknown, OrderData>({
    resolver: orderFormResolver,
    defaultValues: order ? orderToValues(order) : emptyOrderValues,
  });
  const services = useWatch({ control, name: "services" });
  const appointments = useWatch({ control, name: "appointments" });
  const { errors } = formState;

  // The workflow's next steps (docs/decisions/023); delivering and cancelling ask for more, on the order's page.
  const reachable = order
    ? [order.status, ...ORDER_MOVES[order.status].filter((s) => s !== "entregue" && s !== "cancelado")]
    : INITIAL_STATUSES;
  const statusOptions = reachable.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }));

  function pickClient(picked: PickedClient) {
    setClient(picked);
    setValue("clientId", picked.id, { shouldValidate: formState.isSubmitted });
  }

  const onSubmit = handleSubmit(
    (input) => {
      // A new order's deposit, checked here first; the server weighs it against the total.
      const taken = order ? { deposit: null } : depositOf(deposit);
      setDepositErrors("errors" in taken ? taken.errors : {});
      if ("errors" in taken) return toast.error("Erro", { description: Object.values(taken.errors)[0] });
      saveOrder.mutate(
        {
          id: order?.id,
          order: input,
          deposit: taken.deposit,
          newPhotos: newPhotos.photos.map((p) => p.file),
          removedPhotoIds,
        },
        {
          onSuccess: () => {
            toast.success(order ? "Pedido atualizado com sucesso" : "Pedido criado com sucesso");
            void navigate(PAGE.orders);
          },
          onError: (error) => {
            if (!(error instanceof PhotoUploadError)) return notifyError("Erro ao salvar pedido", error);
            // The order is saved; only its photos were refused, so saving again must not create a second
            // one. An edit takes the saved order in (its new services now have ids) and keeps the picked
            // photos, for the bad one to be removed or sent again; a new order moves to its own edit page,
            // with the picked photos (storage away: 503), so a click on 'Salvar' sends them.
            toast.success(order ? "Pedido atualizado com sucesso" : "Pedido criado com sucesso");
            notifyError("Erro ao enviar fotos", error.cause);
            if (order) {
              reset(orderToValues(error.order));
              setRemovedPhotoIds([]);
            } else {
              const pendingPhotos = newPhotos.photos.map((photo) => photo.file);
              void navigate(editOrderPage(error.order.id), { replace: true, state: { pendingPhotos } });
            }
          },
        },
      );
    },
    (invalid: FieldErrors<OrderFormValues>) => {
      // The resolver gives every field it refuses a message (the shared schema's).
      const first = Object.values(invalid).find((error) => error?.message);
      toast.error("Erro", { description: first?.message });
    },
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} onFocus={warmOrderFormResolver} className="space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        <Button variant="outline" onClick={() => void navigate(PAGE.orders)}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar
        </Button>
        <div>
          <PageHeading>{order ? "Editar Pedido" : "Novo Pedido"}</PageHeading>
          {order && <p className="text-muted-foreground">{formatOrderNumber(order.number)}</p>}
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        Campos marcados com <span className="text-destructive">*</span> são obrigatórios.
      </p>

      <RegionCard id="order-client" title="Dados do Cliente">
        <ClientSection client={client} onPick={pickClient} error={errors.clientId?.message} />
      </RegionCard>

      <RegionCard id="order-basic" title="Informações Básicas">
        <BasicsSection register={register} errors={errors} statusOptions={statusOptions} />
      </RegionCard>

      <RegionCard id="order-intake" title="Entrada do Aparelho">
        <IntakeSection register={register} errors={errors} />
      </RegionCard>

      <RegionCard id="order-appointments" title="Visitas Técnicas">
        <AppointmentsSection appointments={appointments} onChange={(next) => setValue("appointments", next)} />
      </RegionCard>

      <RegionCard id="order-services" title="Serviços">
        <ServicesSection
          services={services}
          onChange={(next) => setValue("services", next)}
          partsCents={order?.parts.reduce((sum, part) => sum + partTotalCents(part), 0)}
        />
        {order && order.parts.length > 0 && (
          <p className="text-sm text-muted-foreground">As peças do pedido são alteradas na página do pedido.</p>
        )}
      </RegionCard>

      <RegionCard id="order-payment" title="Pagamento">
        <PaymentSection register={register} errors={errors} />
        {!order && <DepositSection answers={deposit} onChange={setDeposit} errors={depositErrors} />}
      </RegionCard>

      <RegionCard id="order-report" title="Laudo Técnico">
        <TextareaField
          label="Laudo técnico"
          placeholder="Diagnóstico, o que foi feito, peças trocadas…"
          error={errors.technicalReport?.message}
          {...register("technicalReport")}
        />
      </RegionCard>

      <RegionCard id="order-photos" title="Fotos do Aparelho">
        <PhotosSection
          saved={(order?.photos ?? []).filter((photo) => !removedPhotoIds.includes(photo.id))}
          onRemoveSaved={(photoId) => setRemovedPhotoIds((ids) => [...ids, photoId])}
          added={newPhotos.photos}
          onAdd={newPhotos.add}
          onRemoveAdded={newPhotos.remove}
        />
      </RegionCard>

      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={() => void navigate(PAGE.orders)}>
          Cancelar
        </Button>
        <Button type="submit" disabled={saveOrder.isPending}>
          {saveOrder.isPending && <Spinner />}
          {saveOrder.isPending ? "Salvando..." : order ? "Atualizar Pedido" : "Criar Pedido"}
        </Button>
      </div>
    </form>
  );
}
