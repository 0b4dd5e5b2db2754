import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FormattedExecutionResult } from "graphql";
import { merchants } from "../../src/db/schema.ts";
import { DAY_MS, type FulfillmentHarness, merchantForm, type TestAccount } from "./fulfillment-harness.ts";

// What the lead tests share: merchants with a paid subscription, and the merchant's three calls
// through fulfillment's subgraph as the dashboard makes them.

export const LEAD_FIELDS = `orderId shortId status customerName shippingCity shippingState shippingAddress shippingZip
  customerEmail shirtCount merchantEarnings inYourState placedAt acceptedAt fulfilledAt
  items { designId designName frontImageUrl printFileUrl size quantity }`;

export interface LeadOut {
  orderId: string;
  shortId: string;
  status: "pending" | "assigned" | "fulfilled";
  customerName: string;
  shippingCity: string;
  shippingState: string;
  shippingAddress: string | null;
  shippingZip: string | null;
  customerEmail: string | null;
  shirtCount: number;
  merchantEarnings: string;
  inYourState: boolean;
  placedAt: string;
  acceptedAt: string | null;
  fulfilledAt: string | null;
  items: Array<{
    designId: string;
    designName: string;
    frontImageUrl: string;
    printFileUrl: string | null;
    size: string;
    quantity: number;
  }>;
}

export interface MerchantOrdersOut {
  pending: LeadOut[];
  active: LeadOut[];
  fulfilled: LeadOut[];
}

export type MerchantAccount = TestAccount & { merchantId: string };

/** The first error's code and message, as the REST adapter reads them. */
export const errorOf = (result: FormattedExecutionResult<unknown>) =>
  result.errors?.[0] && { code: result.errors[0].extensions?.code, message: result.errors[0].message };

/**
 * A Merchant account with a print shop whose subscription is paid, written straight to the store
 * (the sign-up's own tests cover createMerchant; these tests are about leads).
 */
export async function paidMerchant(harness: FulfillmentHarness, form: Record<string, unknown> = {}): Promise<MerchantAccount> {
  const account = await harness.account("merchant");
  const shop = merchantForm(form) as Record<string, string>;
  const id = randomUUID().replaceAll("-", "").slice(0, 24);
  const [merchant] = await harness.database.db
    .insert(merchants)
    .values({
      userId: account.userId,
      businessName: shop.businessName!,
      address: shop.address!,
      city: shop.city!,
      state: shop.state!,
      zip: shop.zip!,
      contactEmail: `${account.username}@example.test`,
      provider: "offline",
      providerCustomerId: `cus_offline_${id}`,
      providerSubscriptionId: `sub_offline_${id}`,
      subscriptionStatus: "active",
      currentPeriodEnd: new Date(harness.clock.now().getTime() + 30 * DAY_MS),
    })
    .returning({ id: merchants.id });
  return { ...account, merchantId: merchant!.id };
}

/** The subscription stopped being paid: the merchant is inactive. */
export async function lapse(harness: FulfillmentHarness, merchant: MerchantAccount): Promise<void> {
  await harness.database.db
    .update(merchants)
    .set({ subscriptionStatus: "past_due", isActive: false })
    .where(eq(merchants.id, merchant.merchantId));
}

/** The merchant's calls, each through fulfillment's subgraph. */
export function leadSteps(harness: FulfillmentHarness) {
  return {
    merchantOrders: (headers: Record<string, string> = {}) =>
      harness.graph<{ merchantOrders: MerchantOrdersOut }>(
        `{ merchantOrders { pending { ${LEAD_FIELDS} } active { ${LEAD_FIELDS} } fulfilled { ${LEAD_FIELDS} } } }`,
        {},
        headers,
      ),
    acceptOrder: (orderId: string, headers: Record<string, string> = {}) =>
      harness.graph<{ acceptOrder: LeadOut }>(
        `mutation ($orderId: ID!) { acceptOrder(orderId: $orderId) { ${LEAD_FIELDS} } }`,
        { orderId },
        headers,
      ),
    fulfillOrder: (orderId: string, headers: Record<string, string> = {}) =>
      harness.graph<{ fulfillOrder: LeadOut }>(
        `mutation ($orderId: ID!) { fulfillOrder(orderId: $orderId) { ${LEAD_FIELDS} } }`,
        { orderId },
        headers,
      ),
  };
}
