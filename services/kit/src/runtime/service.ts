import { timestampDate } from "@bufbuild/protobuf/wkt";
import { SessionRevokedSchema } from "@highcotton/proto";
import type { Logger } from "pino";
import { SessionDenyList } from "../auth/session-deny-list.ts";
import type { TokenService } from "../auth/tokens.ts";
import type { EventBus } from "../bus/event-bus.ts";
import type { BaseConfig } from "../config.ts";
import type { Database, Db } from "../db/database.ts";
import { migrateServiceStore } from "../db/kit-migrations.ts";
import { EventConsumer } from "../events/event-consumer.ts";
import { OutboxRelay } from "../events/outbox-relay.ts";
import { type Resolvers, Subgraph } from "../graphql/subgraph.ts";
import type { ReadinessCheck } from "../http/http-server.ts";
import type { ObjectStorage } from "../storage/object-storage.ts";
import { metrics } from "../telemetry/metrics.ts";
import { type ScheduledJob, scheduleJob } from "./scheduled-job.ts";

export type { ScheduledJob };

/** What a service's code is given to build its parts. */
export interface ServiceContext {
  name: string;
  config: BaseConfig;
  logger: Logger;
  database: Database;
  db: Db;
  tokens: TokenService;
  /** Signed-out sessions: the subgraph refuses their tokens; identity records its own sign-outs here. */
  sessions: SessionDenyList;
  storage: ObjectStorage;
  /** Register event handlers here; the runtime subscribes them as the service's consumer group. */
  consumer: EventConsumer;
  /** The public origin browsers reach the marketplace at (links, QR codes). */
  publicUrl(): string;
}

/** A long-running background worker, started after the relay and stopped before it. */
export interface BackgroundWorker {
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Answers at once the requests it holds open (a dashboard waiting to be told of a change), so the
   * server can finish its requests in flight and close: called as the server stops taking requests.
   */
  drain?(): void;
}

export interface ServiceParts {
  resolvers: Resolvers;
  jobs?: ScheduledJob[];
  workers?: BackgroundWorker[];
  /** Demo data for a fresh embedded system; must be safe to run twice. */
  seed?: () => Promise<void>;
  /**
   * Demo data that builds on the demo stores (their past sales, say): runs after the stores have
   * been opened through the graph. Must be safe to run twice.
   */
  seedOnDemoStores?: (signal: AbortSignal) => Promise<void>;
  /**
   * Public read models: root query fields whose answer is the same for everyone while nothing
   * changes. Their answers are kept a moment and shared among askers, unless a resolver looks at
   * someone who asked (see SharedAnswers). Never a read with a side effect or a per-request value.
   * `unaffectedBy` names tables only record-keeping writes (analytics, say) and that no shared read
   * reads: writing them leaves kept answers standing.
   */
  sharedReads?: { rootFields: readonly string[]; unaffectedBy?: readonly string[] };
}

export interface ServiceDefinition {
  name: string;
  typeDefs: string;
  migrationsFolder: string;
  build(context: ServiceContext): ServiceParts;
}

export interface ServiceDeps {
  config: BaseConfig;
  logger: Logger;
  bus: EventBus;
  tokens: TokenService;
  storage: ObjectStorage;
  database: Database;
  /** Defaults to PUBLIC_URL, else http://localhost:PORT. */
  publicUrl?: () => string;
}

/** A started service: its subgraph, relay and consumer, with readiness and an ordered stop. */
export interface RunningService {
  name: string;
  subgraph: Subgraph;
  database: Database;
  relay: OutboxRelay;
  consumer: EventConsumer;
  sessions: SessionDenyList;
  readiness: ReadinessCheck[];
  seed(): Promise<void>;
  seedOnDemoStores(signal: AbortSignal): Promise<void>;
  /**
   * Keeps the service's jobs from starting a pass until the returned release is called (once or
   * more), when each job woken meanwhile runs. The demo seeding holds every service's jobs from
   * the first store it opens until that service's own demo data is in: another service's demo
   * data arrives by event and wakes jobs (fulfillment's deadline job on OrderPlaced), which must
   * not act on it before this service has built on it.
   */
  holdJobs(): () => void;
  /** Answers the requests its workers hold open; the hosting server calls it as it starts closing. */
  drain(): void;
  stop(): Promise<void>;
}

/** How often each replica reads revocations another replica of its service consumed. */
const REVOCATION_REFRESH_MS = 2000;
const HOUR = 60 * 60_000;

