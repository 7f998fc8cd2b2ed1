import { Hono } from "hono";
import { z } from "zod";
import { PHOTO_MAX_BYTES, PHOTO_MAX_PER_REQUEST } from "@shared/order-types";
import {
  orderCreateSchema,
  orderInputSchema,
  orderListQuerySchema,
  statusChangeSchema,
} from "@shared/validation/order";
import { SIGNATURE_MAX_CHARS, SIGNATURE_TOO_LARGE } from "@shared/validation/signature";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import type { FileStorage } from "@server/storage/files";
import { input } from "@server/lib/input";
import { localDate } from "@server/lib/local-date";
import { largeBody } from "@server/middleware/body-limit";
import { allow, currentUser } from "@server/middleware/guards";
import { idempotent } from "@server/middleware/idempotency";
import { limited, type Limiter } from "@server/middleware/rate-limit";
import { fileAnswer } from "./file-answer";
import { orderHistory } from "./order-history.service";
import { getDeliverySignature } from "./delivery-signature.service";
import { changeOrderStatus, openWarrantyReturn } from "./order-status.service";
import { photoFiles } from "./photo-files";
import { addPhotos, deletePhoto, getPhoto, PHOTO_TOO_LARGE } from "./photos.service";
import { createOrder, updateOrder } from "./order-form.service";
import { deleteOrder, getOrder, listOrders, listTechnicians, ORDER_NOT_FOUND } from "./orders.service";

const idParam = z.object({ id: z.uuid({ error: ORDER_NOT_FOUND }) });
const photoParams = idParam.extend({ photoId: z.uuid({ error: "Foto não encontrada" }) });
// A whole upload may carry the most photos of the largest size, plus the multipart overhead; checked
// after sign-in and the upload limit, so only staff within their limit can send that much.
const uploadLimit = largeBody(PHOTO_MAX_BYTES * PHOTO_MAX_PER_REQUEST + 64 * 1024, PHOTO_TOO_LARGE);
// A delivery may carry the customer's signature as a data URL, past the 100 KB of other JSON; the rest
// of the change (a note, two names) fits in the margin. Checked after the staff guard, as uploads are.
const statusChangeLimit = largeBody(SIGNATURE_MAX_CHARS + 16 * 1024, SIGNATURE_TOO_LARGE);

/** Orders: everyone signed in reads within their scope; staff write; only an admin deletes. */
export function ordersRoutes(db: Db, storage: FileStorage, limiter: Limiter, timeZone: string) {
  // Creating an order (its deposit too), a status change (a cancellation may refund) and a warranty
  // return are never doubled by a retry with the same Idempotency-Key.
  const once = idempotent({ db, clock: limiter.clock });
  return new Hono<AppEnv>()
    .get("/", allow("orders.read"), input("query", orderListQuerySchema), async (c) => {
      const { status, search, clientId, paymentState, page, pageSize } = c.req.valid("query");
      const result = await listOrders({
        db,
        user: currentUser(c),
        search,
        clientId,
        paymentState,
        status: status === "todos" ? undefined : status,
        paging: { page, pageSize },
      });
      return c.json(result);
    })
    .get("/technicians", allow("orders.write"), async (c) => c.json(await listTechnicians({ db })))
    .get("/:id", allow("orders.read"), input("param", idParam), async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await getOrder({ db, user: currentUser(c), id }));
    })
    .post("/", allow("orders.write"), input("json", orderCreateSchema), once, async (c) => {
      const { deposit, ...order } = c.req.valid("json");
      const today = localDate(limiter.clock(), timeZone);
      const created = await createOrder({
        db,
        user: currentUser(c),
        input: order,
        deposit: deposit && { payment: deposit, today },
      });
      const metadata = { number: created.number, ...(deposit && { depositCents: deposit.amountCents }) };
      c.set("audit", { resourceId: created.id, metadata });
      return c.json(created, 201);
    })
    .put("/:id", allow("orders.write"), input("param", idParam), input("json", orderInputSchema), async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await updateOrder({ db, user: currentUser(c), id, input: c.req.valid("json") }));
    })
    .post(
      "/:id/status",
      allow("orders.write"),
      statusChangeLimit,
      input("param", idParam),
      input("json", statusChangeSchema),
      once,
      async (c) => {
        const change = c.req.valid("json");
        c.set("audit", {
          action: "ORDER_STATUS_CHANGE",
          metadata: { status: change.status, ...(change.signature ? { signed: true } : {}) },
        });
        const id = c.req.valid("param").id;
        return c.json(
          await changeOrderStatus({ db, storage, user: currentUser(c), id, change, now: limiter.clock(), timeZone }),
        );
      },
    )
    .get("/:id/delivery-signature", allow("orders.read"), input("param", idParam), async (c) => {
      const orderId = c.req.valid("param").id;
      return fileAnswer(c, await getDeliverySignature({ db, storage, user: currentUser(c), orderId }), "image/png");
    })
    .get("/:id/history", allow("orders.read"), input("param", idParam), async (c) => {
      return c.json(await orderHistory({ db, user: currentUser(c), id: c.req.valid("param").id }));
    })
    .post("/:id/warranty-return", allow("orders.write"), input("param", idParam), once, async (c) => {
      const { id } = c.req.valid("param");
      const created = await openWarrantyReturn({ db, user: currentUser(c), id, now: limiter.clock(), timeZone });
      c.set("audit", { action: "WARRANTY_RETURN", resourceId: created.id, metadata: { original: id } });
      return c.json(created, 201);
    })
    .delete("/:id", allow("orders.delete"), input("param", idParam), async (c) => {
      await deleteOrder({ db, id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .post(
      "/:id/photos",
      allow("orders.write"),
      limited(limiter, "upload", (c) => currentUser(c).id),
      uploadLimit,
      input("param", idParam),
      photoFiles,
      async (c) => {
        const { id } = c.req.valid("param");
        c.set("audit", { resource: "order_photos", resourceId: id });
        const photos = await addPhotos({ db, storage, orderId: id, files: c.req.valid("form").photos });
        return c.json({ photos }, 201);
      },
    )
    .get("/:id/photos/:photoId", allow("orders.read"), input("param", photoParams), async (c) => {
      const { id, photoId } = c.req.valid("param");
      // Streamed from the bucket through the app's checks, never a redirect to it (docs/decisions/051).
      const photo = await getPhoto({ db, storage, user: currentUser(c), orderId: id, photoId });
      return fileAnswer(c, photo, photo.mimeType);
    })
    .delete("/:id/photos/:photoId", allow("orders.write"), input("param", photoParams), async (c) => {
      const { id, photoId } = c.req.valid("param");
      c.set("audit", { resource: "order_photos", resourceId: photoId });
      await deletePhoto({ db, storage, orderId: id, photoId });
      return c.body(null, 204);
    });
}
