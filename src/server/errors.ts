import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody } from "@shared/api-types";
import { RATE_LIMIT_MESSAGE } from "@shared/rate-limits";

/** Every failure the API reports: a code for programs, a pt-BR message for people. */
const STATUS_BY_CODE = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CSRF_INVALID: 403,
  INVALID_ORIGIN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

type ErrorCode = keyof typeof STATUS_BY_CODE;

export const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_ERROR: "Dados inválidos",
  BAD_REQUEST: "Requisição inválida",
  UNAUTHORIZED: "Faça login para continuar",
  INVALID_CREDENTIALS: "Email ou senha incorretos",
  FORBIDDEN: "Acesso negado",
  CSRF_INVALID: "Token de segurança inválido ou expirado",
  INVALID_ORIGIN: "Origem da requisição não permitida",
  NOT_FOUND: "Recurso não encontrado",
  CONFLICT: "O registro entra em conflito com outro já existente",
  GONE: "Este link não vale mais",
  PAYLOAD_TOO_LARGE: "Conteúdo grande demais",
  UNPROCESSABLE: "A requisição não pode ser processada",
  RATE_LIMITED: RATE_LIMIT_MESSAGE,
  INTERNAL: "Erro interno do servidor. Tente novamente.",
  SERVICE_UNAVAILABLE: "Serviço temporariamente indisponível. Tente novamente em instantes.",
};

export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: ErrorCode,
    message: string = DEFAULT_MESSAGES[code],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = STATUS_BY_CODE[code];
  }
}

/** Every refusal's answer, as the web reads it (ApiErrorBody). */
export function errorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}

export function codeForStatus(status: number): ErrorCode {
  const match = (Object.entries(STATUS_BY_CODE) as [ErrorCode, number][]).find(([, s]) => s === status);
  return match?.[0] ?? (status >= 500 ? "INTERNAL" : "BAD_REQUEST");
}
