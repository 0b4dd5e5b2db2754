import { timestampDate } from "@bufbuild/protobuf/wkt";
import { RecordingPayouts, testDatabase } from "@highcotton/kit/testing";
import { WithdrawalCompletedSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { payWithdrawals } from "../../src/application/pay-withdrawals.ts";
import { requestWithdrawal } from "../../src/application/request-withdrawal.ts";
import { readStoreMoney } from "../../src/application/store-money.ts";
import { messages } from "../../src/contract/index.ts";
import { withdrawals } from "../../src/db/schema.ts";
import { MINUTE_MS } from "../support/commerce-harness.ts";
import {
  daysBefore,
  openStore,
  owner,
  recordSale,
  type StoreMoneyHarness,
  startStoreMoneyHarness,
} from "../support/store-ledger.ts";

const postgres = testDatabase("commerce_payouts");

// The payout runner itself (overlapping runs, a crash between paying and completing, retries) is
// billing's and tested there; these show commerce's use of it.
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

  it("pays to the Stripe connected account given with the request, refusing a malformed one, or none under Stripe Connect", async () => {
    const store = await openStore(harness);
    await recordSale(harness, store, daysBefore(now(), 100), 1);
    const refused = await requestWithdrawal(harness.deps, owner, { dispensaryId: store, stripeAccountId: "acct 1; drop" });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: "BAD_USER_INPUT", message: "Stripe account id must look like acct_…" },
    });
    // Paid by Stripe Connect, a withdrawal without the account to pay could never be paid.
    payouts.provider = "stripe_connect";
    expect(await requestWithdrawal(harness.deps, owner, { dispensaryId: store })).toMatchObject({
      ok: false,
      error: { code: "BAD_USER_INPUT", message: messages.stripeAccountRequired },
    });
    const requested = await requestWithdrawal(harness.deps, owner, { dispensaryId: store, stripeAccountId: "acct_1Store42" });
    if (!requested.ok) throw new Error(requested.error.message);
    later(5_000);
    expect(await payNow()).toEqual({ completed: 1, failed: 0 });
    expect(payouts.transfers.get(requested.value.id)?.bankingDetails).toEqual({ stripeAccountId: "acct_1Store42" });
  });

  it("pays a pending withdrawal, marks it completed and announces it", async () => {
    const { store, withdrawal } = await pendingWithdrawal();
    later(5_000);
    expect(await payNow()).toEqual({ completed: 1, failed: 0 });

    expect(payouts.transfers.get(withdrawal.id)).toEqual({
      withdrawalId: withdrawal.id,
      reference: "tr_test_1",
      amountCents: 1200,
      bankingDetails: null,
      payee: { dispensaryId: store },
    });
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
});
