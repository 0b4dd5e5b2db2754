import { useQuery } from "@apollo/client/react";
import { invalidTrafficReasonLabels, messages, STATS_DAYS } from "@highcotton/ads/contract";
import { RotateCcw, ShieldAlert } from "lucide-react";
import { useState } from "react";
import { formatCount } from "../../components/ads/advertiser-format.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { graphql } from "../../graphql/gen/gql.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";

/** The windows an operator picks from, in days (within the service's 1 to 90). */
const WINDOWS = [1, 7, STATS_DAYS.default, STATS_DAYS.max] as const;

const INVALID_AD_TRAFFIC_QUERY = graphql(`
  query InvalidAdTraffic($days: Int!) {
    invalidAdTraffic(days: $days) {
      from
      to
      impressions
      clicks
      reasons {
        reason
        impressions
        clicks
      }
      ads {
        advertisementId
        title
        companyName
        impressions
        clicks
        reasons {
          reason
          impressions
          clicks
        }
      }
    }
  }
`);

const both = (count: { impressions: number; clicks: number }) => count.impressions + count.clicks;

/**
 * Operators: the ad events answered but not counted (IAB/MRC general invalid traffic) over a window
 * of days, by reason, then the ads with the most. The server checks the operator; anyone else sees
 * its refusal.
 */
export default function InvalidTrafficPanel() {
  const [days, setDays] = useState<number>(7);
  const { data, error, loading, refetch } = useQuery(INVALID_AD_TRAFFIC_QUERY, {
    variables: { days },
    fetchPolicy: "cache-and-network",
  });
  const traffic = data?.invalidAdTraffic;

  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-7">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 font-display text-2xl text-cream-50 uppercase">
          <ShieldAlert className="size-6 text-ember-300" aria-hidden="true" />
          {messages.invalidTrafficTitle}
        </h2>
        <fieldset className="flex gap-1.5">
          <legend className="sr-only">Window</legend>
          {WINDOWS.map((window) => (
            <Button
              key={window}
              variant={window === days ? "primary" : "outline"}
              size="sm"
              aria-pressed={window === days}
              onClick={() => setDays(window)}
            >
              {window === 1 ? "Today" : `${window} days`}
            </Button>
          ))}
        </fieldset>
      </header>

      {!traffic && error ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-ember-300">
          {graphQLErrorMessage(error) ?? messages.invalidTrafficUnloaded}
          <Button variant="secondary" size="sm" onClick={() => void refetch().catch(() => undefined)}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : !traffic ? (
        <p role="status" className="text-cream-100/60">
          {loading ? "Loading..." : messages.invalidTrafficUnloaded}
        </p>
      ) : (
        <>
          <p className="text-sm text-cream-100/60">
            {traffic.from === traffic.to ? traffic.to : `${traffic.from} to ${traffic.to}`} (UTC):{" "}
            {formatCount(traffic.impressions)} impressions and {formatCount(traffic.clicks)} clicks not counted
          </p>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">By reason</caption>
            <thead className="text-xs tracking-[0.1em] text-cream-100/55 uppercase">
              <tr>
                <th scope="col">Reason</th>
                <th scope="col" className="text-right">
                  Impressions
                </th>
                <th scope="col" className="text-right">
                  Clicks
                </th>
              </tr>
            </thead>
            <tbody>
              {traffic.reasons.map((count) => (
                <tr key={count.reason} className="border-t border-cream-100/10">
                  <th scope="row" className="py-1.5 font-semibold text-cream-50">
                    {invalidTrafficReasonLabels[count.reason]}
                  </th>
                  <td className="text-right tabular-nums">{formatCount(count.impressions)}</td>
                  <td className="text-right tabular-nums">{formatCount(count.clicks)}</td>
                </tr>
              ))}
            </tbody>
          </table>

          {traffic.ads.length === 0 ? (
            <p className="text-cream-100/60">{messages.invalidTrafficNone}</p>
          ) : (
            <table className="w-full text-left text-sm">
              <caption className="sr-only">By ad</caption>
              <thead className="text-xs tracking-[0.1em] text-cream-100/55 uppercase">
                <tr>
                  <th scope="col">Ad</th>
                  <th scope="col" className="text-right">
                    Invalid
                  </th>
                  <th scope="col">Worst reason</th>
                </tr>
              </thead>
              <tbody>
                {traffic.ads.map((ad) => {
                  const worst = [...ad.reasons].sort((a, b) => both(b) - both(a))[0];
                  return (
                    <tr key={ad.advertisementId} className="border-t border-cream-100/10">
                      <th scope="row" className="py-1.5 font-normal">
                        <span className="font-semibold text-cream-50">{ad.title}</span>{" "}
                        <span className="text-cream-100/60">{ad.companyName}</span>
                      </th>
                      <td className="text-right tabular-nums">{formatCount(both(ad))}</td>
                      <td>{worst && both(worst) > 0 ? invalidTrafficReasonLabels[worst.reason] : "–"}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </>
      )}
    </Card>
  );
}
