export * from "./request-context.ts";
export * from "./roles.ts";
export * from "./session-deny-list.ts";
export * from "./tokens.ts";
