// Notifications' contract: the order lookup's input rule (zod), limits and user-facing messages,
// for the REST adapter, the web app and the service itself. Zod and these files only, so the
// browser can load it.
export * from "./limits.ts";
export * from "./lookup-form.ts";
export * from "./messages.ts";
