import type { Logger } from "pino";
import type { TokenService } from "../auth/tokens.ts";
import type { EventBus } from "../bus/event-bus.ts";
import type { BaseConfig } from "../config.ts";
import type { Database, Db } from "../db/database.ts";
import { EventConsumer } from "../events/event-consumer.ts";
import { OutboxRelay } from "../events/outbox-relay.ts";
import { type Resolvers, Subgraph } from "../graphql/subgraph.ts";
import type { ReadinessCheck } from "../http/http-server.ts";
import type { ObjectStorage } from "../storage/object-storage.ts";

/** What a service's code is given to build its parts. */
export interface ServiceContext {
  name: string;
  config: BaseConfig;
  logger: Logger;
  database: Database;
  db: Db;
  tokens: TokenService;
  storage: ObjectStorage;
  /** Register event handlers here; the runtime subscribes them as the service's consumer group. */
  consumer: EventConsumer;
  /** The public origin browsers reach the marketplace at (links, QR codes). */
  publicUrl(): string;
}

/** A job run on an interval, on one replica at a time. */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

/** A long-running background worker, started after the relay and stopped before it. */
export interface BackgroundWorker {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface ServiceParts {
  resolvers: Resolvers;
  jobs?: ScheduledJob[];
  workers?: BackgroundWorker[];
  /** Demo data for a fresh embedded system; must be safe to run twice. */
  seed?: () => Promise<void>;
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
  readiness: ReadinessCheck[];
  seed(): Promise<void>;
  stop(): Promise<void>;
}

/** Migrates the store, builds the service, starts its subgraph, relay, consumers and jobs. */
export async function startService(definition: ServiceDefinition, deps: ServiceDeps): Promise<RunningService> {
  const logger = deps.logger.child({ service: definition.name });
  const { database, config } = deps;
  await database.migrate(definition.migrationsFolder);
  const consumer = new EventConsumer({
    name: definition.name,
    database,
    logger,
    maxAttempts: config.CONSUMER_MAX_ATTEMPTS,
  });
  const parts = definition.build({
    name: definition.name,
    config,
    logger,
    database,
    db: database.db,
    tokens: deps.tokens,
    storage: deps.storage,
    consumer,
    publicUrl: deps.publicUrl ?? (() => config.PUBLIC_URL ?? `http://localhost:${config.PORT}`),
  });
  const subgraph = new Subgraph({
    name: definition.name,
    typeDefs: definition.typeDefs,
    resolvers: parts.resolvers,
    tokens: deps.tokens,
    logger,
    introspection: config.NODE_ENV !== "production",
  });
  await subgraph.start();
  const relay = new OutboxRelay({
    database,
    bus: deps.bus,
    logger,
    name: definition.name,
    maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
    retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
  });
  await consumer.subscribeTo(deps.bus);
  await relay.start();
  const workers = parts.workers ?? [];
  for (const worker of workers) await worker.start();
  const timers = (parts.jobs ?? []).map((job) => scheduleJob(job, database, logger));
  return {
    name: definition.name,
    subgraph,
    database,
    relay,
    consumer,
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
    async stop() {
      for (const timer of timers) clearInterval(timer);
      for (const worker of workers) await worker.stop();
      consumer.stop();
      await relay.stop();
      await subgraph.stop();
    },
  };
}

function scheduleJob(job: ScheduledJob, database: Database, logger: Logger): NodeJS.Timeout {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    const release = await database.tryLock(`job:${job.name}`).catch(() => false as const);
    try {
      if (release) await job.run();
    } catch (error) {
      logger.error({ err: error, job: job.name }, "scheduled job failed");
    } finally {
      if (release) await release();
      running = false;
    }
  };
  setImmediate(() => void tick());
  const timer = setInterval(() => void tick(), job.everyMs);
  timer.unref();
  return timer;
}
