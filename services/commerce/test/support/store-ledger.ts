import { randomUUID } from "node:crypto";
import type { AuthUser, Database, Db, EventBus, RunningService } from "@highcotton/kit";
import { startService } from "@highcotton/kit";
import { testServiceDeps, testTokens } from "@highcotton/kit/testing";
import { sql } from "drizzle-orm";
import { pino } from "pino";
import type { CommerceDeps } from "../../src/application/commerce-deps.ts";
import { recordStore } from "../../src/application/replicas.ts";
import { earnings, orderItems, orders, payments } from "../../src/db/schema.ts";
import { eligibleAtOf } from "../../src/domain/earnings.ts";
import type { Payouts } from "../../src/payments/ports.ts";
import { commerceService } from "../../src/service.ts";

// What the store-money tests share: a commerce service without its background jobs (the tests
// run the payout job themselves), owners, and past sales written straight into the ledger.

export const tokens = testTokens();
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

export async function startCommerceWithoutJobs(database: Database, bus?: EventBus): Promise<RunningService> {
  const withoutJobs = {
    ...commerceService,
    build: (...args: Parameters<typeof commerceService.build>) => ({ ...commerceService.build(...args), jobs: [] }),
  };
  return startService(withoutJobs, { ...testServiceDeps({ tokens, ...(bus ? { bus } : {}) }), database });
}

export async function emptyCommerce(db: Db): Promise<void> {
  await db.execute(
    sql`truncate store_earnings, withdrawals, order_items, orders, payments, store_replicas, design_replicas, outbox, inbox cascade`,
  );
}

const unusedPayouts: Payouts = {
  provider: "offline",
  pay: () => Promise.reject(new Error("no payouts in this test")),
};

/** Use-case deps on the test's store with a clock the test moves. */
export function ledgerDeps(database: Database, now: () => Date, payouts: Payouts = unusedPayouts): CommerceDeps {
  const unused = () => Promise.reject(new Error("not used by store-money tests"));
  return {
    db: database.db,
    database,
    logger: pino({ level: "silent" }),
    cards: { provider: "offline_card", createIntent: unused, retrieve: unused, refund: unused },
    wallet: { provider: "offline_wallet", setup: unused, createOrder: unused, getOrder: unused, capture: unused, refund: unused },
    payouts,
    publicUrl: () => "https://highcotton.example",
    now,
    reconcileAfterMs: 300_000,
  };
}

/** A store as DispensaryCreated announces it to commerce. */
export async function openStore(db: Db, ownerUserId = owner.id, name = "Greenleaf Dispensary"): Promise<string> {
  const id = randomUUID();
  await db.transaction((tx) => recordStore(tx, { id, ownerUserId, name }));
  return id;
}

/**
 * A paid order of `shirts` shirts of one of the store's designs, sold at `soldAt`: its payment,
 * order, line and the store's $4-a-shirt credit, as a sale leaves them.
 */
export async function recordSale(db: Db, dispensaryId: string, soldAt: Date, shirts = 1): Promise<void> {
  const providerPaymentId = `pi_test_${randomUUID()}`;
  const total = (shirts * 25).toFixed(2);
  await db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({
        sessionId: "session_1_test",
        method: "card",
        provider: "offline_card",
        providerPaymentId,
        amountCents: shirts * 2500,
        status: "succeeded",
        checkout: { lines: [] },
        createdAt: soldAt,
        succeededAt: soldAt,
      })
      .returning();
    const [order] = await tx
      .insert(orders)
      .values({
        receiptToken: randomUUID(),
        dispensaryId,
        sessionId: "session_1_test",
        customerEmail: "shopper@example.com",
        customerName: "Shopper",
        shippingAddress: "1 Main St",
        shippingCity: "Denver",
        shippingState: "CO",
        shippingZip: "80202",
        totalAmount: total,
        dispensaryRevenue: (shirts * 4).toFixed(2),
        merchantRevenue: (shirts * 16).toFixed(2),
        paymentMethod: "stripe",
        paymentStatus: "paid",
        paymentIntentId: providerPaymentId,
        paymentId: payment!.id,
        createdAt: soldAt,
      })
      .returning();
    const [line] = await tx
      .insert(orderItems)
      .values({
        orderId: order!.id,
        designId: randomUUID(),
        dispensaryId,
        designName: "Mile High Leaf",
        frontImageUrl: "/media/designs/front.png",
        printFileUrl: "/media/designs/print.png",
        quantity: shirts,
        size: "M",
        price: "25.00",
      })
      .returning();
    await tx.insert(earnings).values({
      dispensaryId,
      orderId: order!.id,
      orderItemId: line!.id,
      amount: (shirts * 4).toFixed(2),
      earnedAt: soldAt,
      eligibleAt: eligibleAtOf(soldAt),
    });
  });
}

export const daysBefore = (date: Date, days: number): Date => new Date(date.getTime() - days * 24 * 60 * 60_000);
