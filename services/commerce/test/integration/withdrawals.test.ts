import { fromBinary } from "@bufbuild/protobuf";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import { type AuthUser, type Database, outbox, type RunningService } from "@highcotton/kit";
import { testDatabaseKinds } from "@highcotton/kit/testing";
import { EnvelopeSchema, WithdrawalRequestedSchema } from "@highcotton/proto";
import { eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CommerceDeps } from "../../src/application/commerce-deps.ts";
import { requestWithdrawal } from "../../src/application/request-withdrawal.ts";
import { readStoreMoney } from "../../src/application/store-money.ts";
import { earnings, withdrawals } from "../../src/db/schema.ts";
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
const stores = testDatabaseKinds("commerce_withdrawals");
afterAll(() => stores.stop());

describe.each(stores.kinds)("withdrawals on %s", (_label, open) => {
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

  const requestedEvents = async () =>
    (await database.db.select().from(outbox).where(eq(outbox.eventType, WithdrawalRequestedSchema.typeName))).map((row) => {
      const envelope = fromBinary(EnvelopeSchema, row.envelope);
      return { aggregateId: envelope.aggregateId, data: fromBinary(WithdrawalRequestedSchema, envelope.payload) };
    });

  it("withdraws the whole available balance, claims its credits and announces it", async () => {
    const store = await openStore(database.db);
    const lastEligibleSale = daysBefore(now, 95);
    await recordSale(database.db, store, daysBefore(now, 120), 2);
    await recordSale(database.db, store, lastEligibleSale);
    await recordSale(database.db, store, daysBefore(now, 20), 3);

    const result = await requestWithdrawal(deps, owner, { dispensaryId: store });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value).toMatchObject({
      amount: 1200,
      status: "pending",
      requestedAt: now,
      eligibleAt: new Date(lastEligibleSale.getTime() + 90 * DAY_MS),
      processedAt: null,
    });
    const claimed = await database.db.select().from(earnings).where(eq(earnings.withdrawalId, result.value.id));
    expect(claimed.map((credit) => credit.amount).sort()).toEqual(["4.00", "8.00"]);
    // The held credit stays unclaimed.
    expect(await database.db.select({ amount: earnings.amount }).from(earnings).where(isNull(earnings.withdrawalId))).toEqual([
      { amount: "12.00" },
    ]);
    expect(await readStoreMoney(deps, store)).toMatchObject({
      available: 0,
      held: 1200,
      totalRevenue: 2400,
      pendingWithdrawalCount: 1,
    });

    const [event, ...others] = await requestedEvents();
    expect(others).toEqual([]);
    expect(event?.aggregateId).toBe(result.value.id);
    expect(event?.data).toMatchObject({ withdrawalId: result.value.id, dispensaryId: store, amountCents: 1200 });
    expect(event?.data.requestedAt && timestampDate(event.data.requestedAt)).toEqual(now);
  });

  it("refuses when nothing is available yet and leaves everything as it was", async () => {
    const store = await openStore(database.db);
    await recordSale(database.db, store, daysBefore(now, 89));
    expect(await requestWithdrawal(deps, owner, { dispensaryId: store })).toEqual({
      ok: false,
      error: { code: "BAD_USER_INPUT", message: "No balance is available to withdraw yet." },
    });
    expect(await database.db.select().from(withdrawals)).toEqual([]);
    expect(await database.db.select().from(earnings).where(isNull(earnings.withdrawalId))).toHaveLength(1);
    expect(await requestedEvents()).toEqual([]);

    // Once its hold is over, the same credit can be withdrawn.
    now = new Date(now.getTime() + DAY_MS);
    expect(await requestWithdrawal(deps, owner, { dispensaryId: store })).toMatchObject({ ok: true, value: { amount: 400 } });
    // …and only once.
    expect(await requestWithdrawal(deps, owner, { dispensaryId: store })).toMatchObject({
      ok: false,
      error: { code: "BAD_USER_INPUT" },
    });
  });

  it("takes the balance once when several requests arrive together", async () => {
    const store = await openStore(database.db);
    for (let sale = 0; sale < 6; sale++) await recordSale(database.db, store, daysBefore(now, 100 + sale), sale + 1);
    const available = (await readStoreMoney(deps, store)).available;
    expect(available).toBe(8400);

    const results = await Promise.all(Array.from({ length: 4 }, () => requestWithdrawal(deps, owner, { dispensaryId: store })));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const refused = { ok: false, error: { code: "BAD_USER_INPUT", message: "No balance is available to withdraw yet." } };
    expect(results.filter((result) => !result.ok)).toEqual([refused, refused, refused]);
    const rows = await database.db.select().from(withdrawals);
    expect(rows.map((row) => row.amount)).toEqual(["84.00"]);
    expect(await requestedEvents()).toHaveLength(1);
    expect(await readStoreMoney(deps, store)).toMatchObject({ available: 0, totalRevenue: 8400 });
  });

  it("lets only the store's owner withdraw", async () => {
    const store = await openStore(database.db);
    await recordSale(database.db, store, daysBefore(now, 100));
    expect(await requestWithdrawal(deps, null, { dispensaryId: store })).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
    expect(await requestWithdrawal(deps, stranger, { dispensaryId: store })).toMatchObject({
      error: { code: "FORBIDDEN", message: "Only the store's owner can do that" },
    });
    for (const unknown of ["5c0f4a52-7b1e-4d39-9a8e-31f2c6d7e8f9", "not-an-id"]) {
      expect(await requestWithdrawal(deps, owner, { dispensaryId: unknown })).toMatchObject({
        error: { code: "NOT_FOUND", message: "Dispensary not found" },
      });
    }
    expect(await database.db.select().from(withdrawals)).toEqual([]);
  });

  describe("through the subgraph", () => {
    const call = async (query: string, variables: Record<string, unknown>, caller?: AuthUser) =>
      JSON.parse(
        JSON.stringify(
          await service.subgraph.execute(
            { query, variables },
            new Map(caller ? [["authorization", `Bearer ${tokens.sign(caller)}`]] : []),
          ),
        ),
      );
    const history = `query ($id: ID!) { storeWithdrawals(dispensaryId: $id) { id amount status requestedAt eligibleAt processedAt } }`;
    const request = `mutation ($id: ID!) { requestWithdrawal(input: { dispensaryId: $id }) { id amount status processedAt } }`;

    it("lists the owner's withdrawals newest first", async () => {
      const store = await openStore(database.db);
      const today = new Date();
      await recordSale(database.db, store, daysBefore(today, 130), 2);
      const first = await call(request, { id: store }, owner);
      expect(first.data.requestWithdrawal).toMatchObject({ amount: "8.00", status: "pending", processedAt: null });
      await recordSale(database.db, store, daysBefore(today, 91));
      const second = await call(request, { id: store }, owner);
      expect(second.data.requestWithdrawal).toMatchObject({ amount: "4.00" });

      const listed = await call(history, { id: store }, owner);
      expect(listed.errors).toBeUndefined();
      expect(listed.data.storeWithdrawals.map((row: { id: string }) => row.id)).toEqual([
        second.data.requestWithdrawal.id,
        first.data.requestWithdrawal.id,
      ]);
      expect(listed.data.storeWithdrawals[1]).toMatchObject({
        amount: "8.00",
        status: "pending",
        eligibleAt: new Date(daysBefore(today, 130).getTime() + 90 * DAY_MS).toISOString(),
        processedAt: null,
      });

      const nothingLeft = await call(request, { id: store }, owner);
      expect(nothingLeft.errors?.[0]).toMatchObject({
        message: "No balance is available to withdraw yet.",
        extensions: { code: "BAD_USER_INPUT" },
      });
    });

    it.each([
      ["a signed-out caller", undefined, "UNAUTHENTICATED"],
      ["another owner", stranger, "FORBIDDEN"],
    ] as const)("refuses %s", async (_who, caller, code) => {
      const store = await openStore(database.db);
      await recordSale(database.db, store, daysBefore(new Date(), 100));
      for (const query of [history, request]) {
        const answer = await call(query, { id: store }, caller);
        expect(answer.errors?.[0]?.extensions?.code).toBe(code);
        expect(answer.data).toBeNull();
      }
      expect(await database.db.select().from(withdrawals)).toEqual([]);
    });

    it("answers NOT_FOUND for a store commerce does not know", async () => {
      const answer = await call(history, { id: "5c0f4a52-7b1e-4d39-9a8e-31f2c6d7e8f9" }, owner);
      expect(answer.errors?.[0]).toMatchObject({ message: "Dispensary not found", extensions: { code: "NOT_FOUND" } });
    });
  });
});
