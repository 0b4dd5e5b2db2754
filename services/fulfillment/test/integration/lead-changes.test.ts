import { testDatabase } from "@highcotton/kit/testing";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { LeadChanges } from "../../src/application/lead-changes.ts";
import { LEADS_CHANGED_WAITS_PER_ACCOUNT } from "../../src/contract/limits.ts";
import { leads } from "../../src/db/schema.ts";
import { messages } from "../../src/domain/messages.ts";
import { type FulfillmentHarness, startFulfillmentHarness } from "../support/fulfillment-harness.ts";
import { errorOf, leadSteps } from "../support/lead-steps.ts";

const postgres = testDatabase("fulfillment_lead_changes");
const LEADS_CHANGED = "query { leadsChanged }";

// A merchant's dashboard waits on `leadsChanged` and reads its lists when told they changed.
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

  it("answers a waiting dashboard the moment a new order's lead commits, and another when it is accepted", async () => {
    const merchant = await harness.merchant();
    const waiting = harness.graph<{ leadsChanged: boolean }>(LEADS_CHANGED, {}, merchant.headers);
    await held(merchant, 1);
    // Held while nothing changes.
    expect(await settledYet(waiting)).toBe(false);
    const orderId = await harness.placeOrder();
    expect((await waiting).data).toEqual({ leadsChanged: true });

    const next = harness.graph<{ leadsChanged: boolean }>(LEADS_CHANGED, {}, merchant.headers);
    await held(merchant, 1);
    expect(errorOf(await steps.acceptOrder(orderId, merchant.headers))).toBeUndefined();
    expect((await next).data).toEqual({ leadsChanged: true });
  });

  it("tells every replica (each its own listener), and a statement that changed no lead tells none", async () => {
    const replicas = [new LeadChanges(harness.database), new LeadChanges(harness.database)];
    for (const replica of replicas) await replica.start();
    try {
      const quiet = replicas.map((replica) => replica.wait("merchant-1"));
      // An accept that lost its race: the update matches no row.
      await harness.database.db.update(leads).set({ status: "assigned" }).where(eq(leads.status, "expired"));
      for (const wait of quiet) expect(await settledYet(wait as Promise<boolean>)).toBe(false);
      await harness.placeOrder();
      expect(await Promise.all(quiet)).toEqual([true, true]);
    } finally {
      for (const replica of replicas) await replica.stop();
    }
  });

  it("answers false when nothing changes in time or the server is closing, and frees the account's share of waits", async () => {
    const changes = new LeadChanges(harness.database, { waitMs: 30, perAccount: 1 });
    await changes.start();
    try {
      const first = changes.wait("merchant-2");
      expect(changes.wait("merchant-2")).toBe("too-many");
      expect(await first).toBe(false);
      expect(changes.heldBy("merchant-2")).toBe(0);
      // A closing server answers the waits it holds, and any asked after, at once.
      const open = changes.wait("merchant-2");
      changes.drain();
      expect(await open).toBe(false);
      expect(await changes.wait("merchant-3")).toBe(false);
    } finally {
      await changes.stop();
    }
  });

  it("refuses the signed out, accounts with no print shop, and an account holding its share of waits", async () => {
    expect(errorOf(await harness.graph(LEADS_CHANGED, {}, {}))).toMatchObject({ code: "UNAUTHENTICATED" });
    const shopper = await harness.account("user");
    expect(errorOf(await harness.graph(LEADS_CHANGED, {}, shopper.headers))).toMatchObject({
      code: "NOT_FOUND",
      message: messages.merchantNotFound,
    });

    const merchant = await harness.merchant();
    const waits = Array.from({ length: LEADS_CHANGED_WAITS_PER_ACCOUNT }, () =>
      harness.graph<{ leadsChanged: boolean }>(LEADS_CHANGED, {}, merchant.headers),
    );
    await held(merchant, LEADS_CHANGED_WAITS_PER_ACCOUNT);
    expect(errorOf(await harness.graph(LEADS_CHANGED, {}, merchant.headers))).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: messages.tooManyDashboardsWaiting,
    });
    // Another merchant is not held back by it.
    const other = await harness.merchant({ businessName: "Second Shop" });
    const theirs = harness.graph<{ leadsChanged: boolean }>(LEADS_CHANGED, {}, other.headers);
    await held(other, 1);
    await harness.placeOrder();
    expect((await theirs).data).toEqual({ leadsChanged: true });
    for (const wait of await Promise.all(waits)) expect(wait.data).toEqual({ leadsChanged: true });
  });
});
