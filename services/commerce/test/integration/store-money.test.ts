import type { AuthUser } from "@highcotton/kit";
import { testDatabase } from "@highcotton/kit/testing";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestWithdrawal } from "../../src/application/request-withdrawal.ts";
import { readStoreMoney } from "../../src/application/store-money.ts";
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

const postgres = testDatabase("commerce_store_money");

postgres.describe("store money", (open) => {
  let harness: StoreMoneyHarness;
  const now = () => harness.at.now;
  const money = (store: string) => readStoreMoney(harness.deps, store);

  beforeAll(async () => {
    harness = await startStoreMoneyHarness(open);
    return () => harness.stop();
  });

  beforeEach(() => harness.reset());

  it("holds a sale's $4 a shirt for 90 days, then makes it available", async () => {
    const store = await openStore(harness);
    const earlier = daysBefore(now(), 10);
    const later = daysBefore(now(), 3);
    await recordSale(harness, store, earlier, 2);
    await recordSale(harness, store, later);

    expect(await money(store)).toEqual({
      totalRevenue: 1200,
      available: 0,
      held: 1200,
      nextEligibleAt: daysAfter(earlier, 90),
      reversed: 0,
      owed: 0,
      pendingWithdrawalCount: 0,
    });

    harness.at.now = daysAfter(earlier, 90);
    expect(await money(store)).toMatchObject({
      totalRevenue: 1200,
      available: 800,
      held: 400,
      nextEligibleAt: daysAfter(later, 90),
    });

    harness.at.now = daysAfter(later, 90);
    expect(await money(store)).toMatchObject({ totalRevenue: 1200, available: 1200, held: 0, nextEligibleAt: null });
  });

  it("keeps withdrawn credits in revenue but out of the available balance, and counts waiting withdrawals", async () => {
    const store = await openStore(harness);
    await recordSale(harness, store, daysBefore(now(), 120), 3);
    await recordSale(harness, store, daysBefore(now(), 5));
    expect((await requestWithdrawal(harness.deps, owner, { dispensaryId: store })).ok).toBe(true);
    await recordSale(harness, store, daysBefore(now(), 95));

    expect(await money(store)).toMatchObject({ totalRevenue: 2000, available: 400, held: 400, pendingWithdrawalCount: 1 });
  });

  it("answers only for the store asked about", async () => {
    const mine = await openStore(harness);
    const theirs = await openStore(harness, stranger.id, "Flatirons Flower Co.");
    await recordSale(harness, theirs, daysBefore(now(), 100), 5);
    expect(await money(mine)).toEqual({
      totalRevenue: 0,
      available: 0,
      held: 0,
      nextEligibleAt: null,
      reversed: 0,
      owed: 0,
      pendingWithdrawalCount: 0,
    });
  });

  describe("on catalog's Dispensary, through the subgraph", () => {
    const moneyQuery = `query ($representations: [_Any!]!) {
      _entities(representations: $representations) {
        ... on Dispensary {
          id totalRevenue availableBalance heldBalance reversedRevenue nextEligibleAt pendingWithdrawalCount
          withdrawals { amount status eligibleAt processedAt }
        }
      }
    }`;
    /** What the gateway asks commerce for, with catalog's isMine in the representation. */
    const moneyOf = async (id: string, caller: AuthUser | undefined, isMine: boolean) => {
      const answer = await harness.graph<{ _entities: unknown[] }>(
        moneyQuery,
        { representations: [{ __typename: "Dispensary", id, isMine }] },
        signedIn(harness.tokens, caller),
      );
      expect(answer.errors).toBeUndefined();
      return answer.data?._entities[0];
    };
    const nobodysMoney = (id: string) => ({
      id,
      totalRevenue: null,
      availableBalance: null,
      heldBalance: null,
      reversedRevenue: null,
      nextEligibleAt: null,
      pendingWithdrawalCount: null,
      withdrawals: null,
    });

    it("shows the owner the money as decimal strings, and nobody else", async () => {
      const store = await openStore(harness);
      await recordSale(harness, store, daysBefore(now(), 120), 2);
      await recordSale(harness, store, daysBefore(now(), 30));
      expect((await requestWithdrawal(harness.deps, owner, { dispensaryId: store })).ok).toBe(true);
      await recordSale(harness, store, daysBefore(now(), 91));

      expect(await moneyOf(store, owner, true)).toEqual({
        id: store,
        totalRevenue: "16.00",
        availableBalance: "4.00",
        heldBalance: "4.00",
        reversedRevenue: "0.00",
        nextEligibleAt: daysAfter(daysBefore(now(), 30), 90).toISOString(),
        pendingWithdrawalCount: 1,
        withdrawals: [
          {
            amount: "8.00",
            status: "pending",
            eligibleAt: daysAfter(daysBefore(now(), 120), 90).toISOString(),
            processedAt: null,
          },
        ],
      });
      expect(await moneyOf(store, stranger, false)).toEqual(nobodysMoney(store));
      expect(await moneyOf(store, undefined, false)).toEqual(nobodysMoney(store));
    });

    it("trusts its own record of the owner over catalog's word", async () => {
      const store = await openStore(harness);
      await recordSale(harness, store, daysBefore(now(), 120));
      expect(await moneyOf(store, stranger, true)).toEqual(nobodysMoney(store));
      expect(await moneyOf(store, undefined, true)).toEqual(nobodysMoney(store));
    });

    it("answers zeros to the owner of a store too new to have reached commerce", async () => {
      const brandNew = "5c0f4a52-7b1e-4d39-9a8e-31f2c6d7e8f9";
      expect(await moneyOf(brandNew, owner, true)).toEqual({
        id: brandNew,
        totalRevenue: "0.00",
        availableBalance: "0.00",
        heldBalance: "0.00",
        reversedRevenue: "0.00",
        nextEligibleAt: null,
        pendingWithdrawalCount: 0,
        withdrawals: [],
      });
      expect(await moneyOf(brandNew, stranger, false)).toEqual(nobodysMoney(brandNew));
      expect(await moneyOf(brandNew, undefined, true)).toEqual(nobodysMoney(brandNew));
    });
  });
});
