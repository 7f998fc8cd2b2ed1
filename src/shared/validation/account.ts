import { z } from "zod";
import { emailSchema, passwordSchema } from "./fields";

/** A one-use link's token (43 base64url characters); anything else is an invalid link. */
const tokenSchema = z
  .string({ error: "Link inválido. Confira se copiou o endereço inteiro." })
  .trim()
  .min(20, { error: "Link inválido. Confira se copiou o endereço inteiro." })
  .max(100, { error: "Link inválido. Confira se copiou o endereço inteiro." });

export const tokenInputSchema = z.object({ token: tokenSchema });

export const passwordResetRequestSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({ token: tokenSchema, password: passwordSchema });

/** Confirming an address sets the account's password: whoever holds the address chooses it. */
export const confirmEmailSchema = resetPasswordSchema;

/** The e-mail only when the invited record has none (the invitee types theirs). */
export const acceptInvitationSchema = z.object({
  token: tokenSchema,
  email: emailSchema.optional(),
  password: passwordSchema,
});

export const linkAccountSchema = z.object({ email: emailSchema });

export const mergeClientsSchema = z.object({ otherId: z.uuid({ error: "Escolha o cliente a mesclar" }) });

/** What 'Esqueci minha senha' answers, whether or not the address has an account. */
export const PASSWORD_RESET_SENT =
  "Se houver uma conta com esse e-mail, enviamos um link para redefinir a senha. Ele vale por 1 hora.";

/** A new password typed twice (reset, invitation); the e-mail only when the invitation has none. */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string(), email: emailSchema.optional() })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], error: "As senhas não coincidem" });
