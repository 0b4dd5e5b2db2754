import { type DestinationStream, type Logger, pino } from "pino";

export type { Logger };

export function createLogger(options: { name: string; level?: string; destination?: DestinationStream }): Logger {
  return pino(
    {
      name: options.name,
      level: options.level ?? "info",
      // Never write credentials to logs, even when a request is logged whole.
      redact: ["req.headers.authorization", "*.password", "*.passwordHash", "*.token"],
      serializers: { err: serializeError },
    },
    options.destination,
  );
}

const REDACTED_PARAMS = "params: [redacted]";

/** The `params: …` texts of failed queries' errors in an error's chain of causes. */
function queryParamsIn(error: unknown, seen = new Set<unknown>()): string[] {
  if (typeof error !== "object" || error === null || seen.has(error)) return [];
  seen.add(error);
  const { query, params, cause, originalError } = error as Record<string, unknown>;
  const own = typeof query === "string" && Array.isArray(params) ? [`params: ${params}`] : [];
  return [...own, ...queryParamsIn(cause, seen), ...queryParamsIn(originalError, seen)];
}

/**
 * An error as logs keep it. A failed query's error (drizzle's) spells the query's parameters out
 * in its message and stack: shoppers' names, emails and addresses. That text, wherever it appears
 * in the chain of causes, becomes `params: [redacted]`; the query and the causes stay.
 */
export function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  const secrets = queryParamsIn(error).sort((a, b) => b.length - a.length);
  if (secrets.length === 0) return serialized;
  const scrub = (text: unknown) =>
    typeof text === "string" ? secrets.reduce((scrubbed, secret) => scrubbed.split(secret).join(REDACTED_PARAMS), text) : text;
  const { params: _params, ...rest } = serialized;
  return { ...rest, message: scrub(rest.message), stack: scrub(rest.stack) };
}
