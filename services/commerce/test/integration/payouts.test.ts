import { timestampDate } from "@bufbuild/protobuf/wkt";
import { testDatabase } from "@highcotton/kit/testing";
import { WithdrawalCompletedSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { payWithdrawals } from "../../src/application/pay-withdrawals.ts";
import { requestWithdrawal } from "../../src/application/request-withdrawal.ts";
import { readStoreMoney } from "../../src/application/store-money.ts";
import { withdrawals } from "../../src/db/schema.ts";
import type { Payouts } from "../../src/payments/ports.ts";
import { MINUTE_MS } from "../support/commerce-harness.ts";
import {
  daysBefore,
  openStore,
  owner,
  recordSale,
  type StoreMoneyHarness,
  startStoreMoneyHarness,
} from "../support/store-ledger.ts";

/** A payout provider that pays once per withdrawal id (as a real one does with an idempotency key). */
class RecordingPayouts implements Payouts {
  readonly provider = "offline" as const;
  readonly transfers = new Map<string, { reference: string; amountCents: number }>();
  readonly destinations = new Map<string, unknown>();
  calls = 0;
  failure: Error | null = null;

  async pay(input: Parameters<Payouts["pay"]>[0]): Promise<{ reference: string }> {
    this.calls++;
    if (this.failure) throw this.failure;
    this.destinations.set(input.withdrawalId, input.bankingDetails);
    const existing = this.transfers.get(input.withdrawalId);
    if (existing) return { reference: existing.reference };
    const transfer = { reference: `tr_test_${this.transfers.size + 1}`, amountCents: input.amountCents };
    this.transfers.set(input.withdrawalId, transfer);
    return { reference: transfer.reference };
  }
}

const postgres = testDatabase("commerce_payouts");

postgres.describe("the payout job", (open) => {
  let harness: StoreMoneyHarness;
  let payouts: RecordingPayouts;
  const now = () => harness.at.now;
  const later = (ms: number) => {
    harness.at.now = new Date(now().getTime() + ms);
  };
  const payNow = () => payWithdrawals(harness.deps);

  beforeAll(async () => {
    harness = await startStoreMoneyHarness(open);
    return () => harness.stop();
  });

  beforeEach(async () => {
    await harness.reset();
    payouts = new RecordingPayouts();
    harness.payouts.current = payouts;
  });

  const pendingWithdrawal = async (shirts = 3) => {
    const store = await openStore(harness);
    await recordSale(harness, store, daysBefore(now(), 100), shirts);
    const requested = await requestWithdrawal(harness.deps, owner, { dispensaryId: store });
    if (!requested.ok) throw new Error(requested.error.message);
    return { store, withdrawal: requested.value };
  };
  const rowOf = async (id: string) => (await harness.database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0];
  const completedEvents = async () => (await harness.published(WithdrawalCompletedSchema)).map((event) => event.data);

  it("pays to the Stripe connected account given with the request, and refuses a malformed one", async () => {
    const store = await openStore(harness);
    await recordSale(harness, store, daysBefore(now(), 100), 1);
    const refused = await requestWithdrawal(harness.deps, owner, { dispensaryId: store, stripeAccountId: "acct 1; drop" });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: "BAD_USER_INPUT", message: "Stripe account id must look like acct_…" },
    });
    const requested = await requestWithdrawal(harness.deps, owner, { dispensaryId: store, stripeAccountId: "acct_1Store42" });
    if (!requested.ok) throw new Error(requested.error.message);
    later(5_000);
    expect(await payNow()).toEqual({ completed: 1, failed: 0 });
    expect(payouts.destinations.get(requested.value.id)).toEqual({ stripeAccountId: "acct_1Store42" });
  });

  it("pays a pending withdrawal, marks it completed and announces it", async () => {
    const { store, withdrawal } = await pendingWithdrawal();
    later(5_000);
    expect(await payNow()).toEqual({ completed: 1, failed: 0 });

    expect(payouts.transfers.get(withdrawal.id)).toEqual({ reference: "tr_test_1", amountCents: 1200 });
    expect(await rowOf(withdrawal.id)).toMatchObject({
      status: "completed",
      processedAt: now(),
      payoutReference: "tr_test_1",
      attempts: 1,
      lastError: null,
    });
    const [event, ...others] = await completedEvents();
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      withdrawalId: withdrawal.id,
      dispensaryId: store,
      amountCents: 1200,
      payoutReference: "tr_test_1",
    });
    expect(event?.processedAt && timestampDate(event.processedAt)).toEqual(now());
    expect(await readStoreMoney(harness.deps, store)).toMatchObject({
      pendingWithdrawalCount: 0,
      available: 0,
      totalRevenue: 1200,
    });

    // Nothing waits any more: later runs pay nothing twice.
    later(60 * MINUTE_MS);
    expect(await payNow()).toEqual({ completed: 0, failed: 0 });
    expect(payouts.calls).toBe(1);
  });

  it("marks a failed payout failed with its error, and retries it after a backoff", async () => {
    const { store, withdrawal } = await pendingWithdrawal();
    payouts.failure = new Error("The store has no payout account yet");
    expect(await payNow()).toEqual({ completed: 0, failed: 1 });
    expect(await rowOf(withdrawal.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "The store has no payout account yet",
      processedAt: null,
    });
    expect(await completedEvents()).toEqual([]);
    // Still waiting to be paid, and its credits stay with it.
    expect(await readStoreMoney(harness.deps, store)).toMatchObject({ pendingWithdrawalCount: 1, available: 0 });

    // Not before its backoff is over.
    payouts.failure = null;
    later(30_000);
    expect(await payNow()).toEqual({ completed: 0, failed: 0 });
    expect(payouts.calls).toBe(1);

    later(MINUTE_MS);
    expect(await payNow()).toEqual({ completed: 1, failed: 0 });
    expect(await rowOf(withdrawal.id)).toMatchObject({ status: "completed", attempts: 2, lastError: null, processedAt: now() });
    expect(await completedEvents()).toHaveLength(1);
  });

  it("pays once when it stops between paying and completing", async () => {
    const { withdrawal } = await pendingWithdrawal();
    // The process dies right after the provider paid: reading the clock to complete throws.
    let reads = 0;
    const crashingClock = () => {
      reads++;
      if (reads === 2) throw new Error("process stopped");
      return now();
    };
    await expect(payWithdrawals({ ...harness.deps, now: crashingClock })).rejects.toThrow("process stopped");
    expect(payouts.transfers.size).toBe(1);
    expect(await rowOf(withdrawal.id)).toMatchObject({ status: "pending", attempts: 1 });

    later(2 * MINUTE_MS);
    expect(await payNow()).toEqual({ completed: 1, failed: 0 });
    expect(payouts.calls).toBe(2);
    expect(payouts.transfers.size).toBe(1);
    expect(await rowOf(withdrawal.id)).toMatchObject({ status: "completed", payoutReference: "tr_test_1" });
    expect(await completedEvents()).toHaveLength(1);
  });
});
