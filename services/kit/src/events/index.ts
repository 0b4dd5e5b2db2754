export * from "./envelope.ts";
export * from "./event-consumer.ts";
export * from "./outbox.ts";
export * from "./outbox-relay.ts";
