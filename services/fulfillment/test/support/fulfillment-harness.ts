import { randomUUID } from "node:crypto";
import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { Database } from "@highcotton/kit";
import {
  registerTestAccount,
  type ServiceHarness,
  type ServiceHarnessOptions,
  startServiceHarness,
  type TestAccount,
  TestClock,
} from "@highcotton/kit/testing";
import { OrderPlacedSchema } from "@highcotton/proto";
import type { FulfillmentDeps } from "../../src/application/fulfillment-deps.ts";
import { defineFulfillmentService } from "../../src/service.ts";

export { type TestAccount, TestClock };
export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** A webhook secret or a provider a test controls; the scheduled jobs (renewals) only when asked. */
export type FulfillmentHarnessOptions = ServiceHarnessOptions<FulfillmentDeps>;

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
export interface FulfillmentHarness extends ServiceHarness<FulfillmentDeps> {
  /** A signed-in account (a Merchant unless told), announced by identity's UserRegistered. */
  account(role?: "user" | "dispensary" | "merchant"): Promise<TestAccount>;
  /** A Merchant account with a print shop (createMerchant through the graph); answers the merchant's id too. */
  merchant(form?: Record<string, unknown>): Promise<TestAccount & { merchantId: string }>;
  /** A paid order as commerce's OrderPlaced announces it (one M shirt unless told); answers its id. */
  placeOrder(order?: Partial<MessageInitShape<typeof OrderPlacedSchema>>): Promise<string>;
}

const FULFILLMENT_TABLES = [
  "merchant_withdrawals",
  "merchant_earnings",
  "lead_items",
  "leads",
  "merchants",
  "offline_subscriptions",
  "offline_payment_methods",
  "stripe_webhook_events",
  "card_attempt_failures",
  "account_replicas",
  "outbox",
  "inbox",
];

/** One order line with sensible defaults: one M shirt of a store's design at $25. */
export function orderLine(overrides: Partial<OrderLineFacts> = {}): OrderLineFacts {
  const designId = overrides.designId ?? randomUUID();
  return {
    designId,
    designName: "Mile High Leaf",
    frontImageUrl: `/media/designs/${designId}/front.webp`,
    printFileUrl: `/media/designs/${designId}/print.png`,
    size: "M",
    color: "black",
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
  const harness = await startServiceHarness(defineFulfillmentService, {
    ...options,
    database: await open(),
    tables: FULFILLMENT_TABLES,
  });
  const { graph, deliver, clock } = harness;

  const account = (role: "user" | "dispensary" | "merchant" = "merchant") => registerTestAccount(harness, role);

  return {
    ...harness,
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
