import { performance } from "node:perf_hooks";
import {
  createLogger,
  type Database,
  type EventBus,
  EventConsumer,
  InProcessBus,
  KafkaBus,
  KIT_MIGRATIONS_FOLDER,
  KIT_MIGRATIONS_TABLE,
  OutboxRelay,
  openDatabase,
  publishEvent,
} from "@highcotton/kit";
import { startTestKafka, startTestPostgres } from "@highcotton/kit/testing";
import { OrderPlacedSchema } from "@highcotton/proto";
import { sql } from "drizzle-orm";

const MAX_RATE_EVENTS = 1000;
const MAX_RATE_CONCURRENCY = 16;
const MIN_SUSTAINED_RATE = 100;
const SECONDS = 4;

/**
 * OrderPlaced from the placing transaction's commit to its consumers' effect (their inbox
 * transaction committed), through the outbox, the relay and the embedded bus, on PostgreSQL of its
 * own: commerce's store publishes, fulfillment's and notifications' consumers each handle every
 * event in a store of theirs. First the most orders a second the path carries (published as fast
 * as 16 writers can, until the last is handled), then the latency at the higher of 100/s and half
 * that (and at half the most, when 100/s is more than that). Baseline from the same run: an INSERT
 * committed and read back. Runs on the embedded bus, then on a Kafka broker of its own (the one the
 * Kafka tests use: KAFKA_BROKERS, the local image, or Kafka's jars), or says why it could not.
 */
export async function benchEventPath(): Promise<void> {
  await eventPathOn("embedded bus", new InProcessBus());
  const kafka = await startTestKafka();
  if ("skip" in kafka) {
    process.stdout.write(`OrderPlaced commit → consumer effect on Kafka: not measured (${kafka.skip})\n\n`);
    return;
  }
  try {
    const logger = createLogger({ name: "bench", level: "silent" });
    // A broker used before (KAFKA_BROKERS) replays its backlog to this run's new consumer groups
    // first, which slows the burst; the run's own order ids keep any of it out of the figures.
    await eventPathOn("Kafka, one broker", new KafkaBus({ brokers: kafka.brokers, clientId: "highcotton-bench", logger }));
  } finally {
    await kafka.stop();
  }
}

async function eventPathOn(busName: string, bus: EventBus): Promise<void> {
  const server = await startTestPostgres();
  const opened: Database[] = [];
  const open = async (name: string) => {
    const database = await openDatabase({ url: await server.createDatabase(name) });
    await database.migrate(KIT_MIGRATIONS_FOLDER, { table: KIT_MIGRATIONS_TABLE });
    opened.push(database);
    return database;
  };
  const logger = createLogger({ name: "bench", level: "silent" });
  // Order ids and consumer groups of their own, so nothing of an earlier run on the same broker counts.
  const run = `${Date.now().toString(36)}`;
  let relay: OutboxRelay | undefined;
  try {
    const commerce = await open("commerce");
    const effects = new Map<string, number>();
    for (const name of ["fulfillment", "notifications"]) {
      const consumer = new EventConsumer({ name, database: await open(name), logger }).on(OrderPlacedSchema, async () => {});
      await bus.subscribe(`${name}-${run}`, consumer.topics(), async (message) => {
        await consumer.handle(message.value);
        // The effect counts once both consumers have committed theirs.
        const key = message.key;
        effects.set(key, effects.has(key) ? performance.now() : -1);
      });
    }
    relay = new OutboxRelay({ database: commerce, bus, logger, name: "commerce" });
    await relay.start();

    const place = async (orderId: string): Promise<number> => {
      await commerce.db.transaction(async (tx) => {
        await publishEvent(tx, { schema: OrderPlacedSchema, aggregateId: orderId, data: { orderId } });
      });
      return performance.now();
    };
    const handled = async (ids: string[]) => {
      const deadline = performance.now() + 60_000;
      while (ids.some((id) => (effects.get(id) ?? -1) < 0) && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 5));
    };

    // The most the path carries: writers publish as fast as they can; the clock stops at the last effect.
    const burst = Array.from({ length: MAX_RATE_EVENTS }, (_, index) => `max-${run}-${index}`);
    const burstStarted = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: MAX_RATE_CONCURRENCY }, async () => {
        while (next < burst.length) await place(burst[next++] as string);
      }),
    );
    await handled(burst);
    const maxRate = MAX_RATE_EVENTS / ((performance.now() - burstStarted) / 1000);

    // The goal's rate, and half the most the path carries when that is lower (a rate it sustains).
    const rate = Math.max(MIN_SUSTAINED_RATE, maxRate / 2);
    const rates = rate > maxRate / 2 ? [maxRate / 2, rate] : [rate];
    const measured: Array<{ rate: number; latencies: ReturnType<typeof percentiles> }> = [];
    for (const [round, offered] of rates.entries()) {
      const committed = new Map<string, number>();
      await atRate(offered, async (index) => {
        const orderId = `steady-${run}-${round}-${index}`;
        committed.set(orderId, await place(orderId));
        return 0;
      });
      await handled([...committed.keys()]);
      const latencies = [...committed].map(([orderId, at]) =>
        Math.max(0, (effects.get(orderId) ?? Number.POSITIVE_INFINITY) - at),
      );
      measured.push({ rate: offered, latencies: percentiles(latencies) });
    }
    // Baseline: the same rate of commits, each read back by another query once committed.
    await commerce.db.execute(sql`create table if not exists bench_rows (id text primary key)`);
    const baseline = await atRate(rate, async (index) => {
      const id = `row-${index}`;
      await commerce.db.execute(sql`insert into bench_rows (id) values (${id})`);
      const at = performance.now();
      await commerce.db.execute(sql`select id from bench_rows where id = ${id}`);
      return performance.now() - at;
    });
    const base = percentiles(baseline);
    process.stdout.write(
      [
        "",
        `OrderPlaced commit → consumer effect (outbox, relay, ${busName}, two consumers' inbox transactions; PostgreSQL of its own)`,
        `  most the path carries: ${maxRate.toFixed(0)} events/s (${MAX_RATE_EVENTS} published by ${MAX_RATE_CONCURRENCY} writers, until the last was handled)`,
        ...measured.map(
          ({ rate: offered, latencies: events }) =>
            `  at ${offered.toFixed(0).padStart(4)}/s for ${SECONDS} s: p50 ${events.p50.toFixed(1)} ms   p95 ${events.p95.toFixed(1)} ms   p99 ${events.p99.toFixed(1)} ms   max ${events.max.toFixed(1)} ms   p99 vs baseline ${(events.p99 / Math.max(base.p99, 0.001)).toFixed(1)}x`,
        ),
        `  commit → read back at ${rate.toFixed(0)}/s (baseline): p50 ${base.p50.toFixed(1)} ms   p95 ${base.p95.toFixed(1)} ms   p99 ${base.p99.toFixed(1)} ms`,
        "",
      ].join("\n"),
    );
  } finally {
    await relay?.stop();
    await bus.close();
    await Promise.allSettled(opened.map((database) => database.close()));
    await server.stop();
  }
}

/** Starts `task(index)` at `rate` a second for SECONDS, whether or not earlier ones finished. */
async function atRate(rate: number, task: (index: number) => Promise<number>): Promise<number[]> {
  const count = Math.round(rate * SECONDS);
  const runs: Promise<number>[] = [];
  const started = performance.now();
  for (let index = 0; index < count; index++) {
    const wait = started + (index * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    runs.push(task(index));
  }
  return Promise.all(runs);
}

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return { p50: at(50), p95: at(95), p99: at(99), max: at(100) };
}
