import type { DescMessage, MessageInitShape, MessageShape } from "@bufbuild/protobuf";
import type { FormattedExecutionResult } from "graphql";
import type { TokenService } from "../auth/tokens.ts";
import { InProcessBus } from "../bus/in-process-bus.ts";
import type { Database } from "../db/database.ts";
import { openEnvelope, type ReceivedEvent, readEvent, sealEvent } from "../events/envelope.ts";
import type { HandleOutcome } from "../events/event-consumer.ts";
import type { DefinedService } from "../runtime/define-service.ts";
import { type RunningService, startService } from "../runtime/service.ts";
import { testServiceDeps, testTokens } from "./service-deps.ts";
import { TestClock } from "./test-clock.ts";
import { truncateTables } from "./truncate-tables.ts";

/** What a test may change about the service it starts. */
export interface ServiceHarnessOptions<Deps> {
  /** Replaces parts of the service's wiring: a webhook secret, a provider a test controls. */
  deps?: Partial<Deps> | undefined;
  /** Keep the scheduled jobs. Off by default: tests run them when they mean to. */
  jobs?: boolean | undefined;
  tokens?: TokenService | undefined;
}

export interface ServiceHarnessSetup<Deps> extends ServiceHarnessOptions<Deps> {
  /** The store it runs on, opened by the caller; `stop` closes it. */
  database: Database;
  /** The tables `reset` empties (the service's own, its outbox and inbox). */
  tables: readonly string[];
  /** The bus it publishes to and consumes from; a fresh in-process one unless given. */
  bus?: InProcessBus | undefined;
}

/** A service's definition, given a hook that adjusts the wiring it builds (as `define<Name>Service` takes). */
export type DefineWithDeps<Deps> = (adjust: (deps: Deps) => Deps) => DefinedService;

/** A service started as the product starts it, with what every service's tests need around it. */
export interface ServiceHarness<Deps> {
  database: Database;
  service: RunningService;
  /** The wiring the running service uses, with the test clock; use cases can be called with it directly. */
  deps: Deps;
  /** The clock the wiring reads (`deps.now`). */
  clock: TestClock;
  tokens: TokenService;
  bus: InProcessBus;
  /** Runs an operation on the service's subgraph, as the gateway would. */
  graph<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<FormattedExecutionResult<T>>;
  /** Events the service published so far (relayed from its outbox first). */
  published<D extends DescMessage>(schema: D): Promise<Array<ReceivedEvent<MessageShape<D>>>>;
  /** Hands the service's consumers an event from another service, as the bus would. */
  deliver<D extends DescMessage>(schema: D, aggregateId: string, data: MessageInitShape<D>): Promise<HandleOutcome>;
  /** Empties the tables and the observed events, and puts the clock back. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts a service's definition (its consumers, resolvers and, when asked, jobs) on one store with
 * a test clock, and watches everything it publishes as another service's consumer would receive it.
 */
export async function startServiceHarness<Deps extends { now: () => Date }>(
  define: DefineWithDeps<Deps>,
  setup: ServiceHarnessSetup<Deps>,
): Promise<ServiceHarness<Deps>> {
  const { database } = setup;
  const clock = new TestClock();
  const tokens = setup.tokens ?? testTokens();
  const bus = setup.bus ?? new InProcessBus();
  let wired: Deps | undefined;
  const definition = define((built) => {
    wired = { ...built, now: clock.now, ...setup.deps };
    return wired;
  });
  const started: DefinedService = setup.jobs
    ? definition
    : { ...definition, build: (context) => ({ ...definition.build(context), jobs: [] }) };

  const observed: Uint8Array[] = [];
  const service = await startService(started, { ...testServiceDeps({ bus, tokens }), database });
  await bus.subscribe(`${definition.name}-test-observer`, definition.publishes, async (message) => {
    observed.push(message.value);
  });
  if (!wired) throw new Error(`${definition.name} did not build its wiring`);

  return {
    database,
    service,
    deps: wired,
    clock,
    tokens,
    bus,
    graph: (query, variables = {}, headers = {}) =>
      service.subgraph.execute({ query, variables }, headers) as Promise<FormattedExecutionResult<never>>,
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
      await truncateTables(database, setup.tables);
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
