import { randomUUID } from "node:crypto";
import type { DescMessage, MessageInitShape, MessageShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
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
import { OrderPlacedSchema, UserRegisteredSchema } from "@highcotton/proto";
import type { FormattedExecutionResult } from "graphql";
import type { FulfillmentDeps } from "../../src/application/fulfillment-deps.ts";
import { defineFulfillmentService } from "../../src/service.ts";

export { TestClock };
export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

export interface FulfillmentHarnessOptions {
  /** Replaces parts of the service's wiring: a webhook secret, a provider a test controls. */
  deps?: Partial<FulfillmentDeps>;
  /** Keep the scheduled jobs (renewals). Off by default: tests run them when they mean to. */
  jobs?: boolean;
  tokens?: TokenService;
}

/** A signed-in account as tests use it: its id and a bearer header. */
export interface TestAccount {
  userId: string;
  username: string;
  headers: Record<string, string>;
}

/** One line of a test order (OrderPlaced's OrderLine). */
export type OrderLineFacts = NonNullable<MessageInitShape<typeof OrderPlacedSchema>["lines"]>[number];

/** SPEC's merchant form with a card that succeeds. */
export const merchantForm = (overrides: Record<string, unknown> = {}) => ({
  businessName: "Ink House Printing",
  address: "3100 Brighton Blvd",
  city: "Denver",
  state: "CO",
  zip: "80216",
  paymentMethodId: "pm_card_visa",
  ...overrides,
});

/** Fulfillment started as the product starts it (its definition, consumers and resolvers) on one store. */
export interface FulfillmentHarness {
  database: Database;
  service: RunningService;
  /** The wiring the running service uses, with the test clock; use cases can be called with it directly. */
  deps: FulfillmentDeps;
  clock: TestClock;
  tokens: TokenService;
  bus: InProcessBus;
  /** Runs an operation on fulfillment's subgraph, as the gateway would. */
  graph<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<FormattedExecutionResult<T>>;
  /** A signed-in account (a Merchant unless told), announced by identity's UserRegistered. */
  account(role?: "user" | "dispensary" | "merchant"): Promise<TestAccount>;
  /** A Merchant account with a print shop (createMerchant through the graph); answers the merchant's id too. */
  merchant(form?: Record<string, unknown>): Promise<TestAccount & { merchantId: string }>;
  /** A paid order as commerce's OrderPlaced announces it (one M shirt unless told); answers its id. */
  placeOrder(order?: Partial<MessageInitShape<typeof OrderPlacedSchema>>): Promise<string>;
  /** Events fulfillment published so far (relayed from its outbox first). */
  published<D extends DescMessage>(schema: D): Promise<Array<ReceivedEvent<MessageShape<D>>>>;
  /** Hands fulfillment's consumers an event from another service, as the bus would. */
  deliver<D extends DescMessage>(schema: D, aggregateId: string, data: MessageInitShape<D>): Promise<HandleOutcome>;
  /** Empties fulfillment's tables and the observed events, and puts the clock back. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

const FULFILLMENT_TABLES = [
  "merchant_earnings",
  "lead_items",
  "leads",
  "merchants",
  "offline_subscriptions",
  "offline_payment_methods",
  "stripe_webhook_events",
  "account_replicas",
  "outbox",
  "inbox",
];

let accountNumber = 0;

/** One order line with sensible defaults: one M shirt of a store's design at $25. */
export function orderLine(overrides: Partial<OrderLineFacts> = {}): OrderLineFacts {
  const designId = overrides.designId ?? randomUUID();
  return {
    designId,
    designName: "Mile High Leaf",
    frontImageUrl: `/media/designs/${designId}/front.webp`,
    printFileUrl: `/media/designs/${designId}/print.png`,
    size: "M",
    quantity: 1,
    dispensaryId: randomUUID(),
    unitPriceCents: 2500,
    ...overrides,
  };
}

export async function startFulfillmentHarness(
  open: () => Promise<Database>,
  options: FulfillmentHarnessOptions = {},
): Promise<FulfillmentHarness> {
  const database = await open();
  const clock = new TestClock();
  const tokens = options.tokens ?? testTokens();
  const bus = new InProcessBus();
  let deps: FulfillmentDeps | undefined;
  const definition = defineFulfillmentService((built) => {
    deps = { ...built, now: clock.now, ...options.deps };
    return deps;
  });
  const withoutJobs = options.jobs
    ? definition
    : { ...definition, build: (context: Parameters<typeof definition.build>[0]) => ({ ...definition.build(context), jobs: [] }) };

  const observed: Uint8Array[] = [];
  const service = await startService(withoutJobs, { ...testServiceDeps({ bus, tokens }), database });
  // Everything fulfillment publishes, as another service's consumer would receive it.
  await bus.subscribe("fulfillment-test-observer", definition.publishes, async (message) => {
    observed.push(message.value);
  });
  if (!deps) throw new Error("fulfillment did not build its wiring");
  const wired = deps;

  const graph: FulfillmentHarness["graph"] = (query, variables = {}, headers = {}) =>
    service.subgraph.execute({ query, variables }, headers) as Promise<FormattedExecutionResult<never>>;
  const deliver: FulfillmentHarness["deliver"] = (schema, aggregateId, data) =>
    service.consumer.handle(sealEvent({ schema, aggregateId, data }).bytes);

  async function account(role: "user" | "dispensary" | "merchant" = "merchant"): Promise<TestAccount> {
    const userId = randomUUID();
    const username = `${role}${++accountNumber}_${userId.slice(0, 6)}`;
    await deliver(UserRegisteredSchema, userId, {
      userId,
      username,
      email: `${username}@example.test`,
      role,
      registeredAt: timestampFromDate(clock.now()),
    });
    const token = tokens.sign({ id: userId, username, role });
    return { userId, username, headers: { authorization: `Bearer ${token}` } };
  }

  return {
    database,
    service,
    deps: wired,
    clock,
    tokens,
    bus,
    graph,
    account,
    async merchant(form = {}) {
      const signedIn = await account("merchant");
      const result = await graph<{ createMerchant: { id: string } }>(
        "mutation ($input: CreateMerchantInput!) { createMerchant(input: $input) { id } }",
        { input: merchantForm(form) },
        signedIn.headers,
      );
      const merchantId = result.data?.createMerchant.id;
      if (!merchantId) throw new Error(`createMerchant failed: ${JSON.stringify(result.errors)}`);
      return { ...signedIn, merchantId };
    },
    async placeOrder(order = {}) {
      const orderId = order.orderId ?? randomUUID();
      const lines = order.lines ?? [orderLine()];
      const shirts = lines.reduce((sum, line) => sum + (line.quantity ?? 0), 0);
      await deliver(OrderPlacedSchema, orderId, {
        orderId,
        dispensaryId: lines[0]?.dispensaryId ?? "",
        lines,
        customerName: "Jordan Rivera",
        customerEmail: "jordan@example.test",
        shippingAddress: "2231 Champa St",
        shippingCity: "Denver",
        shippingState: "CO",
        shippingZip: "80205",
        totalCents: shirts * 2500,
        merchantEarningsCents: shirts * 1600,
        placedAt: timestampFromDate(clock.now()),
        ...(order as Record<string, unknown>),
      } as MessageInitShape<typeof OrderPlacedSchema>);
      return orderId;
    },
    async published(schema) {
      await service.relay.drain();
      return observed
        .map(openEnvelope)
        .filter((envelope) => envelope.type === schema.typeName)
        .map((envelope) => readEvent(schema, envelope));
    },
    deliver,
    async reset() {
      await service.relay.drain();
      await truncateTables(database, FULFILLMENT_TABLES);
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
