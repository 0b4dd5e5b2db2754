import kafkajs, {
  type Admin,
  type Consumer,
  type Kafka as KafkaClient,
  type logCreator,
  type Producer,
  type RetryOptions,
} from "kafkajs";
import type { Logger } from "pino";
import { type BusHandler, type BusMessage, BusUnavailableError, type EventBus } from "./event-bus.ts";

// kafkajs is CommonJS: Node's ESM loader only sees its default export.
const { Kafka, KafkaJSError, logLevel, Partitioners } = kafkajs;

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  logger: Logger;
  /** Partitions of a topic this bus creates. Order is kept per key, so more partitions only add parallelism. */
  numPartitions?: number;
  replicationFactor?: number;
  /**
   * Backoff for redelivering a message whose handler rejected. After `retries` attempts kafkajs
   * restarts the consumer, which starts again from the last committed offset, so the message
   * keeps coming back. Set explicitly so behaviour does not change with NODE_ENV=test (kafkajs
   * swaps in faster defaults then).
   */
  retry?: RetryOptions;
  /**
   * How long a fetch waits on the broker for new messages. Stopping a consumer waits for the
   * fetch in flight, so this bounds close(); 500 ms is the Java client's default (kafkajs: 5 s).
   */
  fetchMaxWaitMs?: number;
}

/** How long a topic created by another part may take to get its partition leaders. */
const TOPIC_READY_TIMEOUT_MS = 30_000;

const DEFAULT_RETRY: RetryOptions = { initialRetryTime: 300, maxRetryTime: 30_000, retries: 5, factor: 0.2, multiplier: 2 };

/**
 * The distributed bus: a Kafka topic per event type, a consumer group per consuming service.
 * The producer is idempotent with one request in flight and waits for every in-sync replica, so
 * a resolved `publish` is durable and keeps per-key order. A consumer commits a message's offset
 * only after its handler resolved; a rejection means the message (and those after it in its
 * partition) is delivered again.
 */
export class KafkaBus implements EventBus {
  readonly kind = "kafka" as const;
  private readonly kafka: KafkaClient;
  private readonly logger: Logger;
  private readonly numPartitions: number;
  private readonly replicationFactor: number;
  private readonly retry: RetryOptions;
  private readonly fetchMaxWaitMs: number;
  private readonly consumers = new Map<string, Consumer>();
  private readonly inFlight = new Set<Promise<unknown>>();
  /** Topics known to exist; checked before the first publish to or subscribe on each. */
  private readonly knownTopics = new Set<string>();
  /** Topic creation runs one call at a time, so concurrent first publishes do not race each other. */
  private topicWork: Promise<void> = Promise.resolve();
  private producer: Promise<Producer> | undefined;
  private admin: Promise<Admin> | undefined;
  private closed = false;
  private closing: Promise<void> | undefined;

