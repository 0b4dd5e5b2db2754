import { readFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import type { AuthUser } from "@highcotton/kit";
import { eq } from "drizzle-orm";
import { accountReplicas, adDailyStats, adEvents } from "../db/schema.ts";
import { demoFlyer } from "../demo/demo-flyer.ts";
import { demoPosterPath, demoVideoPath } from "../demo/index.ts";
import type { AdsDeps } from "./ads-deps.ts";
import { applyToAdvertise } from "./apply-to-advertise.ts";
import { approveAdvertiserApplication } from "./approve-advertiser-application.ts";
import { findAdvertiserOf } from "./find-my-advertiser.ts";
import { findMyApplication } from "./find-my-application.ts";
import { listAdvertisements } from "./list-advertisements.ts";
import { payAdvertisingPlan } from "./pay-advertising-plan.ts";
import { uploadAdvertisement } from "./upload-advertisement.ts";

/** The demo advertiser: identity's `budbrand` account, on the 15 second video plan. */
export const DEMO_ADVERTISER = {
  username: "budbrand",
  application: {
    companyName: "Bud Brand Co.",
    contactEmail: "ads@budbrand.test",
    contactPhone: "(303) 555-0142",
    website: "https://budbrand.example",
    plan: "short_100",
  },
  flyer: { title: "20% off your first jar", description: "Small-batch flower, grown in Denver. Show this ad in store." },
  video: { title: "Meet Bud Brand", description: "Fifteen seconds with the growers behind Denver's small-batch flower." },
} as const;

/** Days of history the dashboard opens with (its chart shows 30). */
const HISTORY_DAYS = 30;

export interface DemoAdvertiserOptions {
  /** How long to wait for the account to reach ads. */
  waitMs?: number;
  pollMs?: number;
  /** Aborts the wait when the system stops. */
  signal?: AbortSignal;
}

/**
 * Gives a fresh start a running advertiser: `budbrand` applied, was approved, paid its plan with
 * the offline provider's test card and runs a flyer and a 15 s video, all as a real advertiser
 * does it (the same use cases), with a month of impressions and clicks behind them so its
 * dashboard has a chart. Each step looks first, so running it again changes nothing.
 */
export async function seedDemoAdvertiser(
  deps: AdsDeps,
  { waitMs = 120_000, pollMs = 1000, signal }: DemoAdvertiserOptions = {},
): Promise<void> {
  const account = await waitForAccount(deps, Date.now() + waitMs, pollMs, signal);
  if (signal?.aborted) return;
  if (!account) {
    deps.logger.warn(`the ${DEMO_ADVERTISER.username} account did not reach ads within ${waitMs / 1000} s: no demo advertiser`);
    return;
  }
  const user: AuthUser = { id: account.userId, username: account.username, role: "user", sessionId: "demo-seed" };

  let advertiser = await findAdvertiserOf(deps, user.id);
  if (!advertiser) {
    const applied = await applyToAdvertise(deps, user, DEMO_ADVERTISER.application);
    const application = applied.ok ? applied.value : unwrap(await findMyApplication(deps, user));
    if (!application) throw new Error("The demo advertiser's application could not be made");
    const approved = await approveAdvertiserApplication(deps, { name: "demo-seed" }, application.id);
    advertiser = approved.ok ? approved.value : await findAdvertiserOf(deps, user.id);
    if (!advertiser) throw new Error("The demo advertiser could not be approved");
  }

  if (advertiser.subscriptionStatus !== "active") {
    if (deps.subscriptions.provider !== "offline") {
      deps.logger.info("Stripe bills advertisers: the demo advertiser is left for a real payment with a card");
      return;
    }
    const paid = await payAdvertisingPlan(deps, user, "pm_card_visa");
    if (!paid.ok && paid.error.code !== "CONFLICT") throw new Error(`The demo advertiser could not pay: ${paid.error.message}`);
  }

  const running = await listAdvertisements(deps, advertiser.id);
  const titles = new Set(running.map((ad) => ad.title));
  if (!titles.has(DEMO_ADVERTISER.flyer.title)) {
    await upload(deps, user, { ...DEMO_ADVERTISER.flyer, creative: await demoFlyer() });
  }
  if (!titles.has(DEMO_ADVERTISER.video.title)) {
    const [video, poster] = await Promise.all([readFile(demoVideoPath), readFile(demoPosterPath)]);
    await upload(deps, user, { ...DEMO_ADVERTISER.video, creative: video, poster });
  }
  for (const ad of await listAdvertisements(deps, advertiser.id)) await seedHistory(deps, ad.id, ad.kind === "video");
  deps.logger.info({ advertiser: DEMO_ADVERTISER.application.companyName }, "demo advertiser ready");
}

async function upload(
  deps: AdsDeps,
  user: AuthUser,
  ad: { title: string; description: string; creative: Buffer; poster?: Buffer },
): Promise<void> {
  const uploaded = await uploadAdvertisement(deps, user, {
    title: ad.title,
    description: ad.description,
    creative: { base64: ad.creative.toString("base64") },
    ...(ad.poster && { poster: { base64: ad.poster.toString("base64") } }),
  });
  if (!uploaded.ok) throw new Error(`The demo ad "${ad.title}" was refused: ${uploaded.error.message}`);
}

/**
 * A month of viewable impressions and clicks before today, as the browser would have reported them
 * (one event per impression or click, each in its own page view) with the per-day counts beside
 * them. Deterministic, growing over the month, weekends busier; a video is clicked a little more.
 */
async function seedHistory(deps: AdsDeps, advertisementId: string, video: boolean): Promise<void> {
  const [seeded] = await deps.db
    .select({ day: adDailyStats.day })
    .from(adDailyStats)
    .where(eq(adDailyStats.advertisementId, advertisementId))
    .limit(1);
  if (seeded) return;
  const today = Date.UTC(deps.now().getUTCFullYear(), deps.now().getUTCMonth(), deps.now().getUTCDate());
  const events: Array<typeof adEvents.$inferInsert> = [];
  const days: Array<typeof adDailyStats.$inferInsert> = [];
  for (let back = HISTORY_DAYS; back >= 1; back--) {
    const start = today - back * 86_400_000;
    const date = new Date(start);
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const wobble = Math.sin(back * 1.7 + (video ? 1 : 0)) * 0.18;
    const impressions = Math.round((video ? 140 : 210) * (1 + (HISTORY_DAYS - back) / 40) * (weekend ? 1.3 : 1) * (1 + wobble));
    const clicks = Math.round(impressions * (video ? 0.031 : 0.022) * (1 + Math.cos(back * 2.3) * 0.35));
    const day = date.toISOString().slice(0, 10);
    days.push({ advertisementId, day, impressions, clicks });
    for (const [kind, count] of [
      ["impression", impressions],
      ["click", clicks],
    ] as const) {
      for (let index = 0; index < count; index++) {
        const pageView = `demo${day.replaceAll("-", "")}${index}`;
        events.push({
          eventId: `demo_${advertisementId.slice(0, 8)}_${kind}_${pageView}`,
          advertisementId,
          kind,
          pageViewId: pageView,
          sessionId: null,
          recordedAt: new Date(start + Math.floor(((index + 0.5) / count) * 86_400_000)),
        });
      }
    }
  }
  await deps.db.transaction(async (tx) => {
    for (let from = 0; from < events.length; from += 1000) {
      await tx
        .insert(adEvents)
        .values(events.slice(from, from + 1000))
        .onConflictDoNothing();
    }
    await tx.insert(adDailyStats).values(days).onConflictDoNothing();
  });
}

async function waitForAccount(deps: AdsDeps, deadline: number, pollMs: number, signal?: AbortSignal) {
  for (;;) {
    if (signal?.aborted) return null;
    const [account] = await deps.db.select().from(accountReplicas).where(eq(accountReplicas.username, DEMO_ADVERTISER.username));
    if (account) return account;
    if (Date.now() >= deadline) return null;
    await sleep(pollMs, undefined, { signal }).catch(() => {});
  }
}

function unwrap<T>(result: { ok: true; value: T } | { ok: false }): T | null {
  return result.ok ? result.value : null;
}
