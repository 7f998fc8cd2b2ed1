import { z } from "zod";
import { emailSchema, nameSchema, passwordSchema, phoneSchema } from "./fields.ts";
import { optionalField, required } from "./presence.ts";

// An admin creating a user (spec §5 "User create": name, e-mail and password are required, with
// the order form's message when empty). Roles are listed here because src/shared/validation
// imports nothing outside itself.
export const userSchema = z.object(
  {
    name: required(nameSchema),
    email: required(emailSchema),
    password: required(passwordSchema),
    phone: optionalField(phoneSchema),
    role: z.enum(["admin", "tecnico", "cliente"], { error: "Nível de acesso inválido" }),
  },
  { error: "Dados inválidos" },
);

export type UserInput = z.infer<typeof userSchema>;
