import { Hono } from "hono";
import { z } from "zod";
import { PHOTO_MAX_BYTES, PHOTO_MAX_PER_REQUEST } from "@shared/order-types";
import { orderInputSchema, orderListQuerySchema } from "@shared/validation/order";
import type { AppEnv } from "@server/context";
import type { Db } from "@server/db/client";
import { AppError } from "@server/errors";
import { jsonBody, parseInput } from "@server/lib/validate";
import { currentUser, requireRole, requireUser } from "@server/middleware/guards";
import { largeBody, type LargeBodyRoute } from "@server/middleware/body-limit";
import { limitPerUser, type Limiter } from "@server/middleware/rate-limit";
import { addPhotos, deletePhoto, getPhoto, PHOTO_TOO_LARGE } from "./photos.service";
import { createOrder, deleteOrder, getOrder, listOrders, ORDER_NOT_FOUND, updateOrder } from "./orders.service";

const idParam = z.object({ id: z.uuid({ error: ORDER_NOT_FOUND }) });
const photoParams = idParam.extend({ photoId: z.uuid({ error: "Foto não encontrada" }) });
const staff = requireRole("admin", "tecnico");
// A whole upload may carry the most photos of the largest size, plus the multipart overhead; checked
// after sign-in and the upload limit, so only staff within their limit can send that much.
const uploadLimit = largeBody(PHOTO_MAX_BYTES * PHOTO_MAX_PER_REQUEST + 64 * 1024, PHOTO_TOO_LARGE);
/** The one route whose body may pass the JSON limit (middleware/body-limit.ts). */
export const PHOTO_UPLOAD_ROUTE: LargeBodyRoute = { method: "POST", path: /^\/api\/orders\/[^/]+\/photos$/ };

/** Orders: everyone signed in reads within their scope; staff write; only an admin deletes (spec §6). */
export function ordersRoutes(db: Db, limiter: Limiter) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => {
      const { status, search, clientId, page, pageSize } = parseInput(orderListQuerySchema, c.req.query());
      const result = await listOrders({
        db,
        user: currentUser(c),
        search,
        clientId,
        status: status === "todos" ? undefined : status,
        paging: { page, pageSize },
      });
      return c.json(result);
    })
    .get("/:id", async (c) => {
      const { id } = parseInput(idParam, c.req.param());
      return c.json(await getOrder({ db, user: currentUser(c), id }));
    })
    .post("/", staff, async (c) => {
      const input = parseInput(orderInputSchema, await jsonBody(c.req));
      const order = await createOrder({ db, user: currentUser(c), input });
      c.set("audit", { resourceId: order.id, metadata: { number: order.number } });
      return c.json(order, 201);
    })
    .put("/:id", staff, async (c) => {
      const { id } = parseInput(idParam, c.req.param());
      const input = parseInput(orderInputSchema, await jsonBody(c.req));
      return c.json(await updateOrder({ db, user: currentUser(c), id, input }));
    })
    .delete("/:id", requireRole("admin"), async (c) => {
      const { id } = parseInput(idParam, c.req.param());
      await deleteOrder({ db, id });
      return c.body(null, 204);
    })
    .post(
      "/:id/photos",
      staff,
      limitPerUser(limiter, "upload", (c) => currentUser(c).id),
      uploadLimit,
      async (c) => {
        const { id } = parseInput(idParam, c.req.param());
        c.set("audit", { resource: "order_photos", resourceId: id });
        const form = await c.req.parseBody({ all: true }).catch(() => {
          throw new AppError("BAD_REQUEST", "Envie as fotos como multipart/form-data");
        });
        const files = [form.photos].flat().filter((f): f is File => f instanceof File);
        const photos = await addPhotos({ db, orderId: id, files });
        return c.json({ photos }, 201);
      },
    )
    .get("/:id/photos/:photoId", async (c) => {
      const { id, photoId } = parseInput(photoParams, c.req.param());
      const photo = await getPhoto({ db, user: currentUser(c), orderId: id, photoId });
      c.header("Content-Type", photo.mimeType);
      // Private: a shared cache must never hand one customer's photo to another.
      c.header("Cache-Control", "private, max-age=3600");
      c.header("X-Content-Type-Options", "nosniff");
      return c.body(new Uint8Array(photo.data));
    })
    .delete("/:id/photos/:photoId", staff, async (c) => {
      const { id, photoId } = parseInput(photoParams, c.req.param());
      c.set("audit", { resource: "order_photos", resourceId: photoId });
      await deletePhoto({ db, orderId: id, photoId });
      return c.body(null, 204);
    });
}
