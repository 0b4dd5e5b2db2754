// Identity's contract: what the REST adapter, the web app and other services may know of its
// rules. Zod and these files only, so the browser can load it.
export * from "./forms.ts";
export * from "./limits.ts";
export * from "./messages.ts";
