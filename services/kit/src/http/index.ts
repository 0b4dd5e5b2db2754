export * from "./error-bodies.ts";
export * from "./http-server.ts";
export * from "./private-responses.ts";
