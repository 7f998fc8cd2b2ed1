import { z } from "zod";
import { emailSchema, nameSchema, passwordSchema, phoneSchema } from "./fields.ts";
import { optionalField, required } from "./presence.ts";
import { ROLES } from "@shared/roles.ts";

// An admin creating a user (docs/product.md §5 'Novo Usuário': name, e-mail and password are required, with
// the order form's message when empty).
export const userSchema = z.object(
  {
    name: required(nameSchema),
    email: required(emailSchema),
    password: required(passwordSchema),
    phone: optionalField(phoneSchema),
    role: z.enum(ROLES, { error: "Nível de acesso inválido" }),
  },
  { error: "Dados inválidos" },
);

export type UserInput = z.infer<typeof userSchema>;

/** What an admin edits of a user (the e-mail and password have dialogs of their own). */
export const userUpdateSchema = userSchema.pick({ name: true, phone: true, role: true });

export const passwordResetSchema = z.object({ password: passwordSchema });
export const emailChangeSchema = z.object({ email: emailSchema });
