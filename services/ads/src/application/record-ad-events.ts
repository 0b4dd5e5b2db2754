import { type Db, isDeadlock, isUuid, ok, parseInput, type Result } from "@highcotton/kit";
import { tooManyRequests } from "@highcotton/kit/errors";
import { type SQL, sql } from "drizzle-orm";
import { ADVERTISEMENT_KINDS, type AdEventKind, type InvalidTrafficReason, messages } from "../contract/index.ts";
import { advertisements } from "../db/schema.ts";
import { adEventsFormSchema } from "../domain/ad-event-form.ts";
import type { AdEventSender } from "../domain/event-rate-limit.ts";
import type { ImpressionTokens } from "../domain/impression-token.ts";
import { type AdEventVerdict, judgeAdEvent } from "../domain/invalid-traffic.ts";
import { utcDay } from "../domain/stats-days.ts";
import { VIEWABLE_AFTER_MS } from "../domain/viewability.ts";
import type { AdsDeps } from "./ads-deps.ts";
import { runningAt } from "./serve-advertisement.ts";

/** How many events of a batch counted now, and how many had counted before (their token was spent). */
export interface AdEventsReceipt {
  accepted: number;
  duplicates: number;
}

/** An event with what could be told of it before the store: its token's page view, or why it is invalid. */
export interface JudgedAdEvent {
  advertisementId: string;
  kind: AdEventKind;
  visibleMs: number | null;
  verdict: AdEventVerdict;
}

/** An event as the browser sent it, judged by its token, the clock and whether its sender is within its valid events. */
export function judgeTokenedEvent(
  tokens: ImpressionTokens,
  event: { advertisementId: string; kind: AdEventKind; visibleMs: number | null; token: string | null },
  now: Date,
  withinCap: boolean,
): JudgedAdEvent {
  const claims = event.token ? tokens.verify(event.token) : null;
  const { advertisementId, kind, visibleMs } = event;
  return { advertisementId, kind, visibleMs, verdict: judgeAdEvent(event, claims, now, withinCap) };
}

/**
 * Records a batch of viewable impressions and clicks from the browser. A sender past its hard
 * limits (per session, the batch's or else the `x-session-id` header's, and per client address) is
 * refused whole; otherwise every event is answered, and counts only with a valid, unspent token of
 * its ad (see `judgeAdEvent` and `storeAdEvents`); the others are counted as invalid traffic by
 * reason. Events for unknown ads, or ads that are not running, and impressions reported shorter
 * than the ad's kind needs, are in no count.
 */
export async function recordAdEvents(
  deps: Pick<AdsDeps, "db" | "now" | "adEventLimiter" | "validAdEventLimiter" | "impressionTokens">,
  input: unknown,
  sender: AdEventSender,
): Promise<Result<AdEventsReceipt>> {
  const parsed = parseInput(adEventsFormSchema, input);
  if (!parsed.ok) return parsed;
  const { events } = parsed.value;
  const sessionId = parsed.value.sessionId ?? sender.sessionId;
  const now = deps.now();
  const from = { sessionId, clientAddress: sender.clientAddress };
  const decision = deps.adEventLimiter.admit(from, events.length, now);
  if (!decision.allowed) return tooManyRequests(messages.tooManyEvents, decision.retryAfterSeconds);
  const withinCap = deps.validAdEventLimiter.admitUpTo(from, events.length, now);
  const judged = events.map((event, index) => judgeTokenedEvent(deps.impressionTokens, event, now, index < withinCap));
  return ok(await storeAdEvents(deps.db, judged, sessionId, now));
}

/** Each ad kind's required visible time, as SQL over the joined advertisement. */
const requiredVisibleMs: SQL = sql`(CASE ${advertisements.kind} ${sql.join(
  ADVERTISEMENT_KINDS.map((kind) => sql`WHEN ${kind}::text THEN ${VIEWABLE_AFTER_MS[kind]}::int`),
  sql` `,
)} END)`;

const verdictOf = (verdict: AdEventVerdict): "valid" | InvalidTrafficReason => (verdict.valid ? "valid" : verdict.reason);

/**
 * Stores judged events in one statement whatever the batch's size (so one transaction). A valid
 * impression of a running ad, in view long enough, spends its token: the ad_events row of its page
 * view, inserted with ON CONFLICT DO NOTHING, so a token counts once however often and however
 * concurrently it is sent, across replicas; one not inserted is a replay. A valid click counts only
 * once its token's impression has (stored before, or in this batch), once; else no_impression, or
 * a replay. The day's counts grow by exactly the rows inserted, the invalid traffic by what was
 * refused, per ad, kind and reason. Rows are written in key order so concurrent batches take their
 * locks in one order.
 */
