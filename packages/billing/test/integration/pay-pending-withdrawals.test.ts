import { randomUUID } from "node:crypto";
import { PAYOUTS_PER_RUN, type PendingWithdrawals, payPendingWithdrawals } from "@highcotton/billing";
import type { Database } from "@highcotton/kit";
import { RecordingPayouts, testDatabase } from "@highcotton/kit/testing";
import { asc, eq, sql } from "drizzle-orm";
import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { beforeEach, expect, it } from "vitest";

const MINUTE_MS = 60_000;
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A service's withdrawals as the runner needs them, beside a column of the service's own. */
const withdrawals = pgTable("withdrawals", {
  id: uuid("id").primaryKey(),
  sellerId: uuid("seller_id").notNull(),
  amountCents: integer("amount_cents").notNull(),
  status: text("status", { enum: ["pending", "completed", "failed"] })
    .notNull()
    .default("pending"),
  bankingDetails: jsonb("banking_details"),
  requestedAt: at("requested_at").notNull(),
  processedAt: at("processed_at"),
  payoutReference: text("payout_reference"),
  attempts: integer("attempts").notNull().default(0),
  lastError: text("last_error"),
});

/** What the service's completed event would carry, written in the completing transaction. */
const announcements = pgTable("announcements", {
  withdrawalId: uuid("withdrawal_id").notNull(),
  reference: text("reference").notNull(),
  processedAt: at("processed_at").notNull(),
});

const stores: PendingWithdrawals<typeof withdrawals> = {
  table: withdrawals,
  failureLog: "payout failed",
  payoutOf: (withdrawal) => ({
    withdrawalId: withdrawal.id,
    amountCents: withdrawal.amountCents,
    bankingDetails: (withdrawal.bankingDetails as Record<string, unknown> | null) ?? null,
    payee: { sellerId: withdrawal.sellerId },
  }),
  announce: async (tx, withdrawal, paid) => {
    await tx.insert(announcements).values({ withdrawalId: withdrawal.id, ...paid });
  },
};

const postgres = testDatabase("billing_payouts");

