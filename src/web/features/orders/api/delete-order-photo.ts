import { apiSend } from "@web/lib/api-client";

export function deleteOrderPhoto(orderId: string, photoId: string): Promise<void> {
  return apiSend<void>("DELETE", `/orders/${encodeURIComponent(orderId)}/photos/${encodeURIComponent(photoId)}`);
}
