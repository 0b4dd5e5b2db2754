/** One message on the bus: the topic is the event type, the key the aggregate id. */
export interface BusMessage {
  topic: string;
  key: string;
  value: Uint8Array;
}

/**
 * Handles one message. Resolving acknowledges it; rejecting leaves it unacknowledged so the bus
 * delivers it again (at-least-once).
 */
export type BusHandler = (message: BusMessage) => Promise<void>;

/**
 * The event bus port. Adapters: in-process (embedded) and Kafka. Both keep order per key within a
 * group and give every subscribing group its own copy of each message.
 */
export interface EventBus {
  readonly kind: "in-process" | "kafka";
  /** Resolves once the bus has durably accepted the message (or, in-process, once it is handled). */
  publish(message: BusMessage): Promise<void>;
  /** Starts delivering the topics' messages to the handler as consumer group `group`. */
  subscribe(group: string, topics: string[], handler: BusHandler): Promise<void>;
  /** Stops consuming and publishing; waits for handlers in flight. */
  close(): Promise<void>;
}

/**
 * The bus could not take a message for a reason that is not the message's: the broker is down or
 * unreachable. The outbox relay retries such a message without counting it toward parking, so an
 * outage of any length parks nothing; a message the bus refuses for itself is counted.
 */
export class BusUnavailableError extends Error {
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = "BusUnavailableError";
  }
}
