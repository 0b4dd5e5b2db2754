import { preparedRead } from "@highcotton/kit";
import { eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AdPlacement, AdvertisementKind } from "../contract/index.ts";
import { advertisements, advertisers } from "../db/schema.ts";
import { AD_WEIGHTS } from "../domain/ad-weighting.ts";
import { viewableAfterMs } from "../domain/viewability.ts";
import type { AdsDeps } from "./ads-deps.ts";

/** An ad for a page's one ad slot, with what the browser needs to show, measure and link it. */
export interface ServedAdvertisement {
  id: string;
  kind: AdvertisementKind;
  title: string;
  description: string | null;
  mediaUrl: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  durationSeconds: number | null;
  companyName: string;
  viewableAfterMs: number;
  /** Through the server, which counts the click and then redirects; null without a website. */
  clickUrl: string | null;
  /** The slot it was drawn for, and when: what its impression token is signed with. */
  placement: AdPlacement;
  servedAt: Date;
}

/**
 * The served ad's impression token: signed for this ad, slot and a page view of its own, good for
 * a short while; sent back with the impression and the click, which count only with it, once each.
 * A hash in memory, made only when asked for: serving writes nothing.
 */
export const impressionTokenOf = (deps: Pick<AdsDeps, "impressionTokens">, ad: ServedAdvertisement): string =>
  deps.impressionTokens.issue(ad.id, ad.placement, ad.servedAt);

export const clickPathOf = (advertisementId: string) => `/api/ads/${advertisementId}/click`;

/**
 * Whether an ad runs at `now`: active and not withdrawn, and its advertiser active with its plan
 * paid past now. Only a running ad is served, counted, or sends a click to its advertiser's
 * website, so a lapsed or deactivated advertiser's old links lead nowhere.
 */
export const runningAt = (now: Date | Placeholder): SQL =>
  sql`${advertisements.status} = 'active' AND ${advertisements.isActive} AND ${advertisers.subscriptionStatus} = 'active' AND ${advertisers.isActive} AND ${advertisers.paidThrough} > ${now instanceof Date ? now.toISOString() : now}::timestamptz`;

/** The advertiser's plan's weight (see AD_WEIGHTS). */
const planWeight: SQL = sql`(CASE ${advertisers.subscriptionTier} ${sql.join(
  AD_WEIGHTS.map(({ plan, weight }) => sql`WHEN ${plan}::text THEN ${weight}::float8`),
  sql` `,
)} END)`;

/**
 * An ad's share of its advertiser's weight: the plan's weight split among the advertiser's running
 * ads, so uploading more ads shows each less often rather than the advertiser more often.
 */
const adShareOfPlan: SQL = sql`(${planWeight} / count(*) OVER (PARTITION BY ${advertisements.advertiserId}))`;

/**
 * One ad among those running at `now` (see `runningAt`), drawn so that each advertiser is shown in
 * proportion to its plan's monthly price, its running ads taking turns (Efraimidis–Spirakis, see
 * `drawKey`); null when none runs. Every page view asks, so the draw is made by the one query:
 * measured against reading the running ads and drawing here, it answers several times faster once
 * there are a few hundred of them, and no slower with two.
 */
const drawRunningAd = preparedRead((db: AdsDeps["db"]) =>
  db
    .select({
      id: advertisements.id,
      kind: advertisements.kind,
      title: advertisements.title,
      description: advertisements.description,
      mediaUrl: advertisements.mediaUrl,
      thumbnailUrl: advertisements.thumbnailUrl,
      width: advertisements.width,
      height: advertisements.height,
      durationSeconds: advertisements.durationSeconds,
      companyName: advertisers.companyName,
      website: advertisers.website,
    })
    .from(advertisements)
    .innerJoin(advertisers, eq(advertisers.id, advertisements.advertiserId))
    .where(runningAt(sql.placeholder("now")))
    .orderBy(sql`-ln(1 - random()) / ${adShareOfPlan}`)
    .limit(1)
    .prepare("ads_draw_running_ad"),
);

export async function serveAdvertisement(
  deps: Pick<AdsDeps, "db" | "now">,
  placement: AdPlacement,
): Promise<ServedAdvertisement | null> {
  const now = deps.now();
  // Every page view asks: a prepared statement of its own.
  const [chosen] = await drawRunningAd(deps.db).execute({ now: now.toISOString() });
  if (!chosen) return null;
  const { website, ...ad } = chosen;
  return {
    ...ad,
    viewableAfterMs: viewableAfterMs(ad.kind),
    clickUrl: website ? clickPathOf(ad.id) : null,
    placement,
    servedAt: now,
  };
}
