import { setTimeout as sleep } from "node:timers/promises";
import type { AuthUser } from "@highcotton/kit";
import { asc, count, eq } from "drizzle-orm";
import { accountReplicas, leads } from "../db/schema.ts";
import { acceptOrder } from "./accept-order.ts";
import { createMerchant } from "./create-merchant.ts";
import { LEAD_DEADLINES_JOB } from "./enforce-lead-deadlines.ts";
import { findMerchantOf } from "./find-merchant.ts";
import { fulfillOrder } from "./fulfill-order.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";

/** The demo print shop: identity's `inkhouse` account, in Denver like the demo store. */
export const DEMO_MERCHANT = {
  username: "inkhouse",
  form: {
    businessName: "Ink House Printing",
    address: "3100 Brighton Blvd",
    city: "Denver",
    state: "CO",
    zip: "80216",
    // Stripe's test payment method, which the offline provider accepts.
    paymentMethodId: "pm_card_visa",
  },
} as const;

/** Greenleaf's past sales (commerce's demo sales), which arrive as leads. */
const DEMO_LEADS = 5;

export interface DemoMerchantOptions {
  /** How long to wait for the account and the leads to reach fulfillment. */
  waitMs?: number;
  pollMs?: number;
  /** Aborts the wait when the system stops. */
  signal?: AbortSignal;
}

/**
 * Gives a fresh start a working print shop: the `inkhouse` account's merchant, signed up as a
 * merchant signs up (with the offline provider's test card), which has accepted the two oldest
 * leads and fulfilled the oldest, so its dashboard shows leads waiting, one active and one
 * completed order. Waits (bounded) for identity's account and commerce's demo orders to arrive.
 * The same two leads are the target every time, so running it again changes nothing. The demo
 * sales are months old, past every lead deadline: the deadline job must not run until the merchant
 * has taken the two, and withdraws the rest after. The demo seeding holds this service's jobs
 * until this seed is done (they arrive while commerce's seed is still running); the job's
 * scheduler lock, held here too, waits out a pass already under way.
 */
export async function seedDemoMerchant(
  deps: FulfillmentDeps,
  { waitMs = 120_000, pollMs = 1000, signal }: DemoMerchantOptions = {},
): Promise<void> {
  const deadline = Date.now() + waitMs;
  const takeLock = () => deps.database.tryLock(`job:${LEAD_DEADLINES_JOB}`).then((taken) => taken || null);
  const release = await waitFor(takeLock, deadline, pollMs, signal);
  if (!release) return;
  try {
    await seedUnderLock(deps, deadline, { pollMs, signal, waiting: `${waitMs / 1000} s` });
  } finally {
    await release();
  }
}

interface Waiting {
  pollMs: number;
  signal: AbortSignal | undefined;
  /** How long the seed waits, for its messages. */
  waiting: string;
}

async function seedUnderLock(deps: FulfillmentDeps, deadline: number, { pollMs, signal, waiting }: Waiting): Promise<void> {
  const account = await waitFor(() => findAccount(deps), deadline, pollMs, signal);
  if (signal?.aborted) return;
  if (!account) {
    deps.logger.warn(`the ${DEMO_MERCHANT.username} account did not reach fulfillment within ${waiting}: no demo merchant`);
    return;
  }
  const user: AuthUser = { id: account.userId, username: account.username, role: "merchant", sessionId: "demo-seed" };

  let merchant = await findMerchantOf(deps, user.id);
  if (!merchant) {
    if (deps.subscriptions.provider !== "offline") {
      deps.logger.info("Stripe bills merchants: the demo merchant is left for a real sign-up with a card");
      return;
    }
    const created = await createMerchant(deps, user, DEMO_MERCHANT.form);
    if (created.ok) merchant = created.value;
    else {
      // A run at the same time may have created it first.
      merchant = await findMerchantOf(deps, user.id);
      if (!merchant) throw new Error(`The demo merchant could not be created: ${created.error.message}`);
    }
  }

  const arrived = await waitFor(async () => ((await countLeads(deps)) >= DEMO_LEADS ? true : null), deadline, pollMs, signal);
  if (signal?.aborted) return;
  if (!arrived) {
    deps.logger.warn(`the demo orders did not reach fulfillment as leads within ${waiting}: the demo merchant has none`);
    return;
  }
  const [oldest, next] = await deps.db.select().from(leads).orderBy(asc(leads.placedAt), asc(leads.orderId)).limit(2);
  // Leads another merchant took, or already taken by this one, are left as they are.
  for (const lead of [oldest, next]) {
    if (lead?.status === "pending") await acceptOrder(deps, user, lead.orderId);
  }
  if (oldest) {
    const [lead] = await deps.db.select().from(leads).where(eq(leads.orderId, oldest.orderId));
    if (lead?.status === "assigned" && lead.merchantId === merchant.id) await fulfillOrder(deps, user, lead.orderId);
  }
  deps.logger.info({ merchant: DEMO_MERCHANT.form.businessName }, "demo merchant ready");
}

async function findAccount(deps: Pick<FulfillmentDeps, "db">) {
  const [account] = await deps.db.select().from(accountReplicas).where(eq(accountReplicas.username, DEMO_MERCHANT.username));
  return account ?? null;
}

async function countLeads(deps: Pick<FulfillmentDeps, "db">): Promise<number> {
  const [row] = await deps.db.select({ leads: count() }).from(leads);
  return row?.leads ?? 0;
}

/** Polls until `find` answers, the deadline passes (null) or the signal aborts (null). */
async function waitFor<T>(
  find: () => Promise<T | null>,
  deadline: number,
  pollMs: number,
  signal?: AbortSignal,
): Promise<T | null> {
  for (;;) {
    if (signal?.aborted) return null;
    const found = await find();
    if (found !== null) return found;
    if (Date.now() >= deadline) return null;
    await sleep(pollMs, undefined, { signal }).catch(() => {});
  }
}
