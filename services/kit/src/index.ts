// Everything the kit offers. Code that needs only a part imports its subpath
// (@highcotton/kit/db, /http, /validation, …) and loads nothing else.
export * from "./auth/index.ts";
export * from "./bus/index.ts";
export * from "./config.ts";
export * from "./db/index.ts";
export * from "./errors.ts";
export * from "./events/index.ts";
export * from "./graphql/index.ts";
export * from "./http/index.ts";
export * from "./logger.ts";
export * from "./money.ts";
export * from "./rate-limit.ts";
export * from "./runtime/index.ts";
export * from "./storage/index.ts";
export * from "./telemetry/index.ts";
export * from "./telemetry/tracing.ts";
export * from "./validation.ts";
