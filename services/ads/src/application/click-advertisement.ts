import { isUuid, ok, parseInput, type Result } from "@highcotton/kit";
import { and, eq } from "drizzle-orm";
import { advertisements, advertisers } from "../db/schema.ts";
import { adClickFormSchema } from "../domain/ad-event-form.ts";
import type { AdEventSender } from "../domain/event-rate-limit.ts";
import type { AdsDeps } from "./ads-deps.ts";
import { judgeTokenedEvent, storeAdEvents } from "./record-ad-events.ts";
import { runningAt } from "./serve-advertisement.ts";

/**
 * A click through an ad's link: answered with where to send the visitor, the advertiser's stored
 * website, never anything the request names (null for an ad that is not running or has no
 * website). Whatever else is true the visitor is sent on; the click counts only with the ad's
 * valid token whose impression counted, once, from a sender within its limits. Otherwise it is
 * counted as invalid traffic by reason (a sender past even its hard limits as per_address_cap).
 */
export async function clickAdvertisement(
  deps: Pick<AdsDeps, "db" | "now" | "adEventLimiter" | "validAdEventLimiter" | "impressionTokens">,
  input: unknown,
  sender: AdEventSender,
): Promise<Result<string | null>> {
  const parsed = parseInput(adClickFormSchema, input);
  if (!parsed.ok) return parsed;
  const { advertisementId, token } = parsed.value;
  if (!isUuid(advertisementId)) return ok(null);
  const now = deps.now();
  const [ad] = await deps.db
    .select({ website: advertisers.website })
    .from(advertisements)
    .innerJoin(advertisers, eq(advertisers.id, advertisements.advertiserId))
    .where(and(eq(advertisements.id, advertisementId), runningAt(now)));
  if (!ad) return ok(null);

  const sessionId = parsed.value.sessionId ?? sender.sessionId;
  const from = { sessionId, clientAddress: sender.clientAddress };
  const withinHardLimit = deps.adEventLimiter.admit(from, 1, now).allowed;
  const withinCap = deps.validAdEventLimiter.admitUpTo(from, 1, now) === 1 && withinHardLimit;
  const click = { advertisementId, kind: "click" as const, visibleMs: null, token };
  await storeAdEvents(deps.db, [judgeTokenedEvent(deps.impressionTokens, click, now, withinCap)], sessionId, now);
  return ok(ad.website);
}
