import { useState } from "react";
import { emailSchema } from "@shared/validation/fields";

/**
 * A form of one e-mail field ('Esqueci minha senha', linking an account): its text, its pt-BR error,
 * and `submitted`, which checks it with the shared rule and gives the address (lower-cased) or null.
 */
export function useEmailInput() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const submitted = (event: React.FormEvent): string | null => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    return parsed.success ? parsed.data : null;
  };
  return { email, setEmail, error, submitted };
}
