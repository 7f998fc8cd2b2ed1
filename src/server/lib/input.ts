import type { MiddlewareHandler } from "hono";
import type { z } from "zod";
import type { AppEnv } from "@server/context";
import { jsonBody, parseInput } from "./validate";

type Target = "json" | "query" | "param";

/** What the typed client sends: an address's query and parameters are text, whatever they parse to. */
type OnTheWire<T, Of extends Target> = Of extends "json"
  ? T
  : { [K in keyof T]: T[K] extends string | string[] | undefined ? T[K] : string };

/** A route's input as it declares it: what a caller sends, and what the handler reads. */
type Declared<Of extends Target, S extends z.ZodType> = {
  in: { [K in Of]: OnTheWire<z.input<S>, Of> };
  out: { [K in Of]: z.output<S> };
};

/**
 * A route's input, parsed with a shared schema before the handler runs (a 400 with the schema's pt-BR
 * message otherwise) and read by the handler as c.req.valid(target). Declared in the route's type, so
 * the web's client (src/web/lib/api-client.ts) must send exactly this.
 */
export function input<Of extends Target, S extends z.ZodType>(
  target: Of,
  schema: S,
): MiddlewareHandler<AppEnv, string, Declared<Of, S>> {
  return async (c, next) => {
    const raw = target === "json" ? await jsonBody(c.req) : target === "query" ? c.req.query() : c.req.param();
    c.req.addValidatedData(target, parseInput(schema, raw) as object);
    await next();
  };
}