/**
 * Migrates the store, builds the service, starts its subgraph, relay, consumers and jobs. Every
 * service also consumes SessionRevoked into its deny-list, so a signed-out token stops working
 * everywhere within seconds.
 */
export async function startService(definition: ServiceDefinition, deps: ServiceDeps): Promise<RunningService> {
  const logger = deps.logger.child({ service: definition.name });
  const { database, config } = deps;
  await migrateServiceStore(database, definition.migrationsFolder);
  // The jobs are known once the service is built; the consumer and relay tell them of events from the start.
  const wakers = new Map<string, Array<() => void>>();
  const wakeJobsFollowing = (eventType: string) => {
    for (const wake of wakers.get(eventType) ?? []) wake();
  };
  const consumer = new EventConsumer({
    name: definition.name,
    database,
    logger,
    maxAttempts: config.CONSUMER_MAX_ATTEMPTS,
    onProcessed: wakeJobsFollowing,
  });
  const sessions = new SessionDenyList(database);
  await sessions.refresh();
  consumer.on(SessionRevokedSchema, async (event, tx) => {
    const { sessionId, expiresAt } = event.data;
    const until = expiresAt ? timestampDate(expiresAt) : new Date(Date.now() + deps.tokens.lifetimeSeconds * 1000);
    await sessions.record(tx, sessionId, until);
  });
  const parts = definition.build({
    name: definition.name,
    config,
    logger,
    database,
    db: database.db,
    tokens: deps.tokens,
    sessions,
    storage: deps.storage,
    consumer,
    publicUrl: deps.publicUrl ?? (() => config.PUBLIC_URL ?? `http://localhost:${config.PORT}`),
  });
  const subgraph = new Subgraph({
    name: definition.name,
    typeDefs: definition.typeDefs,
    resolvers: parts.resolvers,
    tokens: deps.tokens,
    revokedSessions: sessions,
    logger,
    introspection: config.NODE_ENV !== "production",
    ...(parts.sharedReads && {
      sharedReads: {
        rootFields: parts.sharedReads.rootFields,
        writes: () => database.writes(parts.sharedReads?.unaffectedBy),
      },
    }),
  });
  await subgraph.start();
  const relay = new OutboxRelay({
    database,
    bus: deps.bus,
    logger,
    name: definition.name,
    maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
    retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
    onPublished: wakeJobsFollowing,
  });
  const untrackOutbox = metrics.trackOutbox(definition.name, () => relay.backlog());
  await consumer.subscribeTo(deps.bus);
  await relay.start();
  const workers = parts.workers ?? [];
  for (const worker of workers) await worker.start();
  const pruneRevoked: ScheduledJob = {
    name: `${definition.name}-revoked-sessions`,
    everyMs: HOUR,
    run: async () => void (await sessions.prune()),
  };
  const jobs = [...(parts.jobs ?? []), pruneRevoked].map((job) => {
    const scheduled = scheduleJob(job, database, logger);
    for (const schema of job.wakeOn ?? []) wakers.set(schema.typeName, [...(wakers.get(schema.typeName) ?? []), scheduled.wake]);
    return scheduled;
  });
  const refresh = setInterval(() => {
    sessions.refresh().catch((error) => logger.warn({ err: error }, "reading revoked sessions failed"));
  }, REVOCATION_REFRESH_MS);
  refresh.unref();
  return {
    name: definition.name,
    subgraph,
    database,
    relay,
    consumer,
    sessions,
    readiness: [
      { name: `${definition.name}-database`, check: () => database.ping() },
      {
        name: `${definition.name}-relay`,
        check: async () => {
          if (!relay.isRunning) throw new Error("relay stopped");
        },
      },
    ],
    seed: parts.seed ?? (async () => {}),
    // Demo data may hand the jobs work at once (the demo's past orders are past their deadlines).
    seedOnDemoStores: async (signal) => {
      await parts.seedOnDemoStores?.(signal);
      for (const job of jobs) job.wake();
    },
    holdJobs() {
      const releases = jobs.map((job) => job.hold());
      return () => {
        for (const release of releases) release();
      };
    },
    drain() {
      for (const worker of workers) worker.drain?.();
    },
    async stop() {
      for (const job of jobs) job.stop();
      clearInterval(refresh);
      for (const worker of workers) await worker.stop();
      consumer.stop();
      await relay.stop();
      untrackOutbox();
      await subgraph.stop();
    },
  };
}
