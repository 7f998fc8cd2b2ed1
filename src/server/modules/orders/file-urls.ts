/**
 * Where an order's files are read, as orders.routes.ts serves them (api.ts mounts it at /api/orders): the one
 * place the answers build these addresses, so a moved route moves them too.
 */
const ORDERS_API = "/api/orders";

export const photoUrl = (orderId: string, photoId: string) => `${ORDERS_API}/${orderId}/photos/${photoId}`;

export const deliverySignatureUrl = (orderId: string) => `${ORDERS_API}/${orderId}/delivery-signature`;
