import { randomUUID } from "node:crypto";
import type { Payouts } from "@highcotton/billing";
import type { AuthUser, Database, TokenService } from "@highcotton/kit";
import type { CheckoutLine } from "../../src/application/checkout.ts";
import { markOrderFulfilled } from "../../src/application/order-progress.ts";
import { recordOrder } from "../../src/application/record-order.ts";
import { offlinePayments, payments } from "../../src/db/schema.ts";
import { UNIT_PRICE } from "../../src/domain/constants.ts";
import { type CommerceHarness, DAY_MS, startCommerceHarness } from "./commerce-harness.ts";

// What the store-money tests share: commerce on a clock each test sets, store owners, and past
// sales recorded the way a paid order records them.

export const owner: AuthUser = {
  id: "0b9c0d2e-58f1-4a53-9f0e-2d8f1c7a6b51",
  username: "greenleaf",
  role: "dispensary",
  sessionId: "s-owner",
};
export const stranger: AuthUser = {
  id: "7d3f8a10-1c2b-4e5f-8a9b-0c1d2e3f4a5b",
  username: "sam",
  role: "dispensary",
  sessionId: "s-sam",
};

export const daysBefore = (date: Date, days: number): Date => new Date(date.getTime() - days * DAY_MS);
export const daysAfter = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/** A payout provider the test swaps per test (the harness's wiring is fixed when the service starts). */
export class SwappablePayouts implements Payouts {
  current: Payouts = { provider: "offline", pay: () => Promise.reject(new Error("no payouts in this test")) };
  get provider() {
    return this.current.provider;
  }
  pay(input: Parameters<Payouts["pay"]>[0]) {
    return this.current.pay(input);
  }
}

export interface StoreMoneyHarness extends CommerceHarness {
  /** The clock the service and the use cases read; a test sets it. */
  at: { now: Date };
  payouts: SwappablePayouts;
}

export const START = new Date("2026-06-01T12:00:00Z");

export async function startStoreMoneyHarness(open: () => Promise<Database>): Promise<StoreMoneyHarness> {
  const at = { now: START };
  const payouts = new SwappablePayouts();
  const harness = await startCommerceHarness(open, { deps: { now: () => at.now, payouts } });
  return {
    ...harness,
    at,
    payouts,
    async reset() {
      await harness.reset();
      at.now = START;
      payouts.current = new SwappablePayouts().current;
    },
  };
}

/** A store of `ownerUserId` as DispensaryCreated announces it; its id. */
export async function openStore(
  harness: CommerceHarness,
  ownerUserId = owner.id,
  name = "Greenleaf Dispensary",
): Promise<string> {
  return (await harness.seedStore({ ownerUserId, name })).id;
}

export interface SaleOptions {
  /** Printed and shipped (fulfillment's OrderFulfilled heard) the moment it was sold; true unless told. */
  fulfilled?: boolean;
  /** Paid by card (the offline card provider) unless told: wallet is the offline wallet. */
  method?: "card" | "wallet";
}

/**
 * A paid order of `shirts` shirts of one of the store's designs, placed at `soldAt`: a succeeded
 * payment at the offline provider (so it can be refunded), then the order, its line, the store's
 * credit and OrderPlaced as a sale records them; fulfilled at once unless told. Answers the order's id.
 */
export async function recordSale(
  harness: CommerceHarness,
  dispensaryId: string,
  soldAt: Date,
  shirts = 1,
  { fulfilled = true, method = "card" }: SaleOptions = {},
): Promise<string> {
  const line: CheckoutLine = {
    designId: randomUUID(),
    designName: "Mile High Leaf",
    frontImageUrl: "/media/designs/leaf/front.webp",
    printFileUrl: "/media/designs/leaf/print.png",
    dispensaryId,
    size: "M",
    color: "black",
    quantity: shirts,
    unitPriceCents: UNIT_PRICE,
  };
  const providerPaymentId =
    method === "card"
      ? `pi_offline_test_${randomUUID().replaceAll("-", "")}`
      : `WALLETTEST${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  return harness.database.db.transaction(async (tx) => {
    await tx.insert(offlinePayments).values({
      id: providerPaymentId,
      kind: method,
      amountCents: shirts * UNIT_PRICE,
      status: method === "card" ? "succeeded" : "COMPLETED",
    });
    const [payment] = await tx
      .insert(payments)
      .values({
        sessionId: `session_${soldAt.getTime()}_test`,
        method,
        provider: method === "card" ? "offline_card" : "offline_wallet",
        providerPaymentId,
        amountCents: shirts * UNIT_PRICE,
        status: "succeeded",
        checkout: { lines: [line] },
        createdAt: soldAt,
        succeededAt: soldAt,
      })
      .returning();
    const form = {
      customerName: "Shopper",
      customerEmail: "shopper@example.com",
      shippingAddress: "1 Main St",
      shippingCity: "Denver",
      shippingState: "CO",
      shippingZip: "80202",
    };
    const order = await recordOrder(tx, { payment: payment!, checkout: { lines: [line], form }, placedAt: soldAt });
    if (fulfilled) await markOrderFulfilled(tx, order.id, randomUUID(), soldAt);
    return order.id;
  });
}

/** Headers of a signed-in caller (none for a signed-out one). */
export const signedIn = (tokens: TokenService, user?: AuthUser): Record<string, string> =>
  user ? { authorization: `Bearer ${tokens.sign(user)}` } : {};
