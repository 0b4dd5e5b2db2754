import { errorOf, testDatabase } from "@highcotton/kit/testing";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { messages, WALLET_ORDERS_PER_ADDRESS, WALLET_ORDERS_PER_SESSION } from "../../src/contract/index.ts";
import { payments } from "../../src/db/schema.ts";
import { checkoutSteps } from "../support/checkout-steps.ts";
import { type CommerceHarness, designFacts, newSessionId, startCommerceHarness } from "../support/commerce-harness.ts";

const postgres = testDatabase("commerce_wallet_order_limits");

const CREATE = "mutation ($input: CreateWalletOrderInput!) { createWalletOrder(input: $input) { id amount } }";

postgres.describe("how many wallet orders a session or an address may start", (open) => {
  let harness: CommerceHarness;
  beforeAll(async () => {
    harness = await startCommerceHarness(open);
    return () => harness.stop();
  });
  beforeEach(() => harness.reset());

  /** SPEC's wallet order call from a client address, with a session or without (its bare payload). */
  const create = (address: string, input: Record<string, unknown> = { amount: "25.00" }) =>
    harness.graph<{ createWalletOrder: { id: string } }>(
      CREATE,
      { input: { currency: "USD", intent: "CAPTURE", ...input } },
      { "x-forwarded-for": address },
    );
  const walletPayments = async () => (await harness.database.db.select().from(payments)).length;
  const refusal = (retryAfter: number) => ({
    message: messages.tooManyWalletOrders,
    extensions: { code: "TOO_MANY_REQUESTS", retryAfter },
  });

  it("limits session-less orders per address, also when they arrive together, and asks the provider for none refused", async () => {
    const results = await Promise.all(Array.from({ length: WALLET_ORDERS_PER_ADDRESS.max + 3 }, () => create("203.0.113.7")));
    const refused = results.filter((result) => result.errors !== undefined);
    expect(refused).toHaveLength(3);
    for (const result of refused) expect(result.errors?.[0]).toMatchObject(refusal(WALLET_ORDERS_PER_ADDRESS.windowSeconds));
    expect(await walletPayments()).toBe(WALLET_ORDERS_PER_ADDRESS.max);

    expect((await create("198.51.100.4")).errors).toBeUndefined();
    harness.clock.advance(WALLET_ORDERS_PER_ADDRESS.windowSeconds * 1000);
    expect((await create("203.0.113.7")).errors).toBeUndefined();
  });

  it("counts nothing for an order refused for its input", async () => {
    for (let index = 0; index < WALLET_ORDERS_PER_ADDRESS.max; index++) {
      expect(errorOf(await create("203.0.113.7", { amount: "25.00", currency: "EUR" }))?.code).toBe("BAD_USER_INPUT");
    }
    expect((await create("203.0.113.7")).errors).toBeUndefined();
  });

  it("limits a session's orders whatever address they come from", async () => {
    const steps = checkoutSteps(harness);
    const [custom] = await harness.seedDesigns([designFacts({ dispensaryId: null })]);
    const session = newSessionId();
    await steps.addToCart(session, custom!.id);
    for (let index = 0; index < WALLET_ORDERS_PER_SESSION.max; index++) {
      expect((await create(`198.51.100.${index}`, { amount: "25.00", sessionId: session })).errors).toBeUndefined();
    }
    harness.clock.advance(60_000);
    const refused = await create("192.0.2.1", { amount: "25.00", sessionId: session });
    expect(refused.errors?.[0]).toMatchObject(refusal(WALLET_ORDERS_PER_SESSION.windowSeconds - 60));
    expect((await create("192.0.2.1")).errors).toBeUndefined();
  });
});
