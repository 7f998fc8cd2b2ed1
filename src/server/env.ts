import { z } from "zod";
import { SECURITY_LEVELS } from "@shared/security-level";
import { passwordSchema } from "@shared/validation/fields";
import { LOG_LEVELS } from "./logger";
import { mailFromSchema } from "./lib/sender-address";
import { NO_PROXY, trustProxySetting } from "./trusted-proxies";

// The only reader of process.env: every setting is parsed here, and a bad one stops start-up.
const flag = z
  .enum(["true", "false", "1", "0"], { message: "use true or false" })
  .transform((v) => v === "true" || v === "1");

const commaList = z
  .string()
  .transform((v) =>
    v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ message: "each origin must be a URL such as https://loja.example" })));

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ message: "must be a port number from 1 to 65535" })
      .int({ message: "must be a port number from 1 to 65535" })
      .min(1, { message: "must be a port number from 1 to 65535" })
      .max(65535, { message: "must be a port number from 1 to 65535" })
      .default(3000),
    // The interface to listen on: all of them unless set (127.0.0.1 keeps the server to this machine, behind a proxy).
    HOST: z.string().trim().min(1).optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS, { message: `use one of ${LOG_LEVELS.join(", ")}` }).default("info"),
    APP_URL: z.url({ message: "must be the URL users open, such as https://loja.example" }).optional(),
    TRUSTED_ORIGINS: commaList.default([]),
    DATA_DIR: z.string().min(1).default("./data"),
    // Must be storage every server instance shares when several run.
    BACKUP_DIR: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: "must start with postgres:// or postgresql://" })
      .optional(),
    ADMIN_EMAIL: z.email({ message: "must be an e-mail address" }).optional(),
    // The bootstrap admin follows the same password policy as everyone (docs/product.md §5).
    ADMIN_PASSWORD: passwordSchema.optional(),
    // The bootstrap admin's name, as the users list and the history show it.
    ADMIN_NAME: z.string().trim().min(1, { message: "must not be empty" }).max(100).default("Administrador"),
    SEED_DEMO: flag.optional(),
    // The proxies of ours in front, whose X-Forwarded-For entries are believed (docs/decisions/035).
    TRUST_PROXY: trustProxySetting.default(NO_PROXY),
    // Behind a balancer, how long a SIGTERM keeps serving with the readiness probe at 503 before the
    // port closes: longer than the balancer takes to notice (docs/decisions/050). 0 alone.
    SHUTDOWN_DRAIN_SECONDS: z.coerce
      .number({ message: "must be a number of seconds from 0 to 60" })
      .min(0, { message: "must be a number of seconds from 0 to 60" })
      .max(60, { message: "must be a number of seconds from 0 to 60" })
      .default(0),
    APP_TIMEZONE: z
      .string()
      .default("America/Sao_Paulo")
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat("en", { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, "must be an IANA time zone such as America/Sao_Paulo"),
    // The app ships at high, the level whose figures are docs/product.md §9's (docs/decisions/014).
    SECURITY_LEVEL: z.enum(SECURITY_LEVELS, { message: "use low, medium or high" }).default("high"),
    // For test servers only: multiplies the per-address and per-user limits (not sign-in attempts), so
    // suites that sign up many accounts from one address test features, not limits. Never in production.
    RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).default(1),
    // The page security policy's third parties (docs/product.md §9): a maps service and a card-payment provider.
    CSP_MAPS_ORIGIN: z
      .url({ message: "must be an origin such as https://maps.googleapis.com" })
      .default("https://maps.googleapis.com"),
    CSP_PAYMENT_ORIGIN: z
      .url({ message: "must be an origin such as https://js.stripe.com" })
      .default("https://js.stripe.com"),
    // E-mail over SMTP (docs/decisions/028): without it messages stay in the outbox, where the admin reads them.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, {
        message: "must start with smtp:// or smtps://, such as smtp://user:pass@smtp.loja.example:587",
      })
      .optional(),
    // The sender; by default the shop's name at no-reply@ the host of APP_URL.
    MAIL_FROM: mailFromSchema.optional(),
    BETTER_AUTH_SECRET: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
    // Photos, signatures and backups on S3-compatible object storage (docs/decisions/051): all five or none.
    S3_ENDPOINT: z.url({ message: "must be the storage's URL, such as https://s3.us-east-1.amazonaws.com" }).optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        message: "must be a bucket name (3-63 lower-case letters, digits, . or -)",
      })
      .optional(),
    S3_REGION: z.string().trim().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    // https://endpoint/bucket/key, which MinIO and most self-hosted servers need.
    S3_FORCE_PATH_STYLE: flag.default(false),
    // How many days of backups are kept (in BACKUP_DIR or the bucket); older runs are deleted. Unset: all are kept.
    BACKUP_RETENTION_DAYS: z.coerce
      .number({ message: "must be a whole number of days" })
      .int({ message: "must be a whole number of days" })
      .min(1, { message: "must be at least 1" })
      .optional(),
  })
  .superRefine((env, ctx) => {
    const s3 = ["S3_ENDPOINT", "S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
    const missing = s3.filter((name) => !env[name]);
    if (missing.length > 0 && missing.length < s3.length) {
      ctx.addIssue({
        code: "custom",
        path: [missing[0] as string],
        message: `object storage needs ${s3.join(", ")} together; missing ${missing.join(", ")}`,
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: "ADMIN_EMAIL and ADMIN_PASSWORD go together" });
    }
    if (env.DATABASE_URL && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["BETTER_AUTH_SECRET"],
        message:
          "is required with DATABASE_URL (every server instance must share it); generate one with `openssl rand -base64 32`",
      });
    }
  })
  .transform((env) => ({
    ...env,
    APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}`,
    BACKUP_DIR: env.BACKUP_DIR ?? `${env.DATA_DIR}/backups`,
  }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable counts as unset, as shells and .env files often leave them.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    // One line, naming each variable to change.
    const problems = result.error.issues.map((i) => `${i.path[0]?.toString() ?? "env"}: ${i.message}`);
    throw new EnvError(`Invalid environment variable ${problems.join("; ")}`);
  }
  return result.data;
}

export function readEnv(): Env {
  return parseEnv(process.env);
}
