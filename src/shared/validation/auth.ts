import { z } from "zod";
import { emailSchema, nameSchema, passwordSchema, phoneSchema } from "./fields.ts";
import { optionalField, required } from "./presence.ts";

// Sign-in checks presence only: the password policy belongs to setting a password, and an
// account whose password predates a rule must still be able to sign in.
export const signInSchema = z.object(
  {
    email: required(emailSchema, "Informe o e-mail"),
    password: required(z.string().max(128, { error: "Senha muito longa" }), "Informe a senha"),
  },
  { error: "Dados inválidos" },
);

// No role: public sign-up always creates a cliente (docs/decisions/003).
export const signUpSchema = z.object(
  {
    name: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    phone: optionalField(phoneSchema),
  },
  { error: "Dados inválidos" },
);

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
