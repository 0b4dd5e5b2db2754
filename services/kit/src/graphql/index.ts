export * from "./apollo-hashing.ts";
export * from "./cache-hints.ts";
export * from "./errors.ts";
export type { ReadyAnswer, ReadyRequest } from "./ready-queries.ts";
export * from "./scalars.ts";
export * from "./subgraph.ts";
export * from "./type-shapes.ts";
