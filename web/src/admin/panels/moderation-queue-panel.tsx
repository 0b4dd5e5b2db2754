import { useMutation, useQuery } from "@apollo/client/react";
import { HIDING_REPORTERS, MODERATION_REASON_MAX, messages } from "@highcotton/community/contract";
import { EyeOff, Flag, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { graphql } from "../../graphql/gen/gql.ts";
import type { ModerationQueueQuery, ReportableContent } from "../../graphql/gen/graphql.ts";
import { timeAgo } from "../../lib/community-time.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";

const MODERATION_QUEUE_QUERY = graphql(`
  query ModerationQueue {
    moderationQueue {
      contentType
      contentId
      text
      imageUrl
      createdAt
      hidden
      reportsCount
      reportersCount
      establishedReportersCount
      reasons {
        reason
        count
      }
      firstReportedAt
    }
  }
`);

const HIDE_CONTENT_MUTATION = graphql(`
  mutation HideCommunityContent($input: ModerateContentInput!) {
    hideCommunityContent(input: $input) {
      contentId
      hidden
    }
  }
`);

const RESTORE_CONTENT_MUTATION = graphql(`
  mutation RestoreCommunityContent($input: ModerateContentInput!) {
    restoreCommunityContent(input: $input) {
      contentId
      hidden
    }
  }
`);

type QueueItem = ModerationQueueQuery["moderationQueue"][number];

const KIND: Record<ReportableContent, string> = {
  post: "Society post",
  comment: "Society comment",
  feed_post: "Feed post",
  feed_comment: "Feed comment",
};

/**
 * The operator console's moderation queue: reported posts and comments, the one reported longest
 * ago first, each with its report counts and reasons. The operator hides or restores each with a
 * reason (kept in the audit); the item then leaves the queue until it is reported again.
 */
export default function ModerationQueuePanel() {
  const { data, loading, error, refetch } = useQuery(MODERATION_QUEUE_QUERY, { fetchPolicy: "network-only" });
  const items = data?.moderationQueue ?? [];

  return (
    <Card className="min-w-0 p-5 sm:p-8">
      <h2 className="flex items-center gap-2 font-display text-xl text-cream-50">
        <Flag className="size-5 text-ember-300" aria-hidden="true" />
        Moderation queue
      </h2>
      <p className="mt-1 text-sm text-cream-100/60">
        Reports hide content by themselves only when {HIDING_REPORTERS} established reporters from different addresses made them.
        Review the rest here.
      </p>
      {loading ? <p className="mt-6 text-sm text-cream-100/60">Loading reports...</p> : null}
      {error ? (
        <p role="alert" className="mt-6 text-sm text-ember-300">
          {graphQLErrorMessage(error) ?? "The queue could not be loaded"}
        </p>
      ) : null}
      {!loading && !error && items.length === 0 ? <p className="mt-6 text-sm text-cream-100/60">Nothing to review.</p> : null}
      <ul className="mt-6 flex flex-col gap-4">
        {items.map((item) => (
          <QueueEntry key={`${item.contentType}:${item.contentId}`} item={item} onDecided={() => void refetch()} />
        ))}
      </ul>
    </Card>
  );
}

function QueueEntry({ item, onDecided }: { item: QueueItem; onDecided: () => void }) {
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const [hide, hiding] = useMutation(HIDE_CONTENT_MUTATION);
  const [restore, restoring] = useMutation(RESTORE_CONTENT_MUTATION);
  const busy = hiding.loading || restoring.loading;
  const hasReason = reason.trim().length > 0;

  const decide = async (decision: "hide" | "restore") => {
    const variables = { input: { contentType: item.contentType, contentId: item.contentId, reason: reason.trim() } };
    try {
      await (decision === "hide" ? hide({ variables }) : restore({ variables }));
      toast({ title: decision === "hide" ? "Hidden" : "Restored", description: KIND[item.contentType] });
      onDecided();
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: graphQLErrorMessage(error) ?? "The decision wasn't saved" });
    }
  };

  return (
    <li aria-label={`${KIND[item.contentType]} ${item.contentId}`} className="rounded-2xl border border-cream-100/10 p-4">
      <div className="flex flex-wrap items-center gap-2 text-xs text-cream-100/60">
        <span className="font-semibold text-cream-50">{KIND[item.contentType]}</span>
        {item.hidden ? <span className="rounded-full bg-ember-400/15 px-2 py-0.5 text-ember-300">Hidden</span> : null}
        <span>first reported {timeAgo(item.firstReportedAt)}</span>
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words text-sm text-cream-50">{item.text || "(images only)"}</p>
      {item.imageUrl ? <img src={item.imageUrl} alt="" className="mt-2 max-h-40 rounded-xl" /> : null}
      <p className="mt-2 text-xs text-cream-100/70">
        {item.reportsCount} {item.reportsCount === 1 ? "report" : "reports"} from {item.reportersCount}{" "}
        {item.reportersCount === 1 ? "address" : "addresses"}, {item.establishedReportersCount} established
      </p>
      {item.reasons.length > 0 ? (
        <ul aria-label="Reasons" className="mt-1 flex flex-wrap gap-1 text-xs">
          {item.reasons.map(({ reason: given, count }) => (
            <li key={given} className="rounded-full bg-cream-100/10 px-2 py-0.5 text-cream-100/80">
              {given.replace("_", " ")} × {count}
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={reasonId} className="mt-3 block text-xs font-medium text-cream-100/80">
        Reason (kept in the audit)
      </label>
      <Textarea
        id={reasonId}
        rows={2}
        className="mt-1 min-h-0"
        maxLength={MODERATION_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {!hasReason ? <p className="mt-1 text-xs text-cream-100/50">{messages.moderationReasonRequired}</p> : null}
      <div className="mt-3 flex gap-2">
        <Button variant="destructive" size="sm" disabled={busy || !hasReason} onClick={() => void decide("hide")}>
          <EyeOff aria-hidden="true" />
          {item.hidden ? "Keep hidden" : "Hide"}
        </Button>
        <Button variant="outline" size="sm" disabled={busy || !hasReason} onClick={() => void decide("restore")}>
          <RotateCcw aria-hidden="true" />
          {item.hidden ? "Restore" : "Dismiss reports"}
        </Button>
      </div>
    </li>
  );
}
