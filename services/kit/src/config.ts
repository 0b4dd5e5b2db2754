import { resolve } from "node:path";
import { z } from "zod";

/** A setting that may be left out: trimmed, and blank counts as unset (a key or secret copied empty). */
export const optionalSetting = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** Settings every part shares; see .env.example for what each one does. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PAYMENTS_OFFLINE: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true")
    .describe(
      "true: the offline payment providers take cards and wallet payments even in production (a demo). In production without it, a service whose provider keys (STRIPE_SECRET_KEY, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET) are not set refuses to start.",
    ),
  MAIL_TO_MAILBOX: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true")
    .describe(
      "true: without SMTP_URL, notifications keeps mails in its local mailbox even in production (a demo, where nobody reads them). In production without either, it refuses to start rather than lose every mail.",
    ),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  TRUSTED_PROXIES: optionalSetting.describe(
    "Addresses of the load balancers in front of the edge (comma-separated IPs or CIDRs). A request from one of them is counted against the client its X-Forwarded-For names; unset, every request counts against the address that connected, and X-Forwarded-For is ignored.",
  ),
  METRICS_TOKEN: optionalSetting
    .pipe(z.string().min(16, "use at least 16 characters").optional())
    .describe(
      "Bearer token Prometheus sends to read /metrics (Authorization: Bearer <token>). Set, every part asks for it; unset, the parts behind the edge serve /metrics to their private network, and the web edge and the all-in-one serve it only outside production.",
    ),
  KAFKA_BROKERS: z.string().optional(),
  KAFKA_CLIENT_ID: z.string().default("highcotton"),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(1).default(200),
  CONSUMER_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  JWT_PRIVATE_KEY: z.string().optional(),
  JWT_PUBLIC_KEY: z.string().optional(),
  JWT_SECRET: z
    .string()
    .min(32)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  JWT_TTL_SECONDS: z.coerce.number().int().min(60).default(7200),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_BUCKET: z.string().default("highcotton"),
  S3_REGION: z.string().default("us-east-1"),
  S3_PUBLIC_URL: z.string().optional(),
  GRAPHQL_BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  GRAPHQL_INTERNAL_BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(72 * 1024 * 1024)
    .describe(
      "Largest request body the gateway's and the services' own /graphql endpoints take, in bytes, behind the edge: room for an ad video of 40 MB and its 8 MB poster as base64 (and for 4 photos of 8 MB); the public /graphql keeps GRAPHQL_BODY_LIMIT.",
    ),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).default(10),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).default(30),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;

/** Blank environment values count as unset, so `.env.example` can be copied as it is. */
function withoutBlanks(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ""),
  );
}

/** Parses settings with zod; a bad value stops start-up with a message naming the setting. */
export function loadConfig<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(withoutBlanks(env));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  return result.data;
}

export const loadBaseConfig = (env: NodeJS.ProcessEnv = process.env): BaseConfig => loadConfig(baseConfigSchema, env);

/** `<SERVICE>_DATABASE_URL`, when set, points a service at a real PostgreSQL database. */
export function serviceDatabaseUrl(service: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env[`${service.toUpperCase()}_DATABASE_URL`];
  return value ? value : undefined;
}

/** Per-service folder under DATA_DIR, absolute. */
export function serviceDataDir(config: Pick<BaseConfig, "DATA_DIR">, service: string): string {
  return resolve(config.DATA_DIR, service);
}
