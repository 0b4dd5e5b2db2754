import { eq } from "drizzle-orm";
import { applySubscriptionEvent } from "../../src/application/apply-subscription-event.ts";
import { merchants } from "../../src/db/schema.ts";
import type { FulfillmentHarness, TestAccount } from "./fulfillment-harness.ts";

export { errorOf } from "@highcotton/kit/testing";

// What the lead tests share: merchants whose subscription is paid (or whose renewal failed), and
// the merchant's three calls through fulfillment's subgraph as the dashboard makes them.

export const LEAD_FIELDS = `orderId shortId status customerName shippingCity shippingState shippingAddress shippingZip
  customerEmail shirtCount merchantEarnings inYourState reoffered placedAt acceptedAt fulfilledAt
  items { designId designName frontImageUrl printFileUrl printFileName size color quantity }
  tracking { carrier trackingNumber trackingUrl }`;

export interface LeadOut {
  orderId: string;
  shortId: string;
  status: "pending" | "assigned" | "fulfilled" | "expired";
  customerName: string;
  shippingCity: string;
  shippingState: string;
  shippingAddress: string | null;
  shippingZip: string | null;
  customerEmail: string | null;
  shirtCount: number;
  merchantEarnings: string;
  inYourState: boolean;
  reoffered: boolean;
  placedAt: string;
  acceptedAt: string | null;
  fulfilledAt: string | null;
  items: Array<{
    designId: string;
    designName: string;
    frontImageUrl: string;
    printFileUrl: string | null;
    printFileName: string;
    size: string;
    color: string;
    quantity: number;
  }>;
  tracking: { carrier: string; trackingNumber: string; trackingUrl: string | null } | null;
}

export interface MerchantOrdersOut {
  pending: LeadOut[];
  active: LeadOut[];
  fulfilled: LeadOut[];
}

export type MerchantAccount = TestAccount & { merchantId: string };

/** A Merchant account whose print shop signed up with a card that pays (createMerchant through the graph). */
export const paidMerchant = (harness: FulfillmentHarness, form: Record<string, unknown> = {}): Promise<MerchantAccount> =>
  harness.merchant(form);

/** A renewal could not be charged (as the provider reports it): the merchant is inactive. */
export async function lapse(harness: FulfillmentHarness, merchant: MerchantAccount): Promise<void> {
  const [row] = await harness.database.db
    .select({ subscriptionId: merchants.providerSubscriptionId })
    .from(merchants)
    .where(eq(merchants.id, merchant.merchantId));
  await applySubscriptionEvent(harness.deps, { kind: "payment_failed", subscriptionId: row!.subscriptionId });
}

/** The merchant's calls, each through fulfillment's subgraph. */
export function leadSteps(harness: FulfillmentHarness) {
  return {
    merchantOrders: (headers: Record<string, string> = {}, first?: number) =>
      harness.graph<{ merchantOrders: MerchantOrdersOut }>(
        `query ($first: Int) { merchantOrders(first: $first) { pending { ${LEAD_FIELDS} } active { ${LEAD_FIELDS} } fulfilled { ${LEAD_FIELDS} } } }`,
        { first: first ?? null },
        headers,
      ),
    acceptOrder: (orderId: string, headers: Record<string, string> = {}) =>
      harness.graph<{ acceptOrder: LeadOut }>(
        `mutation ($orderId: ID!) { acceptOrder(orderId: $orderId) { ${LEAD_FIELDS} } }`,
        { orderId },
        headers,
      ),
    fulfillOrder: (orderId: string, headers: Record<string, string> = {}, tracking?: Record<string, unknown>) =>
      harness.graph<{ fulfillOrder: LeadOut }>(
        `mutation ($orderId: ID!, $tracking: ShipmentTrackingInput) { fulfillOrder(orderId: $orderId, tracking: $tracking) { ${LEAD_FIELDS} } }`,
        { orderId, tracking },
        headers,
      ),
  };
}
