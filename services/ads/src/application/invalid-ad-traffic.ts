import { fail, type Operator, ok, parseInput, type Result } from "@highcotton/kit";
import { and, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { INVALID_TRAFFIC_REASONS, type InvalidTrafficReason, messages, STATS_DAYS } from "../contract/index.ts";
import { adInvalidTraffic, advertisements, advertisers } from "../db/schema.ts";
import { statsDaysSchema, statsWindow } from "../domain/stats-days.ts";
import type { AdsDeps } from "./ads-deps.ts";

/** Invalid impressions and clicks for one reason. */
export interface InvalidTrafficCount {
  reason: InvalidTrafficReason;
  impressions: number;
  clicks: number;
}

/** One ad's invalid traffic in the window, every reason present. */
export interface AdInvalidTraffic {
  advertisementId: string;
  title: string;
  companyName: string;
  impressions: number;
  clicks: number;
  reasons: InvalidTrafficCount[];
}

export interface InvalidAdTraffic {
  /** The window's first and last UTC days, YYYY-MM-DD. */
  from: string;
  to: string;
  impressions: number;
  clicks: number;
  /** Every reason, in INVALID_TRAFFIC_REASONS' order, zeros included. */
  reasons: InvalidTrafficCount[];
  /** The ads with any, most invalid events first. */
  ads: AdInvalidTraffic[];
}

/** How many ads the answer lists at most: the worst ones are what an operator looks into. */
export const INVALID_TRAFFIC_ADS_LISTED = 100;

const everyReason = (counted: ReadonlyMap<string, { impressions: number; clicks: number }>): InvalidTrafficCount[] =>
  INVALID_TRAFFIC_REASONS.map((reason) => ({ reason, impressions: 0, clicks: 0, ...counted.get(reason) }));

/**
 * Operators only: the ad events answered but not counted over the last `days` UTC days (1 to 90,
 * default 30) up to today, by reason, and by ad. Read from the per-day counts kept as events are
 * judged.
 */
export async function invalidAdTraffic(
  deps: Pick<AdsDeps, "db" | "now">,
  operator: Operator | null,
  daysInput: unknown,
): Promise<Result<InvalidAdTraffic>> {
  if (!operator) return fail("FORBIDDEN", messages.invalidTrafficOperatorsOnly);
  const days = parseInput(statsDaysSchema, daysInput ?? STATS_DAYS.default);
  if (!days.ok) return days;
  const window = statsWindow(deps.now(), days.value);
  const from = window[0] ?? "";
  const to = window[window.length - 1] ?? "";
  const impressions = sql<number>`cast(coalesce(sum(${adInvalidTraffic.events}) FILTER (WHERE ${adInvalidTraffic.kind} = 'impression'), 0) as int)`;
  const clicks = sql<number>`cast(coalesce(sum(${adInvalidTraffic.events}) FILTER (WHERE ${adInvalidTraffic.kind} = 'click'), 0) as int)`;
  const rows = await deps.db
    .select({ advertisementId: adInvalidTraffic.advertisementId, reason: adInvalidTraffic.reason, impressions, clicks })
    .from(adInvalidTraffic)
    .where(and(gte(adInvalidTraffic.day, from), lte(adInvalidTraffic.day, to)))
    .groupBy(adInvalidTraffic.advertisementId, adInvalidTraffic.reason);

  const byReason = new Map<string, { impressions: number; clicks: number }>();
  const byAd = new Map<string, Map<string, { impressions: number; clicks: number }>>();
  for (const row of rows) {
    const total = byReason.get(row.reason) ?? { impressions: 0, clicks: 0 };
    byReason.set(row.reason, { impressions: total.impressions + row.impressions, clicks: total.clicks + row.clicks });
    const ad = byAd.get(row.advertisementId) ?? new Map();
    ad.set(row.reason, { impressions: row.impressions, clicks: row.clicks });
    byAd.set(row.advertisementId, ad);
  }
  const adIds = [...byAd.keys()];
  const names =
    adIds.length === 0
      ? []
      : await deps.db
          .select({ id: advertisements.id, title: advertisements.title, companyName: advertisers.companyName })
          .from(advertisements)
          .innerJoin(advertisers, eq(advertisers.id, advertisements.advertiserId))
          .where(inArray(advertisements.id, adIds))
          .orderBy(desc(advertisements.createdAt));
  const ads = names
    .map(({ id, title, companyName }) => {
      const reasons = everyReason(byAd.get(id) ?? new Map());
      const sum = (kind: "impressions" | "clicks") => reasons.reduce((total, count) => total + count[kind], 0);
      return { advertisementId: id, title, companyName, impressions: sum("impressions"), clicks: sum("clicks"), reasons };
    })
    .sort((a, b) => b.impressions + b.clicks - (a.impressions + a.clicks))
    .slice(0, INVALID_TRAFFIC_ADS_LISTED);
  const reasons = everyReason(byReason);
  return ok({
    from,
    to,
    impressions: reasons.reduce((total, count) => total + count.impressions, 0),
    clicks: reasons.reduce((total, count) => total + count.clicks, 0),
    reasons,
    ads,
  });
}
