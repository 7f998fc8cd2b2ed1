import { PHOTO_MAX_PER_REQUEST, type OrderPhoto } from "@shared/order-types";
import { COUNTED_AS_HEADER } from "@shared/rate-limits";
import { api, call } from "@web/lib/api-client";

/** Sends the files in as few requests as the server's per-request limit allows. */
export async function uploadOrderPhotos(orderId: string, files: readonly File[]): Promise<OrderPhoto[]> {
  const uploaded: OrderPhoto[] = [];
  for (let start = 0; start < files.length; start += PHOTO_MAX_PER_REQUEST) {
    const { photos } = await call(
      api.orders[":id"].photos.$post({
        param: { id: orderId },
        form: { photos: files.slice(start, start + PHOTO_MAX_PER_REQUEST) },
        header: { [COUNTED_AS_HEADER]: "upload" },
      }),
    );
    uploaded.push(...photos);
  }
  return uploaded;
}
