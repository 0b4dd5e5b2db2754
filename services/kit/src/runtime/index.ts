export * from "./define-service.ts";
export * from "./notified-loop.ts";
export * from "./service.ts";
