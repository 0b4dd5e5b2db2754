import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { Payouts } from "@highcotton/billing";
import { messages as commerceMessages } from "@highcotton/commerce/contract";
import { RecordingPayouts, testDatabase } from "@highcotton/kit/testing";
import { MerchantWithdrawalCompletedSchema, MerchantWithdrawalRequestedSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { payMerchantWithdrawals } from "../../src/application/pay-merchant-withdrawals.ts";
import { merchants, merchantWithdrawals } from "../../src/db/schema.ts";
import { messages } from "../../src/domain/messages.ts";
import { type FulfillmentHarness, MINUTE_MS, orderLine, startFulfillmentHarness } from "../support/fulfillment-harness.ts";
import { errorOf, leadSteps, type MerchantAccount, paidMerchant } from "../support/lead-steps.ts";

const WITHDRAWAL_FIELDS = "id amount status requestedAt processedAt";
interface WithdrawalOut {
  id: string;
  amount: string;
  status: string;
  requestedAt: string;
  processedAt: string | null;
}

const postgres = testDatabase("fulfillment_withdrawals");

postgres.describe("merchant withdrawals", (open) => {
  let harness: FulfillmentHarness;
  let steps: ReturnType<typeof leadSteps>;
  let payouts: RecordingPayouts;
  let provider: Payouts["provider"];
  let me: MerchantAccount;
  const db = () => harness.database.db;

  beforeAll(async () => {
    // The running service pays through whichever recording provider the test set up last.
    const current: Payouts = {
      get provider() {
        return provider;
      },
      pay: (input) => payouts.pay(input),
    };
    harness = await startFulfillmentHarness(open, { deps: { payouts: current } });
    steps = leadSteps(harness);
    return () => harness.stop();
  });

  beforeEach(async () => {
    await harness.reset();
    payouts = new RecordingPayouts();
    provider = "offline";
    me = await paidMerchant(harness);
  });

  const withdraw = (merchant: MerchantAccount, stripeAccountId?: string) =>
    harness.graph<{ requestMerchantWithdrawal: WithdrawalOut }>(
      `mutation ($id: String) { requestMerchantWithdrawal(stripeAccountId: $id) { ${WITHDRAWAL_FIELDS} } }`,
      { id: stripeAccountId },
      merchant.headers,
    );
  const history = (merchant: MerchantAccount) =>
    harness.graph<{ merchantWithdrawals: WithdrawalOut[] }>(
      `{ merchantWithdrawals { ${WITHDRAWAL_FIELDS} } }`,
      {},
      merchant.headers,
    );
  const merchantRow = async (merchant: MerchantAccount) =>
    (await db().select().from(merchants).where(eq(merchants.id, merchant.merchantId)))[0]!;
  const withdrawalRow = async (id: string) =>
    (await db().select().from(merchantWithdrawals).where(eq(merchantWithdrawals.id, id)))[0]!;
  /** The merchant accepts and fulfils an order of `shirts` shirts, earning $16 each. */
  const earn = async (merchant: MerchantAccount, shirts: number) => {
    const orderId = await harness.placeOrder({ lines: [orderLine({ quantity: shirts })] });
    expect((await steps.acceptOrder(orderId, merchant.headers)).errors).toBeUndefined();
    expect((await steps.fulfillOrder(orderId, merchant.headers)).errors).toBeUndefined();
  };
  const nothingToWithdraw = { code: "BAD_USER_INPUT", message: commerceMessages.nothingToWithdraw };

  describe("requesting", () => {
    it("withdraws the whole available balance as a pending withdrawal, announced in the same transaction", async () => {
      await earn(me, 1);
      await earn(me, 2);
      const requested = await withdraw(me);
      expect(requested.errors).toBeUndefined();
      const withdrawal = requested.data!.requestMerchantWithdrawal;
      expect(withdrawal).toMatchObject({ amount: "48.00", status: "pending", processedAt: null });
      expect(await merchantRow(me)).toMatchObject({ availableBalance: "0.00", totalRevenue: "48.00" });
      const row = await withdrawalRow(withdrawal.id);
      expect(row).toMatchObject({ amountCents: 4800, userId: me.userId, bankingDetails: null });
      expect(row.requestedAt.toISOString()).toBe(withdrawal.requestedAt);

      const events = await harness.published(MerchantWithdrawalRequestedSchema);
      expect(events).toHaveLength(1);
      expect(events[0]?.data).toMatchObject({
        withdrawalId: withdrawal.id,
        merchantId: me.merchantId,
        userId: me.userId,
        amountCents: 4800,
      });
      expect(timestampDate(events[0]!.data.requestedAt!).toISOString()).toBe(withdrawal.requestedAt);

      expect(errorOf(await withdraw(me))).toEqual(nothingToWithdraw);
      expect((await history(me)).data?.merchantWithdrawals).toEqual([withdrawal]);
    });

    it("takes the balance exactly once when the merchant withdraws 10 times at once", async () => {
      await earn(me, 3);
      const results = await Promise.all(Array.from({ length: 10 }, () => withdraw(me)));
      const won = results.filter((result) => !result.errors);
      expect(won).toHaveLength(1);
      expect(won[0]?.data?.requestMerchantWithdrawal.amount).toBe("48.00");
      expect(results.filter((result) => result.errors).map(errorOf)).toEqual(Array(9).fill(nothingToWithdraw));
      expect(await merchantRow(me)).toMatchObject({ availableBalance: "0.00", totalRevenue: "48.00" });
      expect(await db().select().from(merchantWithdrawals)).toHaveLength(1);
      expect(await harness.published(MerchantWithdrawalRequestedSchema)).toHaveLength(1);
    });

    it("withdraws only what was earned since the last withdrawal", async () => {
      await earn(me, 1);
      expect((await withdraw(me)).errors).toBeUndefined();
      await earn(me, 2);
      expect(await merchantRow(me)).toMatchObject({ availableBalance: "32.00", totalRevenue: "48.00" });
      expect((await withdraw(me)).data?.requestMerchantWithdrawal.amount).toBe("32.00");
      expect((await history(me)).data?.merchantWithdrawals.map((withdrawal) => withdrawal.amount).sort()).toEqual([
        "16.00",
        "32.00",
      ]);
    });

    it("refuses a merchant with nothing earned, a malformed Stripe account, and anyone without a print shop", async () => {
      expect(errorOf(await withdraw(me))).toEqual(nothingToWithdraw);
      await earn(me, 1);
      expect(errorOf(await withdraw(me, "acct 1; drop"))).toEqual({
        code: "BAD_USER_INPUT",
        message: commerceMessages.stripeAccountIdMalformed,
      });
      // Paid by Stripe Connect, a withdrawal without the account to pay could never be paid: the
      // settings tell the dashboard to ask for it.
      provider = "stripe_connect";
      expect((await harness.graph("{ merchantPaymentSettings { payoutProvider } }", {}, me.headers)).data).toEqual({
        merchantPaymentSettings: { payoutProvider: "stripe_connect" },
      });
      expect(errorOf(await withdraw(me))).toEqual({ code: "BAD_USER_INPUT", message: commerceMessages.stripeAccountRequired });
      provider = "offline";
      const noShop = await harness.account("merchant");
      const consumer = await harness.account("user");
      for (const account of [noShop, consumer]) {
        expect(errorOf(await withdraw({ ...account, merchantId: "" }))).toEqual({
          code: "NOT_FOUND",
          message: messages.merchantNotFound,
        });
        expect(errorOf(await history({ ...account, merchantId: "" }))).toEqual({
          code: "NOT_FOUND",
          message: messages.merchantNotFound,
        });
      }
      expect(errorOf(await harness.graph("{ merchantWithdrawals { id } }"))).toEqual({
        code: "UNAUTHENTICATED",
        message: messages.signInRequired,
      });
      expect(await merchantRow(me)).toMatchObject({ availableBalance: "16.00" });
      expect(await db().select().from(merchantWithdrawals)).toEqual([]);
    });

    it("shows a merchant only its own withdrawals", async () => {
      const rival = await paidMerchant(harness, { businessName: "Rival Prints" });
      await earn(me, 1);
      await earn(rival, 2);
      expect((await withdraw(rival)).errors).toBeUndefined();
      expect((await history(me)).data?.merchantWithdrawals).toEqual([]);
      expect((await withdraw(me)).data?.requestMerchantWithdrawal.amount).toBe("16.00");
      expect((await history(rival)).data?.merchantWithdrawals.map((withdrawal) => withdrawal.amount)).toEqual(["32.00"]);
    });
  });

  describe("the payout job", () => {
    const pending = async (shirts = 2, stripeAccountId?: string) => {
      await earn(me, shirts);
      const result = await withdraw(me, stripeAccountId);
      if (result.errors) throw new Error(JSON.stringify(result.errors));
      return result.data!.requestMerchantWithdrawal;
    };

    // The payout runner itself (overlapping runs, a crash between paying and completing, retries)
    // is billing's and tested there; this shows fulfillment's use of it.
    it("pays a pending withdrawal to the merchant's account, completes it and announces it", async () => {
      const withdrawal = await pending(2, "acct_1PrintShop");
      harness.clock.advance(MINUTE_MS);
      expect(await payMerchantWithdrawals(harness.deps)).toEqual({ completed: 1, failed: 0 });

      expect(payouts.calls).toBe(1);
      expect(payouts.transfers.get(withdrawal.id)).toEqual({
        withdrawalId: withdrawal.id,
        reference: "tr_test_1",
        amountCents: 3200,
        bankingDetails: { stripeAccountId: "acct_1PrintShop" },
        payee: { merchantId: me.merchantId },
      });
      const row = await withdrawalRow(withdrawal.id);
      expect(row).toMatchObject({ status: "completed", payoutReference: "tr_test_1", attempts: 1 });
      expect((await history(me)).data?.merchantWithdrawals[0]).toMatchObject({
        status: "completed",
        processedAt: row.processedAt?.toISOString(),
      });
      const completed = await harness.published(MerchantWithdrawalCompletedSchema);
      expect(completed.map((event) => event.data)).toEqual([
        expect.objectContaining({
          withdrawalId: withdrawal.id,
          merchantId: me.merchantId,
          userId: me.userId,
          amountCents: 3200,
          payoutReference: "tr_test_1",
        }),
      ]);
      expect(timestampDate(completed[0]!.data.completedAt!)).toEqual(row.processedAt);
    });
  });
});
