export * from "./kafka-broker.ts";
export * from "./postgres-server.ts";
