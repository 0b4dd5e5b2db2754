import type { BusHandler, BusMessage, EventBus } from "./event-bus.ts";

interface Subscription {
  group: string;
  topics: Set<string>;
  handler: BusHandler;
  /** Tail of the work chain per key, so one key's messages are handled one after another. */
  chains: Map<string, Promise<unknown>>;
}

/**
 * The embedded bus. `publish` resolves only when every subscribed group has handled the message,
 * and rejects if any handler failed, so the outbox row stays pending and is delivered again: the
 * outbox is the durable log, this bus just fans out.
 */
export class InProcessBus implements EventBus {
  readonly kind = "in-process" as const;
  private readonly subscriptions: Subscription[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();
  private closed = false;

  async publish(message: BusMessage): Promise<void> {
    if (this.closed) throw new Error("The event bus is closed");
    const deliveries = this.subscriptions
      .filter((subscription) => subscription.topics.has(message.topic))
      .map((subscription) => this.deliver(subscription, message));
    const results = await Promise.allSettled(deliveries);
    const failure = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
    if (failure) throw failure.reason;
  }

  async subscribe(group: string, topics: string[], handler: BusHandler): Promise<void> {
    const existing = this.subscriptions.find((subscription) => subscription.group === group);
    if (existing) throw new Error(`Consumer group ${group} is already subscribed`);
    this.subscriptions.push({ group, topics: new Set(topics), handler, chains: new Map() });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.inFlight]);
  }

  private deliver(subscription: Subscription, message: BusMessage): Promise<void> {
    const previous = subscription.chains.get(message.key) ?? Promise.resolve();
    const run = previous.catch(() => {}).then(() => subscription.handler(message));
    subscription.chains.set(message.key, run);
    this.inFlight.add(run);
    const forget = () => {
      this.inFlight.delete(run);
      if (subscription.chains.get(message.key) === run) subscription.chains.delete(message.key);
    };
    run.then(forget, forget);
    return run;
  }
}
