import { ok, parseInput, type Result } from "@highcotton/kit";
import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { STATS_DAYS } from "../contract/index.ts";
import { adDailyStats, advertisements } from "../db/schema.ts";
import { type AdvertiserStats, fillStatsDays, statsDaysSchema, statsWindow } from "../domain/stats-days.ts";
import type { AdsDeps } from "./ads-deps.ts";

const sumOf = (column: typeof adDailyStats.impressions | typeof adDailyStats.clicks) =>
  sql<number>`cast(coalesce(sum(${column}), 0) as int)`;

/**
 * An advertiser's impressions and clicks per UTC day over the last `days` days (1 to 90, default
 * 30) up to today, every day present and oldest first, with the window's totals: read from the
 * daily counts of all its ads, one row per day.
 */
export async function advertiserStats(
  deps: Pick<AdsDeps, "db" | "now">,
  advertiserId: string,
  daysInput: unknown,
): Promise<Result<AdvertiserStats>> {
  const days = parseInput(statsDaysSchema, daysInput ?? STATS_DAYS.default);
  if (!days.ok) return days;
  const window = statsWindow(deps.now(), days.value);
  const counted = await deps.db
    .select({ day: adDailyStats.day, impressions: sumOf(adDailyStats.impressions), clicks: sumOf(adDailyStats.clicks) })
    .from(adDailyStats)
    .innerJoin(advertisements, eq(advertisements.id, adDailyStats.advertisementId))
    .where(
      and(
        eq(advertisements.advertiserId, advertiserId),
        gte(adDailyStats.day, window[0] ?? ""),
        lte(adDailyStats.day, window[window.length - 1] ?? ""),
      ),
    )
    .groupBy(adDailyStats.day);
  return ok(fillStatsDays(window, counted));
}

/** An ad's all-time viewable impressions (SPEC's views) and clicks. */
export interface AdTotals {
  views: number;
  clicks: number;
}

/** All-time totals of several ads in one grouped query; an ad without counts has zeros. */
export async function adTotals(deps: Pick<AdsDeps, "db">, advertisementIds: readonly string[]): Promise<Map<string, AdTotals>> {
  const totals = new Map<string, AdTotals>(advertisementIds.map((id) => [id, { views: 0, clicks: 0 }]));
  if (advertisementIds.length === 0) return totals;
  const rows = await deps.db
    .select({
      advertisementId: adDailyStats.advertisementId,
      views: sumOf(adDailyStats.impressions),
      clicks: sumOf(adDailyStats.clicks),
    })
    .from(adDailyStats)
    .where(inArray(adDailyStats.advertisementId, [...advertisementIds]))
    .groupBy(adDailyStats.advertisementId);
  for (const { advertisementId, views, clicks } of rows) totals.set(advertisementId, { views, clicks });
  return totals;
}
