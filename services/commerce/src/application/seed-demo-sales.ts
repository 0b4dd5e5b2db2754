import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { timesQuantity } from "@highcotton/kit/money";
import { and, asc, eq } from "drizzle-orm";
import { type CheckoutForm, SHIRT_COLOR_IDS, type ShirtSize } from "../contract/index.ts";
import { designReplicas, offlinePayments, orders, payments, storeReplicas } from "../db/schema.ts";
import { UNIT_PRICE } from "../domain/constants.ts";
import { DAY_MS } from "../domain/earnings.ts";
import type { CheckoutLine } from "./checkout.ts";
import type { CommerceDeps } from "./commerce-deps.ts";
import { recordOrder } from "./record-order.ts";

/**
 * Past sales of the demo stores, so a fresh start shows revenue on greenleaf's dashboard: some
 * past their 90-day hold (a balance to withdraw), some still held.
 */
const DEMO_SALES: ReadonlyArray<{
  store: string;
  orders: ReadonlyArray<{ daysAgo: number; shirts: ReadonlyArray<[ShirtSize, number]> }>;
}> = [
  {
    store: "Greenleaf Dispensary",
    orders: [
      {
        daysAgo: 120,
        shirts: [
          ["L", 2],
          ["M", 1],
        ],
      },
      { daysAgo: 100, shirts: [["XL", 1]] },
      { daysAgo: 95, shirts: [["M", 2]] },
      {
        daysAgo: 18,
        shirts: [
          ["S", 1],
          ["L", 1],
        ],
      },
      { daysAgo: 4, shirts: [["2XL", 1]] },
    ],
  },
];

const DEMO_SHOPPERS: ReadonlyArray<CheckoutForm> = [
  {
    customerName: "Jordan Rivera",
    customerEmail: "jordan@demo.highcotton.test",
    shippingAddress: "2231 Champa St",
    shippingCity: "Denver",
    shippingState: "CO",
    shippingZip: "80205",
  },
  {
    customerName: "Casey Morgan",
    customerEmail: "casey@demo.highcotton.test",
    shippingAddress: "845 Pearl St",
    shippingCity: "Boulder",
    shippingState: "CO",
    shippingZip: "80302",
  },
  {
    customerName: "Riley Chen",
    customerEmail: "riley@demo.highcotton.test",
    shippingAddress: "118 S Tejon St",
    shippingCity: "Colorado Springs",
    shippingState: "CO",
    shippingZip: "80903",
  },
];

export interface DemoSalesOptions {
  /** How long to wait for a demo store and its designs to reach commerce (generation is asynchronous). */
  waitMs?: number;
  pollMs?: number;
  /** Aborts the wait when the system stops. */
  signal?: AbortSignal;
}

/**
 * Gives the demo stores their past sales, written as a real sale writes them: a succeeded offline
 * card payment, then the order, its lines, the store's credits and OrderPlaced (recordOrder), dated
 * in the past. Waits (bounded) for each store's designs to arrive from catalog. A store that
 * already has orders is left as it is, so running it again adds nothing.
 */
export async function seedDemoSales(
  deps: Pick<CommerceDeps, "db" | "now" | "logger">,
  { waitMs = 180_000, pollMs = 1000, signal }: DemoSalesOptions = {},
): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (const plan of DEMO_SALES) {
    const ready = await waitForDesigns(deps, plan.store, deadline, pollMs, signal);
    if (signal?.aborted) return;
    if (!ready) throw new Error(`${plan.store} or its designs did not reach commerce within ${waitMs / 1000} s`);
    const placed = await placeDemoOrders(deps, ready.storeId, ready.designs, plan.orders);
    if (placed > 0) deps.logger.info({ store: plan.store, orders: placed }, "demo sales recorded");
  }
}

type DesignRow = typeof designReplicas.$inferSelect;

async function waitForDesigns(
  deps: Pick<CommerceDeps, "db">,
  storeName: string,
  deadline: number,
  pollMs: number,
  signal?: AbortSignal,
): Promise<{ storeId: string; designs: DesignRow[] } | null> {
  for (;;) {
    if (signal?.aborted) return null;
    const [store] = await deps.db
      .select({ id: storeReplicas.id })
      .from(storeReplicas)
      .where(eq(storeReplicas.name, storeName))
      .orderBy(asc(storeReplicas.receivedAt))
      .limit(1);
    if (store) {
      const designs = await deps.db
        .select()
        .from(designReplicas)
        .where(and(eq(designReplicas.dispensaryId, store.id), eq(designReplicas.isCustom, false)))
        .orderBy(asc(designReplicas.receivedAt), asc(designReplicas.id));
      if (designs.length > 0) return { storeId: store.id, designs };
    }
    if (Date.now() >= deadline) return null;
    await sleep(pollMs, undefined, { signal }).catch(() => {});
  }
}

async function placeDemoOrders(
  deps: Pick<CommerceDeps, "db" | "now">,
  storeId: string,
  designs: DesignRow[],
  plan: (typeof DEMO_SALES)[number]["orders"],
): Promise<number> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // Holding the store's row makes a second run wait, then find the orders this one placed.
    await tx.select({ id: storeReplicas.id }).from(storeReplicas).where(eq(storeReplicas.id, storeId)).for("update");
    const [existing] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.dispensaryId, storeId)).limit(1);
    if (existing) return 0;
    let nextDesign = 0;
    for (const [index, order] of plan.entries()) {
      const placedAt = new Date(now.getTime() - order.daysAgo * DAY_MS);
      const lines: CheckoutLine[] = order.shirts.map(([size, quantity]) => {
        const design = designs[nextDesign++ % designs.length]!;
        return {
          designId: design.id,
          designName: design.name,
          frontImageUrl: design.frontImageUrl,
          printFileUrl: design.printFileUrl,
          dispensaryId: storeId,
          size,
          // The past sales show every shirt colour.
          color: SHIRT_COLOR_IDS[index % SHIRT_COLOR_IDS.length]!,
          quantity,
          unitPriceCents: UNIT_PRICE,
        };
      });
      const amountCents = lines.reduce((total, line) => total + timesQuantity(UNIT_PRICE, line.quantity), 0);
      // The offline provider's own record of the charge, so the sale can be refunded like any other.
      const providerPaymentId = `pi_offline_demo_${randomUUID().replaceAll("-", "")}`;
      await tx.insert(offlinePayments).values({
        id: providerPaymentId,
        kind: "card",
        amountCents,
        status: "succeeded",
        createdAt: placedAt,
        updatedAt: placedAt,
      });
      const [payment] = await tx
        .insert(payments)
        .values({
          sessionId: `session_${placedAt.getTime()}_demo${index}`,
          method: "card",
          provider: "offline_card",
          providerPaymentId,
          amountCents,
          status: "succeeded",
          checkout: { lines },
          createdAt: placedAt,
          succeededAt: placedAt,
          updatedAt: placedAt,
        })
        .returning();
      if (!payment) throw new Error("insert returned no payment");
      const form = DEMO_SHOPPERS[index % DEMO_SHOPPERS.length]!;
      await recordOrder(tx, { payment, checkout: { lines, form }, placedAt });
    }
    return plan.length;
  });
}
