export * from "./database-kinds.ts";
export * from "./kafka-broker.ts";
export * from "./postgres-server.ts";
export * from "./service-deps.ts";
export * from "./stripe-mock.ts";
export * from "./test-clock.ts";
export * from "./tool-cache.ts";
export * from "./truncate-tables.ts";
