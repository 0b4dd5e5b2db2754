import type { DescMessage, MessageShape } from "@bufbuild/protobuf";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { Envelope } from "@highcotton/proto";
import type { Logger } from "pino";
import type { BusMessage, EventBus } from "../bus/event-bus.ts";
import type { Database, Tx } from "../db/database.ts";
import { inbox } from "../db/messaging-tables.ts";
import { inEventSpan } from "../telemetry/event-spans.ts";
import { metrics } from "../telemetry/metrics.ts";
import { openEnvelope, type ReceivedEvent, readEvent } from "./envelope.ts";

export type EventHandler<T> = (event: ReceivedEvent<T>, tx: Tx) => Promise<void>;

export type HandleOutcome = "processed" | "duplicate" | "parked" | "ignored";

export interface EventConsumerOptions {
  /** Consumer name: the service's consumer group, and the inbox's key with the event id. */
  name: string;
  database: Database;
  logger: Logger;
  maxAttempts?: number;
  retryBaseMs?: number;
  /** Told the type of each event once its handler's transaction committed (the runtime wakes the jobs that follow it). */
  onProcessed?: (eventType: string) => void;
}

/**
 * Runs a service's event handlers exactly once per event. Each handler's effect and the inbox row
 * are written in one transaction: a redelivered event finds its row and is skipped, a handler
 * that fails midway rolls back and is tried again, and one that keeps failing is parked in the
 * inbox with its error (visible, and replayable by deleting the row) instead of blocking the rest.
 */
export class EventConsumer {
  private readonly handlers = new Map<string, { schema: DescMessage; handler: EventHandler<unknown> }>();
  private readonly maxAttempts: number;
  private readonly retryBaseMs: number;
  private stopping = false;
  /** The bus it consumes from, for its spans. */
  private busKind = "in-process";

  constructor(private readonly options: EventConsumerOptions) {
    this.maxAttempts = options.maxAttempts ?? 5;
    this.retryBaseMs = options.retryBaseMs ?? 100;
  }

  get name(): string {
    return this.options.name;
  }

  on<D extends DescMessage>(schema: D, handler: EventHandler<MessageShape<D>>): this {
    this.handlers.set(schema.typeName, { schema, handler: handler as EventHandler<unknown> });
    return this;
  }

  topics(): string[] {
    return [...this.handlers.keys()];
  }

  async subscribeTo(bus: EventBus): Promise<void> {
    if (this.handlers.size === 0) return;
    this.busKind = bus.kind;
    await bus.subscribe(this.options.name, this.topics(), async (message: BusMessage) => {
      await this.handle(message.value);
    });
  }

  /** Stops retrying; an event being retried is left unacknowledged and comes again later. */
  stop(): void {
    this.stopping = true;
  }

  async handle(bytes: Uint8Array): Promise<HandleOutcome> {
    const envelope = openEnvelope(bytes);
    const entry = this.handlers.get(envelope.type);
    if (!entry) return "ignored";
    const finished = metrics.consumerReceived(this.name);
    let outcome: HandleOutcome | "failed" = "failed";
    try {
      // One span for the event's handling, retries included, in the trace it was published in.
      outcome = await inEventSpan(
        {
          operation: "process",
          type: envelope.type,
          eventId: envelope.id,
          bus: this.busKind,
          carrier: envelope,
          attributes: { "messaging.consumer.group.name": this.name },
        },
        () => this.handleWithRetries(envelope, entry),
      );
      return outcome;
    } finally {
      finished(envelope.type, outcome, envelope.occurredAt && timestampDate(envelope.occurredAt));
    }
  }

  private async handleWithRetries(
    envelope: Envelope,
    entry: { schema: DescMessage; handler: EventHandler<unknown> },
  ): Promise<HandleOutcome> {
    for (let attempt = 1; ; attempt++) {
      try {
        const outcome = await this.handleOnce(envelope, entry, attempt);
        if (outcome === "processed") this.options.onProcessed?.(envelope.type);
        return outcome;
      } catch (error) {
        const log = { consumer: this.name, eventId: envelope.id, type: envelope.type, attempt, err: error };
        if (attempt >= this.maxAttempts) {
          this.options.logger.error(log, "event parked after repeated failures");
          await this.park(envelope, attempt, error);
          return "parked";
        }
        if (this.stopping) throw error;
        this.options.logger.warn(log, "event handler failed; will retry");
        await new Promise((resolve) => setTimeout(resolve, this.retryBaseMs * 2 ** (attempt - 1)));
      }
    }
  }

  private async handleOnce(
    envelope: Envelope,
    entry: { schema: DescMessage; handler: EventHandler<unknown> },
    attempt: number,
  ): Promise<HandleOutcome> {
    const event = readEvent(entry.schema, envelope);
    return this.options.database.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(inbox)
        .values({ consumer: this.name, eventId: envelope.id, eventType: envelope.type, status: "processed", attempts: attempt })
        .onConflictDoNothing()
        .returning({ eventId: inbox.eventId });
      if (claimed.length === 0) return "duplicate";
      await entry.handler(event, tx);
      return "processed";
    });
  }

  private async park(envelope: Envelope, attempts: number, error: unknown): Promise<void> {
    const lastError = error instanceof Error ? error.message : String(error);
    await this.options.database.db
      .insert(inbox)
      .values({ consumer: this.name, eventId: envelope.id, eventType: envelope.type, status: "parked", attempts, lastError })
      .onConflictDoNothing();
  }
}
