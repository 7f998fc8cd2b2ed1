import { z } from "zod";
import { normalizePixKey, pixKeyTypeSchema } from "./pix-key.ts";
import { receiverCitySchema, receiverNameSchema } from "./pix-receiver.ts";

/**
 * Pix in Configurações (admin): the shop's key and the receiver's name and city that its BR Codes
 * carry. What comes out is what is stored and what staticBrCode takes: the key in the DICT's form, the
 * name and city already reduced to the characters and lengths of the BR Code.
 */
export const pixSettingsSchema = z
  .object(
    {
      keyType: pixKeyTypeSchema,
      key: z.string({ error: "Informe a chave Pix" }).trim().min(1, { error: "Informe a chave Pix" }),
      receiverName: receiverNameSchema,
      receiverCity: receiverCitySchema,
    },
    { error: "Dados inválidos" },
  )
  .transform((settings, ctx) => {
    const result = normalizePixKey(settings.keyType, settings.key);
    if (result.ok) return { ...settings, key: result.key };
    // On the key's field, where the form shows it.
    ctx.issues.push({ code: "custom", message: result.message, path: ["key"], input: settings.key });
    return z.NEVER;
  });

export type PixSettingsInput = z.input<typeof pixSettingsSchema>;
export type PixSettings = z.output<typeof pixSettingsSchema>;
