import type { RequestContext, Resolvers } from "@highcotton/kit";
import { operatorOf, unwrap } from "@highcotton/kit";
import type { AdsDeps } from "../application/ads-deps.ts";
import { type AdTotals, adTotals, advertiserStats } from "../application/advertiser-stats.ts";
import { clickAdvertisement } from "../application/click-advertisement.ts";
import { invalidAdTraffic } from "../application/invalid-ad-traffic.ts";
import { recordAdEvents } from "../application/record-ad-events.ts";
import { impressionTokenOf, type ServedAdvertisement, serveAdvertisement } from "../application/serve-advertisement.ts";
import type { AdPlacement } from "../contract/index.ts";

/**
 * The ad slot, what browsers report about it, and the advertiser's counts.
 *
 * `recordAdEvents` answers `{accepted, duplicates}`: accepted events counted now; duplicates had
 * counted before (their token was spent). Events that count as neither are answered without an
 * error, so one stale event does not cost the rest of the batch: events for an unknown ad or one
 * that is not running (it may have just ended), impressions whose `visibleMs` is below the ad
 * kind's `viewableAfterMs`, and invalid traffic, counted by reason for operators
 * (`invalidAdTraffic`). A malformed batch is refused whole (BAD_USER_INPUT), and a sender over its
 * hard limits gets TOO_MANY_REQUESTS with `retryAfter`; the limits are counted per process (see
 * AdEventRateLimiter).
 */
export function servingResolvers(deps: AdsDeps): Resolvers {
  const sender = (context: RequestContext) => ({ sessionId: context.sessionId, clientAddress: context.clientAddress });
  return {
    Query: {
      // Both placements draw from the same running ads; the placement is bound into the token.
      servedAdvertisement: (_parent, args: { placement: AdPlacement }) => serveAdvertisement(deps, args.placement),
      invalidAdTraffic: async (_parent, args: { days?: unknown }, context) =>
        unwrap(await invalidAdTraffic(deps, operatorOf(context), args.days)),
    },
    Mutation: {
      recordAdEvents: async (_parent, args: { input: unknown }, context) =>
        unwrap(await recordAdEvents(deps, args.input, sender(context))),
      clickAdvertisement: async (_parent, args: Record<string, unknown>, context) =>
        unwrap(await clickAdvertisement(deps, args, sender(context))),
    },
    ServedAdvertisement: {
      impressionToken: (ad: ServedAdvertisement) => impressionTokenOf(deps, ad),
    },
    Advertiser: {
      stats: async (advertiser: { id: string }, args: { days?: unknown }) =>
        unwrap(await advertiserStats(deps, advertiser.id, args.days)),
    },
    Advertisement: {
      views: async (ad: { id: string }, _args, context) => (await totalsOf(deps, context)(ad.id)).views,
      clicks: async (ad: { id: string }, _args, context) => (await totalsOf(deps, context)(ad.id)).clicks,
    },
  };
}

const totalsLoaders = new WeakMap<RequestContext, (advertisementId: string) => Promise<AdTotals>>();

/**
 * The request's loader of ads' all-time totals: the ads of one list ask in the same tick and are
 * read by one grouped query, not one query per ad and field.
 */
function totalsOf(deps: AdsDeps, context: RequestContext): (advertisementId: string) => Promise<AdTotals> {
  let load = totalsLoaders.get(context);
  if (!load) {
    load = batchedPerTick(async (ids) => adTotals(deps, ids));
    totalsLoaders.set(context, load);
  }
  return load;
}

/** Gathers the keys asked for until the current tick's work is done, then reads them at once. */
function batchedPerTick<V>(readMany: (keys: string[]) => Promise<Map<string, V>>): (key: string) => Promise<V> {
  type Batch = Map<string, { resolve: (value: V) => void; reject: (error: unknown) => void }>;
  const loaded = new Map<string, Promise<V>>();
  let waiting: Batch | null = null;
  const flush = async (batch: Batch) => {
    try {
      const values = await readMany([...batch.keys()]);
      for (const [key, { resolve, reject }] of batch) {
        const value = values.get(key);
        if (value === undefined) reject(new Error(`Nothing read for ${key}`));
        else resolve(value);
      }
    } catch (error) {
      for (const { reject } of batch.values()) reject(error);
    }
  };
  return (key) => {
    const known = loaded.get(key);
    if (known) return known;
    if (!waiting) {
      const batch: Batch = new Map();
      waiting = batch;
      setImmediate(() => {
        waiting = null;
        void flush(batch);
      });
    }
    const batch = waiting;
    const promise = new Promise<V>((resolve, reject) => batch.set(key, { resolve, reject }));
    loaded.set(key, promise);
    return promise;
  };
}
