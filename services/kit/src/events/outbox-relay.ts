import { and, asc, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { BusUnavailableError, type EventBus } from "../bus/event-bus.ts";
import type { Database } from "../db/database.ts";
import { outbox } from "../db/messaging-tables.ts";
import { NotifiedLoop } from "../runtime/notified-loop.ts";
import { inEventSpan } from "../telemetry/event-spans.ts";
import { metrics, type OutboxBacklog } from "../telemetry/metrics.ts";
import { tracingEnabled } from "../telemetry/tracing.ts";
import { openEnvelope } from "./envelope.ts";
import { OUTBOX_CHANNEL } from "./outbox.ts";

export interface OutboxRelayOptions {
  database: Database;
  bus: EventBus;
  logger: Logger;
  /** Lock name, so only one replica of a service relays at a time. */
  name: string;
  maxAttempts?: number;
  retryBaseMs?: number;
  batchSize?: number;
  /** Safety-net poll when no NOTIFY arrives (e.g. a notification lost with a dropped connection). */
  idlePollMs?: number;
  /** Told the type of each event once it is on the bus (the runtime wakes the jobs that follow it). */
  onPublished?: (eventType: string) => void;
}

type OutboxRow = typeof outbox.$inferSelect;

/** The longest a row waits between sends while the bus is away, so it goes soon after the bus is back. */
export const OUTAGE_RETRY_MAX_MS = 5_000;

/**
 * Moves committed outbox rows to the bus. Wakes on NOTIFY from the committing transaction, keeps
 * order per aggregate, retries a failing row with exponential backoff (holding back only that
 * aggregate's later rows) and parks a row the bus keeps refusing so the rest of the stream goes on.
 * A bus that is away refuses no row: its rows wait, uncounted, until it is back.
 */
export class OutboxRelay {
  private readonly maxAttempts: number;
  private readonly retryBaseMs: number;
  private readonly batchSize: number;
  private readonly idlePollMs: number;
  private readonly loop: NotifiedLoop;
  /** Tail of the pass chain: passes never overlap, so one relay never publishes a row twice. */
  private passes: Promise<unknown> = Promise.resolve();
  /** Sends refused because the bus was away since the last one it took: the outage's backoff. */
  private outageFailures = 0;

  constructor(private readonly options: OutboxRelayOptions) {
    this.maxAttempts = options.maxAttempts ?? 5;
    this.retryBaseMs = options.retryBaseMs ?? 200;
    this.batchSize = options.batchSize ?? 100;
    this.idlePollMs = options.idlePollMs ?? 2000;
    this.loop = new NotifiedLoop({
      database: options.database,
      channel: OUTBOX_CHANNEL,
      lockName: `outbox-relay:${options.name}`,
      logger: options.logger,
      idlePollMs: this.idlePollMs,
      errorDelayMs: this.retryBaseMs,
      pass: async () => {
        const progressed = (await this.relayBatch()) > 0;
        return progressed ? { progressed } : { progressed, waitMs: await this.msUntilNextDue() };
      },
    });
  }

  get isRunning(): boolean {
    return this.loop.isRunning;
  }

  start(): Promise<void> {
    return this.loop.start();
  }

  /** Asks the relay to look for work now. */
  poke(): void {
    this.loop.poke();
  }

  /** Stops after the batch in flight; what is left stays pending for the next start. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Rows not yet on the bus and the age of the oldest, by the database's clock (the outbox_pending_idx rows only). */
  async backlog(): Promise<OutboxBacklog> {
    const [row] = await this.options.database.db
      .select({
        pending: sql<number>`count(*)::int`,
        oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outbox.occurredAt})), 0)::float8`,
      })
      .from(outbox)
      .where(eq(outbox.status, "pending"));
    return { pending: row?.pending ?? 0, oldestAgeSeconds: Math.max(0, row?.oldestAgeSeconds ?? 0) };
  }

  /** Relays until nothing deliverable is pending; for tests and shutdown. */
  async drain(): Promise<void> {
    while ((await this.relayBatch()) > 0) {}
  }

  /** Relays one batch; returns how many rows changed state (delivered, retried or parked). */
  private relayBatch(): Promise<number> {
    const pass = this.passes.then(() => this.relayBatchNow());
    this.passes = pass.catch(() => {});
    return pass;
  }

  private async relayBatchNow(): Promise<number> {
    const { db } = this.options.database;
    const rows = await db
      .select()
      .from(outbox)
      .where(eq(outbox.status, "pending"))
      .orderBy(asc(outbox.seq))
      .limit(this.batchSize);
    const byAggregate = new Map<string, OutboxRow[]>();
    for (const row of rows) {
      const list = byAggregate.get(row.aggregateId) ?? [];
      list.push(row);
      byAggregate.set(row.aggregateId, list);
    }
    const counts = await Promise.all([...byAggregate.values()].map((list) => this.relayAggregate(list)));
    return counts.reduce((sum, count) => sum + count, 0);
  }

  private async relayAggregate(rows: OutboxRow[]): Promise<number> {
    let changed = 0;
    for (const row of rows) {
      if (this.loop.isStopping) break;
      if (row.nextAttemptAt.getTime() > Date.now()) break; // in backoff: later rows of this aggregate wait
      try {
        await this.publish(row);
        this.outageFailures = 0;
        await this.mark(row, { status: "delivered", deliveredAt: new Date(), lastError: null });
        this.options.onPublished?.(row.eventType);
        metrics.observeRelayed(this.options.name, row.eventType, "delivered");
        changed++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        changed++;
        if (error instanceof BusUnavailableError) {
          // The bus is away, which is not the row's fault: the attempt is not counted, and the row
          // waits with a backoff that grows with the outage, so an outage of any length parks nothing.
          const delay = Math.min(this.retryBaseMs * 2 ** Math.min(this.outageFailures++, 16), OUTAGE_RETRY_MAX_MS);
          this.options.logger.warn({ eventId: row.id, delay, err: error }, "the event bus is unavailable; will retry");
          await this.mark(row, { lastError: message, nextAttemptAt: new Date(Date.now() + delay) });
          metrics.observeRelayed(this.options.name, row.eventType, "retried");
          break;
        }
        const attempts = row.attempts + 1;
        if (attempts >= this.maxAttempts) {
          this.options.logger.error({ eventId: row.id, type: row.eventType, err: error }, "outbox event parked");
          await this.mark(row, { status: "parked", attempts, lastError: message });
          metrics.observeRelayed(this.options.name, row.eventType, "parked");
          continue; // the stream goes on past a parked row
        }
        const delay = this.retryBaseMs * 2 ** (attempts - 1);
        this.options.logger.warn({ eventId: row.id, attempts, delay, err: error }, "outbox publish failed; will retry");
        await this.mark(row, { attempts, lastError: message, nextAttemptAt: new Date(Date.now() + delay) });
        metrics.observeRelayed(this.options.name, row.eventType, "retried");
        break;
      }
    }
    return changed;
  }

  /** Puts a row on the bus; with tracing on, in a span of the trace its event was published in. */
  private publish(row: OutboxRow): Promise<void> {
    const send = () => this.options.bus.publish({ topic: row.eventType, key: row.aggregateId, value: row.envelope });
    if (!tracingEnabled()) return send();
    const envelope = openEnvelope(row.envelope);
    return inEventSpan(
      { operation: "send", type: row.eventType, eventId: row.id, bus: this.options.bus.kind, carrier: envelope },
      send,
    );
  }

  private async mark(row: OutboxRow, values: Partial<typeof outbox.$inferInsert>): Promise<void> {
    await this.options.database.db
      .update(outbox)
      .set(values)
      .where(and(eq(outbox.seq, row.seq), eq(outbox.status, "pending")));
  }

  private async msUntilNextDue(): Promise<number> {
    const [next] = await this.options.database.db
      .select({ at: sql<Date>`min(${outbox.nextAttemptAt})`.mapWith(outbox.nextAttemptAt) })
      .from(outbox)
      .where(eq(outbox.status, "pending"));
    if (!next?.at) return this.idlePollMs;
    return Math.max(0, Math.min(this.idlePollMs, next.at.getTime() - Date.now()));
  }
}
