import { randomUUID } from "node:crypto";
import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { Database, TokenService } from "@highcotton/kit";
import { type ServiceHarness, startServiceHarness, TestClock } from "@highcotton/kit/testing";
import { OrderPlacedSchema, UserRegisteredSchema } from "@highcotton/proto";
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
export interface FulfillmentHarness extends ServiceHarness {
  /** The wiring the running service uses, with the test clock; use cases can be called with it directly. */
  deps: FulfillmentDeps;
  clock: TestClock;
  /** A signed-in account (a Merchant unless told), announced by identity's UserRegistered. */
  account(role?: "user" | "dispensary" | "merchant"): Promise<TestAccount>;
  /** A Merchant account with a print shop (createMerchant through the graph); answers the merchant's id too. */
  merchant(form?: Record<string, unknown>): Promise<TestAccount & { merchantId: string }>;
  /** A paid order as commerce's OrderPlaced announces it (one M shirt unless told); answers its id. */
  placeOrder(order?: Partial<MessageInitShape<typeof OrderPlacedSchema>>): Promise<string>;
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
  const clock = new TestClock();
  let deps: FulfillmentDeps | undefined;
  const definition = defineFulfillmentService((built) => {
    deps = { ...built, now: clock.now, ...options.deps };
    return deps;
  });
  const harness = await startServiceHarness(definition, {
    database: await open(),
    tokens: options.tokens,
    jobs: options.jobs,
    tables: FULFILLMENT_TABLES,
    clock,
  });
  if (!deps) throw new Error("fulfillment did not build its wiring");
  const { graph, deliver, tokens } = harness;

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
    ...harness,
    deps,
    clock,
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
  };
}
