export * from "./cache-hints.ts";
export * from "./errors.ts";
export * from "./scalars.ts";
export * from "./subgraph.ts";
