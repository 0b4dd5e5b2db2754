// The parts of billing that a service's domain code may use: card rules, billing periods, the
// card attempt limit and the provider port's types. Pure: no database, Stripe or HTTP.
export * from "./billing-period.ts";
export * from "./card-attempt-limit.ts";
export * from "./card-charges.ts";
export * from "./cards.ts";
export * from "./ports.ts";
export * from "./subscription-end.ts";
