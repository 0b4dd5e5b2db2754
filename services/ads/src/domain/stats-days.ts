import { z } from "zod";
import { messages, STATS_DAYS } from "../contract/index.ts";

export const statsDaysSchema = z
  .number(messages.statsDaysInvalid)
  .int(messages.statsDaysInvalid)
  .min(STATS_DAYS.min, messages.statsDaysInvalid)
  .max(STATS_DAYS.max, messages.statsDaysInvalid);

const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant's UTC day, YYYY-MM-DD: the day its impressions and clicks count on. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The last `days` UTC days up to and including `now`'s, oldest first. */
export function statsWindow(now: Date, days: number): string[] {
  return Array.from({ length: days }, (_, index) => utcDay(new Date(now.getTime() - (days - 1 - index) * DAY_MS)));
}

/** Clicks per impression; 0 when there were no impressions. */
export const clickThroughRate = (clicks: number, impressions: number): number => (impressions > 0 ? clicks / impressions : 0);

export interface DayCounts {
  day: string;
  impressions: number;
  clicks: number;
}

export interface DayStats extends DayCounts {
  clickThroughRate: number;
}

export interface AdvertiserStats {
  days: DayStats[];
  impressions: number;
  clicks: number;
  clickThroughRate: number;
}

/** Every day of the window, with zeros where nothing was counted, and the window's totals. */
export function fillStatsDays(window: readonly string[], counted: readonly DayCounts[]): AdvertiserStats {
  const byDay = new Map(counted.map((row) => [row.day, row]));
  const days = window.map((day) => {
    const { impressions = 0, clicks = 0 } = byDay.get(day) ?? {};
    return { day, impressions, clicks, clickThroughRate: clickThroughRate(clicks, impressions) };
  });
  const impressions = days.reduce((sum, day) => sum + day.impressions, 0);
  const clicks = days.reduce((sum, day) => sum + day.clicks, 0);
  return { days, impressions, clicks, clickThroughRate: clickThroughRate(clicks, impressions) };
}
