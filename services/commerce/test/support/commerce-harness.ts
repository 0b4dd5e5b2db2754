import { randomUUID } from "node:crypto";
import type { DescMessage, MessageInitShape, MessageShape } from "@bufbuild/protobuf";
import {
  type Database,
  type HandleOutcome,
  InProcessBus,
  openEnvelope,
  type ReceivedEvent,
  type RunningService,
  readEvent,
  sealEvent,
  startService,
  type TokenService,
} from "@highcotton/kit";
import { TestClock, testServiceDeps, testTokens, truncateTables } from "@highcotton/kit/testing";
import type { FormattedExecutionResult } from "graphql";
import type { CommerceDeps } from "../../src/application/commerce-deps.ts";
import { type DesignFacts, recordDesigns, recordStore } from "../../src/application/replicas.ts";
import { defineCommerceService } from "../../src/service.ts";

export { TestClock };

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

export interface CommerceHarnessOptions {
  /** Replaces parts of the service's wiring: a webhook secret, a provider a test controls. */
  deps?: Partial<CommerceDeps>;
  /** Keep the scheduled jobs (reconciliation, payouts). Off by default: tests run them when they mean to. */
  jobs?: boolean;
  tokens?: TokenService;
}

export interface StoreFacts {
  id: string;
  ownerUserId: string;
  name: string;
}

/** Commerce started as the product starts it (its definition, consumers and resolvers) on one store. */
export interface CommerceHarness {
  database: Database;
  service: RunningService;
  /** The wiring the running service uses, with the test clock; use cases can be called with it directly. */
  deps: CommerceDeps;
  clock: TestClock;
  tokens: TokenService;
  bus: InProcessBus;
  /** Runs an operation on commerce's subgraph, as the gateway would. */
  graph<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<FormattedExecutionResult<T>>;
  /** A store as catalog's DispensaryCreated announces it. */
  seedStore(store?: Partial<StoreFacts>): Promise<StoreFacts>;
  /** Designs as catalog's DesignsGenerated / CustomDesignGenerated announce them. */
  seedDesigns(designs: Array<Partial<DesignFacts>>): Promise<DesignFacts[]>;
  /** Events commerce published so far (relayed from its outbox first). */
  published<D extends DescMessage>(schema: D): Promise<Array<ReceivedEvent<MessageShape<D>>>>;
  /** Hands commerce's consumers an event from another service, as the bus would. */
  deliver<D extends DescMessage>(schema: D, aggregateId: string, data: MessageInitShape<D>): Promise<HandleOutcome>;
  /** Empties commerce's tables and the observed events, and puts the clock back. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

const COMMERCE_TABLES = [
  "cart_items",
  "order_items",
  "store_earnings",
  "orders",
  "payments",
  "offline_payments",
  "stripe_webhook_events",
  "withdrawals",
  "design_replicas",
  "store_replicas",
  "outbox",
  "inbox",
];

let designNumber = 0;

/** A design's facts with sensible defaults (a store design unless `dispensaryId: null`). */
export function designFacts(overrides: Partial<DesignFacts> = {}): DesignFacts {
  const id = overrides.id ?? randomUUID();
  designNumber++;
  return {
    id,
    dispensaryId: null,
    name: `Design ${designNumber}`,
    frontImageUrl: `/media/designs/${id}/front.webp`,
    printFileUrl: `/media/designs/${id}/print.png`,
    isCustom: overrides.dispensaryId === null,
    ...overrides,
  };
}

/** A browser session id in the web app's shape (session_<timestamp>_<random>). */
export const newSessionId = (): string => `session_${Date.now()}_${randomUUID().replaceAll("-", "").slice(0, 12)}`;

export async function startCommerceHarness(
  open: () => Promise<Database>,
  options: CommerceHarnessOptions = {},
): Promise<CommerceHarness> {
  const database = await open();
  const clock = new TestClock();
  const tokens = options.tokens ?? testTokens();
  const bus = new InProcessBus();
  let deps: CommerceDeps | undefined;
  const definition = defineCommerceService((built) => {
    deps = { ...built, now: clock.now, ...options.deps };
    return deps;
  });
  const withoutJobs = options.jobs
    ? definition
    : { ...definition, build: (context: Parameters<typeof definition.build>[0]) => ({ ...definition.build(context), jobs: [] }) };

  const observed: Uint8Array[] = [];
  const service = await startService(withoutJobs, { ...testServiceDeps({ bus, tokens }), database });
  // Everything commerce publishes, as another service's consumer would receive it.
  await bus.subscribe("commerce-test-observer", definition.publishes, async (message) => {
    observed.push(message.value);
  });
  if (!deps) throw new Error("commerce did not build its wiring");
  const wired = deps;

  return {
    database,
    service,
    deps: wired,
    clock,
    tokens,
    bus,
    graph: (query, variables = {}, headers = {}) =>
      service.subgraph.execute({ query, variables }, headers) as Promise<FormattedExecutionResult<never>>,
    async seedStore(store = {}) {
      const facts = { id: randomUUID(), ownerUserId: randomUUID(), name: "Greenleaf Dispensary", ...store };
      await database.db.transaction((tx) => recordStore(tx, facts));
      return facts;
    },
    async seedDesigns(designs) {
      const facts = designs.map(designFacts);
      await database.db.transaction((tx) => recordDesigns(tx, facts));
      return facts;
    },
    async published(schema) {
      await service.relay.drain();
      return observed
        .map(openEnvelope)
        .filter((envelope) => envelope.type === schema.typeName)
        .map((envelope) => readEvent(schema, envelope));
    },
    deliver: (schema, aggregateId, data) => service.consumer.handle(sealEvent({ schema, aggregateId, data }).bytes),
    async reset() {
      await service.relay.drain();
      await truncateTables(database, COMMERCE_TABLES);
      observed.length = 0;
      clock.reset();
    },
    async stop() {
      await service.stop();
      await bus.close();
      await database.close();
    },
  };
}
