import { PHOTO_MAX_PER_REQUEST, type OrderPhoto } from "@shared/order-types";
import { apiSend } from "@web/lib/api-client";

/** Sends the files in as few requests as the server's per-request limit allows. */
export async function uploadOrderPhotos(orderId: string, files: readonly File[]): Promise<OrderPhoto[]> {
  const uploaded: OrderPhoto[] = [];
  for (let start = 0; start < files.length; start += PHOTO_MAX_PER_REQUEST) {
    const form = new FormData();
    for (const file of files.slice(start, start + PHOTO_MAX_PER_REQUEST)) form.append("photos", file, file.name);
    const { photos } = await apiSend<{ photos: OrderPhoto[] }>(
      "POST",
      `/orders/${encodeURIComponent(orderId)}/photos`,
      form,
    );
    uploaded.push(...photos);
  }
  return uploaded;
}
