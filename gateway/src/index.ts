export * from "./compose-supergraph.ts";
export * from "./data-sources.ts";
export * from "./gateway-server.ts";
export * from "./query-limits.ts";
export * from "./subgraph-sources.ts";
