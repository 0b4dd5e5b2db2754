export * from "./errors.ts";
export * from "./scalars.ts";
export * from "./subgraph.ts";
