import type { ApolloServerPlugin, BaseContext } from "@apollo/server";
import { Kind, type OperationDefinitionNode } from "graphql";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** Request and operation durations, in seconds: 1 ms to 10 s. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** From an event's commit to its consumer's effect: 5 ms to 5 minutes (a retried or backed-up event). */
const DELIVERY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];
/** Waits for a pooled connection when every connection is busy. */
const POOL_WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/**
 * Operation names come from clients, so each part keeps at most this many distinct ones; any
 * further name, or one that is not a plain GraphQL name, is counted as "other". The web app and
 * the REST adapter send a few hundred names at most.
 */
const MAX_OPERATION_NAMES = 300;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,79}$/;

/** What a pg Pool tells about itself (its counts are plain properties: cheap to read at scrape time). */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
  readonly options: { max?: number | undefined };
}

/** A service's outbox at this moment: rows not yet on the bus, and how long the oldest has waited. */
export interface OutboxBacklog {
  pending: number;
  oldestAgeSeconds: number;
}

/**
 * Work a service has put off and keeps in its own store (catalog's print files waiting for their
 * drawing): how many wait, and how long the one due first has been due (0 when none is yet).
 */
export interface DeferredWork {
  waiting: number;
  oldestAgeSeconds: number;
}

export type OperationType = "query" | "mutation" | "subscription";

/**
 * Readings taken when /metrics is scraped, from every source tracked at that moment: each source
 * is read once per scrape however many gauges show it, and one that fails (a store away) is left
 * out of that scrape rather than failing it.
 */
class ScrapeReadings<Labels extends Record<string, string>, Reading> {
  private readonly sources = new Map<object, { labels: Labels; read: () => Promise<Reading> }>();
  private current: Promise<Array<{ labels: Labels; reading: Reading }>> | undefined;

  /** Reads `read` at each scrape until the returned function is called. */
  track(labels: Labels, read: () => Promise<Reading>): () => void {
    const key = {};
    this.sources.set(key, { labels, read });
    return () => void this.sources.delete(key);
  }

  read(): Promise<Array<{ labels: Labels; reading: Reading }>> {
    this.current ??= (async () => {
      const reads = [...this.sources.values()].map(async ({ labels, read }) => {
        const reading = await read().catch(() => undefined);
        return reading ? [{ labels, reading }] : [];
      });
      return (await Promise.all(reads)).flat();
    })().finally(() => {
      this.current = undefined;
    });
    return this.current;
  }

  /** A gauge showing one number of each reading, labelled as its source was tracked. */
  gauge(
    registry: Registry,
    name: string,
    help: string,
    labelNames: Array<keyof Labels & string>,
    value: (reading: Reading) => number,
  ) {
    const readings = this;
    return new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        for (const { labels, reading } of await readings.read()) this.set(labels, value(reading));
      },
    });
  }
}

/**
 * The process's Prometheus registry. One per process: in the all-in-one every part records into
 * it, told apart by the `part` or `service` label; in the distributed topology each part's process
 * has its own. The request path adds one histogram observation; the outbox and pool gauges are
 * read when /metrics is scraped, not kept up to date as work happens.
 */
export class Metrics {
  readonly registry = new Registry();
  /** Off: nothing is observed on the request or event path (the benchmark's baseline). */
  recording = true;