postgres.describe("the payout runner", (open) => {
  let database: Database;
  let payouts: RecordingPayouts;
  let now: Date;
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  const deps = () => ({ db: database.db, now: () => now, payouts, logger: { warn: () => {} } });
  const payNow = () => payPendingWithdrawals(deps(), stores);

  beforeEach(async () => {
    database = await open();
    await database.db.execute(sql`
      create table withdrawals (
        id uuid primary key, seller_id uuid not null, amount_cents integer not null,
        status text not null default 'pending', banking_details jsonb,
        requested_at timestamptz not null, processed_at timestamptz, payout_reference text,
        attempts integer not null default 0, last_error text
      )`);
    await database.db.execute(sql`
      create table announcements (withdrawal_id uuid not null, reference text not null, processed_at timestamptz not null)`);
    payouts = new RecordingPayouts();
    now = new Date("2026-03-02T12:00:00.000Z");
    return () => database.close();
  });

  const request = async (amountCents = 1200) => {
    const [row] = await database.db
      .insert(withdrawals)
      .values({
        id: randomUUID(),
        sellerId: randomUUID(),
        amountCents,
        bankingDetails: { stripeAccountId: "acct_1Seller" },
        requestedAt: now,
      })
      .returning();
    return row!;
  };
  const rowOf = async (id: string) => (await database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0];
  const announced = () => database.db.select().from(announcements).orderBy(asc(announcements.processedAt));

  it("pays each withdrawal once when two runs overlap, and announces each completion once", async () => {
    const waiting = [await request(1200), await request(400), await request(2500)];
    later(5_000);
    const runs = await Promise.all([payNow(), payNow()]);
    expect(runs.reduce((sum, run) => sum + run.completed, 0)).toBe(3);
    expect(runs.reduce((sum, run) => sum + run.failed, 0)).toBe(0);

    expect(payouts.requests.map((payout) => payout.withdrawalId).sort()).toEqual(waiting.map((row) => row.id).sort());
    for (const withdrawal of waiting) {
      expect(payouts.transfers.get(withdrawal.id)).toMatchObject({
        amountCents: withdrawal.amountCents,
        bankingDetails: { stripeAccountId: "acct_1Seller" },
        payee: { sellerId: withdrawal.sellerId },
      });
      const reference = payouts.transfers.get(withdrawal.id)?.reference;
      expect(await rowOf(withdrawal.id)).toMatchObject({
        status: "completed",
        processedAt: now,
        payoutReference: reference,
        attempts: 1,
        lastError: null,
      });
    }
    expect((await announced()).map((row) => row.withdrawalId).sort()).toEqual(waiting.map((row) => row.id).sort());

    // Nothing waits any more: later runs pay nothing twice.
    later(60 * MINUTE_MS);
    expect(await payNow()).toEqual({ completed: 0, failed: 0 });
    expect(payouts.calls).toBe(3);
  });

  it("pays again under the same idempotency key after a crash between paying and completing, completing once", async () => {
    const withdrawal = await request();
    // The process dies right after the provider paid: reading the clock to complete throws.
    let reads = 0;
    const crashingClock = () => {
      reads++;
      if (reads === 2) throw new Error("process stopped");
      return now;
    };
    await expect(payPendingWithdrawals({ ...deps(), now: crashingClock }, stores)).rejects.toThrow("process stopped");
    expect(payouts.transfers.size).toBe(1);
    expect(await rowOf(withdrawal.id)).toMatchObject({ status: "pending", attempts: 1, payoutReference: null });
    expect(await announced()).toEqual([]);

    later(2 * MINUTE_MS);
    expect(await payNow()).toEqual({ completed: 1, failed: 0 });
    expect(payouts.requests.map((payout) => payout.withdrawalId)).toEqual([withdrawal.id, withdrawal.id]);
    expect(payouts.transfers.size).toBe(1);
    expect(await rowOf(withdrawal.id)).toMatchObject({ status: "completed", payoutReference: "tr_test_1", attempts: 2 });
    expect(await announced()).toEqual([{ withdrawalId: withdrawal.id, reference: "tr_test_1", processedAt: now }]);
  });

  it("marks a failed payout failed with its error, and tries it again only after its backoff", async () => {
    const withdrawal = await request();
    payouts.failure = new Error(`The bank is closed. ${"x".repeat(600)}`);
    expect(await payNow()).toEqual({ completed: 0, failed: 1 });
    const failed = await rowOf(withdrawal.id);
    expect(failed).toMatchObject({ status: "failed", attempts: 1, processedAt: null });
    expect(failed?.lastError).toBe(payouts.failure.message.slice(0, 500));
    expect(await announced()).toEqual([]);

    payouts.failure = null;
    later(30_000);
    expect(await payNow()).toEqual({ completed: 0, failed: 0 });
    expect(payouts.calls).toBe(1);

    later(MINUTE_MS);
    expect(await payNow()).toEqual({ completed: 1, failed: 0 });
    expect(await rowOf(withdrawal.id)).toMatchObject({ status: "completed", attempts: 2, lastError: null, processedAt: now });
    expect(await announced()).toHaveLength(1);
  });

  it(`pays at most ${PAYOUTS_PER_RUN} withdrawals a run, oldest first, leaving the rest to the next`, async () => {
    const waiting = [];
    for (let index = 0; index <= PAYOUTS_PER_RUN; index++) {
      waiting.push(await request(100 + index));
      later(1_000);
    }
    expect(await payNow()).toEqual({ completed: PAYOUTS_PER_RUN, failed: 0 });
    expect(await rowOf(waiting.at(-1)!.id)).toMatchObject({ status: "pending", attempts: 0 });
    expect(await payNow()).toEqual({ completed: 1, failed: 0 });
  });
});
