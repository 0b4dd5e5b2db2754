import { testDatabase } from "@highcotton/kit/testing";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { LeadChanges } from "../../src/application/lead-changes.ts";
import { LEADS_CHANGED_WAITS_PER_ACCOUNT } from "../../src/contract/limits.ts";
import { leads } from "../../src/db/schema.ts";
import { messages } from "../../src/domain/messages.ts";
import { type FulfillmentHarness, startFulfillmentHarness } from "../support/fulfillment-harness.ts";
import { errorOf, lapse, leadSteps } from "../support/lead-steps.ts";

const postgres = testDatabase("fulfillment_lead_changes");
const LEADS_CHANGED = "query ($seen: String) { leadsChanged(seen: $seen) }";
type Answer = { leadsChanged: string };

// A merchant's dashboard waits on `leadsChanged` and reads its lists after each answer.
postgres.describe("dashboards told of lead changes", (open) => {
  let harness: FulfillmentHarness;
  let steps: ReturnType<typeof leadSteps>;

  beforeAll(async () => {
    harness = await startFulfillmentHarness(open);
    steps = leadSteps(harness);
    return () => harness.stop();
  });

  beforeEach(() => harness.reset());

  /** Whether the promise has settled by the time everything already due has run. */
  const settledYet = async (promise: Promise<unknown>) =>
    Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 50))]);
  /** Until the account's dashboards hold `count` waits (each asks for the merchant first). */
  const held = async (account: { userId: string }, count: number) => {
    while (harness.deps.leadChanges.heldBy(account.userId) < count) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  const ask = (headers: Record<string, string>, seen: string | null = null) =>
    harness.graph<Answer>(LEADS_CHANGED, { seen }, headers);

  it("answers a waiting dashboard the moment a new order's lead commits, and at once for a change it has not seen", async () => {
    const merchant = await harness.merchant();
    const waiting = ask(merchant.headers);
    await held(merchant, 1);
    // Held while nothing changes.
    expect(await settledYet(waiting)).toBe(false);
    const orderId = await harness.placeOrder();
    const first = (await waiting).data?.leadsChanged ?? "";
    expect(first).toMatch(/^\d+$/);

    // Accepted while the dashboard reads its lists: its next wait, from the first cursor, is answered at once.
    expect(errorOf(await steps.acceptOrder(orderId, merchant.headers))).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = (await ask(merchant.headers, first)).data?.leadsChanged ?? "";
    expect(BigInt(second)).toBeGreaterThan(BigInt(first));
    // From the newest cursor it waits again.
    const third = ask(merchant.headers, second);
    expect(await settledYet(third)).toBe(false);
    await harness.placeOrder();
    expect(BigInt((await third).data?.leadsChanged ?? "0")).toBeGreaterThan(BigInt(second));
  });

  it("tells every replica (each its own listener), and a statement that changed no lead tells none", async () => {
    const replicas = [new LeadChanges(harness.database), new LeadChanges(harness.database)];
    for (const replica of replicas) await replica.start();
    try {
      const quiet = replicas.map((replica) => replica.wait("merchant-1", null) as Promise<bigint>);
      // An accept that lost its race: the update matches no row.
      await harness.database.db.update(leads).set({ status: "assigned" }).where(eq(leads.status, "expired"));
      for (const wait of quiet) expect(await settledYet(wait)).toBe(false);
      await harness.placeOrder();
      const [one, other] = await Promise.all(quiet);
      expect(one).toBeGreaterThan(0n);
      expect(other).toBe(one);
    } finally {
      for (const replica of replicas) await replica.stop();
    }
  });

  it("answers with the cursor it was given when nothing changes in time or the server is closing, and frees the account's waits", async () => {
    const changes = new LeadChanges(harness.database, { waitMs: 30, perAccount: 1 });
    await changes.start();
    try {
      const first = changes.wait("merchant-2", 42n);
      expect(changes.wait("merchant-2", 42n)).toBe("too-many");
      expect(await first).toBe(42n);
      expect(changes.heldBy("merchant-2")).toBe(0);
      // A closing server answers the waits it holds, and any asked after, at once.
      const open = changes.wait("merchant-2", 7n);
      changes.drain();
      expect(await open).toBe(7n);
      expect(await changes.wait("merchant-3", 9n)).toBe(9n);
    } finally {
      await changes.stop();
    }
  });

  it("refuses the signed out, accounts with no print shop, odd cursors and an account holding its share of waits", async () => {
    expect(errorOf(await ask({}))).toMatchObject({ code: "UNAUTHENTICATED" });
    const shopper = await harness.account("user");
    expect(errorOf(await ask(shopper.headers))).toMatchObject({ code: "NOT_FOUND", message: messages.merchantNotFound });

    const merchant = await harness.merchant();
    for (const seen of ["-1", "1.5", "12345678901234567890", "1\u0000", "x".repeat(10_000)]) {
      expect({ seen, error: errorOf(await ask(merchant.headers, seen)) }).toMatchObject({
        seen,
        error: { code: "BAD_USER_INPUT", message: messages.leadsCursorInvalid },
      });
    }
    const waits = Array.from({ length: LEADS_CHANGED_WAITS_PER_ACCOUNT }, () => ask(merchant.headers));
    await held(merchant, LEADS_CHANGED_WAITS_PER_ACCOUNT);
    expect(errorOf(await ask(merchant.headers))).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: messages.tooManyDashboardsWaiting,
    });
    // Another merchant is not held back by it.
    const other = await harness.merchant({ businessName: "Second Shop" });
    const theirs = ask(other.headers);
    await held(other, 1);
    await harness.placeOrder();
    expect((await theirs).data?.leadsChanged).toMatch(/^\d+$/);
    for (const wait of await Promise.all(waits)) expect(wait.data?.leadsChanged).toMatch(/^\d+$/);
  });

  it("does not wake a merchant whose subscription lapsed (it is shown no pending leads)", async () => {
    const changes = new LeadChanges(harness.database, { waitMs: 300, perAccount: 2 });
    await changes.start();
    try {
      const lapsed = changes.wait("lapsed", 5n, false) as Promise<bigint>;
      const active = changes.wait("active", 5n) as Promise<bigint>;
      await harness.placeOrder();
      expect(await active).toBeGreaterThan(5n);
      expect(await settledYet(lapsed)).toBe(false);
      expect(await lapsed).toBe(5n);
    } finally {
      await changes.stop();
    }
    // And through the graph, the lapsed merchant's flag is what decides.
    const merchant = await harness.merchant();
    await lapse(harness, merchant);
    const waiting = ask(merchant.headers, "5");
    await held(merchant, 1);
    await harness.placeOrder();
    // Only its wait's end answers it (the harness's stop, here).
    expect(await settledYet(waiting)).toBe(false);
  });
});