  private readonly httpDuration = new Histogram({
    name: "http_server_request_duration_seconds",
    help: "HTTP requests answered, by part, method, route pattern (never the raw URL) and status code.",
    labelNames: ["part", "method", "route", "status"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  private readonly operationDuration = new Histogram({
    name: "graphql_operation_duration_seconds",
    help: "GraphQL operations executed, by part (gateway or service), operation name, type and outcome (error: the response carries errors).",
    labelNames: ["part", "operation", "type", "outcome"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  private readonly eventsHandled = new Counter({
    name: "events_consumed_total",
    help: "Events a service's consumer finished, by outcome: processed, duplicate (already in its inbox), parked, or failed (left for redelivery).",
    labelNames: ["service", "event_type", "outcome"] as const,
    registers: [this.registry],
  });

  private readonly eventDelivery = new Histogram({
    name: "event_delivery_seconds",
    help: "From an event's occurredAt (its publishing transaction) to its consumer's effect committing.",
    labelNames: ["service", "event_type"] as const,
    buckets: DELIVERY_BUCKETS,
    registers: [this.registry],
  });

  private readonly consumerInFlight = new Gauge({
    name: "event_consumer_in_flight",
    help: "Events a service's consumer has received and not yet finished (received minus finished).",
    labelNames: ["service"] as const,
    registers: [this.registry],
  });

  private readonly eventsRelayed = new Counter({
    name: "outbox_relayed_events_total",
    help: "Outbox rows the relay handled, by outcome: delivered (on the bus), retried (a failed publish) or parked.",
    labelNames: ["service", "event_type", "outcome"] as const,
    registers: [this.registry],
  });

  private readonly publicReads = new Counter({
    name: "rest_public_reads_total",
    help: "Public reads the REST adapter answered with no token or session, by route pattern and where the answer came from: hit (kept from a moment ago), stale (kept a little longer while one request reads it again), shared (another request was reading it) or miss (read from the graph).",
    labelNames: ["route", "outcome"] as const,
    registers: [this.registry],
  });

  private readonly sharedAnswers = new Counter({
    name: "graphql_shared_answers_total",
    help: "Public reads a subgraph answered on its ready path, by part and outcome: hit (given the answer another asker's read kept), miss (read; kept unless a write landed meanwhile) or personal (read; a resolver looked at who asked, so not kept).",
    labelNames: ["part", "outcome"] as const,
    registers: [this.registry],
  });

  private readonly deferredAttempts = new Counter({
    name: "deferred_work_attempts_total",
    help: "Tries at deferred work, by service, kind of work and outcome: done, or failed (tried again later).",
    labelNames: ["service", "work", "outcome"] as const,
    registers: [this.registry],
  });

  private readonly outboxes = new ScrapeReadings<{ service: string }, OutboxBacklog>();
  private readonly deferredWork = new ScrapeReadings<{ service: string; work: string }, DeferredWork>();
  private readonly pools = new Map<object, { service: string; pool: PoolCounts }>();
  private readonly operationNames = new Map<string, Set<string>>();

  private readonly poolWait = new Histogram({
    name: "db_pool_wait_seconds",
    help: "Time a query or transaction waited for a pooled connection because every connection was busy.",
    labelNames: ["service"] as const,
    buckets: POOL_WAIT_BUCKETS,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    const metrics = this;
    this.outboxes.gauge(
      this.registry,
      "outbox_pending_events",
      "Outbox rows not yet delivered to the bus (read at scrape time).",
      ["service"],
      (backlog) => backlog.pending,
    );
    this.outboxes.gauge(
      this.registry,
      "outbox_oldest_pending_age_seconds",
      "Age of the oldest outbox row not yet delivered (0 when none; read at scrape time).",
      ["service"],
      (backlog) => backlog.oldestAgeSeconds,
    );
    this.deferredWork.gauge(
      this.registry,
      "deferred_work_waiting",
      "Work a service put off and has not done yet, by service and kind of work (catalog's print_files: store designs whose print file an order is waiting for; read at scrape time).",
      ["service", "work"],
      (work) => work.waiting,
    );
    this.deferredWork.gauge(
      this.registry,
      "deferred_work_oldest_age_seconds",
      "How long the deferred work due first has been due (0 when none is due yet; read at scrape time).",
      ["service", "work"],
      (work) => work.oldestAgeSeconds,
    );
    const poolGauge = (name: string, help: string, read: (pool: PoolCounts) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ["service"] as const,
        registers: [this.registry],
        collect() {
          this.reset();
          const sums = new Map<string, number>();
          for (const { service, pool } of metrics.pools.values()) sums.set(service, (sums.get(service) ?? 0) + read(pool));
          for (const [service, value] of sums) this.set({ service }, value);
        },
      });
    poolGauge("db_pool_connections", "Connections open in the service's pool.", (pool) => pool.totalCount);
    poolGauge("db_pool_idle_connections", "Open connections not in use.", (pool) => pool.idleCount);
    poolGauge("db_pool_waiting_clients", "Queries and transactions waiting for a connection.", (pool) => pool.waitingCount);
    poolGauge("db_pool_max_connections", "The pool's size limit.", (pool) => pool.options.max ?? 10);
  }

  observeHttp(part: string, method: string, route: string, status: number, seconds: number): void {
    if (!this.recording) return;
    this.httpDuration.observe({ part, method, route, status }, seconds);
  }

  observePublicRead(route: string, outcome: "hit" | "stale" | "shared" | "miss"): void {
    if (!this.recording) return;
    this.publicReads.inc({ route, outcome });
  }

  observeSharedAnswer(part: string, outcome: "hit" | "miss" | "personal"): void {
    if (!this.recording) return;
    this.sharedAnswers.inc({ part, outcome });
  }

  observeOperation(
    part: string,
    operationName: string | null | undefined,
    type: OperationType | undefined,
    failed: boolean,
    seconds: number,
  ): void {
    if (!this.recording) return;
    this.operationDuration.observe(
      {
        part,
        operation: this.boundedOperationName(part, operationName),
        type: type ?? "unknown",
        outcome: failed ? "error" : "ok",
      },
      seconds,
    );
  }

  /** A consumer starts on an event; call the returned function with the outcome once it is finished. */
  consumerReceived(service: string): (eventType: string, outcome: string, occurredAt: Date | undefined) => void {
    if (!this.recording) return () => {};
    this.consumerInFlight.inc({ service });
    return (eventType, outcome, occurredAt) => {
      this.consumerInFlight.dec({ service });
      this.eventsHandled.inc({ service, event_type: eventType, outcome });
      if (outcome === "processed" && occurredAt) {
        this.eventDelivery.observe({ service, event_type: eventType }, Math.max(0, Date.now() - occurredAt.getTime()) / 1000);
      }
    };
  }

  observeRelayed(service: string, eventType: string, outcome: "delivered" | "retried" | "parked"): void {
    if (!this.recording) return;
    this.eventsRelayed.inc({ service, event_type: eventType, outcome });
  }

  observePoolWait(service: string, seconds: number): void {
    if (!this.recording) return;
    this.poolWait.observe({ service }, seconds);
  }

  /** Reads the service's outbox at each scrape, until the returned function is called. */
  trackOutbox(service: string, read: () => Promise<OutboxBacklog>): () => void {
    return this.outboxes.track({ service }, read);
  }

  /** Reads a service's deferred work of one kind at each scrape, until the returned function is called. */
  trackDeferredWork(service: string, work: string, read: () => Promise<DeferredWork>): () => void {
    return this.deferredWork.track({ service, work }, read);
  }

  /** One try at a piece of deferred work, done or failed (a failure is the alert: see docs/deploy.md). */
  observeDeferredAttempt(service: string, work: string, outcome: "done" | "failed"): void {
    if (!this.recording) return;
    this.deferredAttempts.inc({ service, work, outcome });
  }

  /** Reports the pool's counts at each scrape, summed per service, until the returned function is called. */
  trackPool(service: string, pool: PoolCounts): () => void {
    const key = {};
    this.pools.set(key, { service, pool });
    return () => void this.pools.delete(key);
  }

  private boundedOperationName(part: string, name: string | null | undefined): string {
    if (!name) return "anonymous";
    if (!OPERATION_NAME.test(name)) return "other";
    let seen = this.operationNames.get(part);
    if (!seen) {
      seen = new Set();
      this.operationNames.set(part, seen);
    }
    if (seen.has(name)) return name;
    if (seen.size >= MAX_OPERATION_NAMES) return "other";
    seen.add(name);
    return name;
  }
}

/** The registry of this process. */
export const metrics = new Metrics();

/**
 * Times every GraphQL operation an Apollo server executes (the gateway's, and each subgraph's,
 * in-process or behind HTTP), labelled with the part and the operation's name.
 */
export function graphqlOperationMetrics(part: string): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart() {
      if (!metrics.recording) return;
      const started = performance.now();
      return {
        async willSendResponse({ operation, document, request, response }) {
          // An operation refused by validation has no resolved operation: its document still names it.
          const named =
            operation ??
            document?.definitions.find(
              (definition): definition is OperationDefinitionNode =>
                definition.kind === Kind.OPERATION_DEFINITION &&
                (!request.operationName || definition.name?.value === request.operationName),
            );
          const failed = response.body.kind === "single" && (response.body.singleResult.errors?.length ?? 0) > 0;
          metrics.observeOperation(part, named?.name?.value, named?.operation, failed, (performance.now() - started) / 1000);
        },
      };
    },
  };
}
