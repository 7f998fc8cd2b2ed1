import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Order } from "@shared/order-types";
import type { OrderData } from "@shared/validation/order";
import type { PaymentInput } from "@shared/validation/payment";
import { createOrder } from "./create-order";
import { deleteOrderPhoto } from "./delete-order-photo";
import { updateOrder } from "./update-order";
import { refreshAfterWrite } from "@web/lib/query-keys";
import { uploadOrderPhotos } from "./upload-order-photos";

interface SaveOrderInput {
  /** The order being edited; absent for a new one. */
  id?: string;
  order: OrderData;
  /** A new order's deposit (sinal), recorded with it. */
  deposit?: PaymentInput | null;
  newPhotos: readonly File[];
  removedPhotoIds: readonly string[];
}

/** Photos travel apart from the order (multipart), so a failure names the step that failed. */
export class PhotoUploadError extends Error {
  constructor(
    readonly order: Order,
    readonly cause: unknown,
  ) {
    super("photo upload failed");
    this.name = "PhotoUploadError";
  }
}

/** The order first (one transaction on the server), then the photos removed and added in the form. */
async function saveOrder({ id, order, deposit, newPhotos, removedPhotoIds }: SaveOrderInput): Promise<Order> {
  const saved = id ? await updateOrder(id, order) : await createOrder(order, deposit ?? null);
  try {
    for (const photoId of removedPhotoIds) await deleteOrderPhoto(saved.id, photoId);
    if (newPhotos.length > 0) await uploadOrderPhotos(saved.id, newPhotos);
  } catch (error) {
    throw new PhotoUploadError(saved, error);
  }
  return saved;
}

export function useSaveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrder,
    // Also after a failed photo step: the order itself may already be saved.
    onSettled: async (_saved, _error, input) => {
      await refreshAfterWrite(queryClient, input.deposit ? "payments" : "orders");
    },
  });
}
