import addressparser from "nodemailer/lib/addressparser";
import { z } from "zod";

/**
 * A message's sender as nodemailer takes it: the library quotes or encodes the name in the header.
 * Built as text, a shop's name ending in a backslash escaped the closing quote and broke `From`.
 */
export interface MailAddress {
  name: string;
  address: string;
}

const ONE_ADDRESS = "must be one address, such as Minha Loja <contato@minhaloja.com.br>";

/** MAIL_FROM, parsed once at start-up by nodemailer's own parser: `Name <address>` or a bare address. */
export const mailFromSchema = z
  .string()
  .trim()
  .min(3)
  .max(255)
  .transform((text, ctx): MailAddress => {
    const parsed = addressparser(text);
    const only = parsed.length === 1 ? parsed[0] : undefined;
    if (!only || "group" in only || !z.email().safeParse(only.address).success) {
      ctx.addIssue({ code: "custom", message: ONE_ADDRESS });
      return z.NEVER;
    }
    return { name: only.name, address: only.address };
  });
