import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../support/api.ts";
import { eventually } from "../support/poll.ts";
import { type RunningSystem, startSystem } from "../support/system.ts";

let system: RunningSystem;
beforeAll(async () => {
  system = await startSystem({
    alone: { why: "it checks the demo stores, which the shared system does not make", env: { SEED_DEMO_STORES: "true" } },
  });
});
afterAll(async () => {
  await system?.stop();
});

/** The system's warnings and errors (pino levels 40 and up), for a demo step that never came. */
const warnings = () =>
  system
    .output()
    .split("\n")
    .filter((line) => /"level":(40|50|60)/.test(line))
    .join("\n") || "(the system logged no warning)";

describe("a fresh npm start", () => {
  it("shows demo stores in several states, whose designs are generated offline in the background", async () => {
    const api = apiClient(system.url);
    const stores = await eventually(async () => {
      const { body } = await api.get("/api/dispensaries");
      return body.length >= 6 ? body : undefined;
    }, 60_000);
    expect(new Set(stores.map((store: { state: string }) => store.state)).size).toBeGreaterThanOrEqual(5);
    const counts = await api.get("/api/dispensaries");
    expect(counts.status).toBe(200);
    const firstReady = await eventually(
      async () => {
        const designs = await api.get("/api/designs?limit=200");
        const byStore = new Map<string, number>();
        for (const design of designs.body as Array<{ dispensaryId: string }>) {
          byStore.set(design.dispensaryId, (byStore.get(design.dispensaryId) ?? 0) + 1);
        }
        return [...byStore.values()].find((count) => count >= 20);
      },
      180_000,
      "a demo store with 20 designs",
      warnings,
    );
    expect(firstReady).toBe(20);
    const login = await api.post("/api/auth/login", { username: "greenleaf", password: "highcotton420" });
    expect((await api.get("/api/dispensary", { token: login.body.token })).body).toMatchObject({
      name: "Greenleaf Dispensary",
      state: "CO",
    });
  });

  // The lead deadline and refund jobs run once the demo merchant has taken its leads.
  it("shows greenleaf past sales: $4 a shirt, some past the 90-day hold and ready to withdraw, two refunded", {
    timeout: 330_000,
  }, async () => {
    const api = apiClient(system.url);
    const { token } = (await api.post("/api/auth/login", { username: "greenleaf", password: "highcotton420" })).body;
    // Withdrawable once inkhouse has printed the oldest; the two old orders nobody took are refunded.
    const store = await eventually(
      async () => {
        const { body } = await api.get("/api/dispensary", { token });
        const settled = [body?.availableBalance, body?.reversedRevenue].every((amount) => amount && amount !== "0.00");
        return settled ? body : undefined;
      },
      300_000,
      "greenleaf's demo sales, printed and refunded",
      warnings,
    );
    const dollars = (amount: string) => Number(amount);
    expect(dollars(store.totalRevenue) % 4).toBe(0);
    expect(dollars(store.availableBalance)).toBeGreaterThan(0);
    expect(dollars(store.heldBalance)).toBeGreaterThan(0);
    expect(dollars(store.availableBalance) + dollars(store.heldBalance)).toBe(dollars(store.totalRevenue));
    expect(dollars(store.reversedRevenue) % 4).toBe(0);
    expect(new Date(store.nextEligibleAt).getTime()).toBeGreaterThan(Date.now());
  });

  it("shows inkhouse's print shop in CO with leads waiting, one order active and one fulfilled", async () => {
    const api = apiClient(system.url);
    const { token } = (await api.post("/api/auth/login", { username: "inkhouse", password: "highcotton420" })).body;
    // The demo merchant is made once greenleaf's demo sales have reached fulfillment as leads.
    const lists = await eventually(
      async () => {
        const { status, body } = await api.get("/api/merchants/orders", { token });
        return status === 200 && body.fulfilled.length > 0 ? body : undefined;
      },
      240_000,
      "inkhouse's demo orders",
      warnings,
    );
    expect(lists.pending.length).toBeGreaterThan(0);
    expect(lists.active).toHaveLength(1);
    expect(lists.fulfilled).toHaveLength(1);
    expect(lists.active[0]).toMatchObject({ status: "assigned", shippingAddress: expect.any(String) });
    expect(lists.pending[0]).toMatchObject({ status: "pending", shippingAddress: null });
    const merchant = await api.get("/api/merchant", { token });
    expect(merchant).toMatchObject({
      status: 200,
      body: { businessName: "Ink House Printing", state: "CO", isActive: true, ordersFulfilled: 1 },
    });
    expect(Number(merchant.body.totalRevenue)).toBe(16 * lists.fulfilled[0].shirtCount);
  }, 300_000);

  it("shows a living society with photos, a feed by the demo accounts, and greenleaf's mentions", async () => {
    const api = apiClient(system.url);
    const posts = await eventually(
      async () => {
        const { body } = await api.get("/api/community/posts?sessionId=session_1_seedcheck");
        return Array.isArray(body) && body.length >= 8 ? body : undefined;
      },
      240_000,
      "the demo society",
      warnings,
    );
    expect(posts.filter((post: { imageUrl: string | null }) => post.imageUrl).length).toBeGreaterThanOrEqual(3);
    const photo = await fetch(new URL(posts.find((post: { imageUrl: string | null }) => post.imageUrl).imageUrl, system.url));
    expect(photo.headers.get("content-type")).toBe("image/webp");
    expect(posts.some((post: { dispensary: { name: string } | null }) => post.dispensary?.name === "Greenleaf Dispensary")).toBe(
      true,
    );
    expect((await api.get("/api/community/question/active")).body).toMatchObject({ questionText: expect.any(String) });

    // The feed is seeded after the society.
    const feed = await eventually(
      async () => {
        const response = await api.get("/api/posts");
        return response.body.length >= 3 ? response : undefined;
      },
      60_000,
      "the demo feed",
      warnings,
    );
    expect(feed.body.map((post: { user: { username: string } }) => post.user.username)).toEqual(
      expect.arrayContaining(["demo", "greenleaf", "inkhouse"]),
    );
    expect(feed.body.some((post: { imageUrls: string[] }) => post.imageUrls.length === 2)).toBe(true);

    const { token } = (await api.post("/api/auth/login", { username: "greenleaf", password: "highcotton420" })).body;
    const store = (await api.get("/api/dispensary", { token })).body;
    const mentions = await api.get(`/api/dispensaries/${store.id}/mentions`);
    expect(mentions.body.length).toBeGreaterThanOrEqual(2);
    expect(mentions.body[0]).toMatchObject({ postText: expect.any(String), likesCount: expect.any(Number) });
  }, 300_000);

  it("runs budbrand's flyer and 15 s video on the marketplace, with a month of numbers on its dashboard", async () => {
    const api = apiClient(system.url);
    const served = await eventually(
      async () => {
        const kinds = new Set<string>();
        // The slot draws among the running ads: a few asks show both.
        for (let ask = 0; ask < 40 && kinds.size < 2; ask++) {
          const { body } = await api.get("/api/ads/serve?placement=marketplace");
          if (body.ad?.companyName === "Bud Brand Co.") kinds.add(body.ad.kind);
        }
        return kinds.size === 2 ? kinds : undefined;
      },
      120_000,
      "the demo advertiser's flyer and video",
      warnings,
    );
    expect([...served].sort()).toEqual(["flyer", "video"]);

    const { token } = (await api.post("/api/auth/login", { username: "budbrand", password: "highcotton420" })).body;
    const advertiser = (await api.get("/api/advertiser", { token })).body;
    expect(advertiser).toMatchObject({
      companyName: "Bud Brand Co.",
      subscriptionTier: "short_100",
      subscriptionStatus: "active",
    });
    // The month of history is written after the ads are up.
    const stats = await eventually(
      async () => {
        const { body } = await api.get("/api/advertiser/stats?days=30", { token });
        return body.impressions > 0 ? body : undefined;
      },
      60_000,
      "the demo advertiser's month of numbers",
      warnings,
    );
    expect(stats.days).toHaveLength(30);
    expect(stats.days.filter((day: { impressions: number }) => day.impressions > 0).length).toBeGreaterThanOrEqual(28);
    expect(stats.clicks).toBeGreaterThan(0);
  }, 180_000);
});
