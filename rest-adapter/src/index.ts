export * from "./graph-client.ts";
export * from "./http-error.ts";
export { FORM_BODY_LIMIT } from "./multipart.ts";
export * from "./openapi.ts";
export * from "./rest-adapter.ts";
export * from "./route.ts";
