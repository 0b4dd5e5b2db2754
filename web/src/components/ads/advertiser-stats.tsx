import { useQuery } from "@apollo/client/react";
import { BadgeCheck, CircleAlert, Eye, Loader2, MousePointerClick, Percent, RotateCcw } from "lucide-react";
import { lazy, Suspense } from "react";
import { ADVERTISER_STATS_QUERY, type AdvertiserStats, type MyAdvertiser } from "../../graphql/ads.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { StatCard } from "../stat-card.tsx";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { formatCount, formatDay, formatRate, monthlyPrice, planPaid, subscriptionNote } from "./advertiser-format.ts";

const StatsChart = lazy(async () => ({ default: (await import("./stats-chart.tsx")).StatsChart }));

/** The last 30 days' numbers, asked on each visit; `failed` once they could not be loaded. */
export interface StatsState {
  stats: AdvertiserStats | undefined;
  failed: string | false;
  reload: () => void;
}

export function useAdvertiserStats(): StatsState {
  const { data, error, refetch } = useQuery(ADVERTISER_STATS_QUERY, { fetchPolicy: "cache-and-network" });
  const stats = data?.myAdvertiser?.stats;
  const failed = !stats && error ? (graphQLErrorMessage(error) ?? "Your numbers could not be loaded.") : false;
  return { stats, failed, reload: () => void refetch().catch(() => undefined) };
}

/** A total while the numbers load ("…") or when they could not be ("–"). */
const totalOf = (state: StatsState, value: (stats: AdvertiserStats) => string) =>
  state.stats ? value(state.stats) : state.failed ? "–" : "…";

/** The row at the top of the dashboard: the plan and how it stands, then the last 30 days' totals. */
export function AdvertiserTotals({ advertiser, stats }: { advertiser: MyAdvertiser; stats: StatsState }) {
  return (
    <section aria-label="Advertiser totals" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        icon={planPaid(advertiser) ? BadgeCheck : CircleAlert}
        label="Plan"
        value={advertiser.plan.label}
        wraps
        tone={planPaid(advertiser) ? "leaf" : "ember"}
        note={`${monthlyPrice(advertiser.plan)} · ${subscriptionNote(advertiser)}`}
      />
      <StatCard icon={Eye} label="Impressions" value={totalOf(stats, (s) => formatCount(s.impressions))} note="Last 30 days" />
      <StatCard
        icon={MousePointerClick}
        label="Clicks"
        value={totalOf(stats, (s) => formatCount(s.clicks))}
        note="Last 30 days"
        tone="gold"
      />
      <StatCard
        icon={Percent}
        label="CTR"
        value={totalOf(stats, (s) => formatRate(s.clickThroughRate))}
        note="Clicks per impression"
      />
    </section>
  );
}

/**
 * Impressions and clicks per day for the last 30 days: a chart, and the same numbers as a table for
 * screen readers and anyone who wants them exact.
 */
export function DailyStats({ state }: { state: StatsState }) {
  const { stats } = state;
  if (!stats) {
    return (
      <Card className="p-5 sm:p-8">
        <h2 className="font-display text-3xl text-cream-50 uppercase">Last 30 days</h2>
        {state.failed ? (
          <div className="mt-4 grid justify-items-start gap-3">
            <p role="alert" className="text-sm text-cream-100/80">
              {state.failed}
            </p>
            <Button variant="outline" size="sm" onClick={state.reload}>
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : (
          <p role="status" className="mt-4 flex items-center gap-2 text-sm text-cream-100/65">
            <Loader2 className="size-4 animate-spin text-leaf-300" aria-hidden="true" />
            Loading your numbers...
          </p>
        )}
      </Card>
    );
  }
  const quiet = stats.impressions === 0 && stats.clicks === 0;
  return (
    <Card className="p-5 sm:p-8">
      <figure aria-labelledby="daily-stats-title" className="grid gap-4">
        <figcaption>
          <h2 id="daily-stats-title" className="font-display text-3xl text-cream-50 uppercase">
            Last 30 days
          </h2>
          <p className="mt-1 text-sm text-cream-100/65">
            {formatCount(stats.impressions)} impressions, {formatCount(stats.clicks)} clicks, CTR{" "}
            {formatRate(stats.clickThroughRate)}. An impression counts once your ad was at least half on screen for a second (two
            for a video).
          </p>
        </figcaption>
        <div className="min-h-72">
          <Suspense
            fallback={
              <p role="status" className="flex items-center gap-2 py-8 text-sm text-cream-100/65">
                <Loader2 className="size-4 animate-spin text-leaf-300" aria-hidden="true" />
                Loading chart...
              </p>
            }
          >
            <StatsChart days={stats.days} />
          </Suspense>
        </div>
        {quiet ? (
          <p className="text-sm text-cream-100/55">No impressions yet: they show here once your ad is live and seen.</p>
        ) : null}
        <details className="group text-sm">
          <summary className="cursor-pointer font-semibold text-leaf-300 hover:text-leaf-200">Show the numbers by day</summary>
          <div className="mt-3 max-h-80 overflow-auto rounded-2xl border border-cream-100/10">
            <table className="w-full text-left tabular-nums">
              <caption className="sr-only">Impressions, clicks and click-through rate per day</caption>
              <thead className="sticky top-0 bg-forest-900 text-xs tracking-wider text-cream-100/55 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    Day
                  </th>
                  <th scope="col" className="px-4 py-2 text-right">
                    Impressions
                  </th>
                  <th scope="col" className="px-4 py-2 text-right">
                    Clicks
                  </th>
                  <th scope="col" className="px-4 py-2 text-right">
                    CTR
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...stats.days].reverse().map((day) => (
                  <tr key={day.day} className="border-t border-cream-100/8">
                    <th scope="row" className="px-4 py-2 font-medium text-cream-100/80">
                      {formatDay(day.day)}
                    </th>
                    <td className="px-4 py-2 text-right text-cream-50">{formatCount(day.impressions)}</td>
                    <td className="px-4 py-2 text-right text-cream-50">{formatCount(day.clicks)}</td>
                    <td className="px-4 py-2 text-right text-cream-100/70">{formatRate(day.clickThroughRate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figure>
    </Card>
  );
}
