export * from "./create-bus.ts";
export * from "./event-bus.ts";
export * from "./in-process-bus.ts";
export * from "./kafka-bus.ts";
