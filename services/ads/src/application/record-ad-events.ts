import { type Db, isDeadlock, isUuid, ok, parseInput, type Result } from "@highcotton/kit";
import { tooManyRequests } from "@highcotton/kit/errors";
import { type SQL, sql } from "drizzle-orm";
import { ADVERTISEMENT_KINDS, messages } from "../contract/index.ts";
import { advertisements } from "../db/schema.ts";
import { type AdEvent, adEventsFormSchema } from "../domain/ad-event-form.ts";
import type { AdEventSender } from "../domain/event-rate-limit.ts";
import { utcDay } from "../domain/stats-days.ts";
import { VIEWABLE_AFTER_MS } from "../domain/viewability.ts";
import type { AdsDeps } from "./ads-deps.ts";
import { runningAt } from "./serve-advertisement.ts";

/** How many events of a batch counted now, and how many had counted before. */
export interface AdEventsReceipt {
  accepted: number;
  duplicates: number;
}

/**
 * Records a batch of viewable impressions and clicks from the browser, after its sender passes the
 * per-session and per-address limits (the session from the batch, else the `x-session-id` header).
 * Events for ads that are not running or unknown are skipped, as are impressions reported shorter
 * than the ad's kind needs: those count neither as accepted nor as duplicates.
 */
export async function recordAdEvents(
  deps: Pick<AdsDeps, "db" | "now" | "adEventLimiter">,
  input: unknown,
  sender: AdEventSender,
): Promise<Result<AdEventsReceipt>> {
  const parsed = parseInput(adEventsFormSchema, input);
  if (!parsed.ok) return parsed;
  const { events } = parsed.value;
  const sessionId = parsed.value.sessionId ?? sender.sessionId;
  const now = deps.now();
  const decision = deps.adEventLimiter.admit({ sessionId, clientAddress: sender.clientAddress }, events.length, now);
  if (!decision.allowed) return tooManyRequests(messages.tooManyEvents, decision.retryAfterSeconds);
  return ok(await storeAdEvents(deps.db, events, sessionId, now));
}

/** Each ad kind's required visible time, as SQL over the joined advertisement. */
const requiredVisibleMs: SQL = sql`(CASE ${advertisements.kind} ${sql.join(
  ADVERTISEMENT_KINDS.map((kind) => sql`WHEN ${kind}::text THEN ${VIEWABLE_AFTER_MS[kind]}::int`),
  sql` `,
)} END)`;

/**
 * Stores events and adds the new ones to the ad's counts for `now`'s UTC day, in one statement
 * whatever the batch's size (so one transaction): the events are inserted with ON CONFLICT DO
 * NOTHING, so an event id, and an ad's impression or click in one page view, count once however
 * often and however concurrently they are sent; the day's counts grow by exactly the rows
 * inserted. Rows are written in key order so concurrent batches take their locks in one order.
 */
export async function storeAdEvents(
  db: Db,
  events: readonly AdEvent[],
  sessionId: string | null,
  now: Date,
): Promise<AdEventsReceipt> {
  const named = events.filter((event) => isUuid(event.advertisementId));
  if (named.length === 0) return { accepted: 0, duplicates: 0 };
  const batch = sql.join(
    named.map(
      (event) =>
        sql`(${event.eventId}::text, ${event.advertisementId}::uuid, ${event.kind}::text, ${event.pageViewId}::text, ${event.visibleMs}::int)`,
    ),
    sql`, `,
  );
  const recordedAt = now.toISOString();
  const day = utcDay(now);
  const statement = sql`
    WITH batch (event_id, advertisement_id, kind, page_view_id, visible_ms) AS (VALUES ${batch}),
    eligible AS (
      SELECT b.event_id, b.advertisement_id, b.kind, b.page_view_id
      FROM batch b
      JOIN advertisements ON advertisements.id = b.advertisement_id
      JOIN advertisers ON advertisers.id = advertisements.advertiser_id
      WHERE ${runningAt(now)} AND (b.kind = 'click' OR b.visible_ms >= ${requiredVisibleMs})
    ),
    inserted AS (
      INSERT INTO ad_events (event_id, advertisement_id, kind, page_view_id, session_id, recorded_at)
      SELECT event_id, advertisement_id, kind, page_view_id, ${sessionId}::text, ${recordedAt}::timestamptz
      FROM eligible ORDER BY advertisement_id, page_view_id, kind, event_id
      ON CONFLICT DO NOTHING
      RETURNING advertisement_id, kind
    ),
    counted AS (
      INSERT INTO ad_daily_stats (advertisement_id, day, impressions, clicks)
      SELECT advertisement_id, ${day}::date, count(*) FILTER (WHERE kind = 'impression'), count(*) FILTER (WHERE kind = 'click')
      FROM inserted GROUP BY advertisement_id ORDER BY advertisement_id
      ON CONFLICT (advertisement_id, day) DO UPDATE
      SET impressions = ad_daily_stats.impressions + excluded.impressions, clicks = ad_daily_stats.clicks + excluded.clicks
    )
    SELECT (SELECT count(*) FROM eligible)::int AS eligible, (SELECT count(*) FROM inserted)::int AS accepted
  `;
  const result = await executeRetryingDeadlocks(db, statement);
  const [row] = (result as unknown as { rows: Array<{ eligible: number; accepted: number }> }).rows;
  const eligible = row?.eligible ?? 0;
  const accepted = row?.accepted ?? 0;
  return { accepted, duplicates: eligible - accepted };
}

/** Attempts at a batch PostgreSQL aborted to break a deadlock (each wrote nothing). */
const DEADLOCK_ATTEMPTS = 4;

/**
 * Two batches naming the same events by different keys (one event id, another page view) can lock
 * each other's rows in opposite orders; PostgreSQL aborts one, which is then simply sent again.
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
