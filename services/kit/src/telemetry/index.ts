export * from "./metrics.ts";
export * from "./metrics-endpoint.ts";
