import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A form resolver whose code is fetched when the form is first used rather than with the page:
 * on the login screen zod and the schemas are a sixth of the JavaScript, and nothing needs them
 * before the user types (docs/decisions/018). Call `warm` when the user reaches the form, so the
 * code is usually there by the first submit; a submit before that waits for it.
 */
export function deferredResolver<TInput extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TInput, TContext, TOutput>>,
) {
  let loading: Promise<Resolver<TInput, TContext, TOutput>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      // A failed download (a lost connection) is tried again by the next use.
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<TInput, TContext, TOutput> = async (values, context, options) =>
    (await get())(values, context, options);
  return { resolver, warm: () => void get().catch(() => undefined) };
}
