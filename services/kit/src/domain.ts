// The parts of the kit that domain code may use: pure values and types, no infrastructure.
export * from "./auth/roles.ts";
export * from "./errors.ts";
export * from "./money.ts";
export * from "./payouts.ts";
export * from "./rate-limit.ts";
export * from "./validation.ts";
