import type { AuthUser, Database, RunningService } from "@highcotton/kit";
import { testDatabaseKinds } from "@highcotton/kit/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CommerceDeps } from "../../src/application/commerce-deps.ts";
import { requestWithdrawal } from "../../src/application/request-withdrawal.ts";
import { readStoreMoney } from "../../src/application/store-money.ts";
import {
  daysBefore,
  emptyCommerce,
  ledgerDeps,
  openStore,
  owner,
  recordSale,
  startCommerceWithoutJobs,
  stranger,
  tokens,
} from "../support/store-ledger.ts";

const DAY_MS = 24 * 60 * 60_000;
const stores = testDatabaseKinds("commerce_store_money");
afterAll(() => stores.stop());

describe.each(stores.kinds)("store money on %s", (_label, open) => {
  let database: Database;
  let service: RunningService;
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
    deps = ledgerDeps(database, () => now);
  });

  it("holds a sale's $4 a shirt for 90 days, then makes it available", async () => {
    const store = await openStore(database.db);
    const soldAt = daysBefore(now, 10);
    await recordSale(database.db, store, soldAt, 2);
    await recordSale(database.db, store, daysBefore(now, 3));

    expect(await readStoreMoney(deps, store)).toEqual({
      totalRevenue: 1200,
      available: 0,
      held: 1200,
      nextEligibleAt: new Date(soldAt.getTime() + 90 * DAY_MS),
      pendingWithdrawalCount: 0,
    });

    now = new Date(soldAt.getTime() + 90 * DAY_MS);
    expect(await readStoreMoney(deps, store)).toMatchObject({
      totalRevenue: 1200,
      available: 800,
      held: 400,
      nextEligibleAt: new Date(daysBefore(new Date("2026-06-01T12:00:00Z"), 3).getTime() + 90 * DAY_MS),
    });

    now = new Date(now.getTime() + 7 * DAY_MS);
    expect(await readStoreMoney(deps, store)).toMatchObject({
      totalRevenue: 1200,
      available: 1200,
      held: 0,
      nextEligibleAt: null,
    });
  });

  it("keeps withdrawn credits in revenue but out of the available balance, and counts waiting withdrawals", async () => {
    const store = await openStore(database.db);
    await recordSale(database.db, store, daysBefore(now, 120), 3);
    await recordSale(database.db, store, daysBefore(now, 5));
    expect((await requestWithdrawal(deps, owner, { dispensaryId: store })).ok).toBe(true);
    await recordSale(database.db, store, daysBefore(now, 95));

    expect(await readStoreMoney(deps, store)).toMatchObject({
      totalRevenue: 2000,
      available: 400,
      held: 400,
      pendingWithdrawalCount: 1,
    });
  });

  it("answers only for the store asked about", async () => {
    const mine = await openStore(database.db);
    const theirs = await openStore(database.db, stranger.id, "Flatirons Flower Co.");
    await recordSale(database.db, theirs, daysBefore(now, 100), 5);
    expect(await readStoreMoney(deps, mine)).toEqual({
      totalRevenue: 0,
      available: 0,
      held: 0,
      nextEligibleAt: null,
      pendingWithdrawalCount: 0,
    });
  });

  describe("on catalog's Dispensary, through the subgraph", () => {
    const moneyQuery = `query ($representations: [_Any!]!) {
      _entities(representations: $representations) {
        ... on Dispensary {
          id totalRevenue availableBalance heldBalance nextEligibleAt pendingWithdrawalCount
          withdrawals { amount status eligibleAt processedAt }
        }
      }
    }`;
    const moneyOf = async (id: string, caller: AuthUser | undefined, isMine: boolean) => {
      const answer = await service.subgraph.execute(
        { query: moneyQuery, variables: { representations: [{ __typename: "Dispensary", id, isMine }] } },
        new Map(caller ? [["authorization", `Bearer ${tokens.sign(caller)}`]] : []),
      );
      expect(answer.errors).toBeUndefined();
      // As a client reads it over HTTP.
      return JSON.parse(JSON.stringify(answer.data?._entities))[0];
    };
    const nobodysMoney = (id: string) => ({
      id,
      totalRevenue: null,
      availableBalance: null,
      heldBalance: null,
      nextEligibleAt: null,
      pendingWithdrawalCount: null,
      withdrawals: null,
    });

    it("shows the owner the money as decimal strings, and nobody else", async () => {
      const store = await openStore(database.db);
      // The service reads the real clock: one sale past its hold, one in it.
      const today = new Date();
      await recordSale(database.db, store, daysBefore(today, 120), 2);
      await recordSale(database.db, store, daysBefore(today, 30));

      expect(await moneyOf(store, owner, true)).toEqual({
        id: store,
        totalRevenue: "12.00",
        availableBalance: "8.00",
        heldBalance: "4.00",
        nextEligibleAt: new Date(daysBefore(today, 30).getTime() + 90 * DAY_MS).toISOString(),
        pendingWithdrawalCount: 0,
        withdrawals: [],
      });
      expect(await moneyOf(store, stranger, false)).toEqual(nobodysMoney(store));
      expect(await moneyOf(store, undefined, false)).toEqual(nobodysMoney(store));
    });

    it("trusts its own record of the owner over catalog's word", async () => {
      const store = await openStore(database.db);
      await recordSale(database.db, store, daysBefore(new Date(), 120));
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
        nextEligibleAt: null,
        pendingWithdrawalCount: 0,
        withdrawals: [],
      });
      expect(await moneyOf(brandNew, stranger, false)).toEqual(nobodysMoney(brandNew));
    });
  });
});
