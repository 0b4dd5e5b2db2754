import { randomUUID } from "node:crypto";
import type { Payouts } from "@highcotton/billing";
import { errorOf, RecordingPayouts, testDatabase, testTokens } from "@highcotton/kit/testing";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { payMerchantWithdrawals } from "../../src/application/pay-merchant-withdrawals.ts";
import { messages } from "../../src/contract/index.ts";
import { type FulfillmentHarness, orderLine, startFulfillmentHarness } from "../support/fulfillment-harness.ts";
import { leadSteps, type MerchantAccount, paidMerchant } from "../support/lead-steps.ts";

const UNPAID = `query ($first: Int, $offset: Int) { unpaidMerchantWithdrawals(first: $first, offset: $offset) {
  total items { id merchantId businessName username amountCents status attempts lastError requestedAt nextAttemptAt } } }`;

const postgres = testDatabase("fulfillment_operator_console");

postgres.describe("the operator console's merchant payouts", (open) => {
  let harness: FulfillmentHarness;
  let steps: ReturnType<typeof leadSteps>;
  let payouts: RecordingPayouts;
  let operatorHeaders: Record<string, string>;
  let cliHeaders: Record<string, string>;

  beforeAll(async () => {
    const current: Payouts = { provider: "offline", pay: (input) => payouts.pay(input) };
    harness = await startFulfillmentHarness(open, { deps: { payouts: current } });
    steps = leadSteps(harness);
    return () => harness.stop();
  });
  beforeEach(async () => {
    await harness.reset();
    payouts = new RecordingPayouts();
    const token = harness.tokens.sign({ id: randomUUID(), username: "olive", role: "operator" });
    operatorHeaders = { authorization: `Bearer ${token}` };
    cliHeaders = { authorization: `Bearer ${harness.tokens.signOperator("cli")}` };
  });

  /** The merchant prints an order of `shirts` shirts and asks for its earnings. */
  const earnAndWithdraw = async (merchant: MerchantAccount, shirts: number) => {
    const orderId = await harness.placeOrder({ lines: [orderLine({ quantity: shirts })] });
    expect((await steps.acceptOrder(orderId, merchant.headers)).errors).toBeUndefined();
    expect((await steps.fulfillOrder(orderId, merchant.headers)).errors).toBeUndefined();
    const result = await harness.graph<{ requestMerchantWithdrawal: { id: string; requestedAt: string } }>(
      "mutation { requestMerchantWithdrawal { id requestedAt } }",
      {},
      merchant.headers,
    );
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.requestMerchantWithdrawal;
  };

  describe("who may look", () => {
    it.each([
      ["signed out", async () => ({})],
      ["a merchant", async () => (await paidMerchant(harness)).headers],
      ["a forged operator token", async () => ({ authorization: `Bearer ${testTokens().signOperator("mallory")}` })],
    ])("refuses %s with FORBIDDEN", async (_who, headersOf) => {
      expect(errorOf(await harness.graph(UNPAID, {}, await headersOf()))).toEqual({
        code: "FORBIDDEN",
        message: messages.operatorsOnly,
      });
    });
  });

  it("lists what the payout job has left to pay, oldest first, to an operator account and the CLI alike", async () => {
    const paid = await paidMerchant(harness, { businessName: "Paid Prints" });
    await earnAndWithdraw(paid, 1);
    expect(await payMerchantWithdrawals(harness.deps)).toEqual({ completed: 1, failed: 0 });

    const failing = await paidMerchant(harness, { businessName: "Ink House Printing" });
    const failed = await earnAndWithdraw(failing, 2);
    payouts.failure = new Error("No such destination: acct_gone");
    expect(await payMerchantWithdrawals(harness.deps)).toEqual({ completed: 0, failed: 1 });
    harness.clock.advance(1_000);
    const waiting = await earnAndWithdraw(await paidMerchant(harness, { businessName: "Screen Co" }), 1);

    for (const headers of [operatorHeaders, cliHeaders]) {
      const result = await harness.graph<{ unpaidMerchantWithdrawals: Record<string, unknown> }>(UNPAID, {}, headers);
      expect(result.errors).toBeUndefined();
      expect(result.data?.unpaidMerchantWithdrawals).toEqual({
        total: 2,
        items: [
          {
            id: failed.id,
            merchantId: failing.merchantId,
            businessName: "Ink House Printing",
            username: failing.username,
            amountCents: 3_200,
            status: "failed",
            attempts: 1,
            lastError: "No such destination: acct_gone",
            requestedAt: failed.requestedAt,
            // One minute after the request: the payout job's first backoff.
            nextAttemptAt: new Date(new Date(failed.requestedAt).getTime() + 60_000).toISOString(),
          },
          expect.objectContaining({
            id: waiting.id,
            businessName: "Screen Co",
            status: "pending",
            attempts: 0,
            amountCents: 1_600,
          }),
        ],
      });
    }
    const second = await harness.graph<{ unpaidMerchantWithdrawals: { items: Array<{ id: string }> } }>(
      UNPAID,
      { first: 1, offset: 1 },
      cliHeaders,
    );
    expect(second.data?.unpaidMerchantWithdrawals.items.map((item) => item.id)).toEqual([waiting.id]);
  });
});
