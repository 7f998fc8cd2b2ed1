import { api, call } from "@web/lib/api-client";

export function deleteOrderPhoto(orderId: string, photoId: string): Promise<void> {
  return call(api.orders[":id"].photos[":photoId"].$delete({ param: { id: orderId, photoId } }));
}
