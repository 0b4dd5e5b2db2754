import { fromBinary } from "@bufbuild/protobuf";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import { type Database, outbox, type RunningService } from "@highcotton/kit";
import { testDatabaseKinds } from "@highcotton/kit/testing";
import { EnvelopeSchema, WithdrawalCompletedSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CommerceDeps } from "../../src/application/commerce-deps.ts";
import { payWithdrawals } from "../../src/application/pay-withdrawals.ts";
import { requestWithdrawal } from "../../src/application/request-withdrawal.ts";
import { readStoreMoney } from "../../src/application/store-money.ts";
import { withdrawals } from "../../src/db/schema.ts";
import type { Payouts } from "../../src/payments/ports.ts";
import {
  daysBefore,
  emptyCommerce,
  ledgerDeps,
  openStore,
  owner,
  recordSale,
  startCommerceWithoutJobs,
} from "../support/store-ledger.ts";

const MINUTE_MS = 60_000;

/** A payout provider that pays once per withdrawal id (as a real one does with an idempotency key). */
class RecordingPayouts implements Payouts {
  readonly provider = "offline" as const;
  readonly transfers = new Map<string, { reference: string; amountCents: number }>();
  calls = 0;
  failure: Error | null = null;

  async pay(input: Parameters<Payouts["pay"]>[0]): Promise<{ reference: string }> {
    this.calls++;
    if (this.failure) throw this.failure;
    const existing = this.transfers.get(input.withdrawalId);
    if (existing) return { reference: existing.reference };
    const transfer = { reference: `tr_test_${this.transfers.size + 1}`, amountCents: input.amountCents };
    this.transfers.set(input.withdrawalId, transfer);
    return { reference: transfer.reference };
  }
}

const stores = testDatabaseKinds("commerce_payouts");
afterAll(() => stores.stop());

describe.each(stores.kinds)("the payout job on %s", (_label, open) => {
  let database: Database;
  let service: RunningService;
  let payouts: RecordingPayouts;
  let deps: CommerceDeps;
  let now: Date;

  beforeAll(async () => {
    database = await open();
    service = await startCommerceWithoutJobs(database);
    return async () => {
      await service.stop();
      await database.close();
    };
  });

  beforeEach(async () => {
    await emptyCommerce(database.db);
    now = new Date("2026-06-01T12:00:00Z");
    payouts = new RecordingPayouts();
    deps = ledgerDeps(database, () => now, payouts);
  });

  const pendingWithdrawal = async (shirts = 3) => {
    const store = await openStore(database.db);
    await recordSale(database.db, store, daysBefore(now, 100), shirts);
    const requested = await requestWithdrawal(deps, owner, { dispensaryId: store });
    if (!requested.ok) throw new Error(requested.error.message);
    return { store, withdrawal: requested.value };
  };
  const rowOf = async (id: string) => (await database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0];
  const completedEvents = async () =>
    (await database.db.select().from(outbox).where(eq(outbox.eventType, WithdrawalCompletedSchema.typeName))).map((row) =>
      fromBinary(WithdrawalCompletedSchema, fromBinary(EnvelopeSchema, row.envelope).payload),
    );

  it("pays a pending withdrawal, marks it completed and announces it", async () => {
    const { store, withdrawal } = await pendingWithdrawal();
    now = new Date(now.getTime() + 5_000);
    expect(await payWithdrawals(deps)).toEqual({ completed: 1, failed: 0 });

    expect(payouts.transfers.get(withdrawal.id)).toEqual({ reference: "tr_test_1", amountCents: 1200 });
    expect(await rowOf(withdrawal.id)).toMatchObject({
      status: "completed",
      processedAt: now,
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
    expect(event?.processedAt && timestampDate(event.processedAt)).toEqual(now);
    expect(await readStoreMoney(deps, store)).toMatchObject({ pendingWithdrawalCount: 0, available: 0, totalRevenue: 1200 });

    // Nothing waits any more: later runs pay nothing twice.
    now = new Date(now.getTime() + 60 * MINUTE_MS);
    expect(await payWithdrawals(deps)).toEqual({ completed: 0, failed: 0 });
    expect(payouts.calls).toBe(1);
  });

  it("marks a failed payout failed with its error, and retries it after a backoff", async () => {
    const { store, withdrawal } = await pendingWithdrawal();
    payouts.failure = new Error("The store has no payout account yet");
    expect(await payWithdrawals(deps)).toEqual({ completed: 0, failed: 1 });
    expect(await rowOf(withdrawal.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "The store has no payout account yet",
      processedAt: null,
    });
    expect(await completedEvents()).toEqual([]);
    // Still waiting to be paid, and its credits stay with it.
    expect(await readStoreMoney(deps, store)).toMatchObject({ pendingWithdrawalCount: 1, available: 0 });

    // Not before its backoff is over.
    payouts.failure = null;
    now = new Date(now.getTime() + 30_000);
    expect(await payWithdrawals(deps)).toEqual({ completed: 0, failed: 0 });
    expect(payouts.calls).toBe(1);

    now = new Date(now.getTime() + MINUTE_MS);
    expect(await payWithdrawals(deps)).toEqual({ completed: 1, failed: 0 });
    expect(await rowOf(withdrawal.id)).toMatchObject({ status: "completed", attempts: 2, lastError: null, processedAt: now });
    expect(await completedEvents()).toHaveLength(1);
  });

  it("pays once when it stops between paying and completing", async () => {
    const { withdrawal } = await pendingWithdrawal();
    // The process dies right after the provider paid: reading the clock to complete throws.
    let reads = 0;
    const crashingClock = () => {
      reads++;
      if (reads === 2) throw new Error("process stopped");
      return now;
    };
    const crashing = { ...deps, now: crashingClock };
    await expect(payWithdrawals(crashing)).rejects.toThrow("process stopped");
    expect(payouts.transfers.size).toBe(1);
    expect(await rowOf(withdrawal.id)).toMatchObject({ status: "pending", attempts: 1 });

    now = new Date(now.getTime() + 2 * MINUTE_MS);
    expect(await payWithdrawals(deps)).toEqual({ completed: 1, failed: 0 });
    expect(payouts.calls).toBe(2);
    expect(payouts.transfers.size).toBe(1);
    expect(await rowOf(withdrawal.id)).toMatchObject({ status: "completed", payoutReference: "tr_test_1" });
    expect(await completedEvents()).toHaveLength(1);
  });
});
