// Community's contract: its input rules (zod), limits and user-facing messages, for the REST
// adapter, the web app and the service itself. Zod and these files only, so the browser can load
// it. Every contract exports `messages`: the texts people read, each written only here
// (scripts/test/contract-literals.test.ts fails on a copy elsewhere); a text with a value in it is
// a function that makes it.
export { hasVisibleText } from "./fields.ts";
export * from "./forms.ts";
export * from "./limits.ts";
export * from "./messages.ts";
