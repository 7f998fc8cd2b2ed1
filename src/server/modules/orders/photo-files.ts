import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "@server/context";
import { AppError } from "@server/errors";

/** The photos of an upload as the route declares them: the form field `photos`, one file or several. */
type Declared = { in: { form: { photos: File | File[] } }; out: { form: { photos: File[] } } };

/** Reads an upload's multipart body (already bounded by the route's largeBody) into its files. */
export const photoFiles: MiddlewareHandler<AppEnv, string, Declared> = async (c, next) => {
  const form = await c.req.parseBody({ all: true }).catch(() => {
    throw new AppError("BAD_REQUEST", "Envie as fotos como multipart/form-data");
  });
  const photos = [form.photos].flat().filter((f): f is File => f instanceof File);
  c.req.addValidatedData("form", { photos });
  await next();
};
