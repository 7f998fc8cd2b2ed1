import { RATE_LIMIT_MESSAGE } from "@shared/rate-limits";
import { DEFAULT_MESSAGES, codeForStatus, errorBody } from "@server/errors";

// better-auth answers in English with its own codes; users read pt-BR.
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Email ou senha incorretos",
  USER_ALREADY_EXISTS: "Este e-mail já está cadastrado",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Este e-mail já está cadastrado",
  INVALID_EMAIL: "Email inválido",
  PASSWORD_TOO_SHORT: "Senha deve ter pelo menos 8 caracteres",
  PASSWORD_TOO_LONG: "Senha muito longa",
  BANNED_USER: "Sua conta está bloqueada. Fale com o administrador.",
  INVALID_ORIGIN: DEFAULT_MESSAGES.INVALID_ORIGIN,
  TOO_MANY_REQUESTS: RATE_LIMIT_MESSAGE,
};

/** Rewrites a better-auth error answer into the app's `{ error: { code, message } }` in pt-BR. */
export async function translateAuthError(response: Response): Promise<Response> {
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { code?: string; message?: string };
  const code = body.code ?? codeForStatus(response.status);
  // VALIDATION_ERROR carries the shared schema's own pt-BR message.
  const message =
    code === "VALIDATION_ERROR" && body.message
      ? body.message
      : (MESSAGES[code] ?? DEFAULT_MESSAGES[codeForStatus(response.status)]);
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  headers.delete("content-length");
  return new Response(JSON.stringify(errorBody(code, message)), { status: response.status, headers });
}
