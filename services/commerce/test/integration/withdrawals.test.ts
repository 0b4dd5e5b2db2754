import type { AuthUser } from "@highcotton/kit";
import { testDatabase } from "@highcotton/kit/testing";
import { WithdrawalRequestedSchema } from "@highcotton/proto";
import { eq, isNull } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestWithdrawal } from "../../src/application/request-withdrawal.ts";
import { readStoreMoney } from "../../src/application/store-money.ts";
import { earnings, withdrawals } from "../../src/db/schema.ts";
import {
  daysAfter,
  daysBefore,
  openStore,
  owner,
  recordSale,
  type StoreMoneyHarness,
  signedIn,
  startStoreMoneyHarness,
  stranger,
} from "../support/store-ledger.ts";

const NOTHING_AVAILABLE = { code: "BAD_USER_INPUT", message: "No balance is available to withdraw yet." };
const postgres = testDatabase("commerce_withdrawals");

postgres.describe("withdrawals", (open) => {
  let harness: StoreMoneyHarness;
  const now = () => harness.at.now;
  const db = () => harness.database.db;
  const withdraw = (user: AuthUser | null, dispensaryId: string) => requestWithdrawal(harness.deps, user, { dispensaryId });

  beforeAll(async () => {
    harness = await startStoreMoneyHarness(open);
    return () => harness.stop();
  });

  beforeEach(() => harness.reset());

  it("withdraws the whole available balance, claims its credits and announces it", async () => {
    const store = await openStore(harness);
    const lastEligibleSale = daysBefore(now(), 95);
    await recordSale(harness, store, daysBefore(now(), 120), 2);
    await recordSale(harness, store, lastEligibleSale);
    await recordSale(harness, store, daysBefore(now(), 20), 3);

    const result = await withdraw(owner, store);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value).toMatchObject({
      amount: 1200,
      status: "pending",
      requestedAt: now(),
      eligibleAt: daysAfter(lastEligibleSale, 90),
      processedAt: null,
    });
    const claimed = await db().select().from(earnings).where(eq(earnings.withdrawalId, result.value.id));
    expect(claimed.map((credit) => credit.amount).sort()).toEqual(["4.00", "8.00"]);
    // The held credit stays unclaimed.
    expect(await db().select({ amount: earnings.amount }).from(earnings).where(isNull(earnings.withdrawalId))).toEqual([
      { amount: "12.00" },
    ]);
    expect(await readStoreMoney(harness.deps, store)).toMatchObject({
      available: 0,
      held: 1200,
      totalRevenue: 2400,
      pendingWithdrawalCount: 1,
    });

    const events = await harness.published(WithdrawalRequestedSchema);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      aggregateId: result.value.id,
      data: { withdrawalId: result.value.id, dispensaryId: store, amountCents: 1200 },
    });
  });

  it("refuses when nothing is available yet and leaves everything as it was", async () => {
    const store = await openStore(harness);
    await recordSale(harness, store, daysBefore(now(), 89));
    expect(await withdraw(owner, store)).toEqual({ ok: false, error: NOTHING_AVAILABLE });
    expect(await db().select().from(withdrawals)).toEqual([]);
    expect(await db().select().from(earnings).where(isNull(earnings.withdrawalId))).toHaveLength(1);
    expect(await harness.published(WithdrawalRequestedSchema)).toEqual([]);

    // Once its hold is over, the same credit can be withdrawn, and only once.
    harness.at.now = daysAfter(now(), 1);
    expect(await withdraw(owner, store)).toMatchObject({ ok: true, value: { amount: 400 } });
    expect(await withdraw(owner, store)).toEqual({ ok: false, error: NOTHING_AVAILABLE });
  });

  it("takes the balance once when several requests arrive together", async () => {
    const store = await openStore(harness);
    for (let sale = 0; sale < 6; sale++) await recordSale(harness, store, daysBefore(now(), 100 + sale), sale + 1);
    const { available } = await readStoreMoney(harness.deps, store);
    expect(available).toBe(8400);

    const results = await Promise.all(Array.from({ length: 4 }, () => withdraw(owner, store)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(Array(3).fill({ ok: false, error: NOTHING_AVAILABLE }));
    expect((await db().select().from(withdrawals)).map((row) => row.amount)).toEqual(["84.00"]);
    expect(await harness.published(WithdrawalRequestedSchema)).toHaveLength(1);
    expect(await readStoreMoney(harness.deps, store)).toMatchObject({ available: 0, totalRevenue: 8400 });
  });

  it("lets only the store's owner withdraw", async () => {
    const store = await openStore(harness);
    await recordSale(harness, store, daysBefore(now(), 100));
    expect(await withdraw(null, store)).toMatchObject({
      error: { code: "UNAUTHENTICATED", message: "Please sign in to continue" },
    });
    expect(await withdraw(stranger, store)).toMatchObject({
      error: { code: "FORBIDDEN", message: "Only the store's owner can do that" },
    });
    for (const unknown of ["5c0f4a52-7b1e-4d39-9a8e-31f2c6d7e8f9", "not-an-id"]) {
      expect(await withdraw(owner, unknown)).toMatchObject({ error: { code: "NOT_FOUND", message: "Dispensary not found" } });
    }
    expect(await db().select().from(withdrawals)).toEqual([]);
  });

  describe("through the subgraph", () => {
    type Row = { id: string; amount: string; status: string; eligibleAt: string; processedAt: string | null };
    const call = <T>(query: string, id: string, caller?: AuthUser) =>
      harness.graph<T>(query, { id }, signedIn(harness.tokens, caller));
    const history = (id: string, caller?: AuthUser) =>
      call<{ storeWithdrawals: Row[] }>(
        `query ($id: ID!) { storeWithdrawals(dispensaryId: $id) { id amount status requestedAt eligibleAt processedAt } }`,
        id,
        caller,
      );
    const request = (id: string, caller?: AuthUser) =>
      call<{ requestWithdrawal: Row }>(
        `mutation ($id: ID!) { requestWithdrawal(input: { dispensaryId: $id }) { id amount status eligibleAt processedAt } }`,
        id,
        caller,
      );

    it("lists the owner's withdrawals newest first", async () => {
      const store = await openStore(harness);
      const firstSale = daysBefore(now(), 130);
      await recordSale(harness, store, firstSale, 2);
      const first = (await request(store, owner)).data?.requestWithdrawal;
      expect(first).toMatchObject({ amount: "8.00", status: "pending", processedAt: null });
      await recordSale(harness, store, daysBefore(now(), 91));
      harness.at.now = new Date(now().getTime() + 60_000);
      const second = (await request(store, owner)).data?.requestWithdrawal;
      expect(second).toMatchObject({ amount: "4.00" });

      const listed = await history(store, owner);
      expect(listed.errors).toBeUndefined();
      expect(listed.data?.storeWithdrawals.map((row) => row.id)).toEqual([second?.id, first?.id]);
      expect(listed.data?.storeWithdrawals[1]).toMatchObject({
        amount: "8.00",
        status: "pending",
        eligibleAt: daysAfter(firstSale, 90).toISOString(),
        processedAt: null,
      });

      const nothingLeft = await request(store, owner);
      expect(nothingLeft.errors?.[0]).toMatchObject({
        message: NOTHING_AVAILABLE.message,
        extensions: { code: "BAD_USER_INPUT" },
      });
    });

    it.each([
      ["a signed-out caller", undefined, "UNAUTHENTICATED"],
      ["another owner", stranger, "FORBIDDEN"],
    ] as const)("refuses %s", async (_who, caller, code) => {
      const store = await openStore(harness);
      await recordSale(harness, store, daysBefore(now(), 100));
      for (const answer of [await history(store, caller), await request(store, caller)]) {
        expect(answer.errors?.[0]?.extensions?.code).toBe(code);
        expect(answer.data).toBeNull();
      }
      expect(await db().select().from(withdrawals)).toEqual([]);
    });

    it("answers NOT_FOUND for a store commerce does not know", async () => {
      const answer = await history("5c0f4a52-7b1e-4d39-9a8e-31f2c6d7e8f9", owner);
      expect(answer.errors?.[0]).toMatchObject({ message: "Dispensary not found", extensions: { code: "NOT_FOUND" } });
    });
  });
});
