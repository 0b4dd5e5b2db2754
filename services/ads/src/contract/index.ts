// Ads' contract: its plans and prices, input rules (zod), limits and user-facing messages, for the
// REST adapter, the web app and the service itself. Zod and these files only, so the browser can
// load it. Every contract exports `messages`: the texts people read, each written only here
// (scripts/test/contract-literals.test.ts fails on a copy elsewhere); a text with a value in it is
// a function that makes it.
export * from "./ad-events.ts";
export * from "./advertisement-form.ts";
export * from "./application-form.ts";
export * from "./limits.ts";
export * from "./messages.ts";
export * from "./plans.ts";
