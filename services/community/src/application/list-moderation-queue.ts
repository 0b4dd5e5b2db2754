import { fail, type Operator, ok, parseInput, type Result } from "@highcotton/kit";
import { sql } from "drizzle-orm";
import { messages, type ReportReason } from "../contract/index.ts";
import { queueSizeSchema } from "../domain/moderation-form.ts";
import type { ReportableContent } from "../domain/report-form.ts";
import type { CommunityDeps } from "./community-deps.ts";

/** A reported post or comment as an operator reviews it. */
export interface ModerationQueueItem {
  contentType: ReportableContent;
  contentId: string;
  /** What it says (a feed post with only images says nothing). */
  text: string;
  /** Its (first) photo, if any. */
  imageUrl: string | null;
  createdAt: Date;
  hidden: boolean;
  hiddenAt: Date | null;
  /** Reports since the last review. */
  reportsCount: number;
  /** The different addresses they came from. */
  reportersCount: number;
  /** The different addresses established reporters reported from: what the report rule counts. */
  establishedReportersCount: number;
  /** The reasons given, each with how many reports gave it, most given first. */
  reasons: Array<{ reason: ReportReason; count: number }>;
  firstReportedAt: Date;
  lastReportedAt: Date;
}

/** A row as node-postgres answers the raw query. */
interface QueueRow {
  content_type: ReportableContent;
  content_id: string;
  text: string | null;
  image_url: string | null;
  created_at: Date | string;
  hidden_at: Date | string | null;
  reports: number;
  reporters: number;
  established: number;
  reasons: ReportReason[] | null;
  first_reported_at: Date | string;
  last_reported_at: Date | string;
}

/**
 * The moderation queue (operators only): every post and comment with reports since an operator
 * last reviewed it (hidden by the report rule or not), with the reports' counts and reasons,
 * the one reported longest ago first.
 */
export async function listModerationQueue(
  deps: Pick<CommunityDeps, "db">,
  operator: Operator | null,
  first: unknown,
): Promise<Result<ModerationQueueItem[]>> {
  if (!operator) return fail("FORBIDDEN", messages.operatorsOnly);
  const size = parseInput(queueSizeSchema, first);
  if (!size.ok) return size;
  const result = (await deps.db.execute(sql`
    with items as (
      select 'post' as content_type, id, post_text as text, image_url, hidden_at, reviewed_at, created_at from posts
        where id in (select content_id from reports where content_type = 'post')
      union all
      select 'comment', id, comment_text, null, hidden_at, reviewed_at, created_at from post_comments
        where id in (select content_id from reports where content_type = 'comment')
      union all
      select 'feed_post', id, content, image_urls[1], hidden_at, reviewed_at, created_at from feed_posts
        where id in (select content_id from reports where content_type = 'feed_post')
      union all
      select 'feed_comment', id, content, null, hidden_at, reviewed_at, created_at from feed_comments
        where id in (select content_id from reports where content_type = 'feed_comment')
    )
    select items.content_type, items.id as content_id, items.text, items.image_url, items.created_at, items.hidden_at,
      count(*)::int as reports,
      count(distinct r.address_key)::int as reporters,
      count(distinct r.address_key) filter (where r.established)::int as established,
      array_agg(r.reason) filter (where r.reason is not null) as reasons,
      min(r.created_at) as first_reported_at,
      max(r.created_at) as last_reported_at
    from items
    join reports r on r.content_type = items.content_type and r.content_id = items.id
    where r.created_at > coalesce(items.reviewed_at, '-infinity'::timestamptz)
    group by items.content_type, items.id, items.text, items.image_url, items.created_at, items.hidden_at
    order by first_reported_at, items.id
    limit ${size.value}
  `)) as unknown as { rows: QueueRow[] };
  return ok(result.rows.map(queueItemOf));
}

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function queueItemOf(row: QueueRow): ModerationQueueItem {
  const counts = new Map<ReportReason, number>();
  for (const reason of row.reasons ?? []) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return {
    contentType: row.content_type,
    contentId: row.content_id,
    text: row.text ?? "",
    imageUrl: row.image_url,
    createdAt: date(row.created_at),
    hidden: row.hidden_at !== null,
    hiddenAt: row.hidden_at === null ? null : date(row.hidden_at),
    reportsCount: row.reports,
    reportersCount: row.reporters,
    establishedReportersCount: row.established,
    reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
    firstReportedAt: date(row.first_reported_at),
    lastReportedAt: date(row.last_reported_at),
  };
}
