import { isUuid, ok, parseInput, type Result } from "@highcotton/kit";
import { and, eq } from "drizzle-orm";
import { advertisements, advertisers } from "../db/schema.ts";
import { adClickFormSchema } from "../domain/ad-event-form.ts";
import type { AdEventSender } from "../domain/event-rate-limit.ts";
import type { AdsDeps } from "./ads-deps.ts";
import { storeAdEvents } from "./record-ad-events.ts";
import { runningAt } from "./serve-advertisement.ts";

/**
 * A click through an ad's link: counted like a click event (once per event id, and once per ad and
 * page view), then answered with where to send the visitor: the advertiser's stored website, never
 * anything the request names; null for an ad that is not running or has no website. A sender over
 * the ad events' limits is still sent on, but the click is not counted.
 */
export async function clickAdvertisement(
  deps: Pick<AdsDeps, "db" | "now" | "adEventLimiter">,
  input: unknown,
  sender: AdEventSender,
): Promise<Result<string | null>> {
  const parsed = parseInput(adClickFormSchema, input);
  if (!parsed.ok) return parsed;
  const { advertisementId, pageViewId, eventId } = parsed.value;
  if (!isUuid(advertisementId)) return ok(null);
  const now = deps.now();
  const [ad] = await deps.db
    .select({ website: advertisers.website })
    .from(advertisements)
    .innerJoin(advertisers, eq(advertisers.id, advertisements.advertiserId))
    .where(and(eq(advertisements.id, advertisementId), runningAt(now)));
  if (!ad) return ok(null);

  const sessionId = parsed.value.sessionId ?? sender.sessionId;
  if (deps.adEventLimiter.admit({ sessionId, clientAddress: sender.clientAddress }, 1, now).allowed) {
    await storeAdEvents(deps.db, [{ eventId, advertisementId, kind: "click", pageViewId, visibleMs: null }], sessionId, now);
  }
  return ok(ad.website);
}