export async function storeAdEvents(
  db: Db,
  events: readonly JudgedAdEvent[],
  sessionId: string | null,
  now: Date,
): Promise<AdEventsReceipt> {
  const named = events.filter((event) => isUuid(event.advertisementId));
  if (named.length === 0) return { accepted: 0, duplicates: 0 };
  const batch = sql.join(
    named.map(
      (event) =>
        sql`(${event.advertisementId}::uuid, ${event.kind}::text, ${event.verdict.valid ? event.verdict.pageViewId : null}::text, ${event.visibleMs}::int, ${verdictOf(event.verdict)}::text)`,
    ),
    sql`, `,
  );
  const recordedAt = now.toISOString();
  const day = utcDay(now);
  const statement = sql`
    WITH batch (advertisement_id, kind, page_view_id, visible_ms, verdict) AS (VALUES ${batch}),
    known AS (
      SELECT b.advertisement_id, b.kind, b.page_view_id, b.verdict,
        (${runningAt(now)} AND (b.kind = 'click' OR b.visible_ms >= ${requiredVisibleMs})) AS countable
      FROM batch b
      JOIN advertisements ON advertisements.id = b.advertisement_id
      JOIN advertisers ON advertisers.id = advertisements.advertiser_id
    ),
    eligible AS (SELECT advertisement_id, kind, page_view_id FROM known WHERE verdict = 'valid' AND countable),
    impressions AS (
      INSERT INTO ad_events (event_id, advertisement_id, kind, page_view_id, session_id, recorded_at)
      SELECT 'impression:' || page_view_id, advertisement_id, kind, page_view_id, ${sessionId}::text, ${recordedAt}::timestamptz
      FROM eligible WHERE kind = 'impression' ORDER BY advertisement_id, page_view_id
      ON CONFLICT DO NOTHING
      RETURNING advertisement_id, kind, page_view_id
    ),
    clickable AS (
      SELECT e.advertisement_id, e.page_view_id FROM eligible e
      WHERE e.kind = 'click' AND (
        EXISTS (SELECT 1 FROM ad_events i WHERE i.advertisement_id = e.advertisement_id AND i.page_view_id = e.page_view_id AND i.kind = 'impression')
        OR EXISTS (SELECT 1 FROM impressions i WHERE i.advertisement_id = e.advertisement_id AND i.page_view_id = e.page_view_id)
      )
    ),
    clicks AS (
      INSERT INTO ad_events (event_id, advertisement_id, kind, page_view_id, session_id, recorded_at)
      SELECT 'click:' || page_view_id, advertisement_id, 'click', page_view_id, ${sessionId}::text, ${recordedAt}::timestamptz
      FROM clickable ORDER BY advertisement_id, page_view_id
      ON CONFLICT DO NOTHING
      RETURNING advertisement_id, kind
    ),
    inserted AS (SELECT advertisement_id, kind FROM impressions UNION ALL SELECT advertisement_id, kind FROM clicks),
    counted AS (
      INSERT INTO ad_daily_stats (advertisement_id, day, impressions, clicks)
      SELECT advertisement_id, ${day}::date, count(*) FILTER (WHERE kind = 'impression'), count(*) FILTER (WHERE kind = 'click')
      FROM inserted GROUP BY advertisement_id ORDER BY advertisement_id
      ON CONFLICT (advertisement_id, day) DO UPDATE
      SET impressions = ad_daily_stats.impressions + excluded.impressions, clicks = ad_daily_stats.clicks + excluded.clicks
    ),
    refused (advertisement_id, kind, reason, events) AS (
      SELECT advertisement_id, kind, verdict, count(*) FROM known WHERE verdict <> 'valid' GROUP BY advertisement_id, kind, verdict
      UNION ALL
      SELECT advertisement_id, 'impression', 'replay', count(*) - (SELECT count(*) FROM impressions i WHERE i.advertisement_id = e.advertisement_id)
      FROM eligible e WHERE kind = 'impression' GROUP BY advertisement_id
      UNION ALL
      SELECT advertisement_id, 'click', 'no_impression', count(*) - (SELECT count(*) FROM clickable c WHERE c.advertisement_id = e.advertisement_id)
      FROM eligible e WHERE kind = 'click' GROUP BY advertisement_id
      UNION ALL
      SELECT advertisement_id, 'click', 'replay', count(*) - (SELECT count(*) FROM clicks i WHERE i.advertisement_id = c.advertisement_id)
      FROM clickable c GROUP BY advertisement_id
    ),
    invalid AS (
      INSERT INTO ad_invalid_traffic (advertisement_id, day, kind, reason, events)
      SELECT advertisement_id, ${day}::date, kind, reason, sum(events) FROM refused WHERE events > 0
      GROUP BY advertisement_id, kind, reason ORDER BY advertisement_id, kind, reason
      ON CONFLICT (advertisement_id, day, kind, reason) DO UPDATE SET events = ad_invalid_traffic.events + excluded.events
    )
    SELECT (SELECT count(*) FROM inserted)::int AS accepted,
      (SELECT coalesce(sum(events), 0) FROM refused WHERE reason = 'replay')::int AS duplicates
  `;
  const result = await executeRetryingDeadlocks(db, statement);
  const [row] = (result as unknown as { rows: Array<{ accepted: number; duplicates: number }> }).rows;
  return { accepted: row?.accepted ?? 0, duplicates: row?.duplicates ?? 0 };
}

/** Attempts at a batch PostgreSQL aborted to break a deadlock (each wrote nothing). */
const DEADLOCK_ATTEMPTS = 4;

/**
 * Two batches spending the same tokens with others between them can lock each other's rows in
 * opposite orders; PostgreSQL aborts one, which is then simply sent again.
 */
async function executeRetryingDeadlocks(db: Db, statement: SQL) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.execute(statement);
    } catch (error) {
      if (!isDeadlock(error) || attempt >= DEADLOCK_ATTEMPTS) throw error;
    }
  }
}
