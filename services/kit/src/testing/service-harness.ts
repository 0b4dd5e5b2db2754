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
import type { TestClock } from "./test-clock.ts";
import { truncateTables } from "./truncate-tables.ts";

export interface ServiceHarnessOptions {
  /** The store it runs on, opened by the caller; `stop` closes it. */
  database: Database;
  /** The bus it publishes to and consumes from; a fresh in-process one unless given. */
  bus?: InProcessBus;
  tokens?: TokenService;
  /** Keep the scheduled jobs. Off by default: tests run them when they mean to. */
  jobs?: boolean;
  /** The tables `reset` empties (the service's own, its outbox and inbox). */
  tables: readonly string[];
  /** The clock the service's wiring reads; `reset` puts it back. */
  clock?: TestClock;
}

/** A service started as the product starts it, with what every service's tests need around it. */
export interface ServiceHarness {
  database: Database;
  service: RunningService;
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
 * Starts a service's definition (its consumers, resolvers and, when asked, jobs) on one store, and
 * watches everything it publishes as another service's consumer would receive it.
 */
export async function startServiceHarness(definition: DefinedService, options: ServiceHarnessOptions): Promise<ServiceHarness> {
  const { database, clock } = options;
  const tokens = options.tokens ?? testTokens();
  const bus = options.bus ?? new InProcessBus();
  const started: DefinedService = options.jobs
    ? definition
    : { ...definition, build: (context) => ({ ...definition.build(context), jobs: [] }) };

  const observed: Uint8Array[] = [];
  const service = await startService(started, { ...testServiceDeps({ bus, tokens }), database });
  await bus.subscribe(`${definition.name}-test-observer`, definition.publishes, async (message) => {
    observed.push(message.value);
  });

  return {
    database,
    service,
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
      await truncateTables(database, options.tables);
      observed.length = 0;
      clock?.reset();
    },
    async stop() {
      await service.stop();
      await bus.close();
      await database.close();
    },
  };
}