  constructor(options: KafkaBusOptions) {
    this.logger = options.logger;
    this.numPartitions = options.numPartitions ?? 3;
    this.replicationFactor = options.replicationFactor ?? 1;
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.fetchMaxWaitMs = options.fetchMaxWaitMs ?? 500;
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.WARN,
      logCreator: pinoLogCreator(options.logger),
    });
  }

  async publish(message: BusMessage): Promise<void> {
    if (this.closed) throw new Error("The event bus is closed");
    try {
      await this.ensureTopics([message.topic]);
      const producer = await this.connectedProducer();
      await producer.send({
        topic: message.topic,
        acks: -1,
        messages: [
          { key: message.key, value: Buffer.from(message.value.buffer, message.value.byteOffset, message.value.byteLength) },
        ],
      });
    } catch (error) {
      if (brokerUnavailable(error))
        throw new BusUnavailableError(`Kafka is unavailable: ${(error as Error).message}`, { cause: error });
      throw error;
    }
  }

  async subscribe(group: string, topics: string[], handler: BusHandler): Promise<void> {
    if (this.closed) throw new Error("The event bus is closed");
    if (this.consumers.has(group)) throw new Error(`Consumer group ${group} is already subscribed`);
    const consumer = this.kafka.consumer({
      groupId: group,
      retry: this.retry,
      maxWaitTimeInMs: this.fetchMaxWaitMs,
      allowAutoTopicCreation: false,
    });
    this.consumers.set(group, consumer);
    try {
      await this.ensureTopics(topics);
      consumer.on(consumer.events.CRASH, ({ payload }) => {
        if (!payload.restart) this.logger.error({ group, err: payload.error }, "kafka consumer stopped after a crash");
      });
      await consumer.connect();
      await consumer.subscribe({ topics, fromBeginning: true });
      await consumer.run({
        eachMessage: async ({ topic, partition, message }) => {
          const delivered: BusMessage = {
            topic,
            key: message.key?.toString() ?? "",
            value: message.value
              ? new Uint8Array(message.value.buffer, message.value.byteOffset, message.value.byteLength)
              : new Uint8Array(),
          };
          const run = Promise.resolve().then(() => handler(delivered));
          this.inFlight.add(run);
          try {
            await run;
          } catch (error) {
            this.logger.warn(
              { group, topic, partition, offset: message.offset, err: error },
              "bus handler failed; the message will be delivered again",
            );
            // A KafkaJSError marked retriable: kafkajs retries (re-fetching from the last
            // resolved offset) instead of giving up on e.g. a TypeError, and does not log it twice.
            throw new KafkaJSError(error instanceof Error ? error : String(error), { retriable: true });
          } finally {
            this.inFlight.delete(run);
          }
        },
      });
    } catch (error) {
      this.consumers.delete(group);
      await consumer.disconnect().catch(() => {});
      throw error;
    }
  }

  close(): Promise<void> {
    this.closed = true;
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private async shutdown(): Promise<void> {
    // Disconnecting a consumer lets its message in flight finish and commits it before leaving.
    await Promise.allSettled([...this.consumers.values()].map((consumer) => consumer.disconnect()));
    await Promise.allSettled([...this.inFlight]);
    this.consumers.clear();
    const [producer, admin] = await Promise.allSettled([this.producer, this.admin]);
    if (producer.status === "fulfilled") await producer.value?.disconnect();
    if (admin.status === "fulfilled") await admin.value?.disconnect();
  }

  private connectedProducer(): Promise<Producer> {
    this.producer ??= this.connecting(
      this.kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        allowAutoTopicCreation: false,
        createPartitioner: Partitioners.DefaultPartitioner,
      }),
      () => {
        this.producer = undefined;
      },
    );
    return this.producer;
  }

  private connectedAdmin(): Promise<Admin> {
    this.admin ??= this.connecting(this.kafka.admin(), () => {
      this.admin = undefined;
    });
    return this.admin;
  }

  /** Connects a client once; a failed connection is forgotten so the next call tries again. */
  private connecting<C extends { connect(): Promise<void> }>(client: C, forget: () => void): Promise<C> {
    const connected = client.connect().then(() => client);
    connected.catch(forget);
    return connected;
  }

  private async ensureTopics(topics: string[]): Promise<void> {
    if (topics.every((topic) => this.knownTopics.has(topic))) return;
    const work = this.topicWork.catch(() => {}).then(() => this.createMissingTopics(topics));
    this.topicWork = work;
    await work;
  }

  private async createMissingTopics(topics: string[]): Promise<void> {
    let missing = topics.filter((topic) => !this.knownTopics.has(topic));
    if (missing.length === 0) return;
    const admin = await this.connectedAdmin();
    for (const topic of await admin.listTopics()) this.knownTopics.add(topic);
    missing = missing.filter((topic) => !this.knownTopics.has(topic));
    if (missing.length === 0) return;
    try {
      // Resolves false when another process created them first (kafkajs folds TOPIC_ALREADY_EXISTS).
      await admin.createTopics({
        topics: missing.map((topic) => ({ topic, numPartitions: this.numPartitions, replicationFactor: this.replicationFactor })),
        waitForLeaders: true,
      });
    } catch (error) {
      // Another part created it first; or, while several parts create topics at once, the broker
      // answered the leader wait with a retriable error (UNKNOWN_TOPIC_OR_PARTITION, which kafkajs
      // does not retry there). Either way the wait below decides, within its deadline.
      const { type, retriable } = error as { type?: string; retriable?: boolean };
      if (type !== "TOPIC_ALREADY_EXISTS" && retriable !== true) throw error;
    }
    // A topic another part created a moment ago may have no leader yet (its creator waited, not
    // us); subscribing then fails with UNKNOWN_TOPIC_OR_PARTITION, so wait for leaders here too.
    await this.waitForLeaders(admin, missing);
    for (const topic of missing) this.knownTopics.add(topic);
  }

  private async waitForLeaders(admin: Admin, topics: string[]): Promise<void> {
    const deadline = Date.now() + TOPIC_READY_TIMEOUT_MS;
    for (;;) {
      const ready = await admin.fetchTopicMetadata({ topics }).then(
        ({ topics: found }) =>
          found.length === topics.length &&
          found.every((topic) => topic.partitions.length > 0 && topic.partitions.every((partition) => partition.leader >= 0)),
        () => false,
      );
      if (ready) return;
      if (Date.now() > deadline)
        throw new Error(`Kafka topics ${topics.join(", ")} have no leader after ${TOPIC_READY_TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Whether kafkajs failed for want of a broker rather than because of the message: an error it
 * marks retriable (a refused or closed connection, a timeout, no leader yet), alone or as the cause
 * of the error it gives up with after its own retries. A message it refuses for itself (too large,
 * corrupt) is not retriable.
 */
export function brokerUnavailable(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; cause instanceof Error && depth < 8; depth++, cause = cause.cause) {
    if ((cause as { retriable?: unknown }).retriable === true) return true;
  }
  return false;
}

/** Request-level errors that kafkajs retries by itself (e.g. a coordinator still loading). */
const RETRIED_NAMESPACES = new Set(["Connection"]);

/** Routes kafkajs's own logging into the service's pino logger; kafkajs passes only warn and error. */
function pinoLogCreator(logger: Logger): logCreator {
  return () =>
    ({ namespace, level, log }) => {
      const { message, timestamp: _timestamp, logger: _logger, ...details } = log;
      const entry = { kafkajs: namespace, ...details };
      if (level === logLevel.ERROR && !RETRIED_NAMESPACES.has(namespace)) logger.error(entry, message);
      else if (level <= logLevel.WARN) logger.warn(entry, message);
      else logger.debug(entry, message);
    };
}
