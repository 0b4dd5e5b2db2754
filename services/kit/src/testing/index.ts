export * from "./postgres-server.ts";
