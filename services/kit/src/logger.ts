import { type Logger, pino } from "pino";

export type { Logger };

export function createLogger(options: { name: string; level?: string }): Logger {
  return pino({
    name: options.name,
    level: options.level ?? "info",
    // Never write credentials to logs, even when a request is logged whole.
    redact: ["req.headers.authorization", "*.password", "*.passwordHash", "*.token"],
  });
}
